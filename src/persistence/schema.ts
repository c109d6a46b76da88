/**
 * The save's validation, run after migrations on everything loaded, pulled or imported: zod 4 first
 * (the shape of the core's GameState, section by section in schema-sections.ts), then the core's own
 * `validateGameState` (spec 000 §5), whose failures are logged with their severity.
 */
import { z } from 'zod';
import type { JournalEntry } from '@/core/journal/journal-types';
import { validateGameState, type ValidationResult } from '@/core/validate';
import type { Logger } from '@/persistence/deps';
import { migrateSave, type SaveMigration, SAVE_MIGRATIONS } from '@/persistence/migrations';
import type { SaveState } from '@/persistence/save-shape';
import {
  abilitiesSchema,
  achievementsSchema,
  activitySchema,
  arenaSchema,
  attributesSchema,
  bankingSchema,
  combatSchema,
  combatStatsSchema,
  cosmeticsSchema,
  craftingSchema,
  deathPenaltySchema,
  epochMs,
  equipmentSchema,
  inventorySchema,
  ledgerSchema,
  miningSchema,
  playerSchema,
  questsSchema,
  resourcePoolsSchema,
  resourcesSchema,
  simSchema,
  skillId,
  skillSchema,
  skillTrainingSchema,
  statsSchema,
  storeSchema,
  tutorialSchema,
  wraithsSchema,
} from '@/persistence/schema-sections';

export const saveSchema = z.looseObject({
  version: z.literal(3),
  playerId: z.string().min(1),
  timestamp: epochMs,
  createdAt: epochMs,
  lastSaved: epochMs,
  player: playerSchema,
  resources: resourcesSchema,
  inventory: inventorySchema,
  // An enum-keyed record: all ten skills must be present.
  skills: z.record(skillId, skillSchema),
  skillTraining: skillTrainingSchema,
  combat: combatSchema,
  activity: activitySchema,
  wraiths: wraithsSchema,
  stats: statsSchema,
  deathPenalty: deathPenaltySchema,
  mining: miningSchema,
  crafting: craftingSchema,
  quests: questsSchema,
  equipment: equipmentSchema,
  abilities: abilitiesSchema,
  attributes: attributesSchema,
  resourcePools: resourcePoolsSchema,
  combatStats: combatStatsSchema,
  banking: bankingSchema,
  achievements: achievementsSchema,
  tutorial: tutorialSchema,
  store: storeSchema,
  ledger: ledgerSchema,
  cosmetics: cosmeticsSchema,
  arena: arenaSchema.optional(),
  sim: simSchema,
  // Checked entry by entry by the server's parse; here only its frame (a broken one is dropped on load).
  journal: z
    .object({
      baseHash: z.string().nullable(),
      entries: z.custom<JournalEntry[]>((value) => Array.isArray(value)),
      inFlight: z.object({ id: z.string(), count: z.number().int().nonnegative() }).nullable(),
    })
    .optional()
    .catch(undefined),
});

/** A type without the `[key: string]: unknown` that loose objects add, at every depth. */
type WithoutIndex<T> = T extends readonly (infer Item)[]
  ? WithoutIndex<Item>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: WithoutIndex<T[K]> }
    : T;

// Compile-time guards, both ways: what the schema accepts is a GameState, and every GameState the
// core makes is something the schema describes (no field required that the core does not have).
const _outputIsGameState = (value: z.output<typeof saveSchema>): SaveState => value;
const _gameStateIsInput = (value: SaveState): WithoutIndex<z.input<typeof saveSchema>> => value;
void _outputIsGameState;
void _gameStateIsInput;

export interface SaveIssue {
  path: string;
  message: string;
}

export class SaveValidationError extends Error {
  override readonly name = 'SaveValidationError';
  constructor(readonly issues: readonly SaveIssue[]) {
    super(
      `Save failed validation: ${issues
        .slice(0, 5)
        .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    );
  }
}

function issuesOf(error: z.ZodError): SaveIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The shape check alone (zod). Throws SaveValidationError. */
export function validateSave(data: unknown): SaveState {
  const result = saveSchema.safeParse(data);
  if (!result.success) throw new SaveValidationError(issuesOf(result.error));
  return result.data;
}

/**
 * Spec 000 §5: the core's game-state validation, its failures logged with their severity
 * ("GameState validation failed with {n} errors": error for critical or error failures, warn for
 * warnings only). zod is stricter, so a state it accepted passes today; the log is the safety net
 * should the two drift apart. Returns the core's verdict.
 */
export function checkGameState(state: unknown, logger: Logger | undefined): ValidationResult {
  const result = validateGameState(state);
  if (result.failures.length > 0 && logger) {
    const message = `GameState validation failed with ${result.failures.length} errors`;
    const details = { severity: result.severity, failures: result.failures };
    if (result.severity === 'critical' || !result.valid) logger.error(message, details);
    else logger.warn(message, details);
  }
  return result;
}

/**
 * The one way raw save JSON becomes a SaveState: migrate in order, validate the shape (zod), then run
 * the core's validation, whose failures are only logged (spec 000 §5).
 */
export function parseSaveData(
  raw: unknown,
  migrations: readonly SaveMigration[] = SAVE_MIGRATIONS,
  logger?: Logger,
): SaveState {
  const state = validateSave(migrateSave(raw, migrations).data);
  checkGameState(state, logger);
  return state;
}
