/**
 * Long stretches of play in closed form. `stayAway` is the core's time away exactly as a player who
 * leaves gets it (x0.5 progress, 12 h counted, passive gold). `playOnline` runs the same systems' own
 * closed-form catch-ups over a stretch the hunter spends playing: at the online rate (progress x1) and
 * without the passive gold that only absence earns. Stepping 100 ms ticks for 500 hours would take
 * minutes; every system's catch-up is the core's equivalent of its ticks (offline.test.ts), except that
 * combat there is its away model (basic blows at their expected damage, no abilities; the loot tables'
 * drops and tokens, a zone's boss in its turn, but no rift or raid boss), which the strategies
 * complement with fights stepped tick by tick.
 */
import type { StepContext } from '@/core/context';
import { GAME_SYSTEMS } from '@/core/game-systems';
import { applyOfflineProgress, OFFLINE_CAP_MS, OFFLINE_MIN_MS, type OfflineGains } from '@/core/offline';
import { createRegistry } from '@/core/registry';
import type { GameState } from '@/core/state-types';
import type { AnyGameSystem, OfflineSpan } from '@/core/system';

/** Midnight UTC is the local midnight: streaks, happy hour (18:00-20:00) and the daily offer follow it. */
export const SIM_CONTEXT: StepContext = { utcOffsetMinutes: 0 };

/** Passive gold is paid for being away; a hunter who plays earns none (character system, spec 001 §9). */
const AWAY_ONLY_SYSTEMS: ReadonlySet<string> = new Set(['character']);

function atOnlineRate(system: AnyGameSystem): AnyGameSystem {
  const offline = system.offline;
  if (!offline) return system;
  const awayOnly = AWAY_ONLY_SYSTEMS.has(system.id);
  return {
    ...system,
    offline: (world: GameState, span: OfflineSpan) =>
      offline(world, { ...span, multiplier: 1, effectiveMs: awayOnly ? 0 : span.countedMs }),
  };
}

const ONLINE_RATE_REGISTRY = createRegistry(GAME_SYSTEMS.map(atOnlineRate));

/** The longest stretch one closed-form call covers (the core counts at most 12 hours of an absence). */
export const MAX_STRETCH_MS = OFFLINE_CAP_MS;
/** The shortest (the core's catch-up needs a minute; shorter stretches are stepped). */
export const MIN_STRETCH_MS = OFFLINE_MIN_MS;

/** Plays `ms` (1 minute to 12 hours) at the online rate through the systems' closed forms. */
export function playOnline(world: GameState, ms: number): OfflineGains {
  if (ms < MIN_STRETCH_MS || ms > MAX_STRETCH_MS) throw new RangeError(`an online stretch is 1 min to 12 h: ${ms} ms`);
  return applyOfflineProgress(world, ms, SIM_CONTEXT, { registry: ONLINE_RATE_REGISTRY })!;
}

/** Leaves the game for `ms` (at least a minute): the core's time away, rules and all. */
export function stayAway(world: GameState, ms: number): OfflineGains {
  if (ms < MIN_STRETCH_MS) throw new RangeError(`time away is at least a minute: ${ms} ms`);
  return applyOfflineProgress(world, ms, SIM_CONTEXT)!;
}
