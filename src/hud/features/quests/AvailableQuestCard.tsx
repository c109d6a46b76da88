import { useId } from 'react';
import { CheckCircle2, ScrollText, Timer } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import type { AvailableQuestView } from '@/runtime/view-models/quests-page';
import { acceptQuest } from './quest-actions';
import { QuestBadges } from './QuestBadges';
import { QuestRewards } from './QuestRewards';

const amount = (value: number) => value.toLocaleString('en-US');

/**
 * A quest on the board the hunter may take now: each requirement says what would count at once (work
 * already done, a level reached) or that it counts from acceptance (issue 32).
 */
export function AvailableQuestCard({ session, quest }: { session: GameSession; quest: AvailableQuestView }) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      data-testid="available-quest"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-shade bg-card/80 p-3 sm:p-4"
    >
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <h3 id={headingId} className="title-display text-lg font-semibold leading-snug text-parchment">
            {quest.title}
          </h3>
          <span className="text-xs text-muted-foreground">Level {quest.levelRequirement}+</span>
        </div>
        <QuestBadges {...quest} />
        <p className="text-sm text-parchment-dim">{quest.description}</p>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-parchment" aria-label="Requirements">
        {quest.requirements.map((requirement, index) => {
          const met = requirement.already >= requirement.amount;
          return (
            <li key={index} className="flex items-start gap-1.5">
              {met ? (
                <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-spectral" aria-hidden />
              ) : (
                <ScrollText className="mt-0.5 size-3.5 shrink-0 text-ember-bright" aria-hidden />
              )}
              <span className="flex min-w-0 flex-col">
                <span className="break-words">{requirement.label}</span>
                <RequirementNote {...requirement} />
              </span>
            </li>
          );
        })}
      </ul>
      {quest.doneAlready && (
        <p className="text-sm text-spectral" data-testid="quest-done-already">
          You have done all it asks, so accepting completes it at once.
        </p>
      )}
      {quest.timeLimit && (
        <p className="flex items-center gap-1.5 text-sm text-gold">
          <Timer className="size-4 shrink-0" aria-hidden /> {quest.timeLimit}
        </p>
      )}
      <QuestRewards rewards={quest.rewards} />
      <Button className="mt-auto min-h-11 w-full" onClick={() => void acceptQuest(session, quest.questId, quest.title)}>
        Accept <span className="sr-only">{quest.title}</span>
      </Button>
    </li>
  );
}

/** "2 of 3 done already", "Counts from when you accept", or nothing (none done yet, all of it counts). */
function RequirementNote({
  already,
  amount: total,
  fromAcceptance,
  deliver,
}: AvailableQuestView['requirements'][number]) {
  let text: string | null = null;
  if (deliver) text = 'Hand the items in once you accept';
  else if (fromAcceptance) text = 'Counts from when you accept';
  else if (already >= total) text = 'Done already';
  else if (already > 0) text = `${amount(already)} of ${amount(total)} done already`;
  if (!text) return null;
  return (
    <span className={already >= total && !deliver ? 'text-xs text-spectral' : 'text-xs text-muted-foreground'}>
      {text}
    </span>
  );
}
