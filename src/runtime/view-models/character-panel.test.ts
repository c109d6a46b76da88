import { describe, expect, it } from 'vitest';
import { computeDerivedStats } from '@/core/stats';
import { createTestWorld } from '@/core/testing/fixtures';
import { selectCharacterBlock } from './character-panel';

describe('character panel', () => {
  it('gives the sidebar character block of a new hunter', () => {
    const world = createTestWorld();
    expect(selectCharacterBlock(world, computeDerivedStats(world))).toEqual({
      health: 100,
      maxHealth: 100,
      mana: 50,
      maxMana: 50,
      energy: 100,
      maxEnergy: 100,
      comboPoints: 0,
      maxComboPoints: 5,
      STR: 13,
      AGI: 10,
      VIT: 19,
      INT: 10,
      PER: 12,
    });
  });
});
