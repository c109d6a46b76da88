import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREAS_BY_ID, BOSSES_BY_ID, ENEMIES_BY_ID, ITEMS } from '../content-index';
import { receiveItem } from '../inventory';
import type { GameEvent } from '../events';
import { createRngState, SeededRandom } from '../rng';
import type { GameState } from '../state-types';
import { computeDerivedStats } from '../stats';
import { step } from '../step';
import { createHunter, createTestWorld, stepUntil, withAchievementsBehind } from '../testing/fixtures';
import { TIER_MESSAGES } from '../tiers';
import { enemyStats, spawnEnemy } from './enemy-stats';
import { rollEnemyBlow, rollPlayerBlow } from './hits';

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
const command = (world: GameState, value: object) => step(world, [value]);
const strongHunter = (rank: GameState['player']['hunterRank'] = 'E', seed = 3) =>
  createHunter({
    seed,
    rank,
    levels: { bladework: 60, defense: 60 },
    gear: { weapon: 'obsidian_cleaver', chest: 'shadow_warrior_plate' },
    tier: 'base',
    potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 5 },
  });

describe('entering combat', () => {
  it('refuses unknown areas, low ranks, demo above D and demo raids', () => {
    const base = createTestWorld('base');
    expect(command(base, { type: 'startCombat', areaId: 'nowhere' }).replies[0]).toEqual({
      ok: false,
      message: 'Unknown area: nowhere',
    });
    expect(command(base, { type: 'startCombat', areaId: 'rotting_marsh' }).replies[0]).toEqual({
      ok: false,
      message: 'Requires Hunter Rank D',
    });
    const demo = createTestWorld('demo');
    demo.player.hunterRank = 'D';
    expect(command(demo, { type: 'startCombat', areaId: 'rotting_marsh' }).replies[0]).toEqual({ ok: true });
    expect(command(demo, { type: 'startCombat', areaId: 'ember_quarry' }).replies[0]).toEqual({
      ok: false,
      message: TIER_MESSAGES.demoRankCap,
    });
    expect(command(demo, { type: 'startCombat', areaId: 'raid_blood_moon' }).replies[0]).toEqual({
      ok: false,
      message: TIER_MESSAGES.paidContent,
    });
    expect(command(base, { type: 'stopCombat' }).replies[0]).toEqual({ ok: false, message: 'Not in combat' });
  });

  it('starts a tracked session, discovers the area once and spawns the first enemy after 1 s', () => {
    const world = createTestWorld();
    const startMs = world.sim.nowMs;
    const { events, replies } = command(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    expect(replies[0]).toEqual({ ok: true });
    expect(ofType(events, 'areaDiscovered')).toEqual([{ type: 'areaDiscovered', areaId: 'tutorial_rift' }]);
    expect(world.activity.current).toEqual({ type: 'combat', targetId: 'tutorial_rift' });
    expect(world.combat).toMatchObject({ currentAreaId: 'tutorial_rift', combatStartTime: startMs, enemy: null });
    expect(world.combat.session).toMatchObject({
      areaId: 'tutorial_rift',
      startTime: startMs,
      startingMana: 50,
      startingEnergy: 100,
      bossId: null,
    });
    expect(command(world, { type: 'startCombat', areaId: 'tutorial_rift' }).replies[0]).toEqual({
      ok: false,
      message: 'Already fighting here',
    });
    const spawned = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemySpawned'));
    expect(world.sim.nowMs).toBe(startMs + 1_000);
    const spawn = ofType(spawned, 'enemySpawned')[0]!;
    expect(AREAS_BY_ID.tutorial_rift!.enemies).toContain(spawn.enemyId);
    expect(world.combat.enemyHealth).toBe(spawn.maxHealth);
    expect(world.combat.currentEnemyId).toBe(spawn.enemyId);
    command(world, { type: 'stopCombat' });
    command(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    expect(world.combat.discoveredAreas).toEqual(['tutorial_rift']);
  });
});

describe('fighting', () => {
  it('kills enemies: XP 70% to the weapon skill and 30% to Defense, gold within the loot range', () => {
    const world = strongHunter();
    command(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    const bladeBefore = world.skills.bladework.experience;
    const defenseBefore = world.skills.defense.experience;
    const goldBefore = world.resources.gold;
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    const killed = ofType(events, 'enemyKilled')[0]!;
    const enemy = ENEMIES_BY_ID[killed.enemyId]!;
    expect(killed.xp).toBe(enemy.xp);
    expect(world.skills.bladework.experience - bladeBefore).toBe(Math.round(enemy.xp * 0.7));
    expect(world.skills.defense.experience - defenseBefore).toBe(enemy.xp - Math.round(enemy.xp * 0.7));
    const loot = ofType(events, 'lootDropped')[0]!.loot;
    expect(loot.gold).toBeGreaterThanOrEqual(enemy.loot.gold[0]);
    expect(loot.gold).toBeLessThanOrEqual(enemy.loot.gold[1]);
    expect(world.resources.gold - goldBefore).toBe(loot.gold);
    expect(world.stats.enemiesKilled).toBe(1);
    expect(world.combat.session!.enemiesKilled).toBe(1);
    expect(world.combat.session!.damageDealt).toBeGreaterThan(0);
    expect(world.combat.enemy).toBeNull();
    expect(world.combat.nextSpawnAt).toBe(world.sim.nowMs + 1_500);
  });

  it('multiplies gold by the tier (supporter x1.25)', () => {
    const world = strongHunter();
    world.player.accountTier = 'supporter';
    command(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    const before = world.resources.gold;
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    const loot = ofType(events, 'lootDropped')[0]!.loot;
    const enemy = ENEMIES_BY_ID[ofType(events, 'enemyKilled')[0]!.enemyId]!;
    expect(loot.gold).toBeGreaterThanOrEqual(Math.floor(enemy.loot.gold[0] * 1.25));
    expect(world.resources.gold - before).toBe(loot.gold);
  });

  it('brings out the boss after killsForBoss kills; its kill clears the rift once', () => {
    const world = strongHunter();
    command(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    world.combat.killsThisVisit = AREAS_BY_ID.tutorial_rift!.killsForBoss;
    const spawned = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemySpawned'));
    expect(ofType(spawned, 'enemySpawned')[0]).toMatchObject({ enemyId: 'hollowed_gatekeeper', isBoss: true });
    expect(world.combat.session!.bossId).toBe('hollowed_gatekeeper');
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    expect(ofType(events, 'riftCleared')).toMatchObject([
      { type: 'riftCleared', areaId: 'tutorial_rift', bossId: 'hollowed_gatekeeper', firstClear: true, attempt: 1 },
    ]);
    expect(world.combat.clearedRifts).toEqual(['tutorial_rift']);
    expect(world.combat.killsThisVisit).toBe(0);
    expect(world.combatStats.bosses.hollowed_gatekeeper).toMatchObject({ kills: 1 });
    expect(world.combatStats.overall.bossKills).toBe(1);
    expect(world.wraiths.tokens.ember_wisp).toBeGreaterThanOrEqual(2);
  });

  it('does not clear anything for a zone boss', () => {
    const world = strongHunter();
    command(world, { type: 'startCombat', areaId: 'gloomroot_thicket' });
    world.combat.killsThisVisit = 99;
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    expect(ofType(events, 'enemyKilled')[0]!.enemyId).toBe('mother_of_thorns');
    expect(world.combat.clearedRifts).toEqual([]);
  });

  it('uses unlocked abilities from the slots: Blade Strike costs energy, builds a combo point and cools down', () => {
    const world = createTestWorld();
    world.skills.bladework.experience = 100;
    const unlocked = step(world, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
    expect(unlocked.events.some((event) => event.type === 'abilityUnlocked')).toBe(false);
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'abilityUnlocked'));
    expect(ofType(events, 'abilityUnlocked')[0]).toEqual({
      type: 'abilityUnlocked',
      abilityId: 'blade_strike',
      slot: 0,
    });
    expect(world.abilities.equipped[0]).toBe('blade_strike');
    expect(world.abilities.loadouts[0]!.slots[0]).toBe('blade_strike');
    command(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    const fight = stepUntil(world, (tick) => tick.some((event) => event.type === 'abilityUsed'));
    const attack = ofType(fight, 'attack').find((event) => event.abilityId === 'blade_strike')!;
    expect(attack.attacker).toBe('player');
    expect(world.abilities.cooldowns.blade_strike).toBe(world.sim.nowMs + 6_000);
    expect(world.resourcePools.energy.current).toBeLessThanOrEqual(75);
    if (attack.outcome !== 'miss') expect(world.resourcePools.comboPoints.current).toBe(1);
    expect(world.abilities.statistics.blade_strike).toMatchObject({ uses: 1 });
    expect(world.combat.session!.abilitiesUsed).toEqual({ blade_strike: 1 });
    command(world, { type: 'setAbilityManualMode', manualMode: true });
    world.abilities.cooldowns = {};
    const manual = stepUntil(world, (tick) =>
      tick.some((event) => event.type === 'attack' && event.attacker === 'player'),
    );
    expect(ofType(manual, 'abilityUsed')).toEqual([]);
  });

  it('Frost Bolt chills: the enemy’s next attack comes later', () => {
    const world = createTestWorld();
    world.skills.witchcraft.experience = 100;
    world.skills.witchcraft.level = 2;
    world.abilities.unlocked.frost_bolt = {
      id: 'frost_bolt',
      skillSource: 'witchcraft',
      unlockLevel: 2,
      currentRank: 1,
      maxRank: 5,
    };
    expect(command(world, { type: 'equipAbility', abilityId: 'frost_bolt', slotIndex: 3 }).replies[0]).toEqual({
      ok: true,
    });
    command(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    stepUntil(world, (tick) => tick.some((event) => event.type === 'enemySpawned'));
    const before = world.combat.nextEnemyAttackAt;
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'abilityUsed'));
    const bolt = ofType(events, 'attack').find((event) => event.abilityId === 'frost_bolt')!;
    if (bolt.outcome !== 'miss') expect(world.combat.nextEnemyAttackAt).toBeGreaterThanOrEqual(before + 1_500);
    expect(world.resourcePools.mana.current).toBeLessThanOrEqual(50 - 15 + 1);
  });

  it('validates ability slot commands', () => {
    const world = createTestWorld();
    expect(command(world, { type: 'equipAbility', abilityId: 'frost_bolt', slotIndex: 8 }).replies[0]).toEqual({
      ok: false,
      message: 'Ability slot must be 0 to 7',
    });
    expect(command(world, { type: 'equipAbility', abilityId: 'nope', slotIndex: 0 }).replies[0]).toEqual({
      ok: false,
      message: 'Unknown ability: nope',
    });
    expect(command(world, { type: 'equipAbility', abilityId: 'frost_bolt', slotIndex: 0 }).replies[0]).toEqual({
      ok: false,
      message: 'Ability not unlocked',
    });
    expect(command(world, { type: 'equipAbility', abilityId: null, slotIndex: 0 }).replies[0]).toEqual({ ok: true });
    expect(command(world, { type: 'setAbilityManualMode', manualMode: 'yes' }).replies[0]).toEqual({
      ok: false,
      message: 'manualMode must be true or false',
    });
  });
});

describe('potions', () => {
  it('drinks a health potion from potion_1 below 40% health in combat, then waits 10 s', () => {
    const world = strongHunter();
    command(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    stepUntil(world, (tick) => tick.some((event) => event.type === 'enemySpawned'));
    world.player.health = Math.floor(world.player.maxHealth * 0.3);
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'potionUsed'), 100);
    expect(world.player.health).toBeLessThan(world.player.maxHealth * 0.4 + 50 + 1);
    expect(ofType(events, 'potionUsed')[0]).toMatchObject({
      slot: 'potion_1',
      itemId: 'health_potion_small',
      restores: 'health',
      amount: 50,
      remaining: 4,
    });
    expect(world.combat.potionReadyAt).toBe(world.sim.nowMs + 10_000);
    world.player.health = 1;
    expect(ofType(step(world, []).events, 'potionUsed')).toEqual([]);
  });

  it('answers usePotion with clear messages and removes an emptied stack', () => {
    const world = createTestWorld();
    expect(command(world, { type: 'usePotion', slot: 'potion_1' }).replies[0]).toEqual({
      ok: false,
      message: 'Health is already full',
    });
    expect(command(world, { type: 'usePotion', slot: 'potion_2' }).replies[0]).toEqual({
      ok: false,
      message: 'Mana is already full',
    });
    expect(command(world, { type: 'usePotion', slot: 'weapon' }).replies[0]).toEqual({
      ok: false,
      message: 'Potions are used from potion_1 or potion_2',
    });
    world.resourcePools.mana.current = 0;
    for (let index = 0; index < 3; index++) {
      expect(command(world, { type: 'usePotion', slot: 'potion_2' }).replies[0]).toEqual({ ok: true });
      if (index === 0)
        expect(command(world, { type: 'usePotion', slot: 'potion_2' }).replies[0]).toEqual({
          ok: false,
          message: 'Potions are on cooldown',
        });
      world.combat.potionReadyAt = 0;
      world.resourcePools.mana.current = 0;
    }
    expect(world.equipment.slots.potion_2).toBeNull();
    expect(world.inventory.items.some((entry) => entry.itemId === 'mana_potion_small')).toBe(false);
    expect(command(world, { type: 'usePotion', slot: 'potion_2' }).replies[0]).toEqual({
      ok: false,
      message: 'No item equipped in this slot',
    });
  });
});

describe('drinking from the inventory', () => {
  it('drinks any potion stack out of combat, shares the belt cooldown, and refuses what is not a potion', () => {
    const world = createTestWorld();
    const give = (itemId: string) => {
      receiveItem(world, itemId, 2);
      return world.inventory.items.filter((entry) => entry.itemId === itemId).at(-1)!.id;
    };
    const flask = give('health_potion_large');
    expect(world.combat.currentAreaId).toBeNull();
    world.player.health = 1;
    world.player.level = 1;
    expect(command(world, { type: 'drinkItem', inventoryItemId: flask }).replies[0]).toEqual({
      ok: false,
      message: `Level ${ITEMS.health_potion_large!.levelRequirement} required to drink Greater Health Potion`,
    });
    world.player.level = 50;
    world.player.health = world.player.maxHealth;
    expect(command(world, { type: 'drinkItem', inventoryItemId: flask }).replies[0]).toEqual({
      ok: false,
      message: 'Health is already full',
    });
    world.player.health = 1;
    const drunk = command(world, { type: 'drinkItem', inventoryItemId: flask });
    expect(drunk.replies[0]).toEqual({ ok: true });
    expect(ofType(drunk.events, 'potionUsed')[0]).toMatchObject({
      slot: null,
      itemId: 'health_potion_large',
      remaining: 1,
    });
    expect(world.player.health).toBeGreaterThan(1);
    world.player.health = 1;
    expect(command(world, { type: 'drinkItem', inventoryItemId: flask }).replies[0]).toEqual({
      ok: false,
      message: 'Potions are on cooldown',
    });
    expect(command(world, { type: 'usePotion', slot: 'potion_1' }).replies[0]).toEqual({
      ok: false,
      message: 'Potions are on cooldown',
    });
    const sword = world.inventory.items.find((entry) => ITEMS[entry.itemId]?.type === 'weapon')!;
    world.combat.potionReadyAt = 0;
    expect(command(world, { type: 'drinkItem', inventoryItemId: sword.id }).replies[0]).toEqual({
      ok: false,
      message: 'That item is not a potion',
    });
    expect(command(world, { type: 'drinkItem', inventoryItemId: 'no-such-entry' }).replies[0]).toEqual({
      ok: false,
      message: 'Item not found in inventory',
    });
  });

  it('says which belt slot it came from when the stack is on the belt', () => {
    const world = createTestWorld();
    world.resourcePools.mana.current = 0;
    const beltEntry = world.equipment.slots.potion_2!;
    const drunk = command(world, { type: 'drinkItem', inventoryItemId: beltEntry });
    expect(ofType(drunk.events, 'potionUsed')[0]?.slot).toBe('potion_2');
  });
});

describe('death (spec 000 §3, §9)', () => {
  const fightToDeath = (world: GameState, areaId: string) => {
    command(world, { type: 'startCombat', areaId });
    world.player.health = 1;
    world.equipment.slots.potion_1 = null;
    return stepUntil(world, (tick) => tick.some((event) => event.type === 'playerDied'));
  };

  it('at rank E (grace; demo protection) loses nothing and respawns with half health', () => {
    const world = createTestWorld('demo');
    const before = world.inventory.items.length;
    const events = fightToDeath(world, 'tutorial_rift');
    const recap = ofType(events, 'playerDied')[0]!.recap;
    expect(recap).toMatchObject({
      offline: false,
      rank: 'E',
      location: 'tutorial_rift',
      locationName: 'The Tutorial Rift',
      itemsLost: [],
      gracePeriod: true,
      firstOfflineDeathFree: false,
      type: 'pve',
    });
    expect(ENEMIES_BY_ID[recap.killer!]!.name).toBe(recap.killerName);
    expect(world.inventory.items).toHaveLength(before);
    expect(world.deathPenalty.statistics).toMatchObject({
      totalDeaths: 1,
      pveDeaths: 1,
      deathsInGracePeriod: 1,
      deathStreak: 1,
      totalEquipmentLost: 0,
    });
    expect(world.stats.deaths).toBe(1);
    expect(world.player.health).toBe(Math.ceil(world.player.maxHealth / 2));
    expect(ofType(events, 'respawned')).toEqual([{ type: 'respawned', health: world.player.health }]);
    expect(world.combat.currentAreaId).toBeNull();
    expect(world.activity.current).toBeNull();
    expect(world.deathPenalty.deathHistory[0]).toEqual(recap);
    expect(world.combatStats.sessions[0]!.endTime).toBe(world.sim.nowMs);
  });

  it('from rank D drops all equipped gear (not potions), counting items and value', () => {
    const world = withAchievementsBehind(createTestWorld('base'));
    world.player.hunterRank = 'D';
    const events = fightToDeath(world, 'rotting_marsh');
    const recap = ofType(events, 'playerDied')[0]!.recap;
    expect(recap.gracePeriod).toBe(false);
    expect(recap.itemsLost.map((item) => [item.itemId, item.rarity]).sort()).toEqual([
      ['basic_sword', 'common'],
      ['cloth_armor', 'common'],
    ]);
    expect(world.inventory.items.map((entry) => entry.itemId).sort()).toEqual([
      'health_potion_small',
      'mana_potion_small',
    ]);
    expect(world.equipment.slots.weapon).toBeNull();
    expect(world.deathPenalty.statistics).toMatchObject({
      totalEquipmentLost: 2,
      totalValueLost: 18,
      deathsInGracePeriod: 0,
    });
    expect(world.player.health).toBe(Math.ceil(world.player.maxHealth / 2));
    expect(computeDerivedStats(world).weaponClass).toBeNull();
  });

  it('ends the fight only: the training runs on and its sessions keep completing after the fall', () => {
    // The recap says "your fight has stopped, but training carries on": the rule has to agree.
    const world = createTestWorld('demo');
    command(world, { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' });
    const events = fightToDeath(world, 'tutorial_rift');
    expect(ofType(events, 'playerDied')).toHaveLength(1);
    expect(ofType(events, 'trainingStopped')).toEqual([]);
    expect(world.combat.currentAreaId).toBeNull();
    expect(world.skillTraining.activeSession).toMatchObject({ skillType: 'bladework', activityId: 'sword_drills' });
    expect(world.skills.bladework.isTraining).toBe(true);
    // Played on well past a session's 8 s: sessions complete and Bladework XP grows.
    const xp = world.skills.bladework.experience;
    const later: GameEvent[] = [];
    for (let tick = 0; tick < 300; tick++) later.push(...step(world, []).events);
    expect(ofType(later, 'trainingCompleted').length).toBeGreaterThan(0);
    expect(world.skills.bladework.experience).toBeGreaterThan(xp);
  });

  it('keeps the last 20 deaths in the history', () => {
    const world = createTestWorld('base');
    for (let index = 0; index < 22; index++) {
      fightToDeath(world, 'tutorial_rift');
      world.player.health = world.player.maxHealth;
    }
    expect(world.deathPenalty.deathHistory).toHaveLength(20);
    expect(world.deathPenalty.statistics.totalDeaths).toBe(22);
    expect(world.deathPenalty.statistics.deathStreak).toBeGreaterThan(0);
  });
});

describe('blows', () => {
  it('player blows are misses (0) or at least 1 damage; crits multiply', () => {
    const world = strongHunter();
    const derived = computeDerivedStats(world);
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...Object.keys(ENEMIES_BY_ID)),
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        (seed, enemyId, multiplier) => {
          const random = new SeededRandom(createRngState(seed));
          const enemy = spawnEnemy(ENEMIES_BY_ID[enemyId]!, 0);
          const blow = rollPlayerBlow(random, derived, enemy, 'physical', multiplier);
          if (blow.outcome === 'miss') expect(blow.damage).toBe(0);
          else expect(blow.damage).toBeGreaterThanOrEqual(1);
          if (blow.outcome === 'hit')
            expect(blow.damage).toBeLessThanOrEqual(Math.round(derived.physicalHit * multiplier * 1.1) + 1);
          const enemyBlow = rollEnemyBlow(random, derived, enemy);
          if (['miss', 'dodge', 'parry'].includes(enemyBlow.outcome)) expect(enemyBlow.damage).toBe(0);
          else expect(enemyBlow.damage).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it('derives enemy stats from level and archetype, bosses from their multipliers', () => {
    expect(enemyStats(ENEMIES_BY_ID.rift_rat!)).toMatchObject({ attackIntervalMs: 1_800, isBoss: false });
    const boss = BOSSES_BY_ID.hollowed_gatekeeper!;
    const plain = enemyStats({ ...boss, hpMultiplier: 1, damageMultiplier: 1 });
    expect(Math.abs(enemyStats(boss).maxHealth - plain.maxHealth * boss.hpMultiplier)).toBeLessThanOrEqual(
      boss.hpMultiplier,
    );
    expect(enemyStats(boss).attack).toBeGreaterThan(plain.attack);
    expect(enemyStats(boss).isBoss).toBe(true);
    expect(enemyStats(ENEMIES_BY_ID.devourer_priest!).maxHealth).toBeGreaterThan(
      enemyStats(ENEMIES_BY_ID.rift_rat!).maxHealth * 100,
    );
  });
});
