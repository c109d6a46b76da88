import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { selectLastDeath } from './death-recap';

describe('death recap', () => {
  it('has no last death for a new hunter', () => {
    expect(selectLastDeath(createTestWorld('expansion_2'))).toBeNull();
  });
});
