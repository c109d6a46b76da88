import { useId } from 'react';
import { CheckCircle2, HelpCircle } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Progress } from '@/hud/components/ui/progress';
import { cn } from '@/hud/lib/cn';
import type { AchievementCardView } from '@/runtime/view-models/achievements-page';
import { achievementIcon, TIER_STYLE, unlockedDate } from './achievement-style';

const amount = (value: number) => value.toLocaleString('en-US');

/** The card's accessible name: "Blooded, Bronze, 10 points, 7 of 10" (or unlocked, or locked for a secret). */
/** What the card's button is described by: "Bronze, 10 points, 7 of 10". */
function standing(achievement: AchievementCardView): string {
  const { current, count } = achievement;
  let state = 'locked';
  if (achievement.unlocked) state = 'unlocked';
  else if (current !== null && count !== null) state = `${amount(current)} of ${amount(count)}`;
  return `${achievement.tierLabel}, ${achievement.points} points, ${state}`;
}

/** One achievement: icon, name, tier, points, progress or the day it was unlocked; opens its details. */
export function AchievementCard({
  achievement,
  onOpen,
}: {
  achievement: AchievementCardView;
  onOpen: (achievement: AchievementCardView) => void;
}) {
  const Icon = achievement.hidden ? HelpCircle : achievementIcon(achievement.icon);
  const tier = TIER_STYLE[achievement.tier];
  const standingId = useId();
  // The whole card opens the details, but the button's name is the achievement's alone (its visible
  // text); tier, points and standing are its description (WCAG 2.5.3, label in name).
  return (
    <li
      data-testid="achievement-card"
      className={cn(
        'relative flex min-h-11 min-w-0 flex-col gap-2 rounded-xl border bg-card/80 p-3 sm:p-4',
        'transition-colors hover:bg-night',
        'has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-ember',
        achievement.unlocked ? tier.ring : 'border-shade',
      )}
    >
      <span className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg border bg-abyss',
            achievement.unlocked ? tier.ring : 'border-shade',
          )}
          aria-hidden
        >
          <Icon className={cn('size-5', achievement.unlocked ? tier.icon : 'text-muted-foreground')} />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <button
              type="button"
              onClick={() => onOpen(achievement)}
              aria-describedby={standingId}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center text-left font-semibold leading-snug outline-none',
                "after:absolute after:inset-0 after:rounded-xl after:content-['']",
                achievement.hidden ? 'text-parchment-dim' : 'text-parchment',
              )}
            >
              {achievement.name}
            </button>
            <span className="flex items-center gap-1.5">
              <Badge className={tier.badge}>{achievement.tierLabel}</Badge>
              <span className="text-xs tabular-nums text-parchment-dim">{achievement.points} pts</span>
            </span>
          </span>
          <span className="text-sm text-parchment-dim">{achievement.description}</span>
        </span>
      </span>
      <span id={standingId} className="sr-only">
        {standing(achievement)}
      </span>
      {achievement.current !== null && achievement.count !== null && !achievement.unlocked && (
        <span className="flex flex-col gap-1">
          <Progress
            value={achievement.count > 0 ? (achievement.current / achievement.count) * 100 : 0}
            className="h-1.5"
            indicatorClassName="from-[#8a6a1f] via-gold to-[#f5d58a]"
            aria-label={`${achievement.name} progress`}
          />
          <span className="self-end text-xs tabular-nums text-parchment-dim" data-testid="achievement-progress">
            {amount(achievement.current)} / {amount(achievement.count)}
          </span>
        </span>
      )}
      {achievement.unlocked && achievement.unlockedAt !== null && (
        <span className="flex items-center gap-1.5 text-xs text-gold">
          <CheckCircle2 className="size-3.5" aria-hidden /> Unlocked {unlockedDate(achievement.unlockedAt)}
        </span>
      )}
    </li>
  );
}
