import { describe, expect, it } from 'vitest';
import { ALL_TRIALS } from '../content-index';
import { autoPlayTrial } from './replay';
import { hunterForTrial } from './testing';

const SEEDS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * How far short a hunter must fall to mostly lose. The Gatekeeper's Exam is the recruits' first trial,
 * met within the first hour of play (the balance simulator's curve): half the requirements fail it.
 */
const SHORT_SHARE: Readonly<Record<string, number>> = { trial_d: 0.5 };

function winShare(rank: (typeof ALL_TRIALS)[number]['rank'], trialId: string, share: number): number {
  let wins = 0;
  for (const seed of SEEDS)
    if (autoPlayTrial(hunterForTrial(rank, seed, share), trialId, seed).outcome === 'won') wins += 1;
  return wins / SEEDS.length;
}

describe('rank trial balance (ruling 12: tune constants, not formulas)', () => {
  for (const trial of ALL_TRIALS) {
    const short = SHORT_SHARE[trial.id] ?? 0.7;
    const title = `${trial.name}: a hunter at the ${trial.rank} requirements mostly wins`;
    it(`${title}; one at ${short * 100}% of them mostly falls`, () => {
      expect(winShare(trial.rank, trial.id, 1)).toBeGreaterThanOrEqual(0.75);
      expect(winShare(trial.rank, trial.id, short)).toBeLessThanOrEqual(0.35);
    });
  }
});
