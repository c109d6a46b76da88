import { describe, expect, it } from 'vitest';
import { ACCOUNT_TIERS, EQUIPMENT_SLOTS, SKILL_IDS } from '@/content/ids';
import { createNewGameState, makeUsername, SAVE_VERSION } from './state';
import { createRngState, SeededRandom } from './rng';
import { step } from './step';
import { parseWorld, serializeWorld } from './world';

const NOW = 1_736_931_600_000;
const make = (tier: (typeof ACCOUNT_TIERS)[number] = 'demo', seed: string | number = 'seed') =>
  createNewGameState({ userId: 'user-1', email: 'ann.smith@example.com', tier, nowMs: NOW, seed });

describe('a new character (spec 000 §9)', () => {
  it('starts with the new-character values', () => {
    const world = make();
    expect(world.version).toBe(SAVE_VERSION);
    expect(SAVE_VERSION).toBe(3);
    expect(world.player).toMatchObject({
      level: 1,
      experience: 0,
      health: 100,
      maxHealth: 100,
      mana: 50,
      maxMana: 50,
      attack: 10,
      defense: 10,
      critChance: 0.05,
      critDamage: 1.5,
      hunterRank: 'E',
      accountTier: 'demo',
      unlockedTitles: [],
      firstOfflineDeathOccurred: false,
    });
    expect(world.resources.gold).toBe(100);
    expect(world.inventory.maxSlots).toBe(50);
    expect(world.resourcePools).toEqual({
      mana: { current: 50, max: 50, regenPerSecond: 1 },
      energy: { current: 100, max: 100, regenPerSecond: 5 },
      comboPoints: { current: 0, max: 5 },
    });
    expect(world.resources.mana).toEqual({ current: 50, max: 50 });
    expect(world.resources.energy).toEqual({ current: 100, max: 100 });
    expect(world.resources.comboPoints).toEqual({ current: 0, max: 5 });
    expect(world.crafting.unlockedStations).toEqual(['basic_workbench']);
    expect(world.abilities.equipped).toEqual([null, null, null, null, null, null, null, null]);
    expect(world.abilities.unlocked).toEqual({});
    expect(world.abilities.loadouts).toEqual([{ name: 'Default', slots: Array(8).fill(null), isActive: true }]);
    expect(world.tutorial).toEqual({ completed: false, completedAt: null });
    expect(world.createdAt).toBe(NOW);
    expect(world.lastSaved).toBe(NOW);
    expect(world.timestamp).toBe(NOW);
    expect(world.combat.clearedRifts).toEqual([]);
    expect(world.combat.discoveredAreas).toEqual([]);
    for (const skill of SKILL_IDS) expect(world.skills[skill]).toEqual({ level: 1, experience: 0, isTraining: false });
  });

  it('owns the starting items: sword and cloth armour equipped, potions in the potion slots', () => {
    const world = make();
    const byItem = Object.fromEntries(world.inventory.items.map((entry) => [entry.itemId, entry]));
    expect(byItem.basic_sword).toMatchObject({
      quantity: 1,
      equipped: true,
      slot: 'weapon',
      name: 'Basic Sword',
      rarity: 'common',
      playerId: 'user-1',
    });
    expect(byItem.cloth_armor).toMatchObject({ quantity: 1, equipped: true, slot: 'chest' });
    expect(byItem.health_potion_small).toMatchObject({ quantity: 5, equipped: true, slot: 'potion_1' });
    expect(byItem.mana_potion_small).toMatchObject({ quantity: 3, equipped: true, slot: 'potion_2' });
    expect(world.equipment.slots.weapon).toBe(byItem.basic_sword!.id);
    expect(Object.keys(world.equipment.slots).sort()).toEqual([...EQUIPMENT_SLOTS].sort());
    expect(new Set(world.inventory.items.map((entry) => entry.id)).size).toBe(4);
  });

  it('names the hunter after the e-mail prefix plus a 5-digit number from the seeded RNG', () => {
    const world = make();
    expect(world.player.username).toMatch(/^ann\.smith\d{5}$/);
    const number = Number(world.player.username.slice('ann.smith'.length));
    expect(number).toBeGreaterThanOrEqual(10_000);
    expect(number).toBeLessThanOrEqual(99_999);
    expect(make('demo', 'seed').player.username).toBe(world.player.username);
    const names = new Set(Array.from({ length: 20 }, (_, index) => make('demo', index).player.username));
    expect(names.size).toBeGreaterThan(15);
    expect(makeUsername('@nowhere', new SeededRandom(createRngState(1)))).toMatch(/^hunter\d{5}$/);
  });

  it('applies the tier start values (reading B)', () => {
    const rows = ACCOUNT_TIERS.map((tier) => {
      const world = make(tier);
      return [
        tier,
        world.resources.gold,
        world.inventory.maxSlots,
        world.player.level,
        world.player.experience,
        world.attributes.available,
        world.banking.upgrades.totalSlots,
      ];
    });
    expect(rows).toEqual([
      ['demo', 100, 50, 1, 0, 0, 25],
      ['base', 500, 100, 1, 0, 0, 50],
      ['expansion_1', 1000, 150, 3, 500, 0, 75],
      ['expansion_2', 1500, 200, 5, 1000, 0, 100],
      ['supporter', 2500, 250, 10, 5000, 10, 150],
    ]);
    expect(make('supporter').banking.upgrades.nextUpgradeCost).toBe(1000);
    // Supporters start with Bladework 14, so Blade Strike is already theirs and slotted.
    const supporter = make('supporter');
    expect(supporter.skills.bladework.level).toBe(14);
    expect(supporter.abilities.unlocked.blade_strike).toMatchObject({ currentRank: 1, maxRank: 5 });
    expect(supporter.abilities.equipped[0]).toBe('blade_strike');
    expect(supporter.player.health).toBe(supporter.player.maxHealth);
  });

  it('is plain JSON: a serialized and reloaded world continues identically', () => {
    const world = make('base', 77);
    step(world, [
      { type: 'startCombat', areaId: 'tutorial_rift' },
      { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
    ]);
    for (let tick = 0; tick < 500; tick++) step(world, []);
    const reloaded = parseWorld(JSON.stringify(world));
    for (let tick = 0; tick < 1500; tick++) {
      step(world, []);
      step(reloaded, []);
    }
    expect(serializeWorld(reloaded)).toBe(serializeWorld(world));
  });

  it('serializes with a stable key order', () => {
    const world = make();
    const shuffled = JSON.parse(JSON.stringify(world, Object.keys(world).reverse())) as typeof world;
    Object.assign(shuffled, JSON.parse(JSON.stringify(world)));
    expect(serializeWorld(shuffled)).toBe(serializeWorld(world));
    expect(serializeWorld(world).indexOf('"abilities"')).toBeLessThan(serializeWorld(world).indexOf('"version"'));
  });
});
