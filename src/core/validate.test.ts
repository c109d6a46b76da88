import { describe, expect, it } from 'vitest';
import { createTestWorld } from './testing/fixtures';
import { validateGameState } from './validate';

const valid = () =>
  JSON.parse(JSON.stringify(createTestWorld())) as Record<string, unknown> & {
    player: Record<string, unknown>;
    abilities: Record<string, unknown>;
    resources: Record<string, unknown>;
    inventory: Record<string, unknown>;
  };

describe('validateGameState (spec 000 §5)', () => {
  it('accepts a new character', () => {
    expect(validateGameState(createTestWorld())).toEqual({ valid: true, severity: null, failures: [] });
  });

  it('is critical when the state is not an object or the player is missing', () => {
    for (const raw of [null, 3, 'save', [], undefined]) {
      expect(validateGameState(raw)).toEqual({
        valid: false,
        severity: 'critical',
        failures: [{ path: '', message: 'Game state must be an object', severity: 'critical' }],
      });
    }
    const state = valid();
    delete (state as Record<string, unknown>).player;
    expect(validateGameState(state)).toEqual({
      valid: false,
      severity: 'critical',
      failures: [{ path: 'player', message: 'Player data is missing', severity: 'critical' }],
    });
  });

  it('reports errors for a bad level, stats, abilities and resources; warnings for unlocked, pools and items', () => {
    const state = valid();
    state.player.level = 0;
    state.stats = 'none';
    state.abilities.equipped = {};
    state.abilities.unlocked = [];
    delete state.resources.energy;
    state.inventory.items = null;
    const result = validateGameState(state);
    expect(result.severity).toBe('medium');
    expect(result.valid).toBe(false);
    expect(result.failures).toEqual([
      { path: 'player.level', message: 'Player level must be a number of at least 1', severity: 'error' },
      { path: 'stats', message: 'Stats must be an object', severity: 'error' },
      { path: 'abilities.equipped', message: 'Equipped abilities must be an array', severity: 'error' },
      { path: 'abilities.unlocked', message: 'Unlocked abilities must be an object', severity: 'warning' },
      { path: 'resources.energy', message: 'Resource energy is missing', severity: 'warning' },
      { path: 'inventory.items', message: 'Inventory items must be an array', severity: 'warning' },
    ]);
  });

  it('reports missing abilities and resources as errors and stays valid with warnings only', () => {
    const state = valid();
    delete (state as Record<string, unknown>).abilities;
    delete (state as Record<string, unknown>).resources;
    expect(validateGameState(state).failures.map((failure) => [failure.path, failure.severity])).toEqual([
      ['abilities', 'error'],
      ['resources', 'error'],
    ]);
    const warned = valid();
    delete warned.resources.comboPoints;
    expect(validateGameState(warned)).toMatchObject({ valid: true, severity: 'medium' });
  });
});
