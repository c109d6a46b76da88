import type { SkillId } from '@/content/ids';
import type { ReadonlyWorld } from '@/core/readonly';
import {
  ACTIVITY_SPAN_OF,
  queueUnderwaySpan,
  type ActivityQueueView,
  type QueueKind,
  type TimedSpan,
} from '@/runtime/view-models/activity-queue';
import { ACTIVITY_PAGE_PATH } from './queue-kinds';
import { findSkillBySlug, skillPath } from './skill-catalog';

/** What the floating activity chip shows: the activity under way that matters most, and where it leads. */
export interface OverlayActivity {
  kind: QueueKind;
  /** "Train Sword Drills ×10" (a queue entry), "Fighting in Tutorial Rift" (started by hand). */
  label: string;
  /** The activity's own page. */
  path: string;
  /** The trained skill (training only): its page is the activity's page. */
  skill: SkillId | null;
  /** The queue runs it: the strip under the top bar shows the same line. */
  fromQueue: boolean;
  /** "3 sessions left", "12 kills left" for a queue entry; null otherwise. */
  leftText: string | null;
  /** Reads the timed step under way for the live bar (stable functions); null when it has none. */
  spanOf: ((world: ReadonlyWorld) => TimedSpan | null) | null;
  /** Other activities under way beside it. */
  others: number;
}

const PAGE_OF: Record<Exclude<QueueKind, 'training'>, string> = {
  combat: '/game/combat',
  mining: '/game/mining',
  crafting: '/game/crafting',
};

function pageOf(kind: QueueKind, skill: SkillId | null): string {
  if (kind !== 'training') return PAGE_OF[kind];
  return skill ? skillPath(skill) : ACTIVITY_PAGE_PATH;
}

/**
 * The queue's entry under way when there is one, else the first activity started by hand (training,
 * a fight, a harvest, a craft: the order the queue view lists them); null while the hunter is idle.
 */
export function overlayActivity(view: ActivityQueueView, world: ReadonlyWorld): OverlayActivity | null {
  const outside = view.outside;
  const current = view.current;
  const trainedSkill = world.skillTraining.activeSession?.skillType ?? null;
  if (current) {
    const kind = current.entry.kind;
    const skill = kind === 'training' ? trainedSkill : null;
    return {
      kind,
      label: current.entry.label,
      path: pageOf(kind, skill),
      skill,
      fromQueue: true,
      leftText: current.progress?.leftText ?? null,
      spanOf: current.progress?.span ? queueUnderwaySpan : null,
      others: outside.length,
    };
  }
  const first = outside[0];
  if (!first) return null;
  const skill = first.kind === 'training' ? trainedSkill : null;
  return {
    kind: first.kind,
    label: first.label,
    path: pageOf(first.kind, skill),
    skill,
    fromQueue: false,
    leftText: null,
    spanOf: first.span ? ACTIVITY_SPAN_OF[first.kind] : null,
    others: outside.length - 1,
  };
}

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Admin routes (spec 000 §2: the overlay is shown on every game route but these). */
export function isAdminRoute(pathname: string): boolean {
  const path = trimmed(pathname);
  return path === '/game/admin' || path.startsWith('/game/admin/');
}

/** The page showing the activity in full: its own page, or the activity page listing everything under way. */
export function isActivityShownOn(pathname: string, activity: OverlayActivity): boolean {
  const path = trimmed(pathname);
  if (path === ACTIVITY_PAGE_PATH || path === activity.path) return true;
  if (activity.kind !== 'training' || !activity.skill || !path.startsWith('/game/skills/')) return false;
  return findSkillBySlug(path.slice('/game/skills/'.length))?.id === activity.skill;
}
