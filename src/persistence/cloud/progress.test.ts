import { describe, expect, it } from 'vitest';
import { progressDifferences, saveProgress } from '@/persistence/cloud/progress';
import type { SaveState } from '@/persistence/save-shape';
import { createSampleSave } from '@/persistence/testing/sample-save';

const base = (lastSaved = 1_700_000_000_000): SaveState => createSampleSave({ lastSaved });

describe('save progress', () => {
  it('two saves of the same progress at different times do not differ', () => {
    expect(progressDifferences(base(1_700_000_000_000), base(1_700_000_900_000))).toEqual([]);
  });

  it('names each field of progress that differs', () => {
    const a = base();
    const b = structuredClone(a);
    b.skills.bladework.experience += 30;
    b.resources.gold += 5;
    b.stats.enemiesKilled += 1;
    b.skillTraining.stats.bladework.totalSessions += 1;
    expect(progressDifferences(a, b)).toEqual([
      'totalXp',
      'gold',
      'enemiesKilled',
      'trainingSessions',
      'skills.bladework',
    ]);
  });

  it('tells apart equal sums made in different skills (two devices, an hour each)', () => {
    const a = base();
    const b = structuredClone(a);
    a.skills.bladework.experience += 500;
    b.skills.witchcraft.experience += 500;
    expect(progressDifferences(a, b)).toEqual(['skills.bladework', 'skills.witchcraft']);
  });

  it('sums XP over every skill and items over their quantities', () => {
    const a = base();
    a.skills.bladework.experience = 100;
    a.skills.alchemy.experience = 25;
    expect(saveProgress(a).totalXp).toBe(125);
    const held = a.inventory.items.reduce((sum, item) => sum + item.quantity, 0);
    expect(saveProgress(a).itemsHeld).toBe(held);
  });
});
