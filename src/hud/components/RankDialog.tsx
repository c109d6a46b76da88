import type { ReactNode } from 'react';
import { CheckCircle2, Circle, Loader2, Swords } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/hud/components/ui/dialog';
import { Progress } from '@/hud/components/ui/progress';
import type { RankRequirements } from '@/hud/game/sidebar-data';
import { skillEntry } from '@/hud/game/skill-catalog';
import { cn } from '@/hud/lib/cn';
import type { HunterRank } from '@/content/ids';
import { TRIAL_ATTEMPT_RULE_TEXT } from '@/runtime/rank-trials/rank-trial-controller';
import { useWaitUntil } from '@/hud/game/use-wait-until';
import { NextAttemptCountdown } from './NextAttemptCountdown';
import { RANK_STYLES } from './rank-style';

interface RankDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rank: HunterRank;
  benefits: string[];
  next: RankRequirements | null;
  trialInProgress: boolean;
  /** After a lost or abandoned trial: when the server allows the next start (epoch ms), or null. */
  nextAttemptAt?: number | null;
  onStartTrial?: () => void;
}

function Requirement({ met, label, children }: { met: boolean; label: string; children?: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-md border border-shade bg-abyss/50 p-3">
      {met ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-spectral" role="img" aria-label="Done" />
      ) : (
        <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" role="img" aria-label="Not yet" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className={cn('text-sm', met ? 'text-parchment' : 'text-parchment-dim')}>{label}</span>
        {children}
      </div>
    </li>
  );
}

/**
 * The rank dialog (spec 001 §2): current benefits, next-rank requirements and the trial button; what a
 * left trial costs, and the countdown to the next attempt after a lost one (issue 31).
 */
export function RankDialog({
  open,
  onOpenChange,
  rank,
  benefits,
  next,
  trialInProgress,
  nextAttemptAt = null,
  onStartTrial,
}: RankDialogProps) {
  const style = RANK_STYLES[rank];
  const coolingDown = useWaitUntil(open ? nextAttemptAt : null) > 0;
  let buttonLabel = 'Start Rank Trial';
  if (!next) buttonLabel = 'Maximum Rank Achieved';
  else if (trialInProgress) buttonLabel = 'Trial in Progress...';
  const disabled = !next || trialInProgress || !next.canStartTrial || coolingDown;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-3">
            <span
              className={cn('flex size-11 items-center justify-center rounded-lg border bg-abyss text-2xl', style.ring)}
              aria-hidden
            >
              {style.emoji}
            </span>
            <span className="flex flex-col">
              <span>Hunter Rank {rank}</span>
              <span className={cn('text-sm font-normal', style.text)}>{style.title}</span>
            </span>
          </DialogTitle>
          <DialogDescription>
            Ranks rise from E to SSS. Each rank opens stronger rifts and makes you harder to kill.
          </DialogDescription>
        </DialogHeader>

        <section className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">Current benefits</h3>
          {benefits.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {benefits.map((benefit) => (
                <li key={benefit}>
                  <Badge variant="spectral">{benefit}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              Every hunter starts here. Clear rifts and train to earn your first promotion.
            </p>
          )}
        </section>

        {next ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">
              Requirements for rank {next.rank} {RANK_STYLES[next.rank].emoji}
            </h3>
            <ul className="flex flex-col gap-2">
              <Requirement met={next.riftCleared} label={`Flagship rift cleared: ${next.flagshipRiftName}`} />
              <Requirement
                met={next.skillsRequirementMet}
                label={`Two combat skills at level ${next.skillLevelRequired}`}
              >
                <span className="flex flex-wrap gap-1.5">
                  {next.combatSkills.map((skill) => (
                    <Badge key={skill.id} variant={skill.level >= next.skillLevelRequired ? 'spectral' : 'secondary'}>
                      {skillEntry(skill.id).name} {skill.level}
                    </Badge>
                  ))}
                </span>
              </Requirement>
              <Requirement
                met={next.totalXp >= next.requiredXp}
                label={`Total XP: ${next.totalXp.toLocaleString('en-US')} / ${next.requiredXp.toLocaleString('en-US')}`}
              >
                <Progress
                  aria-label="Total XP"
                  value={next.requiredXp > 0 ? (next.totalXp / next.requiredXp) * 100 : 100}
                />
              </Requirement>
              <Requirement met={next.trialCompleted} label="Rank trial completed" />
            </ul>
          </section>
        ) : (
          <p className="rounded-md border border-teal-300/40 bg-teal-300/10 p-3 text-sm text-teal-100">
            You stand at the summit of the hunt. No rank lies beyond SSS.
          </p>
        )}

        {next?.tierMessage && (
          <p className="rounded-md border border-gold/40 bg-gold/10 p-3 text-sm text-gold">{next.tierMessage}</p>
        )}

        <Button
          size="lg"
          disabled={disabled || !onStartTrial}
          onClick={() => {
            // The trial has its own dialog: this one steps aside.
            onOpenChange(false);
            onStartTrial?.();
          }}
        >
          {trialInProgress ? <Loader2 className="animate-spin" /> : <Swords />}
          {buttonLabel}
        </Button>
        {next && !trialInProgress && !next.tierMessage && (
          <>
            {open && <NextAttemptCountdown at={nextAttemptAt} className="-mt-2" />}
            <p className="-mt-2 text-center text-xs text-muted-foreground">
              {next.canStartTrial
                ? `The rank ${next.rank} trial is judged by the Guild's server: you need a connection.`
                : 'The trial opens once the rift, the combat skills and the total XP are done.'}
            </p>
            <p className="text-center text-xs text-muted-foreground" data-testid="trial-attempt-rule">
              {TRIAL_ATTEMPT_RULE_TEXT}
            </p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
