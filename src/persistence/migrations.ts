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
];

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

/** The save format version this build writes (spec 000 §9: version 1). */
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
