import { CheckCircle2, Gift, HelpCircle } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/hud/components/ui/dialog';
import { Progress } from '@/hud/components/ui/progress';
import { cn } from '@/hud/lib/cn';
import type { AchievementCardView } from '@/runtime/view-models/achievements-page';
import { achievementIcon, TIER_STYLE, unlockedDate } from './achievement-style';

const amount = (value: number) => value.toLocaleString('en-US');

/** The details of one achievement: everything on its card, with the rewards spelled out. */
export function AchievementDialog({
  achievement,
  onClose,
}: {
  achievement: AchievementCardView | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={achievement !== null} onOpenChange={(open) => !open && onClose()}>
      {achievement && <Details achievement={achievement} />}
    </Dialog>
  );
}

function Details({ achievement }: { achievement: AchievementCardView }) {
  const Icon = achievement.hidden ? HelpCircle : achievementIcon(achievement.icon);
  const tier = TIER_STYLE[achievement.tier];
  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Icon className={cn('size-5 shrink-0', tier.icon)} aria-hidden /> {achievement.name}
        </DialogTitle>
        <DialogDescription>
          {achievement.hidden
            ? 'A secret achievement: what it asks stays hidden until you earn it.'
            : achievement.description}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{achievement.categoryLabel}</Badge>
        <Badge className={tier.badge}>{achievement.tierLabel}</Badge>
        <Badge variant="outline">{achievement.points} points</Badge>
        {achievement.unlocked ? <Badge variant="gold">Unlocked</Badge> : <Badge variant="outline">Locked</Badge>}
      </div>
      {achievement.current !== null && achievement.count !== null && (
        <div className="flex flex-col gap-1.5">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span className="tabular-nums">
              {amount(achievement.current)} / {amount(achievement.count)}
            </span>
          </div>
          <Progress
            aria-label="Achievement progress"
            value={achievement.count > 0 ? (achievement.current / achievement.count) * 100 : 0}
            indicatorClassName="from-[#8a6a1f] via-gold to-[#f5d58a]"
          />
        </div>
      )}
      {achievement.rewards.length > 0 && (
        <div className="flex flex-col gap-1.5 rounded-md border border-gold/30 bg-gold/10 px-3 py-2 text-sm text-gold">
          <p className="flex items-center gap-2 font-semibold">
            <Gift className="size-4" aria-hidden /> Rewards
          </p>
          <ul className="flex list-disc flex-col gap-0.5 pl-6">
            {achievement.rewards.map((reward) => (
              <li key={reward}>{reward}</li>
            ))}
          </ul>
        </div>
      )}
      {achievement.unlockedAt !== null && (
        <p className="flex items-center gap-2 text-sm text-parchment-dim">
          <CheckCircle2 className="size-4 text-gold" aria-hidden /> Unlocked on {unlockedDate(achievement.unlockedAt)}
        </p>
      )}
    </DialogContent>
  );
}
