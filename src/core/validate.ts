/**
 * Game state validation of spec 000 §5 (failures are logged by the caller): exactly these checks
 * and severities. The save keeps its statistics at the top level (`stats`), so "stats an object"
 * is checked there.
 */
export type FailureSeverity = 'critical' | 'error' | 'warning';

export interface ValidationFailure {
  path: string;
  message: string;
  severity: FailureSeverity;
}

export interface ValidationResult {
  /** No critical or error failures (warnings alone keep a state valid). */
  valid: boolean;
  /** 'critical' if any failure is critical, 'medium' if there are only others, null if none. */
  severity: 'critical' | 'medium' | null;
  failures: ValidationFailure[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function validateGameState(raw: unknown): ValidationResult {
  const failures: ValidationFailure[] = [];
  const fail = (path: string, message: string, severity: FailureSeverity) => failures.push({ path, message, severity });
  if (!isObject(raw)) {
    fail('', 'Game state must be an object', 'critical');
  } else {
    const player = raw.player;
    if (!isObject(player)) {
      fail('player', 'Player data is missing', 'critical');
    } else if (typeof player.level !== 'number' || !Number.isFinite(player.level) || player.level < 1) {
      fail('player.level', 'Player level must be a number of at least 1', 'error');
    }
    if (!isObject(raw.stats)) fail('stats', 'Stats must be an object', 'error');
    const abilities = raw.abilities;
    if (!isObject(abilities)) {
      fail('abilities', 'Abilities are missing', 'error');
    } else {
      if (!Array.isArray(abilities.equipped))
        fail('abilities.equipped', 'Equipped abilities must be an array', 'error');
      if (!isObject(abilities.unlocked)) fail('abilities.unlocked', 'Unlocked abilities must be an object', 'warning');
    }
    const resources = raw.resources;
    if (!isObject(resources)) {
      fail('resources', 'Resources are missing', 'error');
    } else {
      for (const pool of ['mana', 'energy', 'comboPoints'] as const) {
        if (resources[pool] === undefined || resources[pool] === null)
          fail(`resources.${pool}`, `Resource ${pool} is missing`, 'warning');
      }
    }
    const inventory = raw.inventory;
    if (!isObject(inventory) || !Array.isArray(inventory.items))
      fail('inventory.items', 'Inventory items must be an array', 'warning');
  }
  const critical = failures.some((failure) => failure.severity === 'critical');
  return {
    valid: !failures.some((failure) => failure.severity !== 'warning'),
    severity: failures.length === 0 ? null : critical ? 'critical' : 'medium',
    failures,
  };
}
