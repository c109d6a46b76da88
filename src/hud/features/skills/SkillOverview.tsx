import { Link } from 'react-router-dom';
import { Crown, Lock } from 'lucide-react';
import type { SkillView } from '@/runtime/view-models/sidebar';
import type { LevelTitleView } from '@/runtime/view-models/skill-page';
import { Card, CardContent } from '@/hud/components/ui/card';
import { Progress } from '@/hud/components/ui/progress';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';

export const MAX_SKILL_LEVEL = 100;

function xpLabel(skill: SkillView): string {
  if (skill.level >= MAX_SKILL_LEVEL) return 'Maximum level reached';
  return `${formatCount(skill.xpIntoLevel)} / ${formatCount(skill.xpForNext)} XP`;
}

/** Level, XP toward the next level (full at 100), the tier cap and the next level title. */
export function SkillOverview({ skill, titles }: { skill: SkillView; titles: LevelTitleView[] }) {
  const nextTitle = titles.find((title) => !title.earned && title.level > skill.level) ?? null;
  const capped = skill.tierCap < MAX_SKILL_LEVEL;
  const earned = titles.filter((title) => title.earned);
  return (
    <Card className="gap-4 py-5" aria-label={`${skill.name} level`} role="region">
      <CardContent className="flex flex-col gap-4 px-5">
        <div className="flex items-end justify-between gap-4">
          <div className="flex flex-col">
            <span className="text-xs font-semibold uppercase tracking-[0.18em] text-muted-foreground">Level</span>
            <span
              className="title-display text-5xl font-bold leading-none text-parchment tabular-nums"
              data-testid="skill-level"
            >
              {skill.level}
            </span>
          </div>
          <div className="flex flex-col items-end gap-1 text-right text-xs text-muted-foreground">
            {capped && (
              <span className="flex items-center gap-1">
                <Lock className="size-3" aria-hidden /> Tier cap {skill.tierCap}
              </span>
            )}
            <span className="tabular-nums">{formatCount(skill.experience)} XP in total</span>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Progress aria-label={`${skill.name} experience`} value={skill.percent} className="h-2.5" />
          <div className="flex justify-between text-xs tabular-nums text-parchment-dim">
            <span>{xpLabel(skill)}</span>
            {skill.level < MAX_SKILL_LEVEL && <span>{Math.floor(skill.percent)}%</span>}
          </div>
        </div>
        {skill.tierCapMessage && (
          <p
            className={cn(
              'flex flex-col gap-2 rounded-md border border-gold/40 bg-gold/10 p-3 text-sm text-gold',
              'sm:flex-row sm:items-center',
            )}
            role="note"
          >
            <span className="flex-1">{skill.tierCapMessage}</span>
            <Link
              to="/upgrade"
              className="inline-flex items-center gap-1 font-semibold underline-offset-4 hover:underline"
            >
              <Crown className="size-4" aria-hidden /> Upgrade
            </Link>
          </p>
        )}
        <div className="flex flex-col gap-2">
          <span className="text-xs font-semibold uppercase tracking-[0.18em] text-muted-foreground">Titles</span>
          <ol className="grid grid-cols-6 gap-1" aria-label="Level titles">
            {titles.map((title) => (
              <li
                key={title.id}
                title={
                  title.level > skill.tierCap && !title.earned
                    ? `${title.name} (above your tier's level cap)`
                    : title.name
                }
                aria-label={
                  `${title.name}, level ${title.level}${title.earned ? ', earned' : ''}` +
                  `${title.level > skill.tierCap && !title.earned ? ', above your tier cap' : ''}`
                }
                className={cn(
                  'flex flex-col items-center rounded-md border px-1 py-1 text-xs tabular-nums',
                  title.earned
                    ? 'border-gold/50 bg-gold/10 text-gold'
                    : 'border-shade bg-abyss/50 text-muted-foreground',
                  !title.earned && title.level > skill.tierCap && 'opacity-50',
                )}
              >
                <span aria-hidden>
                  {title.earned ? '★' : title.level > skill.tierCap ? <Lock className="my-0.5 size-3" /> : '☆'}
                </span>
                <span>{title.level}</span>
              </li>
            ))}
          </ol>
          {earned.length > 0 && (
            <p className="text-xs text-gold">Earned: {earned.map((title) => title.name).join(', ')}</p>
          )}
          <p className="text-xs text-parchment-dim">
            {nextTitle
              ? `Next title: ${nextTitle.name} at level ${nextTitle.level} (${nextTitle.level - skill.level} to go).`
              : 'No title of this skill is left to earn.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
