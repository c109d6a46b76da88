/**
 * Why an absence earned what it did: the 12-hour cap, the progress multiplier, and each stop the
 * systems recorded (a death, a full inventory, a node that gave out, an activity or queue entry that
 * ended, nothing left running). Times are hours:minutes after leaving ("02:10"): the systems record
 * their stops on the progress clock (counted time x the multiplier), which is turned back into the
 * time away here.
 */
import type { GameState } from './state-types';
import { CATCH_UP_MULTIPLIER, OFFLINE_CAP_MS, type OfflineGains } from './offline';
import { formatDuration } from './offline-summary';
import { MINING_MESSAGES } from './systems/mining-rules';
import { queueEntryLabel } from './systems/activity-queue-rules';
import type { DeathRecord } from './state-types';

export type AbsenceReasonKind =
  'cap' | 'multiplier' | 'died' | 'inventoryFull' | 'miningStopped' | 'activityEnded' | 'queueEnded' | 'idle';

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
      push('inventoryFull', atMs, `Inventory full at ${formatAwayClock(atMs)}`);
    else
      push(
        'miningStopped',
        atMs,
        `Mining ${tense === 'past' ? 'stopped' : 'stops'} at ${formatAwayClock(atMs)}: ${mining.stoppedReason}`,
      );
  }
  const training = gains.training;
  if (training?.endedAt != null) {
    const atMs = at(training.endedAt);
    const why = training.stoppedReason ? `: ${training.stoppedReason}` : '';
    push('activityEnded', atMs, `Training ${ended} at ${formatAwayClock(atMs)}${why}`);
  }
  const crafting = gains.crafting;
  if (crafting?.endedAt != null) {
    const atMs = at(crafting.endedAt);
    const why = crafting.stoppedReason ? `: ${crafting.stoppedReason}` : '';
    push('activityEnded', atMs, `Crafting ${ended} at ${formatAwayClock(atMs)}${why}`);
  }
  const combat = gains.combat;
  if (combat && !combat.died && gains.endedAt != null) {
    const atMs = at(gains.endedAt);
    push(
      'activityEnded',
      atMs,
      `The fight in ${combat.areaName} ${ended} at ${formatAwayClock(atMs)}: its goal is reached`,
    );
  }
  for (const ending of gains.queue?.ended ?? []) {
    const atMs = at(ending.atMs);
    const label = queueEntryLabel(ending.entry);
    if (ending.reason === MINING_MESSAGES.full)
      push('inventoryFull', atMs, `Inventory full at ${formatAwayClock(atMs)}`);
    else
      push(
        'queueEnded',
        atMs,
        ending.reason === 'done'
          ? `${label}: done at ${formatAwayClock(atMs)}`
          : `${label} ${ended} at ${formatAwayClock(atMs)}: ${ending.reason}`,
      );
  }
  return reasons;
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
  const timed = stopReasons(gains, span, tense);
  for (const death of deaths) {
    const when = death.atMs === null ? '' : ` at ${formatAwayClock(death.atMs)}`;
    timed.push({
      kind: 'died',
      atMs: death.atMs ?? span.countedMs,
      text: `${tense === 'past' ? 'Died' : 'Dies'}${when} to ${death.killerName}`,
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
          ? `Nothing ${tense === 'past' ? 'was' : 'is'} running from ${formatAwayClock(lastStop)}`
          : `Nothing ${tense === 'past' ? 'was running while you were' : 'is running while you are'} away`,
    });
  }
  return reasons;
}
