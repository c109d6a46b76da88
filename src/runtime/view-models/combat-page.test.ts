import { describe, expect, it } from 'vitest';
import { AREAS_BY_ID, RAIDS_BY_AREA } from '@/core/content-index';
import { step } from '@/core/step';
import { createTestWorld, FIXTURE_START_MS, setSkillLevels, stepUntil } from '@/core/testing/fixtures';
import { TIER_MESSAGES } from '@/core/tiers';
import {
  hunterCombatLevel,
  selectCombat,
  selectCombatAreas,
  selectPotionSlots,
  selectSuggestedAreaId,
  SUGGESTED_AREA_LEVEL_MARGIN,
} from './combat-page';

describe('combat page', () => {
  it('describes the fight for HP bars and the boss counter', () => {
    const world = createTestWorld();
    expect(selectCombat(world)).toBeNull();
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    expect(selectCombat(world)).toMatchObject({
      areaName: 'The Tutorial Rift',
      areaKind: 'rift',
      enemy: null,
      nextSpawnInMs: 900,
      killsForBoss: 10,
      bossName: 'The Hollowed Gatekeeper',
    });
    stepUntil(world, (events) => events.some((event) => event.type === 'enemySpawned'));
    const view = selectCombat(world)!;
    expect(view.enemy).toMatchObject({ isBoss: false, percent: 100, title: null });
    expect(view.player).toMatchObject({ health: 100, maxHealth: 100, healthPercent: 100 });
  });

  it('counts the kills to a zone’s boss as the events set them: half on a weekend, and says why', () => {
    const DAY = 86_400_000;
    const utc = { utcOffsetMinutes: 0 };
    // The fixture's clock is a Wednesday morning: Thursday has no bounty, Saturday has the Weekend Bounty.
    const thursday = createTestWorld('base', 1, FIXTURE_START_MS + DAY);
    thursday.player.hunterRank = 'E';
    step(thursday, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
    expect(selectCombat(thursday, utc)).toMatchObject({ killsForBoss: 12, bossEventName: null });
    const saturday = createTestWorld('base', 1, FIXTURE_START_MS + 3 * DAY);
    step(saturday, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
    expect(selectCombat(saturday, utc)).toMatchObject({
      killsForBoss: 6,
      bossName: 'Mother of Thorns',
      bossEventName: 'The Weekend Bounty',
    });
    const areas = Object.fromEntries(selectCombatAreas(saturday, utc).map((row) => [row.id, row.killsForBoss]));
    // Rifts keep their waves.
    expect(areas).toMatchObject({ gloomroot_thicket: 6, tutorial_rift: 10 });
    // The core brings the boss out on that count: the 7th foe of a Saturday visit.
    saturday.combat.killsThisVisit = 6;
    const spawned = stepUntil(saturday, (events) => events.some((event) => event.type === 'enemySpawned'));
    expect(spawned.find((event) => event.type === 'enemySpawned')).toMatchObject({
      enemyId: 'mother_of_thorns',
      isBoss: true,
    });
  });

  it('locks areas by rank and tier', () => {
    const demo = createTestWorld('demo');
    const byId = Object.fromEntries(selectCombatAreas(demo).map((row) => [row.id, row]));
    expect(byId.tutorial_rift).toMatchObject({ locked: false, lockReason: null, cleared: false });
    expect(byId.rotting_marsh).toMatchObject({ locked: true, lockReason: 'Requires Hunter Rank D' });
    expect(byId.ember_quarry!.lockReason).toBe(TIER_MESSAGES.demoRankCap);
    expect(byId.raid_world_eater!.lockReason).toBe(TIER_MESSAGES.paidContent);
  });

  it('shows the two potion slots with what each restores, an empty slot without a name', () => {
    const world = createTestWorld();
    const full = { inPack: 0, fills: null, fromPack: null, buy: null };
    expect(selectPotionSlots(world)).toEqual([
      { slot: 'potion_1', name: 'Small Health Potion', quantity: 5, restores: 'health', amount: 50, ...full },
      { slot: 'potion_2', name: 'Small Mana Potion', quantity: 3, restores: 'mana', amount: 30, ...full },
    ]);
    // Mana drunk dry, nothing in the pack: the slot takes mana bought or found, and offers the store's.
    world.inventory.items = world.inventory.items.filter((entry) => entry.id !== world.equipment.slots.potion_2);
    world.equipment.slots.potion_2 = null;
    expect(selectPotionSlots(world)[1]).toEqual({
      slot: 'potion_2',
      name: null,
      quantity: 0,
      restores: null,
      amount: 0,
      inPack: 0,
      fills: 'mana',
      fromPack: null,
      buy: { itemId: 'mana_potion_small', name: 'Small Mana Potion', quantity: 5, price: 125, affordable: true },
    });
  });

  it('offers an empty slot the kind the belt lacks: from the pack first, the best the hunter may drink', () => {
    const world = createTestWorld();
    world.player.level = 20;
    const health = world.equipment.slots.potion_1!;
    world.equipment.slots.potion_1 = null;
    const entry = world.inventory.items.find((item) => item.id === health)!;
    entry.equipped = false;
    delete entry.slot;
    world.inventory.items.push(
      { id: 'inv_medium', playerId: world.playerId, itemId: 'health_potion_medium', quantity: 2, equipped: false },
      { id: 'inv_large', playerId: world.playerId, itemId: 'health_potion_large', quantity: 4, equipped: false },
    );
    const [slot1, slot2] = selectPotionSlots(world);
    // The large ones need level 45: the medium ones are the best the hunter may drink.
    expect(slot1).toMatchObject({
      fills: 'health',
      fromPack: { inventoryItemId: 'inv_medium', name: 'Health Potion', quantity: 2 },
      buy: null,
    });
    // The slot holding mana counts the pack's drinkable mana (none) as its refill.
    expect(slot2).toMatchObject({ restores: 'mana', inPack: 0, fills: null });
  });

  it('lists each area’s enemy levels, its boss not counted', () => {
    const byId = Object.fromEntries(selectCombatAreas(createTestWorld('demo')).map((row) => [row.id, row]));
    expect(byId.tutorial_rift!.enemyLevels).toEqual({ min: 1, max: 2 });
    expect(byId.gloomroot_thicket!.enemyLevels).toEqual({ min: 4, max: 8 });
  });
});

describe('the area the combat page preselects', () => {
  it('is the Tutorial Rift for a new hunter, not the level-8 Thicket after it', () => {
    for (const tier of ['demo', 'base', 'expansion_1', 'expansion_2'] as const) {
      const world = createTestWorld(tier);
      expect(hunterCombatLevel(world) + SUGGESTED_AREA_LEVEL_MARGIN, tier).toBeLessThan(8);
      expect(selectSuggestedAreaId(world), tier).toBe('tutorial_rift');
    }
    // A supporter starts with Bladework in the teens: the Thicket suits them from the first day.
    const supporter = createTestWorld('supporter');
    expect(hunterCombatLevel(supporter)).toBeGreaterThanOrEqual(8 - SUGGESTED_AREA_LEVEL_MARGIN);
    expect(selectSuggestedAreaId(supporter)).toBe('gloomroot_thicket');
  });

  it('moves on to the furthest open area whose enemies suit the combat level', () => {
    const world = createTestWorld('demo');
    setSkillLevels(world, { bladework: 5 });
    expect(selectSuggestedAreaId(world)).toBe('tutorial_rift');
    // Defense counts as much as the weapon: the highest combat skill decides.
    setSkillLevels(world, { defense: 6 });
    expect(hunterCombatLevel(world)).toBe(6);
    expect(selectSuggestedAreaId(world)).toBe('gloomroot_thicket');
    // Rank D opens the Marsh and the Crypt; a strong hunter is sent to the furthest that suits.
    world.player.hunterRank = 'D';
    setSkillLevels(world, { bladework: 40 });
    const open = selectCombatAreas(world).filter((area) => !area.locked);
    const suited = open.filter((area) => area.enemyLevels.max <= 40 + SUGGESTED_AREA_LEVEL_MARGIN);
    expect(suited.length).toBeGreaterThan(2);
    expect(selectSuggestedAreaId(world)).toBe(suited.at(-1)!.id);
    expect(selectCombatAreas(world).find((area) => area.id === selectSuggestedAreaId(world))!.band).toBe('D');
  });

  it('is the current fight, then the last area fought in while the hunter may still enter it', () => {
    const world = createTestWorld('demo');
    step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
    expect(selectSuggestedAreaId(world)).toBe('gloomroot_thicket');
    step(world, [{ type: 'stopCombat' }]);
    expect(selectSuggestedAreaId(world)).toBe('gloomroot_thicket');
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    step(world, [{ type: 'stopCombat' }]);
    expect(selectSuggestedAreaId(world)).toBe('tutorial_rift');
    // A last area the hunter may no longer enter (a raid after the tier fell back) is passed over.
    world.combatStats.sessions[0]!.areaId = 'raid_blood_moon';
    expect(selectSuggestedAreaId(world)).toBe('tutorial_rift');
  });

  it('shows a rift run: its wave, the phase bar sizes, the attempt and the rift record in the area list', () => {
    const world = createTestWorld();
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    expect(selectCombat(world)!.run).toMatchObject({
      attempt: 1,
      wave: 1,
      waves: 4,
      waveSizes: [3, 3, 4, 1],
      isBossWave: false,
      record: { attempts: 1, clears: 0, deaths: 0, bestTimeMs: null },
    });
    world.combat.killsThisVisit = 7;
    expect(selectCombat(world)!.run).toMatchObject({ wave: 3, killsInWave: 1, waveSize: 4 });
    world.combat.killsThisVisit = 10;
    expect(selectCombat(world)!.run).toMatchObject({ wave: 4, isBossWave: true, killsInWave: 0, waveSize: 1 });
    const areas = selectCombatAreas(world);
    expect(areas.find((area) => area.id === 'tutorial_rift')).toMatchObject({ waves: 4, record: { attempts: 1 } });
    expect(areas.find((area) => area.id === 'gloomroot_thicket')).toMatchObject({ waves: 0, record: null });
    step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
    expect(selectCombat(world)!.run).toBeNull();
  });

  it('gives a raid boss’s phase and enrage clock, and nothing of the kind for other enemies', () => {
    const world = createTestWorld('supporter');
    world.player.hunterRank = 'S';
    step(world, [{ type: 'startCombat', areaId: 'raid_blood_moon' }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'enemySpawned'));
    expect(selectCombat(world)!.enemy!.raid).toBeNull();
    world.combat.enemy = null;
    world.combat.killsThisVisit = AREAS_BY_ID.raid_blood_moon!.killsForBoss;
    world.combat.nextSpawnAt = world.sim.nowMs;
    stepUntil(world, (events) => events.some((event) => event.type === 'enemySpawned'));
    const enrageAfter = RAIDS_BY_AREA.raid_blood_moon!.enrage.afterMs;
    expect(selectCombat(world)!.enemy!.raid).toEqual({
      phase: 0,
      phases: 2,
      phaseName: null,
      enraged: false,
      enrageInMs: enrageAfter - (world.sim.nowMs - world.combat.enemy!.spawnedAt),
    });
    world.combat.enemy!.raidPhase = 1;
    world.combat.enemy!.enraged = true;
    world.combat.enemy!.spawnedAt = world.sim.nowMs - enrageAfter - 1;
    expect(selectCombat(world)!.enemy!.raid).toMatchObject({
      phase: 1,
      phaseName: 'Crimson Tide',
      enraged: true,
      enrageInMs: 0,
    });
  });
});
