/**
 * The welcome back after time away (issue 32): one dialog once the game can be used, with the activity page's
 * numbers of the last absence (measured from the world before and after, so XP a capped skill could not take is not
 * counted), what capped it (the 12 hours counted, skills at the tier's cap), what stopped and why, and the news it
 * brought (achievements, titles, quests, abilities: the lines the toasts once carried). Absences
 * under WELCOME_BACK_MIN_AWAY_MS get no dialog (the activity page still tells them).
 */
import { SKILL_IDS } from '@/content/ids';
import type { AbsenceReasonKind, AbsenceTimeline } from '@/core/absence';
import { SKILLS_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import { OFFLINE_CAP_MS } from '@/core/offline';
import { formatDuration } from '@/core/offline-summary';
import type { ReadonlyWorld } from '@/core/readonly';
import { maxSkillLevelFor, tierRules } from '@/core/tiers';
import { MAX_SKILL_LEVEL, xpForLevel } from '@/core/xp';
import { lastAbsenceView, type LastAbsenceView } from './absence-page';
import { abilityName } from './content-names';
import { QUEST_MESSAGES } from './quests-page';

/** Time away shorter than this is not worth a dialog: a glance at another tab, a phone put down for a moment. */
export const WELCOME_BACK_MIN_AWAY_MS = 5 * 60_000;

export interface WelcomeBackLine {
  key: string;
  text: string;
}

export interface WelcomeBackView {
  /** The absence's own mark (the simulation time the hunter left): a reload of the same absence has the same one. */
  key: string | null;
  /** Null when the absence could not be measured. */
  awayMs: number | null;
  /** "Away 5h 20m: 5h 20m counted at x0.5: 2h 40m of progress" */
  summary: string;
  /** The activity page's view of the absence (totals, hours, reasons); null when it could not be measured. */
  absence: LastAbsenceView | null;
  /** What held the absence back: the hours counted, skills at the tier's cap. */
  capped: WelcomeBackLine[];
  /** What stopped while away and why, in time order ("Training ended at 02:10: ..."). */
  stopped: (WelcomeBackLine & { kind: AbsenceReasonKind })[];
  /** Achievements, titles, quests and abilities the absence brought (levels are among the gains). */
  news: WelcomeBackLine[];
  /** The core's own report, shown as it is when the absence could not be measured hour by hour. */
  lines: readonly string[];
}

/** The news an event of the absence is, as the game's toasts word it; null for what the gains already say. */
function newsText(event: GameEvent): string | null {
  switch (event.type) {
    case 'achievementUnlocked':
      return `Achievement unlocked: ${event.name}`;
    case 'titleUnlocked':
      return `Title earned: ${event.name}`;
    case 'questCompleted':
      return QUEST_MESSAGES.completed(event.title);
    case 'questFailed':
      return QUEST_MESSAGES.failed(event.title);
    case 'abilityUnlocked':
      return `New ability: ${abilityName(event.abilityId)}`;
    default:
      return null;
  }
}

function newsOf(events: readonly GameEvent[]): WelcomeBackLine[] {
  return events.flatMap((event, index) => {
    const text = newsText(event);
    return text === null ? [] : [{ key: `${index}-${event.type}`, text }];
  });
}

/** "Bladework", "Bladework and Defense", "Bladework, Defense and Survival". */
function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Skills at the account tier's cap (when it is below the game's), which take no more XP. */
function cappedSkills(world: ReadonlyWorld): WelcomeBackLine | null {
  const tier = world.player.accountTier;
  const cap = maxSkillLevelFor(tier);
  if (cap >= MAX_SKILL_LEVEL) return null;
  const capXp = xpForLevel(cap);
  const names = SKILL_IDS.filter((skill) => world.skills[skill].experience >= capXp).map(
    (skill) => SKILLS_BY_ID[skill]?.name ?? skill,
  );
  if (names.length === 0) return null;
  const one = names.length === 1;
  return {
    key: 'skill-cap',
    text:
      `${namesText(names)} ${one ? 'is' : 'are'} at the ${tierRules(tier).name} cap (level ${cap}): ` +
      `${one ? 'it earns' : 'they earn'} no more XP`,
  };
}

/**
 * The dialog's view of an absence: `timeline` as the activity page shows it (null when it could not be measured,
 * then the core's `lines` stand in), `world` as it is after the absence.
 */
export function welcomeBackView(
  timeline: AbsenceTimeline | null,
  report: { lines: readonly string[]; events: readonly GameEvent[] },
  world: ReadonlyWorld | null,
): WelcomeBackView {
  const skills = world ? cappedSkills(world) : null;
  if (!timeline)
    return {
      key: null,
      awayMs: null,
      summary: report.lines[0] ?? 'You were away.',
      absence: null,
      capped: skills ? [skills] : [],
      stopped: [],
      news: [],
      lines: report.lines.slice(1),
    };
  const absence = lastAbsenceView(timeline);
  const capped: WelcomeBackLine[] = timeline.reasons
    .filter((reason) => reason.kind === 'cap')
    .map((reason) => ({
      key: 'time-cap',
      text: `${reason.text}: time away counts ${formatDuration(OFFLINE_CAP_MS)} at most`,
    }));
  if (skills) capped.push(skills);
  return {
    key: String(timeline.startMs),
    awayMs: timeline.awayMs,
    summary: absence.summary,
    absence,
    capped,
    // A boss stepping out (or waiting for the hunter) is something that happened, not a stop.
    stopped: absence.reasons
      .filter((reason) => reason.kind !== 'cap' && reason.kind !== 'multiplier' && reason.kind !== 'boss')
      .map(({ key, kind, text }) => ({ key, kind, text })),
    news: [
      ...absence.reasons.filter((reason) => reason.kind === 'boss').map(({ key, text }) => ({ key, text })),
      ...newsOf(report.events),
    ],
    lines: [],
  };
}

/** A dialog for time away of WELCOME_BACK_MIN_AWAY_MS or more (and for one that could not be measured). */
export function deservesWelcomeBack(view: WelcomeBackView): boolean {
  return view.awayMs === null || view.awayMs >= WELCOME_BACK_MIN_AWAY_MS;
}
