import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Award, CheckCircle2, Gift, Trophy } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/hud/components/ui/dialog';
import { Progress } from '@/hud/components/ui/progress';
import { SidebarGroup, SidebarGroupLabel } from '@/hud/components/ui/sidebar';
import { useSidebar } from '@/hud/components/ui/sidebar-context';
import type { SidebarAchievement } from '@/hud/game/sidebar-data';
import { cn } from '@/hud/lib/cn';

export const ACHIEVEMENTS_SHOWN = 4;

const fraction = (achievement: SidebarAchievement) =>
  achievement.target > 0 ? Math.min(1, achievement.current / achievement.target) : 1;

/** Up to four achievements with progress; each opens a detail dialog; View All goes to the achievements page. */
export function AchievementsPanel({ achievements }: { achievements: SidebarAchievement[] }) {
  const [selected, setSelected] = useState<SidebarAchievement | null>(null);
  const { isMobile, setOpenMobile } = useSidebar();
  const shown = achievements.slice(0, ACHIEVEMENTS_SHOWN);
  return (
    <SidebarGroup className="group-data-[collapsible=icon]:hidden">
      <SidebarGroupLabel>Achievements</SidebarGroupLabel>
      <div className="flex flex-col gap-1.5 px-1">
        {shown.length === 0 && (
          <p className="px-1 text-xs text-muted-foreground">Your first deeds will be recorded here.</p>
        )}
        {shown.map((achievement) => (
          <button
            key={achievement.id}
            type="button"
            onClick={() => setSelected(achievement)}
            className={cn(
              'flex cursor-pointer flex-col gap-1.5 rounded-md border border-transparent px-2 py-1.5 text-left',
              'transition-colors hover:border-sidebar-border hover:bg-sidebar-accent',
            )}
          >
            <span className="flex items-center gap-2 text-sm">
              {achievement.unlocked ? (
                <CheckCircle2 className="size-3.5 shrink-0 text-gold" aria-hidden />
              ) : (
                <Award className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="flex-1 truncate">{achievement.name}</span>
              <span className="text-xs tabular-nums text-muted-foreground">
                {Math.min(achievement.current, achievement.target)}/{achievement.target}
              </span>
            </span>
            <Progress
              aria-label={`${achievement.name} progress`}
              value={fraction(achievement) * 100}
              className="h-1"
              indicatorClassName="from-[#8a6a1f] via-gold to-[#f5d58a]"
            />
          </button>
        ))}
        <Button asChild variant="ghost" size="sm" className="justify-start text-ember-bright">
          <Link
            to="/game/achievements"
            aria-label="View All achievements"
            onClick={() => isMobile && setOpenMobile(false)}
          >
            <Trophy /> View All
          </Link>
        </Button>
      </div>
      <Dialog open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
        {selected && (
          <DialogContent className="max-w-sm">
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <Trophy className="size-5 text-gold" aria-hidden /> {selected.name}
              </DialogTitle>
              <DialogDescription>{selected.description}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary">{selected.category}</Badge>
              {selected.unlocked ? (
                <Badge variant="gold">Unlocked</Badge>
              ) : (
                <Badge variant="outline">In progress</Badge>
              )}
            </div>
            <div className="flex flex-col gap-1.5">
              <div className="flex justify-between text-sm">
                <span className="text-muted-foreground">Progress</span>
                <span className="tabular-nums">
                  {Math.min(selected.current, selected.target)} / {selected.target}
                </span>
              </div>
              <Progress
                aria-label="Achievement progress"
                value={fraction(selected) * 100}
                indicatorClassName="from-[#8a6a1f] via-gold to-[#f5d58a]"
              />
            </div>
            {selected.reward && (
              <p
                className={cn(
                  'flex items-center gap-2 rounded-md border border-gold/30 bg-gold/10 px-3 py-2',
                  'text-sm text-gold',
                )}
              >
                <Gift className="size-4" aria-hidden /> Reward: {selected.reward}
              </p>
            )}
          </DialogContent>
        )}
      </Dialog>
    </SidebarGroup>
  );
}
