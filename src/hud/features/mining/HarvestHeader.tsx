import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Hammer, Hourglass, Loader2, Pickaxe, Square, Swords } from 'lucide-react';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { TAP } from '@/hud/components/items/page-style';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { MiningPageView } from '@/runtime/view-models/mining-page';
import { HarvestProgress } from './HarvestProgress';
import { send } from './mining-actions';
import { STOPPED_TOAST } from './mining-text';

type Harvest = NonNullable<MiningPageView['current']>;

const FRAME = 'flex flex-col gap-4 rounded-xl border p-4 sm:p-5';

/** The top of the page: the harvest under way with its bar, loot to come and Stop, or what to do next. */
export function HarvestHeader({
  session,
  harvest,
  fighting,
  crafting,
  speedBonusPercent,
}: {
  session: GameSession;
  harvest: Harvest | null;
  fighting: boolean;
  crafting: boolean;
  speedBonusPercent: number;
}) {
  return (
    <section
      aria-label="Harvest under way"
      className={cn(FRAME, harvest ? 'border-ember/50 bg-night/80' : 'border-shade bg-card/80')}
    >
      {harvest ? (
        <CurrentHarvest session={session} harvest={harvest} />
      ) : (
        <p className="flex items-center gap-2 text-parchment-dim">
          <Hourglass className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          Not mining. Pick a node below; a harvest repeats on its own while the node allows it.
        </p>
      )}
      {speedBonusPercent > 0 && (
        <p className="text-sm text-parchment-dim">
          Mining speed +{formatCount(speedBonusPercent)}% from your gear and Endurance: every time below is shortened
          already.
        </p>
      )}
      {crafting && !fighting && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-shade px-3 py-2 text-sm text-parchment"
        >
          <Hammer className="mt-0.5 size-4 shrink-0 text-ember" aria-hidden />
          <span>
            You are at a crafting station: mining waits until the craft is finished or cancelled.{' '}
            <Link to="/game/crafting" className="font-semibold text-ember-bright underline underline-offset-4">
              Go to Crafting
            </Link>
          </span>
        </p>
      )}
      {fighting && (
        <p
          role="note"
          className={cn(
            'flex items-start gap-2 rounded-lg border border-blood/40 bg-blood/10 px-3 py-2',
            'text-sm text-parchment',
          )}
        >
          <Swords className="mt-0.5 size-4 shrink-0 text-blood" aria-hidden />
          <span>
            You are fighting in a rift: mining waits until the fight ends.{' '}
            <Link to="/game/combat" className="font-semibold text-ember-bright underline underline-offset-4">
              Go to Battle
            </Link>
          </span>
        </p>
      )}
    </section>
  );
}

function CurrentHarvest({ session, harvest }: { session: GameSession; harvest: Harvest }) {
  const [stopping, setStopping] = useState(false);
  const stop = async () => {
    setStopping(true);
    await send(session, { type: 'stopMining' }, STOPPED_TOAST);
    setStopping(false);
  };
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ember-bright/80">Mining now</p>
          <h2 className="title-display flex items-center gap-2 text-xl font-semibold text-parchment">
            <Pickaxe className="size-5 shrink-0 text-ember-bright" aria-hidden />
            {harvest.name}
          </h2>
        </div>
        <Button
          variant="outline"
          className={cn(TAP, 'border-blood/50 hover:border-blood')}
          disabled={stopping}
          onClick={() => void stop()}
        >
          {stopping ? <Loader2 className="animate-spin" aria-hidden /> : <Square aria-hidden />}
          Stop mining
        </Button>
      </div>
      <HarvestProgress session={session} label={`${harvest.name} harvest progress`} />
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-xs uppercase tracking-wider text-muted-foreground">This harvest brings</p>
        {harvest.expectedLoot.length === 0 ? (
          <p className="text-parchment-dim">No finds this time, only the experience.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Expected loot">
            {harvest.expectedLoot.map((loot) => (
              <li
                key={loot.itemId}
                className="flex items-center gap-2 rounded-lg border border-shade bg-abyss/60 py-1 pl-1 pr-3"
              >
                <span aria-hidden className="shrink-0">
                  <ItemIcon itemId={loot.itemId} size={32} />
                </span>
                <span className="text-parchment">{loot.name}</span>
                <span className="tabular-nums text-gold">×{formatCount(loot.quantity)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="font-semibold tabular-nums text-spectral" data-testid="harvest-xp">
          +{formatCount(harvest.xp)} Survival XP
        </p>
        <p className="text-xs text-muted-foreground">Starting another node leaves this harvest unpaid.</p>
      </div>
    </>
  );
}
