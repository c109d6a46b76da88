import type { ErrorLog } from './error-log';
import { logMessages } from './messages';
import type { ErrorLogEntry, Severity } from './types';

export type ValidationLevel = 'critical' | 'error' | 'warning';

export interface GameStateIssue {
  path: string;
  message: string;
  level: ValidationLevel;
}

export interface GameStateValidation {
  valid: boolean;
  issues: GameStateIssue[];
  /** Critical if any issue is critical, else medium (spec 000 §5). */
  severity: Severity;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The game-state checks of spec 000 §5, whose failures are logged. */
export function validateGameState(state: unknown): GameStateValidation {
  const issues: GameStateIssue[] = [];
  const add = (path: string, message: string, level: ValidationLevel) => issues.push({ path, message, level });
  if (!isObject(state)) {
    add('', 'Game state must be an object', 'critical');
  } else {
    const { player, abilities, resources, inventory } = state;
    if (!isObject(player)) {
      add('player', 'Player is missing', 'critical');
    } else {
      if (typeof player.level !== 'number' || !(player.level >= 1))
        add('player.level', 'Player level must be a number of at least 1', 'error');
      if ('stats' in player && !isObject(player.stats)) add('player.stats', 'Player stats must be an object', 'error');
    }
    if (!isObject(abilities)) {
      add('abilities', 'Abilities are missing', 'error');
    } else {
      if (!Array.isArray(abilities.equipped)) add('abilities.equipped', 'Equipped abilities must be an array', 'error');
      if (!isObject(abilities.unlocked) && !Array.isArray(abilities.unlocked))
        add('abilities.unlocked', 'Unlocked abilities must be an object', 'warning');
    }
    if (!isObject(resources)) {
      add('resources', 'Resources are missing', 'error');
    } else {
      for (const pool of ['mana', 'energy', 'comboPoints'] as const) {
        if (!(pool in resources)) add(`resources.${pool}`, `Resource ${pool} is missing`, 'warning');
      }
    }
    if (!isObject(inventory) || !Array.isArray(inventory.items))
      add('inventory.items', 'Inventory items must be an array', 'warning');
  }
  const severity: Severity = issues.some((issue) => issue.level === 'critical') ? 'critical' : 'medium';
  return { valid: issues.length === 0, issues, severity };
}

/** Validates and, on failure, logs "GameState validation failed with {n} errors" with its severity. */
export function validateAndLogGameState(
  log: ErrorLog,
  state: unknown,
): { validation: GameStateValidation; entry: ErrorLogEntry | null } {
  const validation = validateGameState(state);
  if (validation.valid) return { validation, entry: null };
  const entry = log.log({
    type: 'gamestate',
    severity: validation.severity,
    message: logMessages.gameStateValidation(validation.issues.length),
    details: { issues: validation.issues },
  });
  return { validation, entry };
}
