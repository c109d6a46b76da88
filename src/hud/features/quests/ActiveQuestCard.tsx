import { useId } from 'react';
import { CheckCircle2, PackageCheck, Timer, X, XCircle } from 'lucide-react';
import { ConfirmButton } from '@/hud/components/ConfirmButton';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Progress } from '@/hud/components/ui/progress';
import type { GameSession } from '@/hud/game/game-session';
import { SimCountdown } from '@/hud/game/SimCountdown';
import { cn } from '@/hud/lib/cn';
import type { ActiveQuestView, QuestRequirementView } from '@/runtime/view-models/quests-page';
import { abandonQuest, clearFailedQuest, deliverQuestItems } from './quest-actions';
import { QuestBadges } from './QuestBadges';
import { QuestRewards } from './QuestRewards';

const amount = (value: number) => value.toLocaleString('en-US');

/** A quest the hunter has taken: each requirement's progress, the deadline, the rewards, Deliver and Abandon. */
export function ActiveQuestCard({ session, quest }: { session: GameSession; quest: ActiveQuestView }) {
  const headingId = useId();
  const failed = quest.status === 'failed';
  return (
    <li
      aria-labelledby={headingId}
      data-testid="active-quest"
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border bg-card/80 p-3 sm:p-4',
        failed ? 'border-blood/50' : 'border-ember/40',
      )}
    >
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="title-display text-lg font-semibold leading-snug text-parchment">
            {quest.title}
          </h3>
          {failed && (
            <Badge variant="destructive">
              <XCircle aria-hidden /> Failed
            </Badge>
          )}
        </div>
        <QuestBadges {...quest} />
        <p className="text-sm text-parchment-dim">{quest.description}</p>
      </div>
      <ul className="flex flex-col gap-2.5" aria-label="Requirements">
        {quest.requirements.map((requirement, index) => (
          <Requirement key={index} requirement={requirement} />
        ))}
      </ul>
      {quest.expiresAt !== null && !failed && (
        <p className="flex items-center gap-1.5 text-sm text-gold" data-testid="quest-time-left">
          <Timer className="size-4 shrink-0" aria-hidden />
          <span>
            Time left: <SimCountdown session={session} at={quest.expiresAt} className="font-semibold tabular-nums" />
          </span>
        </p>
      )}
      {failed && <p className="text-sm text-blood">The time ran out before the work was done.</p>}
      <QuestRewards rewards={quest.rewards} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {failed ? (
          <Button
            variant="outline"
            className="min-h-11 w-full sm:w-auto"
            onClick={() => void clearFailedQuest(session, quest.questId)}
          >
            <X aria-hidden /> Clear <span className="sr-only">{quest.title}</span>
          </Button>
        ) : (
          <>
            {/* Deliver shows while a delivery still wants items the hunter carries. */}
            {quest.canDeliver && (
              <Button
                className="min-h-11 w-full sm:w-auto"
                onClick={() => void deliverQuestItems(session, quest.questId, quest.title)}
              >
                <PackageCheck aria-hidden /> Deliver <span className="sr-only">for {quest.title}</span>
              </Button>
            )}
            <ConfirmButton
              label={`Abandon ${quest.title}`}
              title={`Abandon ${quest.title}?`}
              description="Its progress is lost. You can take it again later if it is still offered."
              confirm="Abandon"
              onConfirm={() => void abandonQuest(session, quest.questId)}
              className="min-h-11 w-full sm:w-auto"
            >
              <X aria-hidden /> Abandon
            </ConfirmButton>
          </>
        )}
      </div>
    </li>
  );
}

function Requirement({ requirement }: { requirement: QuestRequirementView }) {
  const share = requirement.amount > 0 ? (requirement.current / requirement.amount) * 100 : 100;
  const deliver = requirement.deliver;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span
          className={cn('flex min-w-0 items-center gap-1.5', requirement.done ? 'text-spectral' : 'text-parchment')}
        >
          {requirement.done && <CheckCircle2 className="size-3.5 shrink-0" aria-hidden />}
          <span className="min-w-0 break-words">{requirement.label}</span>
        </span>
        <span className="shrink-0 font-semibold tabular-nums text-parchment" data-testid="requirement-count">
          {amount(requirement.current)} / {amount(requirement.amount)}
        </span>
      </div>
      <Progress
        value={share}
        aria-label={`${requirement.label}: ${requirement.current} of ${requirement.amount}`}
        className="h-1.5"
        indicatorClassName={requirement.done ? 'from-spectral/60 via-spectral to-spectral' : undefined}
      />
      {deliver && !requirement.done && (
        <p className="text-xs text-muted-foreground">
          You carry {amount(deliver.carried)} {deliver.name}
        </p>
      )}
      {requirement.fromAcceptance && !requirement.done && (
        <p className="text-xs text-muted-foreground">Counts from when you accepted</p>
      )}
    </li>
  );
}
