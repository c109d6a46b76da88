import { Swords } from 'lucide-react';
import { RANK_STYLES } from '@/hud/components/rank-style';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import { ARENA_PAGE_TEXT, type DuelRowView, type LadderRowView } from '@/runtime/view-models/arena-page';

/** The ladder: position, hunter, rating and record, with a Duel button on every row but mine. */
export function ArenaLadder({ rows, onDuel }: { rows: LadderRowView[]; onDuel: (playerId: string) => void }) {
  return (
    <section aria-labelledby="arena-ladder-heading" className="flex flex-col gap-3">
      <h2 id="arena-ladder-heading" className="title-display text-xl font-bold text-parchment">
        Ladder
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-parchment-dim">{ARENA_PAGE_TEXT.emptyLadder}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="arena-ladder">
          {rows.map((row) => (
            <li
              key={row.playerId}
              aria-label={`${row.position}. ${row.name}`}
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card/60 px-3 py-2',
                row.isMe ? 'border-ember/50' : 'border-shade',
              )}
            >
              <span className="w-8 shrink-0 text-right font-semibold tabular-nums text-parchment-dim">
                {row.position}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold text-parchment">
                  {row.name}
                  {row.isMe && <span className="ml-2 text-xs font-normal text-ember-bright">(you)</span>}
                </span>
                <span className="flex flex-wrap items-center gap-x-2 text-xs text-parchment-dim">
                  {row.title && <span>{row.title}</span>}
                  <span className={RANK_STYLES[row.rank].text}>Rank {row.rank}</span>
                  <span>Level {row.level}</span>
                </span>
              </div>
              <span className="flex shrink-0 flex-col items-end text-sm">
                <span className="font-semibold tabular-nums text-gold">{row.rating}</span>
                <span className="text-xs tabular-nums text-parchment-dim">W–L {row.record}</span>
              </span>
              {!row.isMe && (
                <Button
                  variant="outline"
                  className="min-h-11 shrink-0"
                  disabled={row.duelBlockedBy !== null}
                  title={row.duelBlockedBy ?? `Duel ${row.name}`}
                  aria-label={`Duel ${row.name}`}
                  onClick={() => onDuel(row.playerId)}
                >
                  <Swords aria-hidden />
                  Duel
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** My latest duels, on either side. */
export function RecentDuels({ duels }: { duels: DuelRowView[] }) {
  return (
    <section aria-labelledby="arena-duels-heading" className="flex flex-col gap-3">
      <h2 id="arena-duels-heading" className="title-display text-xl font-bold text-parchment">
        Recent duels
      </h2>
      {duels.length === 0 ? (
        <p className="text-sm text-parchment-dim">{ARENA_PAGE_TEXT.noDuels}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="arena-duels">
          {duels.map((duel) => (
            <li
              key={duel.id}
              className={cn(
                'flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-shade bg-card/60',
                'px-3 py-2 text-sm',
              )}
            >
              <Badge variant={duel.won ? 'gold' : 'destructive'}>{duel.won ? 'Won' : 'Lost'}</Badge>
              <span className="min-w-0 flex-1">
                <span className="font-semibold text-parchment">{duel.opponent}</span>{' '}
                <span className="text-parchment-dim">· {duel.side}</span>
              </span>
              <span className="tabular-nums text-parchment-dim">
                {duel.ratingBefore} → {duel.ratingAfter}{' '}
                <span className={duel.won ? 'text-gold' : 'text-[#ff9b95]'}>({duel.change})</span>
              </span>
              <span className="text-xs text-parchment-dim">{duel.when}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
