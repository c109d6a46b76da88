import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEAR_BAND_LEVELS } from '@/content/gear-bands';
import { SKILL_IDS, type HunterRank, type SkillId } from '@/content/ids';
import { TIER_MESSAGES } from '@/content/tiers';
import {
  ALL_BOSSES,
  ALL_ENEMIES,
  ALL_RAIDS,
  AREAS_BY_ID,
  BOSSES_BY_ID,
  CHECKPOINTS_BY_RANK,
  RAIDS_BY_AREA,
} from '../content-index';
import type { GameEvent } from '../events';
import { applyOfflineProgress } from '../offline';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createHunter, stepUntil } from '../testing/fixtures';
import { bestGearFor } from '../trials/testing';
import { combatRefusal } from './combat';
import { enemyStats } from './enemy-stats';
import { RAID_LOCKOUT_MS, raidBossStats, raidLockedUntil, raidPhaseAt } from './raid-bosses';

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);

const BAND_BELOW: Readonly<Partial<Record<HunterRank, HunterRank>>> = { S: 'A', SS: 'S', SSS: 'SS' };
const POTIONS = { health: 'health_potion_large', mana: 'mana_potion_large', count: 20 };

/**
 * A hunter settled in `band`: its rank, every skill ten levels past the band's checkpoint, twenty large
 * potions of each kind, and the best sword-side gear of `gearBand` (the band's own: well geared; the
 * band below's: under-geared).
 */
function bandHunter(band: HunterRank, gearBand: HunterRank, seed: number, tier: GameState['player']['accountTier']) {
  const level = Math.min(99, CHECKPOINTS_BY_RANK[band].skillReqLevel + 10);
  const levels = Object.fromEntries(SKILL_IDS.map((skill) => [skill, level])) as Record<SkillId, number>;
  return createHunter({
    seed,
    rank: band,
    levels,
    gear: bestGearFor(GEAR_BAND_LEVELS[gearBand].max),
    potions: POTIONS,
    tier,
  });
}

/** A hunter who cannot lose (the tests of rules, not of balance) at the raid's door. */
function unbreakable(areaId: string): GameState {
  const world = bandHunter(AREAS_BY_ID[areaId]!.band, 'SSS', 3, 'supporter');
  world.player.maxHealth = 1e12;
  world.player.health = 1e12;
  return world;
}

/** Enters the raid with its waves behind the hunter and steps until the boss stands. */
function atTheBoss(world: GameState, areaId: string): GameEvent[] {
  const entered = step(world, [{ type: 'startCombat', areaId }]);
  expect(entered.replies[0]).toMatchObject({ ok: true });
  world.combat.killsThisVisit = AREAS_BY_ID[areaId]!.killsForBoss;
  return stepUntil(world, (events) => events.some((event) => event.type === 'enemySpawned' && event.isBoss));
}

/** The whole raid, door to boss, within 20 minutes: who fell, and how long the boss lasted. */
function playRaid(world: GameState, areaId: string): { won: boolean; bossMs: number | null } {
  step(world, [{ type: 'startCombat', areaId }]);
  for (let tick = 0; tick < 20 * 60 * 20; tick++) {
    for (const event of step(world, []).events) {
      if (event.type === 'enemyKilled' && event.isBoss) return { won: true, bossMs: event.fightMs };
      if (event.type === 'playerDied') return { won: false, bossMs: null };
    }
  }
  return { won: false, bossMs: null };
}

describe('raid boss phases', () => {
  it('a phase begins at or below its health share, never earlier, and a lower share is never an earlier phase', () => {
    for (const raid of ALL_RAIDS) {
      expect(raidPhaseAt(raid, 1)).toBe(0);
      raid.phases.forEach((phase, index) => {
        expect(raidPhaseAt(raid, phase.belowHealth + 0.001)).toBe(index);
        expect(raidPhaseAt(raid, phase.belowHealth)).toBe(index + 1);
      });
      expect(raidPhaseAt(raid, 0)).toBe(raid.phases.length);
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_RAIDS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raid, a, b) => raidPhaseAt(raid, Math.min(a, b)) >= raidPhaseAt(raid, Math.max(a, b)),
      ),
    );
  });

  it('are announced in order as the boss’s health falls, each changing its blow, pace and evasion', () => {
    for (const raid of ALL_RAIDS) {
      const world = unbreakable(raid.areaId);
      atTheBoss(world, raid.areaId);
      const boss = world.combat.enemy!;
      const base = enemyStats(BOSSES_BY_ID[boss.id]!);
      expect(boss).toMatchObject({ raidPhase: 0, enraged: false, attack: base.attack, evasion: base.evasion });
      const seen: number[] = [];
      raid.phases.forEach((phase, index) => {
        // The hunter's next blow brings the boss just under the phase's line.
        world.combat.enemyHealth = Math.floor(boss.maxHealth * phase.belowHealth) + 1;
        const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'raidPhaseChanged'));
        const changes = ofType(events, 'raidPhaseChanged');
        expect(changes).toEqual([
          {
            type: 'raidPhaseChanged',
            areaId: raid.areaId,
            bossId: boss.id,
            phase: index + 1,
            name: phase.name,
            text: phase.text,
          },
        ]);
        seen.push(changes[0]!.phase);
        expect(world.combat.enemyHealth / boss.maxHealth).toBeLessThanOrEqual(phase.belowHealth);
        expect(world.combat.enemy).toMatchObject({
          raidPhase: index + 1,
          ...raidBossStats(raid, boss.id, index + 1, false),
        });
      });
      expect(seen).toEqual(raid.phases.map((_, index) => index + 1));
      const last = raid.phases[raid.phases.length - 1]!;
      expect(world.combat.enemy!.attack).toBe(Math.max(1, Math.round(base.attack * last.attackMultiplier)));
      expect(world.combat.enemy!.attackIntervalMs).toBe(Math.round(base.attackIntervalMs * last.intervalMultiplier));
      expect(world.combat.enemy!.evasion).toBe(base.evasion + last.evasionBonus);
    }
  });

  it('one blow through several lines announces every phase passed, in order', () => {
    const raid = RAIDS_BY_AREA.raid_world_eater!;
    const world = unbreakable(raid.areaId);
    atTheBoss(world, raid.areaId);
    world.combat.enemyHealth = Math.floor(world.combat.enemy!.maxHealth * raid.phases[2]!.belowHealth) + 1;
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'raidPhaseChanged'));
    expect(ofType(events, 'raidPhaseChanged').map((event) => event.phase)).toEqual([1, 2, 3]);
  });
});

describe('raid boss enrage', () => {
  it('comes at its time, once, and multiplies the boss’s blow', () => {
    for (const raid of ALL_RAIDS) {
      const world = unbreakable(raid.areaId);
      atTheBoss(world, raid.areaId);
      const boss = world.combat.enemy!;
      // A boss that cannot fall, so the clock is all that moves.
      world.combat.enemyHealth = 1e12;
      boss.maxHealth = 1e12;
      const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'raidBossEnraged'));
      const elapsed = world.sim.nowMs - boss.spawnedAt;
      expect(elapsed).toBeGreaterThanOrEqual(raid.enrage.afterMs);
      // At the boss's next blow at the latest (its pace is at most its archetype's).
      expect(elapsed).toBeLessThan(raid.enrage.afterMs + enemyStats(BOSSES_BY_ID[boss.id]!).attackIntervalMs + 100);
      expect(ofType(events, 'raidBossEnraged')).toEqual([
        {
          type: 'raidBossEnraged',
          areaId: raid.areaId,
          bossId: boss.id,
          damageMultiplier: raid.enrage.damageMultiplier,
          text: raid.enrage.text,
        },
      ]);
      const base = enemyStats(BOSSES_BY_ID[boss.id]!);
      expect(world.combat.enemy!.attack).toBe(Math.round(base.attack * raid.enrage.damageMultiplier));
      const later = stepUntil(world, (tick) =>
        tick.some((event) => event.type === 'attack' && event.attacker === 'enemy'),
      );
      expect(ofType(later, 'raidBossEnraged')).toEqual([]);
    }
  });
});

describe('raid chests and lockouts', () => {
  it('a kill opens the chest (a raid item) and locks it; in the lockout the boss drops ordinary loot', () => {
    const raid = RAIDS_BY_AREA.raid_blood_moon!;
    const world = unbreakable(raid.areaId);
    atTheBoss(world, raid.areaId);
    world.combat.enemyHealth = 1;
    const first = stepUntil(world, (tick) => tick.some((event) => event.type === 'lootDropped'));
    const killedAt = world.sim.nowMs;
    const [opened] = ofType(first, 'raidChestOpened');
    expect(opened).toMatchObject({ areaId: raid.areaId, lockedUntil: killedAt + RAID_LOCKOUT_MS });
    expect(raid.chest).toContain(opened!.itemId);
    const loot = ofType(first, 'lootDropped')[0]!.loot;
    expect(loot.items.map((line) => line.itemId)).toContain(opened!.itemId);
    expect(world.inventory.items.some((entry) => entry.itemId === opened!.itemId)).toBe(true);
    expect(raidLockedUntil(world, raid.areaId)).toBe(killedAt + RAID_LOCKOUT_MS);

    // The raid stays open: the next run's boss falls with no chest.
    world.combat.killsThisVisit = AREAS_BY_ID[raid.areaId]!.killsForBoss;
    stepUntil(world, (tick) => tick.some((event) => event.type === 'enemySpawned' && event.isBoss));
    world.combat.enemyHealth = 1;
    const second = stepUntil(world, (tick) => tick.some((event) => event.type === 'lootDropped'));
    expect(ofType(second, 'raidChestOpened')).toEqual([]);
    const chestItems = new Set<string>(raid.chest);
    expect(ofType(second, 'lootDropped')[0]!.loot.items.filter((line) => chestItems.has(line.itemId))).toEqual([]);
    expect(world.combatStats.rifts![raid.areaId]).toMatchObject({
      clears: 2,
      chestLockedUntil: killedAt + RAID_LOCKOUT_MS,
    });

    // The lockout is the raid's own: another raid's chest is untouched.
    expect(raidLockedUntil(world, 'raid_starfall')).toBeNull();

    // Its time over, the chest is there for the next kill.
    world.sim.nowMs = killedAt + RAID_LOCKOUT_MS - 1;
    expect(raidLockedUntil(world, raid.areaId)).toBe(killedAt + RAID_LOCKOUT_MS);
    world.sim.nowMs = killedAt + RAID_LOCKOUT_MS;
    expect(raidLockedUntil(world, raid.areaId)).toBeNull();
    world.combat.killsThisVisit = AREAS_BY_ID[raid.areaId]!.killsForBoss;
    world.combat.nextSpawnAt = world.sim.nowMs + 50;
    stepUntil(world, (tick) => tick.some((event) => event.type === 'enemySpawned' && event.isBoss));
    world.combat.enemyHealth = 1;
    const third = stepUntil(world, (tick) => tick.some((event) => event.type === 'lootDropped'));
    expect(ofType(third, 'raidChestOpened')).toHaveLength(1);
  });

  it('raid chest items drop from no enemy or boss: the chest is their only source', () => {
    const dropped = new Set(
      [...ALL_ENEMIES, ...ALL_BOSSES].flatMap((enemy) => (enemy.loot.items ?? []).map((drop) => drop.itemId)),
    );
    for (const raid of ALL_RAIDS) {
      expect(raid.chest.length).toBeGreaterThan(0);
      for (const itemId of raid.chest) expect(dropped.has(itemId), itemId).toBe(false);
    }
  });

  it('an ordinary rift boss opens no chest', () => {
    const world = unbreakable('void_throne_rift');
    atTheBoss(world, 'void_throne_rift');
    expect(world.combat.enemy!.raidPhase).toBeUndefined();
    world.combat.enemyHealth = 1;
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'lootDropped'));
    expect(ofType(events, 'raidChestOpened')).toEqual([]);
  });

  it('time away fights no raid boss: no phase, enrage or chest, and the run starts over', () => {
    const world = unbreakable('raid_starfall');
    atTheBoss(world, 'raid_starfall');
    const gains = applyOfflineProgress(world, 2 * 60 * 60_000);
    expect(gains).not.toBeNull();
    expect(world.combat.enemy).toBeNull();
    expect(world.combat.run).toBeNull();
    expect(raidLockedUntil(world, 'raid_starfall')).toBeNull();
    expect(world.combatStats.rifts!.raid_starfall!.clears).toBe(0);
  });
});

describe('who may enter a raid', () => {
  it('a demo account is refused with the spec’s message, even at the rank; below the band, the rank is named', () => {
    for (const raid of ALL_RAIDS) {
      const band = AREAS_BY_ID[raid.areaId]!.band;
      const demo = bandHunter(band, band, 1, 'demo');
      expect(combatRefusal(demo, raid.areaId)).toBe(TIER_MESSAGES.paidContent);
      expect(step(demo, [{ type: 'startCombat', areaId: raid.areaId }]).replies[0]).toEqual({
        ok: false,
        message: TIER_MESSAGES.paidContent,
      });
      expect(demo.combat.currentAreaId).toBeNull();
      const below = bandHunter(band, band, 1, 'base');
      below.player.hunterRank = BAND_BELOW[band]!;
      expect(combatRefusal(below, raid.areaId)).toBe(`Requires Hunter Rank ${band}`);
      expect(combatRefusal(bandHunter(band, band, 1, 'base'), raid.areaId)).toBeNull();
    }
  });
});

describe('raid balance (ruling 12)', () => {
  const SEEDS = Array.from({ length: 12 }, (_, index) => index + 1);
  for (const raid of ALL_RAIDS) {
    const band = AREAS_BY_ID[raid.areaId]!.band;
    const title = `${raid.areaId}: rank ${band} in ${band} gear mostly wins; in ${BAND_BELOW[band]} gear, mostly falls`;
    it(
      title,
      () => {
        const share = (gearBand: HunterRank) =>
          SEEDS.filter((seed) => playRaid(bandHunter(band, gearBand, seed, 'base'), raid.areaId).won).length /
          SEEDS.length;
        expect(share(band)).toBeGreaterThanOrEqual(0.75);
        expect(share(BAND_BELOW[band]!)).toBeLessThanOrEqual(0.25);
      },
      60_000,
    );
  }

  it('the enrage is the wall: an under-geared hunter who could not fall needs longer than it allows', () => {
    const raid = RAIDS_BY_AREA.raid_starfall!;
    const world = bandHunter('SS', 'S', 1, 'base');
    world.player.maxHealth = 1e12;
    world.player.health = 1e12;
    const { won, bossMs } = playRaid(world, raid.areaId);
    expect(won).toBe(true);
    expect(bossMs!).toBeGreaterThan(raid.enrage.afterMs);
  });
});
