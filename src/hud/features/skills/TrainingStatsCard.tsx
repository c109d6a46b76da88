import { Activity, Flame, GraduationCap, Hourglass, Link2, Sparkles, Trophy } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/hud/components/ui/card';
import type { SkillStatsView } from '@/runtime/view-models/skill-page';
import { formatCount, formatLongDuration } from '@/hud/lib/format';

function Stat({ icon: Icon, label, value, hint }: { icon: LucideIcon; label: string; value: string; hint?: string }) {
  return (
    <div className="flex items-start gap-2.5 rounded-lg border border-shade bg-abyss/50 p-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-ember-bright" aria-hidden />
      <dl className="flex min-w-0 flex-col">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="font-semibold tabular-nums text-parchment">{value}</dd>
        {hint && <dd className="text-xs text-parchment-dim">{hint}</dd>}
      </dl>
    </div>
  );
}

/** Sessions, perfects, streaks, combo, mastery for this skill, and total training time over all skills. */
export function TrainingStatsCard({
  skillName,
  stats,
  totalTrainingTimeMs,
}: {
  skillName: string;
  stats: SkillStatsView;
  totalTrainingTimeMs: number;
}) {
  return (
    <Card className="gap-4 py-5" role="region" aria-label="Training stats">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Training record</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2 px-5">
        <Stat icon={Activity} label="Sessions" value={formatCount(stats.totalSessions)} />
        <Stat icon={Sparkles} label="Perfect" value={formatCount(stats.perfectCompletions)} />
        <Stat
          icon={Flame}
          label="Streak"
          value={`${stats.currentStreak} ${stats.currentStreak === 1 ? 'day' : 'days'}`}
          hint={`Best ${stats.bestStreak}`}
        />
        <Stat icon={Link2} label="Combo" value={formatCount(stats.comboCount)} hint="Skills chained" />
        <Stat
          icon={GraduationCap}
          label="Mastery"
          value={`Level ${stats.masteryLevel}`}
          hint={
            stats.masteryLevel > 0
              ? `+${stats.masteryXpPercent}% ${skillName} XP`
              : `${stats.sessionsPerMasteryLevel} sessions per level`
          }
        />
        <Stat icon={Hourglass} label="Time trained" value={formatLongDuration(totalTrainingTimeMs)} hint="All skills" />
      </CardContent>
      {stats.lastCompletionTime === null && (
        <p className="flex items-center gap-2 px-5 text-xs text-muted-foreground">
          <Trophy className="size-3.5" aria-hidden /> Finish a session to start your record.
        </p>
      )}
    </Card>
  );
}
