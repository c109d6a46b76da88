import { memo } from 'react';
import type { AccountTier } from '@/content/ids';
import { BarChart3, CircleDot, Droplet, Hourglass, Lock, Target, TrendingUp, Zap } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { BeyondTierNote } from '@/hud/game/beyond-tier';
import { formatCount } from '@/hud/lib/format';
import { cn } from '@/hud/lib/cn';
import type { AbilityCardView, PoolResource } from '@/runtime/view-models/abilities-page';
import { unreachableNote } from '@/runtime/view-models/tier-reach';
import { AbilityGlyph } from './ability-style';
import type { PlacementHandlers } from './placement';

const COST_ICONS: Readonly<Record<PoolResource, typeof Zap | null>> = {
  mana: Droplet,
  energy: Zap,
  comboPoints: CircleDot,
  none: null,
};

function statsLine(stats: AbilityCardView['stats']): string {
  if (stats.uses === 0) return 'Not used yet';
  const parts = [`Used ${formatCount(stats.uses)} ${stats.uses === 1 ? 'time' : 'times'}`];
  if (stats.damage > 0) parts.push(`${formatCount(stats.damage)} damage`);
  if (stats.healing > 0) parts.push(`${formatCount(stats.healing)} healing`);
  return parts.join(' · ');
}

interface CardProps {
  card: AbilityCardView;
  /** The slot picked first (tap a slot, then a card), or null. */
  heldSlot: number | null;
  /** Whether this card's ability is the one picked up. */
  isHeld: boolean;
  placement: PlacementHandlers;
  tier: AccountTier;
}

/** A locked ability's unlock level the tier never reaches, in words, or null. */
function unlockBeyond(card: AbilityCardView, tier: AccountTier): string | null {
  if (card.unlocked) return null;
  return unreachableNote(tier, { kind: 'skill', skill: card.skill, level: card.unlockLevel });
}

/** A learned ability's next rank when the tier never reaches its level: "Rank 2 needs Bladework 17 — ...". */
function nextRankBeyond(card: AbilityCardView, tier: AccountTier): string | null {
  const next = card.nextRankLabel?.match(/^Rank (\d+) at .* (\d+)$/);
  if (!card.unlocked || !next) return null;
  const note = unreachableNote(tier, { kind: 'skill', skill: card.skill, level: Number(next[2]) });
  return note ? `Rank ${next[1]} ${note.replace(/^Needs/, 'needs')}` : null;
}

/** The card's equip controls: what a tap does depends on what is held. */
function CardActions({ card, heldSlot, isHeld, placement }: Omit<CardProps, 'tier'>) {
  // The name is read out, not shown (the card shows it): "Equip Bloodletting in slot 3".
  const name = <span className="sr-only">{card.name}</span>;
  if (card.equippedSlot !== null) {
    return (
      <div className="flex flex-wrap gap-2">
        {heldSlot !== null && heldSlot !== card.equippedSlot && (
          <Button className="h-11" onClick={() => placement.place(card.id, heldSlot)}>
            Move {name} to slot {heldSlot + 1}
          </Button>
        )}
        <Button variant="outline" className="h-11" onClick={() => placement.unequip(card.equippedSlot!)}>
          Unequip {name}
        </Button>
      </div>
    );
  }
  if (heldSlot !== null)
    return (
      <Button className="h-11 self-start" onClick={() => placement.place(card.id, heldSlot)}>
        Equip {name} in slot {heldSlot + 1}
      </Button>
    );
  if (isHeld)
    return (
      <Button variant="ghost" className="h-11 self-start" onClick={placement.cancel}>
        Cancel <span className="sr-only">equipping {card.name}</span>
      </Button>
    );
  return (
    <Button variant="outline" className="h-11 self-start" onClick={() => placement.pickAbility(card.id, card.name)}>
      Equip {name}
    </Button>
  );
}

/**
 * One ability: what it is and costs, what it does at its rank in numbers, how its next rank comes,
 * what it has done and when it fires. A locked one says what unlocks it, dimmed (by colour, not
 * opacity, so its words stay readable). Memoised: picking an ability up re-renders only its own card.
 */
export const AbilityCard = memo(function AbilityCard({ card, heldSlot, isHeld, placement, tier }: CardProps) {
  const CostIcon = COST_ICONS[card.costResource];
  const locked = !card.unlocked;
  const beyond = unlockBeyond(card, tier);
  const rankBeyond = nextRankBeyond(card, tier);
  return (
    <li
      aria-label={card.name}
      data-testid={`ability-${card.id}`}
      draggable={!locked}
      onDragStart={(event) => placement.startDrag(event, { abilityId: card.id, fromSlot: null })}
      onDragEnd={placement.endDrag}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4',
        locked ? 'border-dashed border-shade bg-abyss/40' : 'border-shade bg-card/80',
        !locked && 'cursor-grab active:cursor-grabbing',
        isHeld && 'border-ember ring-2 ring-ember/40',
      )}
    >
      <div className="flex items-start gap-3">
        <AbilityGlyph kind={card.kind} visual={card.visual} className={cn(locked && 'opacity-40 grayscale')} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h4
              className={cn('title-display text-base font-semibold', locked ? 'text-parchment-dim' : 'text-parchment')}
            >
              {card.name}
            </h4>
            {card.rankLabel ? (
              <Badge variant="gold">{card.rankLabel}</Badge>
            ) : (
              <Badge variant="secondary">
                <Lock aria-hidden /> Locked
              </Badge>
            )}
            {card.equippedSlot !== null && <Badge variant="spectral">Slot {card.equippedSlot + 1}</Badge>}
          </div>
          <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-parchment-dim">
            <span>{card.kindLabel}</span>
            <span className="flex items-center gap-1">
              {CostIcon && <CostIcon className="size-3.5" aria-hidden />}
              {card.costLabel}
            </span>
            <span className="flex items-center gap-1">
              <Hourglass className="size-3.5" aria-hidden />
              {card.cooldownLabel}
            </span>
          </p>
        </div>
      </div>

      <p className="text-sm leading-relaxed text-parchment-dim">{card.description}</p>
      <p className={cn('text-sm font-medium', locked ? 'text-parchment-dim' : 'text-parchment')} data-testid="effect">
        <span className="text-muted-foreground">At rank {card.rank}: </span>
        {card.effectText}
      </p>

      {beyond ? (
        <BeyondTierNote note={beyond} />
      ) : locked ? (
        <p className="flex items-center gap-1.5 text-sm text-parchment" data-testid="unlock">
          <Lock className="size-4 shrink-0 text-ember-bright" aria-hidden />
          {card.lockedText}
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-xs text-parchment-dim">
          <li className="flex items-center gap-1.5" data-testid="next-rank">
            <TrendingUp className="size-3.5 shrink-0 text-gold" aria-hidden />
            {rankBeyond ?? card.nextRankLabel}
          </li>
          <li className="flex items-center gap-1.5">
            <Target className="size-3.5 shrink-0 text-spectral" aria-hidden />
            Fires: {card.conditionLabel}
          </li>
          <li className="flex items-center gap-1.5" data-testid="stats">
            <BarChart3 className="size-3.5 shrink-0" aria-hidden />
            {statsLine(card.stats)}
          </li>
        </ul>
      )}

      {!locked && <CardActions card={card} heldSlot={heldSlot} isHeld={isHeld} placement={placement} />}
    </li>
  );
});
