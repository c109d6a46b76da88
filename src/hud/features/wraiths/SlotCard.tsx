import { useId } from 'react';
import { MoonStar, Sparkles } from 'lucide-react';
import { TAP } from '@/hud/components/items/page-style';
import { RARITY_BORDER, RARITY_TEXT } from '@/hud/components/items/rarity';
import { Button } from '@/hud/components/ui/button';
import { WraithPortrait } from '@/hud/components/wraith-portrait/WraithPortrait';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import type { RestingWraithView, SlotView } from '@/runtime/view-models/wraiths-page';
import { dismissWraith, summonWraith } from './wraith-actions';

/** One of the three summoning slots: the wraith in it with Dismiss, or an empty slot offering the resting ones. */
export function SlotCard({
  session,
  slot,
  resting,
}: {
  session: GameSession;
  slot: SlotView;
  resting: readonly RestingWraithView[];
}) {
  const labelId = useId();
  const wraith = slot.wraith;
  return (
    <li
      aria-labelledby={labelId}
      data-testid="wraith-slot"
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-night/70 p-3 sm:p-4',
        wraith ? RARITY_BORDER[wraith.rarity] : 'border-dashed border-shade',
      )}
    >
      <p id={labelId} className="text-xs font-semibold uppercase tracking-[0.2em] text-spectral/80">
        {slot.label}
      </p>
      {wraith ? (
        <>
          <div className="flex items-start gap-3">
            <span aria-hidden className="shrink-0">
              <WraithPortrait wraithId={wraith.wraithId} size={56} />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className={cn('font-semibold leading-snug', RARITY_TEXT[wraith.rarity])}>{wraith.name}</p>
              <p className="text-xs text-parchment-dim">Level {wraith.level}</p>
            </div>
          </div>
          <p className="text-sm text-parchment">{wraith.effect}</p>
          <p className="text-sm text-parchment-dim">{wraith.passive}</p>
          <Button
            variant="outline"
            className={cn(TAP, 'mt-auto w-full')}
            onClick={() => void dismissWraith(session, slot.slot, wraith.name)}
          >
            <MoonStar aria-hidden />
            <span>
              Dismiss <span className="sr-only">{wraith.name}</span>
            </span>
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-parchment-dim">Empty. Nothing fights here.</p>
          {resting.length > 0 ? (
            <div role="group" aria-label={`Summon into ${slot.label}`} className="flex flex-col gap-2">
              {resting.map((row) => (
                <Button
                  key={row.bondedId}
                  variant="arcane"
                  className={cn(TAP, 'w-full justify-start')}
                  onClick={() => void summonWraith(session, row.bondedId, row.name, slot.slot)}
                >
                  <Sparkles aria-hidden />
                  Summon {row.name} <span className="ml-auto text-xs font-normal opacity-80">Level {row.level}</span>
                </Button>
              ))}
            </div>
          ) : (
            <p className="text-xs text-muted-foreground">No bonded wraith is resting: bond one below.</p>
          )}
        </>
      )}
    </li>
  );
}
