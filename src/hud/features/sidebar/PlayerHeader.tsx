import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { useSidebar } from '@/hud/components/ui/sidebar-context';
import { RankDialog } from '@/hud/components/RankDialog';
import { RANK_STYLES } from '@/hud/components/rank-style';
import { cn } from '@/hud/lib/cn';
import type { SidebarPlayer, SidebarRank } from '@/hud/game/sidebar-data';

/** Username, level, rank emoji and rank; opens the rank dialog. */
export function PlayerHeader({
  player,
  rank,
  onStartRankTrial,
}: {
  player: SidebarPlayer;
  rank: SidebarRank;
  onStartRankTrial?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { state, isMobile, setOpenMobile } = useSidebar();
  const style = RANK_STYLES[player.rank];
  const collapsed = state === 'collapsed' && !isMobile;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'group/header flex w-full cursor-pointer items-center gap-3 rounded-lg p-2 text-left',
          'border border-sidebar-border transition-colors hover:border-ember/50',
          'bg-gradient-to-br from-night to-sidebar',
          collapsed && 'justify-center border-transparent bg-none p-0',
        )}
        data-testid="player-header"
        style={
          player.titleFrame
            ? {
                borderColor: player.titleFrame.color,
                boxShadow: `inset 0 0 0 1px ${player.titleFrame.accent}55, 0 0 12px -4px ${player.titleFrame.color}`,
              }
            : undefined
        }
        data-title-frame={player.titleFrame?.name}
      >
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-md border bg-abyss text-lg',
            style.ring,
            collapsed && 'size-8 text-base',
          )}
          style={
            player.portraitBorder
              ? {
                  borderColor: player.portraitBorder.color,
                  borderWidth: 2,
                  boxShadow: `0 0 0 1px ${player.portraitBorder.accent}`,
                }
              : undefined
          }
          data-portrait-border={player.portraitBorder?.name}
          aria-hidden
        >
          {style.emoji}
        </span>
        {!collapsed && (
          <>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-semibold text-parchment" title={player.username}>
                {player.username}
              </span>
              {player.title && (
                <span className="truncate text-xs italic text-parchment-dim" data-testid="player-title">
                  {player.title}
                </span>
              )}
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span>Level {player.level}</span>
                <span aria-hidden>·</span>
                <span className={cn('font-semibold', style.text)}>Rank {player.rank}</span>
              </span>
            </span>
            <ChevronRight
              className="size-4 text-muted-foreground transition-transform group-hover/header:translate-x-0.5"
              aria-hidden
            />
          </>
        )}
        {/* Collapsed, only the rank emblem shows: the hidden words name the button by what it opens. */}
        <span className="sr-only">
          {collapsed ? `${[player.username, player.title].filter(Boolean).join(', ')}, ` : ''}
          {collapsed ? `level ${player.level}, rank ${player.rank}. ` : '. '}
          Open rank details
        </span>
      </button>
      <RankDialog
        open={open}
        onOpenChange={setOpen}
        rank={player.rank}
        benefits={rank.benefits}
        next={rank.next}
        trialInProgress={rank.trialInProgress}
        nextAttemptAt={rank.nextAttemptAt}
        onStartTrial={
          onStartRankTrial &&
          (() => {
            // The trial is fought on the combat page: on a phone the sidebar's sheet gives way to it.
            if (isMobile) setOpenMobile(false);
            onStartRankTrial();
          })
        }
      />
    </>
  );
}
