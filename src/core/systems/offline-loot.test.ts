import { describe, expect, it } from 'vitest';
import { AREAS_BY_ID, BOSSES_BY_ID, enemyOrBoss } from '../content-index';
import { absenceTimeline } from '../absence';
import { countInInventory, LOOT_POUCH_SIZE } from '../inventory';
import { applyOfflineProgress } from '../offline';
import { offlineLineSeverity } from '../offline-summary';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createHunter, FIXTURE_START_MS } from '../testing/fixtures';
import { cloneWorld, serializeWorld } from '../world';
import type { OfflineLoot } from './offline-loot';
import { receiveOfflineLoot } from './offline-loot';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The fixture's clock is a Wednesday (the Wraith Tide): a Thursday has no event at all. */
const THURSDAY = FIXTURE_START_MS + DAY;

/** A rank-C hunter who grinds the Gloomroot Thicket safely, its boss included. */
function grinder(seed: number, nowMs = THURSDAY): GameState {
  const world = createHunter({
    seed,
    rank: 'C',
    tier: 'base',
    levels: { bladework: 30, defense: 30 },
    gear: { weapon: 'cinder_axe', chest: 'boneplate_vest' },
  });
  world.sim.nowMs = nowMs;
  step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
  return world;
}

/** Units that dropped: into the bag, waiting in the pouch, or lost from it (the pouch started empty). */
function dropped(loot: OfflineLoot): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of [...loot.items, ...loot.pouched, ...loot.lost])
    counts.set(row.itemId, (counts.get(row.itemId) ?? 0) + row.quantity);
  return counts;
}

/** Expected units per kill of each item and token: the area's foes drawn evenly, and its boss. */
function expectedPerKill(areaId: string): { foe: Map<string, number>; boss: Map<string, number> } {
  const area = AREAS_BY_ID[areaId]!;
  const table = (id: string, weight: number, into: Map<string, number>) => {
    const loot = enemyOrBoss(id)!.loot;
    const add = (key: string, value: number) => into.set(key, (into.get(key) ?? 0) + value * weight);
    for (const drop of loot.materials ?? []) add(drop.itemId, (drop.chance * (drop.min + drop.max)) / 2);
    for (const drop of loot.items ?? []) add(drop.itemId, drop.chance);
    for (const drop of loot.tokens ?? []) add(`token:${drop.wraithId}`, drop.chance * drop.quantity);
  };
  const foe = new Map<string, number>();
  for (const id of area.enemies) table(id, 1 / area.enemies.length, foe);
  const boss = new Map<string, number>();
  table(area.bossId, 1, boss);
  return { foe, boss };
}

describe('loot away', () => {
  it('drops what a kill online drops, at the loot table’s rate, boss and tokens included', () => {
    const observed = new Map<string, number>();
    let foeKills = 0;
    let bossKills = 0;
    for (const seed of [1, 2, 3, 4]) {
      const world = grinder(seed);
      world.inventory.maxSlots = 1_000;
      const combat = applyOfflineProgress(world, 12 * HOUR)!.combat!;
      expect(combat.died).toBe(false);
      bossKills += combat.boss!.kills;
      foeKills += combat.kills - combat.boss!.kills;
      expect(combat.loot.pouched).toEqual([]);
      for (const [itemId, quantity] of dropped(combat.loot))
        observed.set(itemId, (observed.get(itemId) ?? 0) + quantity);
      for (const row of combat.loot.tokens)
        observed.set(`token:${row.wraithId}`, (observed.get(`token:${row.wraithId}`) ?? 0) + row.quantity);
    }
    // Every 12 kills the Mother of Thorns steps out (no event on a Thursday).
    expect(bossKills).toBeGreaterThanOrEqual(Math.floor(foeKills / 12) - 4);
    expect(bossKills).toBeLessThanOrEqual(Math.ceil(foeKills / 12));
    const { foe, boss } = expectedPerKill('gloomroot_thicket');
    const keys = new Set([...foe.keys(), ...boss.keys()]);
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      const expected = foeKills * (foe.get(key) ?? 0) + bossKills * (boss.get(key) ?? 0);
      const got = observed.get(key) ?? 0;
      // Within five spreads of a count whose units come one to three at a time (the foes' mix adds a little).
      expect(Math.abs(got - expected), `${key}: ${got} against ${expected.toFixed(1)}`).toBeLessThanOrEqual(
        5 * Math.sqrt(3 * expected) + 2,
      );
    }
    // The rank-E boss always leaves its tokens: 3 Ember Wisp tokens a kill.
    expect(BOSSES_BY_ID.mother_of_thorns!.loot.tokens).toEqual([{ wraithId: 'ember_wisp', chance: 1, quantity: 3 }]);
    expect(observed.get('token:ember_wisp')).toBeGreaterThanOrEqual(3 * bossKills);
  });

  it('puts the tokens with the hunter’s, the items in the bag, and says so', () => {
    const world = grinder(7);
    const tokensBefore = world.wraiths.tokens.ember_wisp ?? 0;
    const gains = applyOfflineProgress(world, 2 * HOUR)!;
    const loot = gains.combat!.loot;
    const tokens = loot.tokens.find((row) => row.wraithId === 'ember_wisp')!.quantity;
    expect(world.wraiths.tokens.ember_wisp).toBe(tokensBefore + tokens);
    for (const row of loot.items) expect(countInInventory(world, row.itemId)).toBeGreaterThanOrEqual(row.quantity);
    expect(gains.summary.find((line) => line.startsWith('🎁 Loot: '))).toMatch(/Ember Wisp tokens?/);
    expect(gains.summary.find((line) => line.startsWith('⚔️'))).toMatch(
      /^⚔️ Defeated [\d,]+ enemies in Gloomroot Thicket, Mother of Thorns \d+ times among them \(/,
    );
  });

  it('is the same twice over from the same world', () => {
    const world = grinder(9);
    const a = cloneWorld(world);
    const b = cloneWorld(world);
    expect(applyOfflineProgress(a, 5 * HOUR)).toEqual(applyOfflineProgress(b, 5 * HOUR));
    expect(serializeWorld(a)).toBe(serializeWorld(b));
  });

  it('keeps what the full bag has no room for in the loot pouch, and says what the full pouch let go', () => {
    const world = grinder(11);
    // No free slot, and a pouch already full of older drops of things the thicket never drops.
    world.inventory.maxSlots = world.inventory.items.filter((entry) => !entry.equipped).length;
    const older = [
      'mana_shard',
      'soul_ember',
      'relic_fragment',
      'shadow_ingot',
      'ghoul_sinew',
      'ectoplasm',
      'rune_blank',
      'grave_ink',
      'drowned_pearl',
      'obsidian_glass',
      'starmetal_ore',
      'void_silk',
      'eclipse_essence',
      'azure_fragment',
      'crypt_blade',
      'bone_bow',
    ];
    expect(older).toHaveLength(LOOT_POUCH_SIZE);
    world.inventory.lootPouch = older.map((itemId) => ({ itemId, quantity: 2, droppedAt: FIXTURE_START_MS }));
    const lostBefore = world.inventory.overflowLost;
    const bagBefore = cloneWorld(world);
    const gains = applyOfflineProgress(world, 6 * HOUR)!;
    const loot = gains.combat!.loot;
    // Gear found no slot: it waits in the pouch, as the pouch says.
    expect(loot.pouched.length).toBeGreaterThan(0);
    for (const row of loot.pouched)
      expect(world.inventory.lootPouch.find((entry) => entry.itemId === row.itemId)!.quantity).toBeGreaterThanOrEqual(
        row.quantity,
      );
    // Nothing is lost silently: the units the pouch let go are counted, item by item.
    const lost = loot.lost.reduce((sum, row) => sum + row.quantity, 0);
    expect(world.inventory.overflowLost - lostBefore).toBe(lost);
    expect(world.inventory.lootPouch).toHaveLength(LOOT_POUCH_SIZE);
    // The oldest drops made room for the new: two of each older one that left.
    expect(lost).toBeGreaterThan(0);
    for (const row of loot.lost) expect(older.includes(row.itemId) ? row.quantity % 2 : 0).toBe(0);
    // What came into the bag is exactly what the bag gained.
    for (const row of loot.items)
      expect(countInInventory(world, row.itemId) - countInInventory(bagBefore, row.itemId)).toBe(row.quantity);
    expect(gains.summary).toContain(
      gains.summary.find((line) => line.startsWith('🎒 No room in your bag, kept in the loot pouch: ')),
    );
    const lostLine = gains.summary.find((line) => line.startsWith('⚠️ Lost to a full loot pouch: '))!;
    expect(lostLine).toContain('Mana Shard ×2');
    expect(offlineLineSeverity(lostLine)).toBe('error');
  });

  it('fills the bag in the order the drops fell, so each hour of an absence keeps what it kept', () => {
    const world = grinder(13);
    world.inventory.maxSlots = world.inventory.items.filter((entry) => !entry.equipped).length + 3;
    const timeline = absenceTimeline(world, 8 * HOUR)!;
    // A later hour never takes back an earlier hour's loot: no loot item shrinks in any hour.
    const looted = new Set(timeline.total.itemsGained.map((row) => row.itemId));
    for (const hour of timeline.hours)
      expect(hour.gains.itemsSpent.filter((row) => looted.has(row.itemId))).toEqual([]);
    expect(timeline.total.pouched.length).toBeGreaterThan(0);
    expect(timeline.hours.reduce((sum, hour) => sum + hour.gains.tokens.length, 0)).toBeGreaterThan(0);
  });
});

describe('receiveOfflineLoot', () => {
  it('takes the drops in order: the first finds the last slot, the rest the pouch', () => {
    const world = grinder(1);
    world.inventory.maxSlots = world.inventory.items.filter((entry) => !entry.equipped).length + 1;
    world.resources.materials.bone_dust = 998;
    const loot = receiveOfflineLoot(
      world,
      [
        { itemId: 'worn_boots', quantity: 1 },
        { itemId: 'leather_cap', quantity: 1 },
        { itemId: 'bone_dust', quantity: 3 },
        { itemId: 'worn_boots', quantity: 1 },
      ],
      { ember_wisp: 2 },
    );
    expect(loot).toEqual({
      items: [
        { itemId: 'worn_boots', quantity: 1 },
        { itemId: 'bone_dust', quantity: 1 },
      ],
      tokens: [{ wraithId: 'ember_wisp', quantity: 2 }],
      pouched: [
        { itemId: 'leather_cap', quantity: 1 },
        { itemId: 'bone_dust', quantity: 2 },
        { itemId: 'worn_boots', quantity: 1 },
      ],
      lost: [],
    });
    expect(world.resources.materials.bone_dust).toBe(999);
    expect(world.inventory.lootPouch.map((entry) => [entry.itemId, entry.quantity])).toEqual([
      ['leather_cap', 1],
      ['bone_dust', 2],
      ['worn_boots', 1],
    ]);
  });
});
