/**
 * Time away (spec 001 §4, §9; DESIGN.md ruling 4). At least 1 minute away; at most 12 hours
 * counted; progress x0.5, and x1.5 on top when away 24 hours or more. Every system catches up the
 * span in the order of GAME_SYSTEMS (game-systems.ts), each in closed form, event to event, and
 * returns its slice of the gains and its summary lines; this file measures what changed overall
 * (resources, XP, level-ups) and writes the opening and closing lines. `mode: 'ticks'` asks the
 * systems for their tick-by-tick reference instead.
 */
import { SKILL_IDS, type SkillId } from '@/content/ids';
import { SKILLS_BY_ID } from './content-index';
import { DEFAULT_CONTEXT, type StepContext } from './context';
import type { GameEvent } from './events';
import { GAME_REGISTRY, type SystemOfflineGains } from './game-systems';
import { formatDuration } from './offline-summary';
import type { SystemRegistry } from './registry';
import { SeededRandom } from './rng';
import type { GameState } from './state-types';
import { step, type TickResult } from './step';
import type { AwayPerils, OfflineMode, OfflineSpan } from './system';
import { TICK_MS } from './tick';

export type { OfflineMode };

export const OFFLINE_MIN_MS = 60_000;
export const OFFLINE_CAP_MS = 12 * 3_600_000;
export const OFFLINE_PROGRESS_MULTIPLIER = 0.5;
export const CATCH_UP_THRESHOLD_MS = 24 * 3_600_000;
export const CATCH_UP_MULTIPLIER = 1.5;
/** Below this, `catchUp` steps ticks instead of applying offline rules. */
export const CATCH_UP_TICK_LIMIT_MS = 60_000;

/** What the absence as a whole changed, measured before and after the systems ran. */
export interface OfflineGainsBase {
  offlineMinutes: number;
  effectiveMinutes: number;
  /** 0.5, or 0.75 with the catch-up bonus */
  progressMultiplier: number;
  catchUpBonus: boolean;
  resources: { gold: number; mana: number; energy: number; health: number; materials: Record<string, number> };
  skillXP: Partial<Record<SkillId, number>>;
  skillLevelUps: { skill: SkillId; from: number; to: number }[];
  /** Lines for toasts, 500 ms apart: a ⚠️ line is an error toast, a 💀 line a warning, others info. */
  summary: string[];
  /** Level-ups, titles, achievements earned while away. */
  events: GameEvent[];
}

/** The whole report: the measured part and every system's slice (training, combat, death, passiveGold, ...). */
export type OfflineGains = OfflineGainsBase & SystemOfflineGains;

export interface OfflineOptions {
  /** 'events' (default) or the tick-by-tick reference 'ticks'. */
  mode?: OfflineMode;
  /** The systems to catch up (tests add their own); the game's list by default. */
  registry?: SystemRegistry;
  /**
   * Stops the absence this long after leaving, keeping the whole absence's multiplier: the absence
   * timeline (absence.ts) measures where each hour left the world. Absent: the whole absence.
   */
  countedLimitMs?: number;
  /** Gathers the fights' chances of a fall (system.ts `AwayPerils`): the forecast's risk. */
  perils?: AwayPerils;
}

export function offlineMultiplier(awayMs: number): { multiplier: number; catchUpBonus: boolean } {
  const catchUpBonus = awayMs >= CATCH_UP_THRESHOLD_MS;
  return { multiplier: OFFLINE_PROGRESS_MULTIPLIER * (catchUpBonus ? CATCH_UP_MULTIPLIER : 1), catchUpBonus };
}

interface Snapshot {
  gold: number;
  mana: number;
  energy: number;
  health: number;
  materials: Record<string, number>;
  skills: { skill: SkillId; level: number; xp: number }[];
}

function snapshot(world: GameState): Snapshot {
  return {
    gold: world.resources.gold,
    mana: world.resourcePools.mana.current,
    energy: world.resourcePools.energy.current,
    health: world.player.health,
    materials: { ...world.resources.materials },
    skills: SKILL_IDS.map((skill) => ({ skill, level: world.skills[skill].level, xp: world.skills[skill].experience })),
  };
}

function measure(world: GameState, before: Snapshot, gains: OfflineGainsBase): void {
  const resources = gains.resources;
  resources.gold = world.resources.gold - before.gold;
  resources.mana = world.resourcePools.mana.current - before.mana;
  resources.energy = world.resourcePools.energy.current - before.energy;
  resources.health = world.player.health - before.health;
  for (const [itemId, count] of Object.entries(world.resources.materials)) {
    const gained = count - (before.materials[itemId] ?? 0);
    if (gained > 0) resources.materials[itemId] = gained;
  }
  for (const entry of before.skills) {
    const state = world.skills[entry.skill];
    if (state.experience > entry.xp) gains.skillXP[entry.skill] = state.experience - entry.xp;
    if (state.level > entry.level) gains.skillLevelUps.push({ skill: entry.skill, from: entry.level, to: state.level });
  }
}

/**
 * Applies an absence of `awayMs` to the world (mutating it, advancing `sim.nowMs` by `awayMs`) and
 * returns what was gained, or null when under a minute.
 */
export function applyOfflineProgress(
  world: GameState,
  awayMs: number,
  context: StepContext = DEFAULT_CONTEXT,
  options: OfflineOptions = {},
): OfflineGains | null {
  if (!(awayMs >= OFFLINE_MIN_MS)) return null;
  const registry = options.registry ?? GAME_REGISTRY;
  const startMs = world.sim.nowMs;
  const { multiplier, catchUpBonus } = offlineMultiplier(awayMs);
  // A limited run is an absence that ended at the limit, at the rate the whole absence earns.
  const spanMs = Math.min(awayMs, options.countedLimitMs ?? awayMs);
  const countedMs = Math.min(spanMs, OFFLINE_CAP_MS);
  const events: GameEvent[] = [];
  const span: OfflineSpan = {
    startMs,
    endMs: startMs + spanMs,
    countedMs,
    effectiveMs: Math.floor(countedMs * multiplier),
    multiplier,
    mode: options.mode ?? 'events',
    context,
    events,
    random: new SeededRandom(world.sim.rng),
    ...(options.perils ? { perils: options.perils } : {}),
  };
  const before = snapshot(world);
  const base: OfflineGainsBase = {
    offlineMinutes: Math.floor(spanMs / 60_000),
    effectiveMinutes: Math.floor(span.effectiveMs / 60_000),
    progressMultiplier: multiplier,
    catchUpBonus,
    resources: { gold: 0, mana: 0, energy: 0, health: 0, materials: {} },
    skillXP: {},
    skillLevelUps: [],
    summary: [],
    events,
  };
  // Counted progress is the effective time every activity ran on, to the second (not whole minutes).
  const summary = [
    `🌙 You were away for ${formatDuration(spanMs)}; ` + `${formatDuration(span.effectiveMs)} of progress was counted.`,
  ];
  if (catchUpBonus) summary.push('✨ Catch-up bonus: progress x1.5 for being away a day or more.');
  // Those that read the world as the player left it catch up first; everything else is in list order.
  const withCatchUp = registry.systems.filter((system) => system.offline);
  const calls = [...withCatchUp.filter((system) => system.catchUpFirst), ...withCatchUp.filter((s) => !s.catchUpFirst)];
  const reports = new Map(calls.map((system) => [system, system.offline!(world, span)]));
  const inListOrder = withCatchUp.map((system) => reports.get(system)!);
  for (const report of inListOrder) report.settle?.();
  // After the settles: a system that reads what the others left (quests) writes its lines there.
  for (const report of inListOrder) summary.push(...report.summary);
  const slices = inListOrder.map((report) => report.gains);
  world.sim.nowMs = span.endMs;
  measure(world, before, base);
  for (const levelUp of base.skillLevelUps)
    summary.push(`⬆️ ${SKILLS_BY_ID[levelUp.skill].name} reached level ${levelUp.to}.`);
  // Each listed system returns its slice, so the merged record has every key of SystemOfflineGains.
  const gains = Object.assign(base, ...slices) as OfflineGains;
  gains.summary = summary;
  // Per-grant XP events would flood the HUD; skillXP carries the totals.
  gains.events = events.filter((event) => event.type !== 'xpGained');
  return gains;
}

export type CatchUpResult =
  | { mode: 'ticks'; ticks: number; remainderMs: number; results: TickResult[] }
  | { mode: 'offline'; gains: OfflineGains | null };

/**
 * For the runtime loop's long gaps: under 60 s the ticks are stepped normally (the remainder under
 * one tick is handed back); otherwise the offline rules apply.
 */
export function catchUp(world: GameState, elapsedMs: number, context: StepContext = DEFAULT_CONTEXT): CatchUpResult {
  if (elapsedMs < CATCH_UP_TICK_LIMIT_MS) {
    const ticks = Math.max(0, Math.floor(elapsedMs / TICK_MS));
    const results: TickResult[] = [];
    for (let index = 0; index < ticks; index++) results.push(step(world, [], context));
    return { mode: 'ticks', ticks, remainderMs: Math.max(0, elapsedMs - ticks * TICK_MS), results };
  }
  return { mode: 'offline', gains: applyOfflineProgress(world, elapsedMs, context) };
}
