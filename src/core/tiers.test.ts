import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMultiplier,
  isRankAllowed,
  maxRankFor,
  maxSkillLevelFor,
  rankCapMessage,
  skillCapMessage,
  TIER_MESSAGES,
  xpMultiplierFor,
} from './tiers';

describe('tier rules (ruling 2)', () => {
  it('caps skills at demo 15, base 99, others 100 and ranks at demo D', () => {
    expect(
      ['demo', 'base', 'expansion_1', 'expansion_2', 'supporter'].map((tier) => maxSkillLevelFor(tier as never)),
    ).toEqual([15, 99, 100, 100, 100]);
    expect(maxRankFor('demo')).toBe('D');
    expect(maxRankFor('base')).toBe('SSS');
    expect(isRankAllowed('demo', 'D')).toBe(true);
    expect(isRankAllowed('demo', 'C')).toBe(false);
    expect(isRankAllowed('supporter', 'SSS')).toBe(true);
    expect(xpMultiplierFor('expansion_2')).toBe(1.15);
  });

  it('answers with demo’s own messages and the default elsewhere', () => {
    expect(skillCapMessage('demo')).toBe(TIER_MESSAGES.demoSkillCap);
    expect(skillCapMessage('base')).toBe(TIER_MESSAGES.default);
    expect(rankCapMessage('demo')).toBe(TIER_MESSAGES.demoRankCap);
    expect(rankCapMessage('supporter')).toBe(TIER_MESSAGES.default);
  });

  it('applies multipliers in whole percent, so 100 x 1.15 is 115', () => {
    expect(applyMultiplier(100, 1.15)).toBe(115);
    expect(applyMultiplier(7, 1.1)).toBe(7);
    expect(applyMultiplier(8, 1.25)).toBe(10);
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.constantFrom(1, 1.1, 1.15, 1.25), (amount, multiplier) => {
        const result = applyMultiplier(amount, multiplier);
        expect(Math.abs(result - amount * multiplier)).toBeLessThan(1);
        expect(result).toBe(Math.floor((amount * Math.round(multiplier * 100)) / 100));
      }),
    );
  });
});
