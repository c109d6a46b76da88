import { useId, useState } from 'react';
import { Coins, Loader2, Lock, Unlock } from 'lucide-react';
import type { AccountTier } from '@/content/ids';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { TAP } from '@/hud/components/items/page-style';
import { Button } from '@/hud/components/ui/button';
import { BeyondTierNote } from '@/hud/game/beyond-tier';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { StationView } from '@/runtime/view-models/crafting-page';
import { playerLevelBeyondTier } from '@/runtime/view-models/tier-reach';
import { send } from './crafting-actions';
import { enoughClass, unlockedToast } from './crafting-text';

/**
 * A station not yet owned: what it is, what opening it costs as have/need, and Unlock. One whose player
 * level the account tier never reaches says so plainly instead of listing what is missing.
 */
export function LockedStation({
  session,
  station,
  gold,
  playerLevel,
  tier,
}: {
  session: GameSession;
  station: StationView;
  gold: number;
  playerLevel: number;
  tier: AccountTier;
}) {
  const [unlocking, setUnlocking] = useState(false);
  const reasonId = useId();
  const beyond = playerLevelBeyondTier(tier, station.requiredLevel);
  const refused = beyond !== null || station.missing.length > 0;
  const unlock = async () => {
    setUnlocking(true);
    await send(session, { type: 'unlockStation', stationId: station.id }, unlockedToast(station.name));
    setUnlocking(false);
  };
  return (
    <section
      aria-label={`${station.name} (locked)`}
      className="flex flex-col gap-4 rounded-xl border border-shade bg-card/60 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="title-display flex min-w-0 items-center gap-2 text-xl font-semibold text-parchment">
          <Lock className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          {station.name}
        </h2>
      </div>
      {beyond && <BeyondTierNote id={reasonId} note={beyond} />}
      <p className="text-sm italic text-muted-foreground">{station.description}</p>
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-xs uppercase tracking-wider text-muted-foreground">Unlock cost</p>
        <ul className="flex flex-col gap-1.5" aria-label={`${station.name} unlock cost`}>
          <li className="flex items-center justify-between gap-2">
            <span className="text-parchment">Player level</span>
            <span className={cn('tabular-nums', enoughClass(playerLevel, station.requiredLevel))}>
              {playerLevel} / {station.requiredLevel}
            </span>
          </li>
          <li className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-2 text-gold">
              <Coins className="size-4" aria-hidden />
              Gold
            </span>
            <span className={cn('tabular-nums', enoughClass(gold, station.gold))}>
              {formatCount(gold)} / {formatCount(station.gold)}
            </span>
          </li>
          {station.items.map((item) => (
            <li key={item.itemId} className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 text-parchment">
                <span aria-hidden className="shrink-0">
                  <ItemIcon itemId={item.itemId} size={28} />
                </span>
                {item.name}
              </span>
              <span className={cn('tabular-nums', enoughClass(item.have, item.need))}>
                {formatCount(item.have)} / {formatCount(item.need)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-1.5">
        <Button
          className={cn(TAP, 'w-full sm:w-auto sm:self-start')}
          disabled={unlocking || refused}
          aria-describedby={refused ? reasonId : undefined}
          onClick={() => void unlock()}
        >
          {unlocking ? <Loader2 className="animate-spin" aria-hidden /> : <Unlock aria-hidden />}
          Unlock {station.name}
        </Button>
        {!beyond && station.missing.length > 0 && (
          <p id={reasonId} className="text-sm text-blood">
            Missing: {station.missing.join('; ')}
          </p>
        )}
      </div>
    </section>
  );
}
