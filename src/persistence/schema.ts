/**
 * The save's validation (zod 4), run after migrations on everything loaded, pulled or imported.
 * Strict on the fields the pipeline relies on (slot metadata, reconciliation, cloud times); loose
 * objects keep every other field untouched. The lead tightens it against the core's GameState.
 */
import { z } from 'zod';
import { ACCOUNT_TIERS, HUNTER_RANKS, type SaveState } from '@/persistence/save-shape';
import { migrateSave, type SaveMigration, SAVE_MIGRATIONS } from '@/persistence/migrations';

const epochMs = z.number().finite().nonnegative();
const count = z.number().int().nonnegative();

export const savePlayerSchema = z.looseObject({
  id: z.string().min(1),
  username: z.string(),
  level: z.number().int().min(1),
  experience: z.number().finite().nonnegative(),
  health: z.number().finite(),
  maxHealth: z.number().finite().positive(),
  mana: z.number().finite(),
  maxMana: z.number().finite().nonnegative(),
  hunterRank: z.enum(HUNTER_RANKS),
  accountTier: z.enum(ACCOUNT_TIERS),
});

export const saveInventoryItemSchema = z.looseObject({
  id: z.string().min(1),
  quantity: z.number().finite().nonnegative(),
});

export const saveSkillSchema = z.looseObject({
  level: z.number().int().min(1),
  experience: z.number().finite().nonnegative(),
  isTraining: z.boolean(),
});

export const saveSchema = z.looseObject({
  version: z.number().int().min(1),
  playerId: z.string().min(1),
  timestamp: epochMs,
  createdAt: epochMs,
  lastSaved: epochMs,
  player: savePlayerSchema,
  inventory: z.looseObject({ items: z.array(saveInventoryItemSchema) }),
  skills: z.record(z.string(), saveSkillSchema),
  combat: z.looseObject({
    currentAreaId: z.string().nullable(),
    currentEnemyId: z.string().nullable(),
    combatStartTime: epochMs.nullable(),
    enemyHealth: z.number().finite().nullable(),
    clearedRifts: z.array(z.string()),
    discoveredAreas: z.array(z.string()),
  }),
  stats: z.looseObject({ totalPlaytime: z.number().finite().nonnegative(), enemiesKilled: count, deaths: count }),
});

// Compile-time guard: what the schema accepts is a SaveState.
type SchemaOutput = z.infer<typeof saveSchema>;
const _schemaFitsSaveState = (value: SchemaOutput): SaveState => value;
void _schemaFitsSaveState;

export class SaveValidationError extends Error {
  override readonly name = 'SaveValidationError';
  constructor(
    readonly issues: readonly { path: string; message: string }[],
  ) {
    super(`Save failed validation: ${issues.slice(0, 5).map((issue) => `${issue.path || '(root)'}: ${issue.message}`).join('; ')}`);
  }
}

export function validateSave(data: unknown): SaveState {
  const result = saveSchema.safeParse(data);
  if (!result.success) {
    throw new SaveValidationError(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  return result.data;
}

/** The one way raw save JSON becomes a SaveState: migrate in order, then validate. */
export function parseSaveData(raw: unknown, migrations: readonly SaveMigration[] = SAVE_MIGRATIONS): SaveState {
  return validateSave(migrateSave(raw, migrations).data);
}
