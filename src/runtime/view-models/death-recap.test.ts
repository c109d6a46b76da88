import { describe, expect, it } from 'vitest';
import type { DeathRecord } from '@/core/state';
import { createHunter, createTestWorld, stepUntil } from '@/core/testing/fixtures';
import { step } from '@/core/step';
import { healthPotionsLeft } from '@/core/systems/death';
import { deathCauseLine, selectLastDeath } from './death-recap';

const RECORD: DeathRecord = {
  id: 'death_1',
  timestamp: 0,
  type: 'pve',
  offline: false,
  rank: 'D',
  location: 'rotting_marsh',
  locationName: 'The Rotting Marsh',
  killer: 'mire_hag',
  killerName: 'Mire Hag',
  enemiesDefeated: 3,
  itemsLost: [],
  gracePeriod: false,
  firstOfflineDeathFree: false,
  healthAfter: 50,
};

describe('death recap', () => {
  it('has no last death for a new hunter', () => {
    expect(selectLastDeath(createTestWorld('expansion_2'))).toBeNull();
  });

  it('names the blow, its maker, the health it met and the potions left', () => {
    const line = deathCauseLine({
      ...RECORD,
      killingBlow: { damage: 84, outcome: 'crit', abilityName: 'Bog Lash' },
      healthBefore: 31,
      potionsLeft: 2,
    });
    expect(line).toBe("Felled by Mire Hag's Bog Lash for 84 (critical) with 31 health left · 2 health potions unused");
    expect(
      deathCauseLine({ ...RECORD, killingBlow: { damage: 12, outcome: 'hit', abilityName: null }, potionsLeft: 0 }),
    ).toBe('Felled by Mire Hag for 12 · no health potions left');
  });

  it('says only what an offline death or an older save knows', () => {
    expect(deathCauseLine({ ...RECORD, offline: true, potionsLeft: 1 })).toBe('1 health potion unused');
    expect(deathCauseLine({ ...RECORD, offline: true, potionsLeft: 0 })).toBe('No health potions left');
    expect(deathCauseLine(RECORD)).toBeNull();
  });

  it('is filled by a real death in a fight', () => {
    const world = createHunter({
      seed: 3,
      rank: 'D',
      tier: 'base',
      levels: { bladework: 3, defense: 3 },
      gear: {},
      potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 1 },
    });
    step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'playerDied'));
    const record = selectLastDeath(world)!;
    expect(record.killingBlow).toEqual({ damage: expect.any(Number), outcome: expect.any(String), abilityName: null });
    expect(record.killingBlow!.damage).toBeGreaterThanOrEqual(record.healthBefore!);
    expect(record.healthBefore).toBeGreaterThan(0);
    expect(record.potionsLeft).toBe(healthPotionsLeft(world));
    // The starting five waited in the pack (the belt held one): the belt refilled from them, none went unused.
    expect(record.potionsLeft).toBe(0);
    expect(deathCauseLine(record)).toContain('no health potions left');
    expect(deathCauseLine(record)).toContain(`Felled by ${record.killerName} for ${record.killingBlow!.damage}`);
  });
});
