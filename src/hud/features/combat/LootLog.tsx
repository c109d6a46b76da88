import { useMemo } from 'react';
import { Coins, Crown, Package, PackageX } from 'lucide-react';
import { useStore } from 'zustand';
import type { Rarity } from '@/content/ids';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { lootLogFor, type LootDrop, type LootLine } from '@/runtime/view-models/loot-log';

const RARITY_TEXT: Record<Rarity, string> = {
  common: 'text-parchment',
  uncommon: 'text-emerald-300',
  rare: 'text-sky-300',
  epic: 'text-violet-300',
  legendary: 'text-amber-300',
};

const clockTime = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function Line({ line }: { line: LootLine }) {
  if (line.kind === 'gold')
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-gold tabular-nums">
        <Coins className="size-3.5" aria-hidden />+{line.quantity} gold
      </span>
    );
  const count = line.quantity > 1 ? `${line.quantity}× ` : '';
  if (line.kind === 'lost')
    return (
      <span className="inline-flex items-center gap-1 text-blood">
        <PackageX className="size-3.5" aria-hidden />
        {count}
        {line.name} (pouch full, lost)
      </span>
    );
  if (line.kind === 'pouched')
    return (
      <span className="inline-flex items-center gap-1 text-amber-300">
        <Package className="size-3.5" aria-hidden />
        {count}
        {line.name} (bag full: in the loot pouch)
      </span>
    );
  return (
    <span className={cn(RARITY_TEXT[line.rarity], line.kind === 'material' ? 'font-normal' : 'font-semibold')}>
      {count}
      {line.name}
    </span>
  );
}

function Drop({ drop }: { drop: LootDrop }) {
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-0.5 border-t border-shade/70 py-1.5 first:border-t-0',
        'sm:flex-row sm:items-baseline sm:gap-2',
      )}
    >
      <span className="flex shrink-0 items-baseline gap-2 text-xs text-parchment-dim">
        <time className="tabular-nums" dateTime={new Date(drop.atMs).toISOString()}>
          {clockTime.format(drop.atMs)}
        </time>
        <span className={cn('inline-flex items-center gap-1', drop.isBoss && 'font-semibold text-ember-bright')}>
          {drop.isBoss && <Crown className="size-3.5" aria-hidden />}
          {drop.enemyName}
        </span>
      </span>
      <span className="flex min-w-0 flex-wrap gap-x-2.5 gap-y-0.5 text-sm">
        {drop.lines.map((line, index) => (
          <Line key={index} line={line} />
        ))}
      </span>
    </li>
  );
}

/**
 * What the last fallen enemies dropped, newest first (the runtime's loot log, kept while the game runs):
 * gold rises with word of it. Phones show the five newest, desktops ten.
 */
export function LootLog({ session }: { session: GameSession }) {
  const log = useMemo(() => lootLogFor(session.runtime), [session]);
  const drops = useStore(log.store);
  return (
    <section
      aria-labelledby="loot-log-title"
      data-testid="loot-log"
      className="flex flex-col gap-1 rounded-xl border border-shade bg-card/80 px-4 py-3"
    >
      <h2
        id="loot-log-title"
        className="title-display text-sm font-semibold uppercase tracking-[0.18em] text-parchment-dim"
      >
        Loot
      </h2>
      {drops.length === 0 ? (
        <p className="text-sm text-parchment-dim">What fallen enemies drop shows here.</p>
      ) : (
        <ol className="flex flex-col max-lg:[&>li:nth-child(n+6)]:hidden">
          {drops.map((drop) => (
            <Drop key={drop.id} drop={drop} />
          ))}
        </ol>
      )}
    </section>
  );
}
