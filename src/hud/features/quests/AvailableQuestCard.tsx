import { useId } from 'react';
import { ScrollText, Timer } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import type { AvailableQuestView } from '@/runtime/view-models/quests-page';
import { acceptQuest } from './quest-actions';
import { QuestBadges } from './QuestBadges';
import { QuestRewards } from './QuestRewards';

/** A quest on the board the hunter may take now. */
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
        {quest.requirements.map((requirement, index) => (
          <li key={index} className="flex items-start gap-1.5">
            <ScrollText className="mt-0.5 size-3.5 shrink-0 text-ember-bright" aria-hidden />
            <span className="min-w-0 break-words">{requirement.label}</span>
          </li>
        ))}
      </ul>
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
