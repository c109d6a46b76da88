/**
 * Versioned save migrations: one entry per save version, applied in array order from the data's
 * version up to the current one, on raw JSON only and before validation. A save written by a newer
 * game (a version above the current) is refused rather than guessed at.
 */
import { isJsonObject, type JsonObject } from '@/persistence/save-shape';

export interface SaveMigration {
  /** The version this step produces; steps must be 1, 2, 3, ... in order. */
  readonly toVersion: number;
  readonly description: string;
  /** Receives a private copy of the raw save at version toVersion - 1; returns the upgraded data. */
  migrate(raw: JsonObject): JsonObject;
}

export type SaveMigrationFailure = 'not-an-object' | 'bad-version' | 'from-the-future' | 'step-failed';

export class SaveMigrationError extends Error {
  override readonly name = 'SaveMigrationError';
  constructor(
    readonly reason: SaveMigrationFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const SAVE_MIGRATIONS: readonly SaveMigration[] = [
  {
    toVersion: 1,
    description: 'Unversioned saves: stamp version 1 and take lastSaved from timestamp when missing',
    migrate(raw) {
      const timestamp = typeof raw.timestamp === 'number' ? raw.timestamp : 0;
      return {
        ...raw,
        lastSaved: typeof raw.lastSaved === 'number' ? raw.lastSaved : timestamp,
        createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : timestamp,
      };
    },
  },
  {
    toVersion: 2,
    description:
      'Items issue: inventory upgrades, loot pouch and locks; bank tabs; store, gold ledger and cosmetics; ' +
      'materials above a stack of 999 move to the bank',
    migrate: migrateToItemsSave,
  },
  {
    toVersion: 3,
    description:
      'Abilities and wraiths issue: auto-use conditions and a queued cast; lingering combat effects and ' +
      'wraith timers; bonded wraiths start at bond level 1 with no bond XP',
    migrate: migrateToBondsSave,
  },
];

/** v2 -> v3. New fields only, empty; a wraith bonded before bonds grew starts at level 1. */
function migrateToBondsSave(raw: JsonObject): JsonObject {
  const abilities = objectAt(raw, 'abilities');
  const combat = objectAt(raw, 'combat');
  const wraiths = objectAt(raw, 'wraiths');
  const bonded = Array.isArray(wraiths.bonded) ? wraiths.bonded : [];
  return {
    ...raw,
    abilities: { ...abilities, conditions: {}, queuedCast: null },
    combat: { ...combat, effects: [], wraithNextActAt: [0, 0, 0] },
    wraiths: {
      ...wraiths,
      bonded: bonded.map((entry) => (isJsonObject(entry) ? { ...entry, level: 1, bondXp: 0, kills: 0 } : entry)),
    },
  };
}

const MATERIAL_STACK = 999;

function objectAt(raw: JsonObject, key: string): JsonObject {
  const value = raw[key];
  return isJsonObject(value) ? value : {};
}

/**
 * v1 -> v2. Every v1 field keeps its meaning; the new sections start empty, the gold ledger opens at
 * the current balance, and a material held above 999 (v1 had no stack size) keeps its surplus in
 * the bank, so nothing owned is lost.
 */
function migrateToItemsSave(raw: JsonObject): JsonObject {
  const inventory = objectAt(raw, 'inventory');
  const banking = objectAt(raw, 'banking');
  const resources = objectAt(raw, 'resources');
  const sim = objectAt(raw, 'sim');
  const materials = { ...objectAt(resources, 'materials') };
  const bankItems = Array.isArray(banking.items) ? [...banking.items] : [];
  let nextId = typeof sim.nextId === 'number' ? sim.nextId : 1;
  for (const [itemId, held] of Object.entries(materials)) {
    if (typeof held !== 'number' || held <= MATERIAL_STACK) continue;
    const surplus = held - MATERIAL_STACK;
    materials[itemId] = MATERIAL_STACK;
    const existing = bankItems.find((entry) => isJsonObject(entry) && entry.itemId === itemId);
    if (isJsonObject(existing) && typeof existing.quantity === 'number') {
      existing.quantity += surplus;
      continue;
    }
    bankItems.push({
      id: `inv_${nextId}`,
      playerId: typeof raw.playerId === 'string' ? raw.playerId : '',
      itemId,
      quantity: surplus,
      equipped: false,
      tab: 0,
    });
    nextId += 1;
  }
  const gold = typeof resources.gold === 'number' ? resources.gold : 0;
  return {
    ...raw,
    resources: { ...resources, materials },
    inventory: { ...inventory, upgradesPurchased: 0, lootPouch: [], overflowLost: 0, lockedItemIds: [] },
    banking: { ...banking, items: bankItems, tabs: ['Main'] },
    store: { dailyOfferBoughtOn: null },
    ledger: { opening: gold, earned: {}, spent: {} },
    cosmetics: { cloak: null, title_frame: null, portrait_border: null, rift_backdrop: null },
    sim: { ...sim, nextId },
  };
}

/** Throws when the steps are not exactly 1, 2, 3, ... in order. */
export function assertMigrationOrder(migrations: readonly SaveMigration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.toVersion !== index + 1) {
      throw new Error(
        `Save migration at position ${index} produces version ${migration.toVersion}; expected ${index + 1}`,
      );
    }
  });
}

assertMigrationOrder(SAVE_MIGRATIONS);

export function currentVersionOf(migrations: readonly SaveMigration[]): number {
  return migrations.length === 0 ? 0 : migrations[migrations.length - 1]!.toVersion;
}

/** The save format version this build writes (spec 000 §9 started at 1; the items issue made it 2). */
export const CURRENT_SAVE_VERSION = currentVersionOf(SAVE_MIGRATIONS);

/** A save without a version field predates versioning: version 0. */
export function readSaveVersion(raw: JsonObject): number {
  const version = raw.version;
  if (version === undefined) return 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new SaveMigrationError('bad-version', `Save version ${JSON.stringify(version)} is not a whole number`);
  }
  return version;
}

export interface MigrationResult {
  data: JsonObject;
  fromVersion: number;
  toVersion: number;
  applied: number[];
}

export function migrateSave(raw: unknown, migrations: readonly SaveMigration[] = SAVE_MIGRATIONS): MigrationResult {
  if (!isJsonObject(raw)) throw new SaveMigrationError('not-an-object', 'Save data is not an object');
  assertMigrationOrder(migrations);
  const target = currentVersionOf(migrations);
  const fromVersion = readSaveVersion(raw);
  if (fromVersion > target) {
    throw new SaveMigrationError(
      'from-the-future',
      `This save was made by a newer version of the game (save version ${fromVersion}; ` +
        `this game reads up to ${target}). Update the game to load it.`,
    );
  }
  let data: JsonObject = structuredClone(raw);
  const applied: number[] = [];
  for (const migration of migrations.slice(fromVersion)) {
    try {
      data = { ...migration.migrate(data), version: migration.toVersion };
    } catch (error) {
      throw new SaveMigrationError('step-failed', `Save migration to version ${migration.toVersion} failed`, {
        cause: error,
      });
    }
    applied.push(migration.toVersion);
  }
  return { data, fromVersion, toVersion: target, applied };
}
