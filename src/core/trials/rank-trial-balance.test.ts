import { describe, expect, it } from 'vitest';
import { ALL_TRIALS } from '../content-index';
import { autoPlayTrial } from './replay';
import { hunterForTrial } from './testing';

const SEEDS = Array.from({ length: 12 }, (_, index) => index + 1);

function winShare(rank: (typeof ALL_TRIALS)[number]['rank'], trialId: string, share: number): number {
  let wins = 0;
  for (const seed of SEEDS)
    if (autoPlayTrial(hunterForTrial(rank, seed, share), trialId, seed).outcome === 'won') wins += 1;
  return wins / SEEDS.length;
}

describe('rank trial balance (ruling 12: tune constants, not formulas)', () => {
  for (const trial of ALL_TRIALS) {
    it(`${trial.name}: a hunter at the ${trial.rank} requirements mostly wins; one at 70% of them mostly falls`, () => {
      const ready = winShare(trial.rank, trial.id, 1);
      const short = winShare(trial.rank, trial.id, 0.7);
      expect(ready).toBeGreaterThanOrEqual(0.75);
      expect(short).toBeLessThanOrEqual(0.35);
    });
  }
});
