import { Link } from 'react-router-dom';
import { Hourglass, Loader2, Sparkles, Square } from 'lucide-react';
import type { SkillId } from '@/content/ids';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { useHud, type GameSession } from '@/hud/game/game-session';
import type { HudSnapshot } from '@/runtime/hud-snapshot';
import { formatCount } from '@/hud/lib/format';
import { LiveTrainingProgress } from '@/hud/game/LiveTrainingProgress';
import { skillPath } from '@/hud/game/skill-catalog';

/** The session's fixed parts: the snapshot keeps `bonuses` identical while unchanged, so this slice is stable. */
export function selectSessionHeader(snapshot: HudSnapshot) {
  const training = snapshot.training;
  if (!training) return { active: false as const };
  return {
    active: true as const,
    skill: training.skill,
    skillName: training.skillName,
    activityId: training.activityId,
    activityName: training.activityName,
    startedAt: training.startedAt,
    bonuses: training.bonuses,
    baseXp: training.baseXp,
    expectedXp: training.expectedXp,
  };
}

/** The running session with its live bar, time left, bonus breakdown and expected XP; Stop ends it. */
export function CurrentTraining({
  session,
  skillId,
  onStop,
  stopping,
}: {
  session: GameSession;
  skillId: SkillId;
  onStop: () => void;
  stopping: boolean;
}) {
  const header = useHud(session, selectSessionHeader);
  if (!header.active) {
    return (
      <Card className="gap-3 py-5" role="region" aria-label="Current training">
        <CardHeader className="px-5">
          <CardTitle className="flex items-center gap-2 text-base">
            <Hourglass className="size-4 text-muted-foreground" aria-hidden /> Not training
          </CardTitle>
        </CardHeader>
        <CardContent className="px-5 text-sm text-parchment-dim">
          Choose an activity below. A session repeats on its own while you have what it needs.
        </CardContent>
      </Card>
    );
  }
  if (header.skill !== skillId) {
    return (
      <Card className="gap-3 py-5" role="region" aria-label="Current training">
        <CardHeader className="px-5">
          <CardTitle className="flex items-center gap-2 text-base">
            <Hourglass className="size-4 text-spectral" aria-hidden /> Training {header.skillName}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 px-5 text-sm text-parchment-dim">
          <p>
            You are busy with <span className="text-parchment">{header.activityName}</span>. One session runs at a time.
          </p>
          <LiveTrainingProgress session={session} label={`${header.skillName} training progress`} />
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link to={skillPath(header.skill)}>Go to {header.skillName}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const bonusTotal = header.bonuses.reduce((sum, bonus) => sum + bonus.percent, 0);
  return (
    <Card className="gap-4 border-spectral/30 py-5" role="region" aria-label="Current training">
      <CardHeader className="px-5">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-spectral/80">Training now</p>
        <CardTitle className="text-xl" data-testid="current-activity">
          {header.activityName}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-5">
        <LiveTrainingProgress session={session} />
        <div className="flex flex-col gap-2 text-sm" aria-label="Session bonuses" role="group">
          <div className="flex justify-between text-parchment-dim">
            <span>Base XP</span>
            <span className="tabular-nums text-parchment">{formatCount(header.baseXp)}</span>
          </div>
          {header.bonuses.length === 0 ? (
            <p className="text-xs text-muted-foreground">
              No bonuses this session. Streaks, combos across skills and mastery add to the next ones.
            </p>
          ) : (
            <ul className="flex flex-col gap-1" data-testid="bonus-breakdown">
              {header.bonuses.map((bonus) => (
                <li key={bonus.id} className="flex justify-between gap-2">
                  <span className="flex items-center gap-1.5 text-parchment-dim">
                    <Sparkles className="size-3.5 text-spectral" aria-hidden /> {bonus.label}
                  </span>
                  <span className="tabular-nums text-spectral">+{bonus.percent}%</span>
                </li>
              ))}
              <li className="flex justify-between gap-2 border-t border-shade pt-1 text-parchment-dim">
                <span>All bonuses</span>
                <span className="tabular-nums text-spectral">+{bonusTotal}%</span>
              </li>
            </ul>
          )}
          <div className="flex justify-between rounded-md border border-spectral/30 bg-spectral/10 px-3 py-2">
            <span className="text-parchment">Expected XP</span>
            <span className="font-semibold tabular-nums text-spectral" data-testid="expected-xp">
              {formatCount(header.expectedXp)}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">
            A session left to finish counts as perfect (+25%). Stopping early pays XP for the share done.
          </p>
        </div>
        <Button variant="outline" onClick={onStop} disabled={stopping} className="border-blood/50 hover:border-blood">
          {stopping ? <Loader2 className="animate-spin" /> : <Square />}
          Stop training
        </Button>
      </CardContent>
    </Card>
  );
}
