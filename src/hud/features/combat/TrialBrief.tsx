import { Flag, FlaskConical, Hourglass, ScrollText } from 'lucide-react';
import { TRIAL_ATTEMPT_RULE_TEXT } from '@/runtime/rank-trials/rank-trial-controller';
import type { TrialView } from '@/runtime/rank-trials/trial-view';

const minutesText = (ms: number): string => {
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * Beside the trial's canvas: what the trial is, who its warden is, its rule, what leaving it costs, and
 * that the hunt the player left goes on (the trial is fought by a copy of the hunter the Guild recorded).
 */
export function TrialBrief({ view, huntingIn }: { view: TrialView | null; huntingIn: string | null }) {
  return (
    <section
      aria-label="The trial"
      className="flex flex-col gap-3 rounded-xl border border-shade bg-card/80 p-4 text-sm"
      data-testid="trial-brief"
    >
      {view ? (
        <>
          <p className="text-parchment">{view.description}</p>
          <div className="flex flex-col gap-1">
            <p className="title-display font-semibold text-ember-bright">{view.wardenName}</p>
            <p className="text-xs uppercase tracking-[0.18em] text-parchment-dim">{view.wardenTitle}</p>
            <p className="text-parchment-dim">{view.wardenDescription}</p>
          </div>
          <ul className="flex flex-col gap-1.5 text-parchment-dim">
            <li className="flex items-start gap-2">
              <ScrollText className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>
                <span className="font-semibold text-parchment">{view.ruleName}.</span> {view.ruleText}
              </span>
            </li>
            <li className="flex items-start gap-2">
              <Hourglass className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>
                {view.waves - 1} waves, then the warden, within {minutesText(view.timeLimitMs)}.
              </span>
            </li>
            <li className="flex items-start gap-2">
              <FlaskConical className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>
                {view.draughtsAllowed
                  ? `The Guild’s draughts heal ${view.draughtHealPercent}% each and are drunk by themselves below ` +
                    `${view.autoDraughtBelowPercent}% health. Your own potions stay in your pack.`
                  : 'No draughts in this trial, and your own potions stay in your pack.'}
              </span>
            </li>
            <li className="flex items-start gap-2">
              <Flag className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>{TRIAL_ATTEMPT_RULE_TEXT}</span>
            </li>
          </ul>
        </>
      ) : (
        <p className="text-parchment-dim">The Guild records your hunter as it is now and prepares the trial.</p>
      )}
      <p className="border-t border-shade pt-3 text-parchment-dim">
        {huntingIn
          ? `Your hunt in ${huntingIn} goes on while you fight; its loot still comes in below.`
          : 'Your hunter rests while you fight the trial.'}
      </p>
    </section>
  );
}
