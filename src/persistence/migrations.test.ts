import { describe, expect, it } from 'vitest';
import {
  assertMigrationOrder,
  CURRENT_SAVE_VERSION,
  migrateSave,
  SAVE_MIGRATIONS,
  SaveMigrationError,
  type SaveMigration,
} from '@/persistence/migrations';
import { parseSaveData, SaveValidationError } from '@/persistence/schema';
import { createSampleSave } from '@/persistence/testing/sample-save';
import type { JsonObject } from '@/persistence/save-shape';

const calls: string[] = [];
const syntheticMigrations: SaveMigration[] = [
  {
    toVersion: 1,
    description: 'v0 -> v1: gold moves into resources',
    migrate: (raw) => {
      calls.push('1');
      const { gold, ...rest } = raw;
      return { ...rest, resources: { gold: gold ?? 0 } };
    },
  },
  {
    toVersion: 2,
    description: 'v1 -> v2: gold doubles',
    migrate: (raw) => {
      calls.push('2');
      const resources = raw.resources as JsonObject;
      return { ...raw, resources: { ...resources, gold: (resources.gold as number) * 2 } };
    },
  },
  {
    toVersion: 3,
    description: 'v2 -> v3: adds a flag',
    migrate: (raw) => {
      calls.push('3');
      return { ...raw, flag: `gold was ${String((raw.resources as JsonObject).gold)}` };
    },
  },
];

describe('migrateSave', () => {
  it('chains every step in array order from the save version to the current one', () => {
    calls.length = 0;
    const result = migrateSave({ gold: 5 }, syntheticMigrations);
    expect(calls).toEqual(['1', '2', '3']);
    expect(result).toMatchObject({ fromVersion: 0, toVersion: 3, applied: [1, 2, 3] });
    expect(result.data).toEqual({ version: 3, resources: { gold: 10 }, flag: 'gold was 10' });
  });

  it('starts from the save version and skips steps already applied', () => {
    calls.length = 0;
    const result = migrateSave({ version: 2, resources: { gold: 7 } }, syntheticMigrations);
    expect(calls).toEqual(['3']);
    expect(result.data).toEqual({ version: 3, resources: { gold: 7 }, flag: 'gold was 7' });
  });

  it('leaves the input untouched', () => {
    const raw = { gold: 5 };
    migrateSave(raw, syntheticMigrations);
    expect(raw).toEqual({ gold: 5 });
  });

  it('refuses a save from the future clearly', () => {
    const attempt = () => migrateSave({ version: 4 }, syntheticMigrations);
    expect(attempt).toThrow(SaveMigrationError);
    expect(attempt).toThrow(
      'This save was made by a newer version of the game (save version 4; this game reads up to 3). ' +
        'Update the game to load it.',
    );
    expect(() => migrateSave({ version: 4 }, SAVE_MIGRATIONS)).toThrow(/newer version of the game/);
  });

  it('refuses non-objects and bad version fields', () => {
    expect(() => migrateSave([1, 2], syntheticMigrations)).toThrow('Save data is not an object');
    expect(() => migrateSave({ version: '2' }, syntheticMigrations)).toThrow('Save version "2" is not a whole number');
    expect(() => migrateSave({ version: 1.5 }, syntheticMigrations)).toThrow(SaveMigrationError);
  });

  it('reports a failing step', () => {
    const broken: SaveMigration[] = [
      {
        toVersion: 1,
        description: 'throws',
        migrate: () => {
          throw new Error('boom');
        },
      },
    ];
    expect(() => migrateSave({}, broken)).toThrow('Save migration to version 1 failed');
  });

  it('insists on steps numbered 1, 2, 3 in order', () => {
    expect(() => assertMigrationOrder([syntheticMigrations[1]!, syntheticMigrations[0]!])).toThrow('expected 1');
    expect(() => assertMigrationOrder([syntheticMigrations[0]!, syntheticMigrations[2]!])).toThrow('expected 2');
    expect(() => assertMigrationOrder(SAVE_MIGRATIONS)).not.toThrow();
    expect(CURRENT_SAVE_VERSION).toBe(3);
  });
});

describe('parseSaveData', () => {
  it('migrates an unversioned save before validating it', () => {
    const legacy = createSampleSave() as unknown as JsonObject;
    delete legacy.version;
    delete legacy.lastSaved;
    const state = parseSaveData(legacy);
    expect(state.version).toBe(CURRENT_SAVE_VERSION);
    expect(state.lastSaved).toBe(state.timestamp);
  });

  it('loads a version 1 save unchanged in meaning (the items issue made version 2)', () => {
    const current = createSampleSave();
    current.resources.materials = { bone_dust: 1_500, iron_ore: 40 };
    const v1 = structuredClone(current) as unknown as JsonObject;
    v1.version = 1;
    for (const key of ['store', 'ledger', 'cosmetics']) Reflect.deleteProperty(v1, key);
    const inventory = v1.inventory as JsonObject;
    for (const key of ['upgradesPurchased', 'lootPouch', 'overflowLost', 'lockedItemIds'])
      Reflect.deleteProperty(inventory, key);
    delete (v1.banking as JsonObject).tabs;

    const state = parseSaveData(v1);
    expect(state.version).toBe(CURRENT_SAVE_VERSION);
    // A stack above 999 keeps its surplus in the bank: nothing owned is lost.
    expect(state.resources.materials).toEqual({ bone_dust: 999, iron_ore: 40 });
    expect(state.banking.items).toEqual([expect.objectContaining({ itemId: 'bone_dust', quantity: 501, tab: 0 })]);
    expect(state.sim.nextId).toBe(current.sim.nextId + 1);
    expect(state.ledger).toEqual({ opening: current.resources.gold, earned: {}, spent: {} });
    expect(state.banking.tabs).toEqual(['Main']);
    expect(state.inventory).toMatchObject({ upgradesPurchased: 0, lootPouch: [], overflowLost: 0, lockedItemIds: [] });
    // Everything else reads as it did.
    const unchanged = (save: object) => {
      const copy = structuredClone(save) as Record<string, unknown>;
      for (const key of ['version', 'store', 'ledger', 'cosmetics', 'resources', 'banking', 'inventory', 'sim'])
        Reflect.deleteProperty(copy, key);
      return copy;
    };
    expect(unchanged(state)).toEqual(unchanged(current));
    expect(state.inventory.items).toEqual(current.inventory.items);
    expect(state.resources.gold).toBe(current.resources.gold);
  });

  it('loads a version 2 save unchanged in meaning as version 3 (abilities and wraiths)', () => {
    const current = createSampleSave();
    const v2 = structuredClone(current) as unknown as JsonObject;
    v2.version = 2;
    const abilities = v2.abilities as JsonObject;
    Reflect.deleteProperty(abilities, 'conditions');
    Reflect.deleteProperty(abilities, 'queuedCast');
    const combat = v2.combat as JsonObject;
    Reflect.deleteProperty(combat, 'effects');
    Reflect.deleteProperty(combat, 'wraithNextActAt');
    (v2.wraiths as JsonObject).bonded = [{ id: 'bond_1', wraithId: 'ember_wisp', bondedAt: 5 }];
    (v2.wraiths as JsonObject).tokens = { ember_wisp: 4 };

    const state = parseSaveData(v2);
    expect(state.version).toBe(3);
    expect(state.abilities).toEqual({ ...current.abilities, conditions: {}, queuedCast: null });
    expect(state.combat).toEqual({ ...current.combat, effects: [], wraithNextActAt: [0, 0, 0] });
    // A wraith bonded before bonds grew keeps its bond and starts growing from level 1.
    expect(state.wraiths).toEqual({
      tokens: { ember_wisp: 4 },
      bonded: [{ id: 'bond_1', wraithId: 'ember_wisp', bondedAt: 5, level: 1, bondXp: 0, kills: 0 }],
    });
    const rest = (save: object) => {
      const copy = structuredClone(save) as Record<string, unknown>;
      for (const key of ['version', 'abilities', 'combat', 'wraiths']) Reflect.deleteProperty(copy, key);
      return copy;
    };
    expect(rest(state)).toEqual(rest(current));
  });

  it('keeps fields the schema does not name', () => {
    const state = parseSaveData(createSampleSave());
    expect((state as unknown as JsonObject).tutorial).toEqual({ completed: false, completedAt: null });
  });

  it('names the offending fields', () => {
    const bad = createSampleSave() as unknown as JsonObject;
    (bad.player as JsonObject).level = 0;
    (bad.player as JsonObject).hunterRank = 'Z';
    try {
      parseSaveData(bad);
      expect.fail('validation should fail');
    } catch (error) {
      expect(error).toBeInstanceOf(SaveValidationError);
      expect((error as SaveValidationError).issues.map((issue) => issue.path)).toEqual([
        'player.level',
        'player.hunterRank',
      ]);
    }
  });
});
