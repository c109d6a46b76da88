import { CircleDot, Droplet, type LucideIcon, Zap } from 'lucide-react';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { abilityPoolsKey, selectAbilityPools, type PoolView } from '@/runtime/view-models/abilities-page';
import { useKeyedWorldView } from './use-abilities-view';

function Pool({ icon: Icon, label, pool, tint }: { icon: LucideIcon; label: string; pool: PoolView; tint: string }) {
  return (
    <li className="flex items-center gap-1.5 rounded-lg border border-shade bg-abyss/60 px-3 py-1.5 text-sm">
      <Icon className={cn('size-4', tint)} aria-hidden />
      <span className="text-parchment-dim">{label}</span>
      <span className="font-semibold tabular-nums text-parchment">
        {pool.current}/{pool.max}
      </span>
    </li>
  );
}

/**
 * What abilities spend, current over max. Its own small watcher: the pools move every tick of a
 * fight, and only these three numbers need to follow them.
 */
export function PoolsStrip({ session }: { session: GameSession }) {
  const pools = useKeyedWorldView(session, abilityPoolsKey, selectAbilityPools);
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Ability pools" data-testid="ability-pools">
      <Pool icon={Droplet} label="Mana" pool={pools.mana} tint="text-sky-300" />
      <Pool icon={Zap} label="Energy" pool={pools.energy} tint="text-gold" />
      <Pool icon={CircleDot} label="Combo" pool={pools.comboPoints} tint="text-ember-bright" />
    </ul>
  );
}
