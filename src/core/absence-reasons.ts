/**
 * Why an absence earned what it did: the 12-hour cap, the progress multiplier, the fight's boss (how
 * often it stepped out, on what cadence, events included), and each stop the systems recorded (a
 * death, a full inventory, a node that gave out, an activity or queue entry that ended, nothing left
 * running). Times are hours:minutes after leaving ("02:10"): the systems record their stops on the
 * progress clock (counted time x the multiplier), which is turned back into the time away here.
 */
import { AREAS_BY_ID, BOSSES_BY_ID } from './content-index';
import type { GameState } from './state-types';
import { CATCH_UP_MULTIPLIER, OFFLINE_CAP_MS, type OfflineGains } from './offline';
import { formatDuration } from './offline-summary';
import { MINING_MESSAGES } from './systems/mining-rules';
import { queueEntryLabel } from './systems/activity-queue-rules';
import type { DeathRecord } from './state-types';

export type AbsenceReasonKind =
  'cap' | 'multiplier' | 'boss' | 'died' | 'inventoryFull' | 'miningStopped' | 'activityEnded' | 'queueEnded' | 'idle';

export interface AbsenceReason {
  kind: AbsenceReasonKind;
  /** Ms after leaving when it happened; null for what held the whole absence (cap, multiplier). */
  atMs: number | null;
  text: string;
}

export interface AbsenceDeath {
  /** Ms after leaving; null when the record says nothing of when. */
  atMs: number | null;
  killerId: string | null;
  killerName: string;
  locationName: string;
  itemsLost: { itemId: string; name: string; rarity: string }[];
}

/**
 * When, told from leaving: the last absence "at 02:10" (hours:minutes after leaving, the page says
 * so), a forecast "2h 10m after you leave", so a forecast time never reads as a time of day.
 */
export function awayWhen(atMs: number, tense: ReasonTense, preposition: 'at' | 'from' = 'at'): string {
  if (tense === 'past') return `${preposition} ${formatAwayClock(atMs)}`;
  if (atMs < 1_000) return preposition === 'at' ? 'as soon as you leave' : 'from the moment you leave';
  return `${preposition === 'from' ? 'from ' : ''}${formatDuration(atMs)} after you leave`;
}

/** "02:10": hours and minutes after leaving. */
export function formatAwayClock(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

interface SpanShape {
  startMs: number;
  countedMs: number;
  multiplier: number;
}

/** A time on the progress clock, as time after leaving (within the counted span). */
function awayOffset(span: SpanShape, progressMs: number): number {
  const offset = (progressMs - span.startMs) / span.multiplier;
  return Math.min(span.countedMs, Math.max(0, Math.round(offset)));
}

/** When each death happened: the fight's end on the progress clock (alone, or as a queue entry). */
export function absenceDeaths(gains: OfflineGains, deaths: readonly DeathRecord[], span: SpanShape): AbsenceDeath[] {
  const fightEnds: number[] = [];
  if (gains.combat?.died) fightEnds.push(span.startMs + gains.combat.foughtMs);
  for (const ending of gains.queue?.ended ?? []) if (ending.entry.type === 'combat') fightEnds.push(ending.atMs);
  // An absence holds one fight to the death at most; the last fight that ended is the one.
  const endAt = fightEnds.length > 0 ? fightEnds[fightEnds.length - 1]! : null;
  return deaths.map((record) => ({
    atMs: endAt === null ? null : awayOffset(span, endAt),
    killerId: record.killer,
    killerName: record.killerName,
    locationName: record.locationName,
    itemsLost: record.itemsLost.map(({ itemId, name, rarity }) => ({ itemId, name, rarity })),
  }));
}

function multiplierText(multiplier: number): string {
  return multiplier > 0.5 + 1e-9
    ? `x${multiplier} with the catch-up bonus (x${CATCH_UP_MULTIPLIER} for a day or more away)`
    : `x${multiplier} while away`;
}

function stillRunning(world: GameState): boolean {
  return (
    world.combat.currentAreaId !== null ||
    world.mining.currentActivity !== null ||
    world.crafting.currentCraft !== null ||
    world.skillTraining.activeSession !== null
  );
}

/**
 * The boss of the fight away: how often it stepped out and on what cadence (an event's included), or
 * that a rift's or raid's boss waits for the hunter's return.
 */
function bossReason(gains: OfflineGains, tense: ReasonTense): AbsenceReason | null {
  const combat = gains.combat;
  if (!combat) return null;
  const area = AREAS_BY_ID[combat.areaId];
  const boss = combat.boss;
  if (!boss) {
    const name = area ? BOSSES_BY_ID[area.bossId]?.name : undefined;
    return name ? { kind: 'boss', atMs: null, text: `${name} is fought only while you watch` } : null;
  }
  const cadence = boss.eventName
    ? `every ${boss.shortestEvery} kills during ${boss.eventName}, else ${boss.killsForBoss}`
    : `every ${boss.killsForBoss} kills`;
  const times = `${boss.fights} ${boss.fights === 1 ? 'time' : 'times'}`;
  const text =
    boss.fights === 0
      ? `${boss.name} ${tense === 'past' ? 'did' : 'does'} not step out in that time (${cadence})`
      : `${boss.name} ${tense === 'past' ? 'stepped' : 'steps'} out ${times} (${cadence})`;
  return { kind: 'boss', atMs: null, text };
}

/** A forecast tells what will happen, the last absence what did. */
export type ReasonTense = 'past' | 'future';

function stopReasons(gains: OfflineGains, span: SpanShape, tense: ReasonTense): AbsenceReason[] {
  const reasons: AbsenceReason[] = [];
  const ended = tense === 'past' ? 'ended' : 'ends';
  const at = (progressMs: number) => awayOffset(span, progressMs);
  const push = (kind: AbsenceReasonKind, atMs: number, text: string) => reasons.push({ kind, atMs, text });
  const mining = gains.mining;
  if (mining?.endedAt != null && mining.stoppedReason) {
    const atMs = at(mining.endedAt);
    if (mining.stoppedReason === MINING_MESSAGES.full)
      push('inventoryFull', atMs, `Inventory full ${awayWhen(atMs, tense)}`);
    else
      push(
        'miningStopped',
        atMs,
        `Mining ${tense === 'past' ? 'stopped' : 'stops'} ${awayWhen(atMs, tense)}: ${mining.stoppedReason}`,
      );
  }
  const training = gains.training;
  if (training?.endedAt != null) {
    const atMs = at(training.endedAt);
    const why = training.stoppedReason ? `: ${training.stoppedReason}` : '';
    push('activityEnded', atMs, `Training ${ended} ${awayWhen(atMs, tense)}${why}`);
  }
  const crafting = gains.crafting;
  if (crafting?.endedAt != null) {
    const atMs = at(crafting.endedAt);
    const why = crafting.stoppedReason ? `: ${crafting.stoppedReason}` : '';
    push('activityEnded', atMs, `Crafting ${ended} ${awayWhen(atMs, tense)}${why}`);
  }
  const combat = gains.combat;
  if (combat && !combat.died && gains.endedAt != null) {
    const atMs = at(gains.endedAt);
    push(
      'activityEnded',
      atMs,
      `The fight in ${combat.areaName} ${ended} ${awayWhen(atMs, tense)}: its goal is reached`,
    );
  }
  for (const ending of gains.queue?.ended ?? []) {
    const atMs = at(ending.atMs);
    const label = queueEntryLabel(ending.entry);
    if (ending.reason === MINING_MESSAGES.full) push('inventoryFull', atMs, `Inventory full ${awayWhen(atMs, tense)}`);
    else
      push(
        'queueEnded',
        atMs,
        ending.reason === 'done'
          ? `${label}: done ${awayWhen(atMs, tense)}`
          : `${label} ${ended} ${awayWhen(atMs, tense)}: ${ending.reason}`,
      );
  }
  return reasons;
}

/** "Died at 00:06 to Mire Hag" (the last absence), "Dies to Mire Hag 6m after you leave" (a forecast). */
export function deathWords(death: AbsenceDeath, tense: ReasonTense): string {
  if (tense === 'past')
    return `Died${death.atMs === null ? '' : ` at ${formatAwayClock(death.atMs)}`} to ${death.killerName}`;
  return `Dies to ${death.killerName}${death.atMs === null ? '' : ` ${awayWhen(death.atMs, tense)}`}`;
}

/** The reasons of one whole absence, in time order after the cap and the multiplier. */
export function absenceReasons(
  gains: OfflineGains,
  deaths: readonly AbsenceDeath[],
  after: GameState,
  span: SpanShape & { awayMs: number },
  tense: ReasonTense = 'past',
): AbsenceReason[] {
  const reasons: AbsenceReason[] = [];
  if (span.awayMs > OFFLINE_CAP_MS)
    reasons.push({
      kind: 'cap',
      atMs: null,
      text: `${formatDuration(span.countedMs)} counted of ${formatDuration(span.awayMs)} away`,
    });
  reasons.push({ kind: 'multiplier', atMs: null, text: multiplierText(span.multiplier) });
  const boss = bossReason(gains, tense);
  if (boss) reasons.push(boss);
  const timed = stopReasons(gains, span, tense);
  for (const death of deaths) {
    timed.push({
      kind: 'died',
      atMs: death.atMs ?? span.countedMs,
      text: deathWords(death, tense),
    });
  }
  timed.sort((a, b) => a.atMs! - b.atMs!);
  reasons.push(...timed);
  if (!stillRunning(after)) {
    const lastStop = timed.length > 0 ? timed[timed.length - 1]!.atMs! : 0;
    reasons.push({
      kind: 'idle',
      atMs: lastStop,
      text:
        lastStop > 0
          ? `Nothing ${tense === 'past' ? 'was' : 'is'} running ${awayWhen(lastStop, tense, 'from')}`
          : `Nothing ${tense === 'past' ? 'was running while you were' : 'is running while you are'} away`,
    });
  }
  return reasons;
}
