import { Check, Minus } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { ACCOUNT_TIERS, type AccountTier } from '@/content/ids';
import { TIER_INFO } from '@/hud/game/tiers';
import { cn } from '@/hud/lib/cn';

const slots = ({ start, cap }: { start: number; cap: number }) => (start === cap ? `${cap}` : `${start} → ${cap}`);

/** The five tiers side by side (stacked on phones): caps, slots, multiplier and content. */
export function TierComparison({ currentTier }: { currentTier: AccountTier | null }) {
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-5" data-testid="tier-comparison">
      {ACCOUNT_TIERS.map((tier) => {
        const info = TIER_INFO[tier];
        const current = tier === currentTier;
        return (
          <article
            key={tier}
            aria-label={`${info.name} tier`}
            className={cn(
              'relative flex flex-col gap-4 rounded-xl border bg-card/85 p-5',
              current
                ? 'border-ember shadow-[0_0_30px_-10px_rgb(224_103_58/0.8)]'
                : tier === 'supporter'
                  ? 'border-gold/50'
                  : 'border-shade',
            )}
          >
            {current && <Badge className="absolute -top-2.5 left-4">Your tier</Badge>}
            <div className="flex flex-col gap-1">
              <h3
                className={cn(
                  'title-display text-xl font-semibold',
                  tier === 'supporter' ? 'text-gold' : 'text-parchment',
                )}
              >
                {info.name}
              </h3>
              <p className="text-sm text-muted-foreground">{info.tagline}</p>
            </div>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Skill cap</dt>
              <dd className="text-right font-semibold tabular-nums text-parchment">{info.maxSkillLevel}</dd>
              <dt className="text-muted-foreground">Rank cap</dt>
              <dd className="text-right font-semibold text-parchment">{info.maxRank}</dd>
              <dt className="text-muted-foreground">Bank</dt>
              <dd className="text-right tabular-nums text-parchment">{slots(info.bankSlots)}</dd>
              <dt className="text-muted-foreground">Inventory</dt>
              <dd className="text-right tabular-nums text-parchment">{slots(info.inventorySlots)}</dd>
              <dt className="text-muted-foreground">XP &amp; gold</dt>
              <dd
                className={cn(
                  'text-right font-semibold tabular-nums',
                  info.multiplier > 1 ? 'text-spectral' : 'text-parchment',
                )}
              >
                {info.multiplier}x
              </dd>
              <dt className="text-muted-foreground">Start gold</dt>
              <dd className="text-right tabular-nums text-parchment">{info.startingGold.toLocaleString('en-US')}</dd>
              <dt className="text-muted-foreground">Premium store</dt>
              <dd className="flex justify-end">
                {info.premiumStore ? (
                  <Check className="size-4 text-spectral" aria-label="Yes" />
                ) : (
                  <Minus className="size-4 text-muted-foreground" aria-label="No" />
                )}
              </dd>
            </dl>
            <ul className="flex flex-col gap-1.5 border-t border-shade pt-3 text-sm text-parchment-dim">
              {info.content.map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-3.5 shrink-0 text-ember-bright" aria-hidden /> {line}
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </div>
  );
}
