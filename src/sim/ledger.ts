/**
 * What the simulator records as the hunter plays: time stepped tick by tick, the core's tier-limit
 * messages, rift visits, trial attempts and when each requirement of the next rank first held.
 */
import type { GameEvent } from '@/core/events';
import type { OfflineGains } from '@/core/offline';
import type { ReadonlyWorld } from '@/core/readonly';
import { selectNextRankRequirements } from '@/core/selectors';
import { TICK_MS } from '@/core/tick';
import { PROMOTION_RANKS, type PromotionRank, type RankProgress, type RiftLog } from './types';

const HOUR_MS = 3_600_000;

function isPromotionRank(rank: string): rank is PromotionRank {
  return (PROMOTION_RANKS as readonly string[]).includes(rank);
}

export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

export class SimLedger {
  tickedMs = 0;
  readonly tierMessages: string[] = [];
  readonly rifts: Record<string, RiftLog> = {};
  readonly progress = Object.fromEntries(
    PROMOTION_RANKS.map((rank) => [
      rank,
      { riftCleared: null, skills: null, totalXp: null, trialAttempts: 0, promoted: null } satisfies RankProgress,
    ]),
  ) as Record<PromotionRank, RankProgress>;
  /** When the last trial of a rank was lost (sim time), so the next attempt waits for more training. */
  readonly lastTrialLostAt: Partial<Record<PromotionRank, number>> = {};
  /** When the last attempt at a rift failed (sim time). */
  readonly lastRiftFailureAt: Record<string, number> = {};
  /** Commands the core refused, by its message (the scripted player only sends what it means to). */
  readonly refusals: Record<string, number> = {};

  constructor(private readonly startMs: number) {}

  hoursAt(nowMs: number): number {
    return roundHours((nowMs - this.startMs) / HOUR_MS);
  }

  ticked(world: ReadonlyWorld, events: readonly GameEvent[]): void {
    this.tickedMs += TICK_MS;
    this.collect(world, events);
    // The requirements change only with XP (skills, total) and rift clears.
    if (events.some((event) => event.type === 'xpGained' || event.type === 'riftCleared')) this.observe(world);
  }

  stretched(world: ReadonlyWorld, gains: OfflineGains): void {
    this.collect(world, gains.events);
    this.observe(world);
  }

  refused(message: string): void {
    this.refusals[message] = (this.refusals[message] ?? 0) + 1;
  }

  private collect(world: ReadonlyWorld, events: readonly GameEvent[]): void {
    for (const event of events) {
      if (event.type === 'tierLimitReached' && !this.tierMessages.includes(event.message))
        this.tierMessages.push(event.message);
      // A rift falls to any visit (an attempt, a boss farmed there, the grind): the first clear counts.
      if (event.type === 'riftCleared' && event.firstClear)
        this.rift(event.areaId).clearedAtHour ??= this.hoursAt(world.sim.nowMs);
    }
  }

  private rift(riftId: string): RiftLog {
    return (this.rifts[riftId] ??= { attempts: 0, clearedAtHour: null, lastFailure: null });
  }

  /** Notes when the next rank's rift, skills and total XP first hold. */
  observe(world: ReadonlyWorld): void {
    const next = selectNextRankRequirements(world);
    if (!next || !isPromotionRank(next.rank)) return;
    const progress = this.progress[next.rank];
    const hour = this.hoursAt(world.sim.nowMs);
    if (next.riftCleared && progress.riftCleared === null) progress.riftCleared = hour;
    if (next.skillsRequirement && progress.skills === null) progress.skills = hour;
    if (next.totalXpRequirement && progress.totalXp === null) progress.totalXp = hour;
  }

  riftAttempt(
    world: ReadonlyWorld,
    riftId: string,
    outcome: string,
    cleared: boolean,
    bossHealthLeft: number | null,
  ): void {
    const log = this.rift(riftId);
    log.attempts += 1;
    const hour = this.hoursAt(world.sim.nowMs);
    if (cleared) return;
    this.lastRiftFailureAt[riftId] = world.sim.nowMs;
    log.lastFailure = {
      hour,
      outcome,
      bossHealthLeft: bossHealthLeft === null ? null : Math.round(bossHealthLeft * 1000) / 1000,
    };
  }

  trial(world: ReadonlyWorld, rank: PromotionRank, won: boolean): void {
    const progress = this.progress[rank];
    progress.trialAttempts += 1;
    if (won) progress.promoted = this.hoursAt(world.sim.nowMs);
    else this.lastTrialLostAt[rank] = world.sim.nowMs;
  }
}
