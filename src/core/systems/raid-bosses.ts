/**
 * Raid bosses (issue 13): a raid boss fights in phases as its health falls (each phase sets its blow,
 * its pace and how hard it is to hit) and enrages after `enrage.afterMs` of the fight, when its blows
 * multiply so hard that only a hunter who brings it down in time wins. Its stats follow from its
 * definition, its phase and its enrage alone, so a loaded save fights on exactly as before.
 *
 * The chest: a raid boss's kill opens its raid's chest (one of the raid's own items) once per lockout
 * of RAID_LOCKOUT_MS; in the lockout the raid stays open and the boss drops its ordinary loot
 * (docs/decisions.md, Raid rifts). Bosses fight only online, so time away never reaches this.
 */
import { AREAS_BY_ID, BOSSES_BY_ID, ITEMS, RAIDS_BY_AREA } from '../content-index';
import type { GameEvent, LootSummary } from '../events';
import { receiveItem } from '../inventory';
import type { ReadonlyWorld } from '../readonly';
import type { SeededRandom } from '../rng';
import type { ActiveEnemy, GameState } from '../state-types';
import { enemyStats } from './enemy-stats';
import { riftRecord } from './rift-runs';
import type { RaidDef } from '@/content/types';

/** A raid's chest fills again 20 hours after it was opened: once a day, at whatever hour the hunter plays. */
export const RAID_LOCKOUT_MS = 20 * 60 * 60 * 1000;

/** The raid whose boss `enemy` is, when it is fought in that raid. */
export function raidOfBoss(areaId: string | null, enemy: Pick<ActiveEnemy, 'id' | 'isBoss'>): RaidDef | null {
  if (areaId === null || !enemy.isBoss) return null;
  const raid = RAIDS_BY_AREA[areaId];
  return raid && AREAS_BY_ID[areaId]?.bossId === enemy.id ? raid : null;
}

/** The phase at a health share: 0 the opening, n the raid's n-th phase. */
export function raidPhaseAt(raid: RaidDef, healthShare: number): number {
  let phase = 0;
  while (phase < raid.phases.length && healthShare <= raid.phases[phase]!.belowHealth) phase += 1;
  return phase;
}

/** Whether the boss fight has lasted long enough for the enrage. */
export function isEnraged(raid: RaidDef, enemy: Pick<ActiveEnemy, 'spawnedAt'>, nowMs: number): boolean {
  return nowMs - enemy.spawnedAt >= raid.enrage.afterMs;
}

/** The boss's blow, pace and evasion in a phase, enraged or not, from its definition's numbers. */
export function raidBossStats(
  raid: RaidDef,
  bossId: string,
  phase: number,
  enraged: boolean,
): Pick<ActiveEnemy, 'attack' | 'attackIntervalMs' | 'evasion'> {
  const boss = BOSSES_BY_ID[bossId];
  if (!boss) throw new Error(`Unknown raid boss: ${bossId}`);
  const base = enemyStats(boss);
  const rules = phase > 0 ? raid.phases[phase - 1] : undefined;
  const attack = base.attack * (rules?.attackMultiplier ?? 1) * (enraged ? raid.enrage.damageMultiplier : 1);
  return {
    attack: Math.max(1, Math.round(attack)),
    attackIntervalMs: Math.round(base.attackIntervalMs * (rules?.intervalMultiplier ?? 1)),
    evasion: base.evasion + (rules?.evasionBonus ?? 0),
  };
}

/**
 * Once a tick while a raid boss stands: moves it into the phase its health has reached (announcing
 * each phase passed, in order) and enrages it when its time is up. Nothing for any other enemy.
 */
export function updateRaidBoss(world: GameState, events: GameEvent[]): void {
  const combat = world.combat;
  const enemy = combat.enemy;
  if (!enemy || combat.enemyHealth <= 0) return;
  const areaId = combat.currentAreaId;
  const raid = raidOfBoss(areaId, enemy);
  if (!raid || areaId === null) return;
  const before = enemy.raidPhase ?? 0;
  const phase = Math.max(before, raidPhaseAt(raid, combat.enemyHealth / enemy.maxHealth));
  const enraged = enemy.enraged === true || isEnraged(raid, enemy, world.sim.nowMs);
  if (phase === before && enraged === (enemy.enraged === true)) return;
  for (let next = before + 1; next <= phase; next++) {
    const rules = raid.phases[next - 1]!;
    events.push({
      type: 'raidPhaseChanged',
      areaId,
      bossId: enemy.id,
      phase: next,
      name: rules.name,
      text: rules.text,
    });
  }
  if (enraged && enemy.enraged !== true)
    events.push({
      type: 'raidBossEnraged',
      areaId,
      bossId: enemy.id,
      damageMultiplier: raid.enrage.damageMultiplier,
      text: raid.enrage.text,
    });
  enemy.raidPhase = phase;
  enemy.enraged = enraged;
  Object.assign(enemy, raidBossStats(raid, enemy.id, phase, enraged));
}

/** Marks a freshly spawned raid boss as in its opening phase (the HUD reads it). */
export function startRaidBoss(world: GameState): void {
  const enemy = world.combat.enemy;
  if (enemy && raidOfBoss(world.combat.currentAreaId, enemy)) {
    enemy.raidPhase = 0;
    enemy.enraged = false;
  }
}

/** Until when the raid's chest stays empty, or null when the next kill opens it. */
export function raidLockedUntil(world: Pick<ReadonlyWorld, 'combatStats' | 'sim'>, areaId: string): number | null {
  const until = world.combatStats.rifts?.[areaId]?.chestLockedUntil ?? null;
  return until !== null && until > world.sim.nowMs ? until : null;
}

/**
 * A raid boss fell: outside the lockout, one of the chest's items (drawn evenly) joins the kill's
 * loot and the lockout begins. In the lockout, nothing: the kill's ordinary loot is all.
 */
export function openRaidChest(
  world: GameState,
  enemy: Pick<ActiveEnemy, 'id' | 'isBoss'>,
  random: SeededRandom,
  loot: LootSummary,
  events: GameEvent[],
): void {
  const areaId = world.combat.currentAreaId;
  const raid = raidOfBoss(areaId, enemy);
  if (!raid || areaId === null || raid.chest.length === 0 || raidLockedUntil(world, areaId) !== null) return;
  const itemId = random.pickOne(raid.chest);
  const item = ITEMS[itemId];
  const received = receiveItem(world, itemId, 1);
  if (received.pouched > 0) loot.pouched.push({ itemId, quantity: received.pouched });
  loot.lost.push(...received.lost);
  if (received.added > 0 && item)
    loot.items.push({ itemId, name: item.name, rarity: item.rarity, quantity: received.added });
  const lockedUntil = world.sim.nowMs + RAID_LOCKOUT_MS;
  riftRecord(world, areaId).chestLockedUntil = lockedUntil;
  events.push({ type: 'raidChestOpened', areaId, itemId, lockedUntil });
}
