import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOfflineProgress } from '@/core/offline';
import { createNewGameState, SAVE_VERSION, type GameState } from '@/core/state';
import { step } from '@/core/step';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { serializeWorld } from '@/core/world';
import { decodeSave, encodeSave, sha256Hex, stableStringify } from '@/persistence/codec';
import { CURRENT_SAVE_VERSION } from '@/persistence/migrations';
import { exportSave, IMPORT_INVALID_MESSAGE, prepareImport, SaveFileError } from '@/persistence/save-file';
import { isJsonObject, type JsonObject, type JsonValue } from '@/persistence/save-shape';
import { checkGameState, parseSaveData, validateSave } from '@/persistence/schema';
import { RecordingLogger } from '@/persistence/testing/fakes';

const NOW = 1_736_931_600_000;

/** Commands a player can send, valid or not, for a new character and for the late-game hunter. */
const COMMANDS = [
  { type: 'startCombat', areaId: 'tutorial_rift' },
  { type: 'startCombat', areaId: 'gloomroot_thicket' },
  { type: 'startCombat', areaId: 'abyssal_crown_rift' },
  { type: 'startCombat', areaId: 'raid_world_eater' },
  { type: 'stopCombat' },
  { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
  { type: 'startTraining', skill: 'witchcraft', activityId: 'eclipse_invocations' },
  { type: 'startTraining', skill: 'survival', activityId: 'soul_foraging' },
  { type: 'startTraining', skill: 'alchemy', activityId: 'brewing_health_tonics' },
  { type: 'startTraining', skill: 'command', activityId: 'wraith_binding' },
  { type: 'stopTraining' },
  { type: 'usePotion', slot: 'potion_1' },
  { type: 'usePotion', slot: 'potion_2' },
  { type: 'unequip', slot: 'weapon' },
  { type: 'unequip', slot: 'chest' },
  { type: 'equipAbility', abilityId: 'blade_strike', slotIndex: 2 },
  { type: 'equipAbility', abilityId: null, slotIndex: 0 },
  { type: 'allocateAttribute', attribute: 'strength', points: 2 },
  { type: 'setAbilityManualMode', manualMode: true },
  { type: 'setTutorialCompleted', completedAt: NOW + 5_000 },
  { type: 'setHunterRank', rank: 'D' },
  { type: 'setAccountTier', tier: 'supporter' },
  { type: 'dance' },
] as const;

const TICKS = 600;
const script = fc.record({
  entries: fc.array(fc.record({ at: fc.integer({ min: 0, max: TICKS - 1 }), command: fc.constantFrom(...COMMANDS) }), {
    maxLength: 20,
  }),
  // Time away applied at the end (offline progress), or none.
  awayMs: fc.option(fc.integer({ min: 60_000, max: 30 * 3_600_000 }), { nil: null }),
});

function play(world: GameState, entries: readonly { at: number; command: object }[], awayMs: number | null): GameState {
  const byTick = new Map<number, object[]>();
  for (const entry of entries) byTick.set(entry.at, [...(byTick.get(entry.at) ?? []), entry.command]);
  for (let tick = 0; tick < TICKS; tick += 1) step(world, byTick.get(tick) ?? []);
  if (awayMs !== null) applyOfflineProgress(world, awayMs);
  world.lastSaved = world.sim.nowMs;
  return world;
}

/** The stored path: JSON, deflate, checksum, then inflate, migrate, validate. */
function storeAndLoad(world: GameState): GameState {
  const encoded = encodeSave(world);
  return parseSaveData(decodeSave(encoded.bytes, encoded.checksum));
}

describe('the save schema mirrors the core GameState', () => {
  it('writes the core save version', () => {
    expect(CURRENT_SAVE_VERSION).toBe(SAVE_VERSION);
  });

  it('accepts every new character and round-trips it byte for byte', async () => {
    for (const tier of ['demo', 'base', 'expansion_1', 'expansion_2', 'supporter'] as const) {
      const world = createNewGameState({
        userId: `user-${tier}`,
        email: 'ann@example.com',
        tier,
        nowMs: NOW,
        seed: tier,
      });
      expect(serializeWorld(storeAndLoad(world))).toBe(serializeWorld(world));
    }
  });

  it('accepts whatever command scripts do to a new character, and round-trips it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer(),
        fc.constantFrom('demo' as const, 'base' as const, 'supporter' as const),
        script,
        async (seed, tier, { entries, awayMs }) => {
          const world = play(
            createNewGameState({ userId: 'user-1', email: 'ann@example.com', tier, nowMs: NOW, seed }),
            entries,
            awayMs,
          );
          expect(() => validateSave(world)).not.toThrow();
          expect(serializeWorld(storeAndLoad(world))).toBe(serializeWorld(world));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('accepts whatever command scripts do to the late-game hunter, and round-trips it', async () => {
    const base = serializeWorld(createLateGameWorld(3));
    await fc.assert(
      fc.asyncProperty(script, async ({ entries, awayMs }) => {
        const world = play(JSON.parse(base) as GameState, entries, awayMs);
        expect(serializeWorld(storeAndLoad(world))).toBe(serializeWorld(world));
      }),
      { numRuns: 12 },
    );
  });

  it('keeps a field this build does not know instead of dropping it', () => {
    const world = { ...createLateGameWorld(), futureField: { kept: true } };
    expect(validateSave(world)).toMatchObject({ futureField: { kept: true } });
  });
});

/** A copy of the save with `value` at `path` (undefined deletes the key). */
function withValue(save: JsonObject, path: readonly (string | number)[], value: JsonValue | undefined): JsonObject {
  const copy = structuredClone(save);
  let node: JsonValue = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, JsonValue>)[key]!;
  const last = path[path.length - 1]!;
  if (value === undefined) Reflect.deleteProperty(node as object, last);
  else (node as Record<string | number, JsonValue>)[last] = value;
  return copy;
}

/** Fields the game reads, each with values of the wrong type or out of range. */
const GARBAGE: [path: (string | number)[], values: (JsonValue | undefined)[]][] = [
  // A save without a version (or at 0) predates versioning and is migrated, so that is not garbage.
  [['version'], ['1', -1, 2.5, 99]],
  [['playerId'], ['', 7, undefined]],
  [['lastSaved'], ['yesterday', -5, null, undefined]],
  [
    ['player', 'level'],
    ['high', 0, 2.5, null],
  ],
  [
    ['player', 'hunterRank'],
    ['Z', 3],
  ],
  [
    ['player', 'accountTier'],
    ['platinum', null],
  ],
  [
    ['player', 'maxHealth'],
    [0, '100'],
  ],
  [
    ['resources', 'gold'],
    ['lots', null, undefined],
  ],
  [
    ['resources', 'mana'],
    [50, undefined],
  ],
  [
    ['inventory', 'items'],
    ['none', {}, null],
  ],
  [
    ['inventory', 'items', 0, 'quantity'],
    ['3', -1],
  ],
  [
    ['inventory', 'items', 0, 'id'],
    ['', 12],
  ],
  [['inventory', 'items', 0, 'slot'], ['pocket']],
  [
    ['skills', 'bladework'],
    [7, undefined, null],
  ],
  [
    ['skills', 'bladework', 'experience'],
    [-1, '100'],
  ],
  [
    ['skills', 'witchcraft', 'level'],
    [0, 'ten'],
  ],
  [
    ['skillTraining', 'activeSession'],
    ['running', 1],
  ],
  [
    ['combat', 'clearedRifts'],
    ['tutorial_rift', [1]],
  ],
  [
    ['combat', 'enemyHealth'],
    [null, 'full'],
  ],
  [
    ['stats', 'enemiesKilled'],
    [-3, 1.5, '9'],
  ],
  [['stats', 'totalPlaytime'], [-1]],
  [
    ['deathPenalty', 'statistics', 'totalDeaths'],
    ['none', -1],
  ],
  [['equipment', 'slots', 'weapon'], [5]],
  [
    ['abilities', 'equipped'],
    [{}, 'none'],
  ],
  [
    ['sim', 'rng'],
    [[1, 2, 3], [1, 2, 3, -4], 'seed'],
  ],
  ...[
    'player',
    'resources',
    'inventory',
    'skills',
    'skillTraining',
    'combat',
    'stats',
    'deathPenalty',
    'equipment',
    'abilities',
    'attributes',
    'resourcePools',
    'banking',
    'sim',
  ].map((section): [string[], undefined[]] => [[section], [undefined]]),
];

async function importedWith(save: JsonObject): Promise<unknown> {
  // A correct checksum over the edited data: the refusal must come from validation, not from tampering.
  const checksum = sha256Hex(stableStringify(save));
  const version = isJsonObject(save) && typeof save.version === 'number' ? save.version : 1;
  return prepareImport(
    JSON.stringify({
      format: 'shadow-hunter-save',
      version,
      checksum,
      exportedAt: new Date(NOW).toISOString(),
      data: save,
    }),
  );
}

describe('garbage is refused on import with "Invalid save file format"', () => {
  it('refuses wrong types on fields the game reads and missing sections', async () => {
    const exported = JSON.parse((await exportSave(createLateGameWorld(), NOW)).text) as { data: JsonObject };
    const cases = GARBAGE.flatMap(([path, values]) => values.map((value) => ({ path, value })));
    expect(cases.length).toBeGreaterThan(60);
    for (const { path, value } of cases) {
      const attempt = importedWith(withValue(exported.data, path, value));
      await expect(attempt, `${path.join('.')} = ${JSON.stringify(value)}`).rejects.toBeInstanceOf(SaveFileError);
      await expect(attempt).rejects.toThrow(IMPORT_INVALID_MESSAGE);
    }
  });

  it('accepts the same file unedited', async () => {
    const exported = JSON.parse((await exportSave(createLateGameWorld(), NOW)).text) as { data: JsonObject };
    await expect(importedWith(exported.data)).resolves.toBeDefined();
  });
});

describe("the core's validateGameState after zod (spec 000 §5)", () => {
  it('logs critical and error failures as errors with their count and severity', () => {
    const logger = new RecordingLogger();
    const verdict = checkGameState({ player: { level: 0 }, abilities: {}, resources: {} }, logger);
    expect(verdict.valid).toBe(false);
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: `GameState validation failed with ${verdict.failures.length} errors`,
        details: { severity: 'medium', failures: verdict.failures },
      },
    ]);
    expect(verdict.failures.length).toBeGreaterThan(3);
    expect(checkGameState('nonsense', logger).severity).toBe('critical');
    expect(logger.entries[1]).toMatchObject({
      level: 'error',
      message: 'GameState validation failed with 1 errors',
      details: { severity: 'critical' },
    });
  });

  it('logs warnings only as a warning, and nothing for a valid world', () => {
    const logger = new RecordingLogger();
    const world = createLateGameWorld() as unknown as JsonObject;
    expect(checkGameState(world, logger)).toEqual({ valid: true, severity: null, failures: [] });
    expect(logger.entries).toEqual([]);
    const { inventory: _inventory, ...withoutInventory } = world;
    expect(checkGameState(withoutInventory, logger).valid).toBe(true);
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'GameState validation failed with 1 errors',
        details: expect.objectContaining({ severity: 'medium' }),
      },
    ]);
  });

  it('parseSaveData runs it after zod and stays quiet for a valid world', () => {
    const logger = new RecordingLogger();
    expect(parseSaveData(createLateGameWorld(), undefined, logger).player.hunterRank).toBe('SSS');
    expect(logger.entries).toEqual([]);
  });
});
