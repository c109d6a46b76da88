import { useId } from 'react';
import { useStore } from 'zustand';
import { Skull } from 'lucide-react';
import { amount, SECTION } from '@/hud/components/items/page-style';
import { lastAbsenceStore } from '@/runtime/saves/last-absence';
import { lastAbsenceView, type LastAbsenceView } from '@/runtime/view-models/absence-page';
import { GainsList, signed } from './absence-parts';

const hourTotals = (hour: LastAbsenceView['hours'][number]) =>
  `${signed(hour.xp)} XP · ${signed(hour.gold)} gold · ${amount(hour.kills)} kills · ${amount(hour.items)} items`;

/** The section's id: the welcome back links to /game/activity#last-absence. */
export const LAST_ABSENCE_ANCHOR = 'last-absence';

/** "Your last time away": the last absence of this session hour by hour, and why it earned what it did. */
export function LastAbsence() {
  const titleId = useId();
  const timeline = useStore(lastAbsenceStore, (state) => state.timeline);
  return (
    <section id={LAST_ABSENCE_ANCHOR} aria-labelledby={titleId} className={`${SECTION} scroll-mt-20`}>
      <h2 id={titleId} className="title-display text-xl font-semibold text-parchment">
        Your last time away
      </h2>
      {timeline ? (
        <AbsenceDetails view={lastAbsenceView(timeline)} />
      ) : (
        <p className="text-parchment-dim">No time away since you opened the game.</p>
      )}
    </section>
  );
}

function AbsenceDetails({ view }: { view: LastAbsenceView }) {
  return (
    <>
      <p data-testid="absence-summary" className="text-sm text-parchment-dim">
        {view.summary}
      </p>
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ol aria-label="Hour by hour" className="flex flex-col gap-1.5">
          {view.hours.map((hour) => (
            <li
              key={hour.key}
              data-testid={`absence-hour-${hour.key}`}
              aria-label={`Hour ${hour.label}`}
              className="flex flex-col gap-1 rounded-md border border-shade bg-abyss/60 px-3 py-2 text-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="flex items-center gap-1.5 font-medium tabular-nums text-parchment">
                  {hour.label}
                  {hour.died && <Skull className="size-3.5 text-[#ff9b95]" aria-label="Died this hour" />}
                </span>
                <span className="text-xs tabular-nums text-parchment-dim">{hourTotals(hour)}</span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-shade" aria-hidden>
                <div className="h-full rounded-full bg-ember" style={{ width: `${hour.barPercent}%` }} />
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-3">
          <div>
            <h3 className="mb-1.5 font-semibold text-parchment">Why</h3>
            <ul aria-label="Why" className="flex list-disc flex-col gap-1 pl-5 text-sm text-parchment-dim">
              {view.reasons.map((reason) => (
                <li key={reason.key} data-testid={`absence-reason-${reason.kind}`}>
                  {reason.text}
                </li>
              ))}
            </ul>
            <p className="mt-1.5 text-xs text-muted-foreground">Times are hours:minutes after you left.</p>
          </div>
          <div>
            <h3 className="mb-1.5 font-semibold text-parchment">In all</h3>
            <GainsList gains={view.total} prefix="absence-total" />
          </div>
        </div>
      </div>
    </>
  );
}
