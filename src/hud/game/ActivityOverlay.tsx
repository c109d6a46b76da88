import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { InDock } from '@/hud/components/ui/dock';
import { cn } from '@/hud/lib/cn';
import { isActivityShownOn, isAdminRoute, overlayActivity, type OverlayActivity } from './activity-overlay-view';
import type { GameSession } from './game-session';
import { LiveActivityProgress } from './LiveActivityProgress';
import { ACTIVITY_PAGE_PATH, QUEUE_KIND_ICONS } from './queue-kinds';
import { useActivityQueueView } from './use-activity-queue-view';

/** Scrolled this far, the queue strip under the top bar has mostly gone beneath the sticky top bar. */
export const STRIP_SCROLLED_AWAY_PX = 32;

/** "1 more activity", "2 more activities": the others under way, in words (the chip once showed a bare "+1"). */
export function othersText(others: number): string {
  return `${others} more ${others === 1 ? 'activity' : 'activities'}`;
}

/**
 * The activity chip (spec 000 §2's overlay on every game route but the admin routes): what the hunter is
 * doing, with its live bar or kills, opening the activity's page when tapped. It sits in the dock at the
 * bottom of the layout (ui/dock.tsx), never over the page.
 *
 * It appears only where nothing else shows that activity, so it never repeats what is on screen: not
 * while the queue strip under the top bar shows the same entry (until the page is scrolled past the
 * strip), not on the activity's own page nor on the activity page, and not while the hunter is idle
 * (an idle hint would sit over every page for nothing; the sidebar and the strip lead to activities).
 * Mount it once in the game layout's overlays, inside the SidebarProvider.
 */
export function ActivityOverlay({ session }: { session: GameSession }) {
  const view = useActivityQueueView(session);
  const { pathname } = useLocation();
  const activity = overlayActivity(view, session.runtime.world);
  const stripShown = view.visible && pathname !== ACTIVITY_PAGE_PATH;
  const strippedAlready = activity?.fromQueue === true && stripShown;
  const scrolledPastStrip = useScrolledPast(STRIP_SCROLLED_AWAY_PX, strippedAlready);
  if (!activity || isAdminRoute(pathname) || isActivityShownOn(pathname, activity)) return null;
  if (strippedAlready && !scrolledPastStrip) return null;
  return <ActivityChip session={session} activity={activity} />;
}

function ActivityChip({ session, activity }: { session: GameSession; activity: OverlayActivity }) {
  const Icon = QUEUE_KIND_ICONS[activity.kind];
  const others = activity.others > 0 ? othersText(activity.others) : null;
  return (
    <InDock slot="activity">
      <aside
        aria-label="Current activity"
        className={cn(
          'relative flex min-h-11 w-full min-w-0 items-center gap-2.5 rounded-lg border border-ember/40 bg-night',
          'px-3 py-1 transition-colors wide:max-w-80',
          'has-[a:hover]:border-ember/70 has-[a:hover]:bg-dusk',
          'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring/60',
        )}
      >
        <Icon className="size-5 shrink-0 text-ember-bright" aria-hidden />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          {/* The link is the activity's name; its ::after spreads the tap over the whole chip. Named by what it
              opens, it holds no ticking count: the bar and the words beside it stand outside it. */}
          <Link
            to={activity.path}
            aria-label={`${activity.label}${others ? `, and ${others}` : ''}: open its page`}
            data-testid="activity-overlay"
            className={cn(
              'min-w-0 truncate text-xs font-medium text-parchment outline-none',
              "after:absolute after:-inset-px after:rounded-lg after:content-['']",
            )}
          >
            {activity.label}
          </Link>
          <span className="pointer-events-none flex min-w-0 items-center gap-2">
            <span className="flex min-w-0 flex-1 flex-col">
              <ChipProgress session={session} activity={activity} />
            </span>
            {others && (
              <span className="shrink-0 text-xs text-parchment-dim" data-testid="activity-overlay-others">
                and {others}
              </span>
            )}
          </span>
        </span>
      </aside>
    </InDock>
  );
}

/** The live bar of a timed step; else what is left of a queue entry; else a fight's kills so far. */
function ChipProgress({ session, activity }: { session: GameSession; activity: OverlayActivity }) {
  if (activity.spanOf)
    return (
      <LiveActivityProgress
        session={session}
        label={`${activity.label} progress`}
        spanOf={activity.spanOf}
        testId="activity-overlay-time-left"
        variant="thin"
      />
    );
  if (activity.leftText)
    return (
      <span className="truncate text-xs tabular-nums text-parchment-dim" data-testid="activity-overlay-left">
        {activity.leftText}
      </span>
    );
  if (activity.kind === 'combat') return <LiveKills session={session} />;
  return null;
}

const killsText = (kills: number) => `${kills} ${kills === 1 ? 'kill' : 'kills'} this fight`;

/** The fight's kills so far, written into the DOM by a transient watch (no render per kill). */
function LiveKills({ session }: { session: GameSession }) {
  const textRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(
    () =>
      session.runtime.bridge.watch(
        (world) => world.combat.session?.enemiesKilled ?? 0,
        (kills) => {
          if (textRef.current) textRef.current.textContent = killsText(kills);
        },
      ),
    [session],
  );
  return (
    <span
      ref={textRef}
      className="truncate text-xs tabular-nums text-parchment-dim"
      data-testid="activity-overlay-kills"
      aria-live="off"
    />
  );
}

/** Whether the window is scrolled more than `offsetPx`, followed only while `enabled`; renders on a change only. */
function useScrolledPast(offsetPx: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const check = () => setPast(window.scrollY > offsetPx);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [enabled, offsetPx]);
  return enabled && past;
}
