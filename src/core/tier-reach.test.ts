import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TIERS, HUNTER_RANKS, rankIndex, SKILL_IDS } from '@/content/ids';
import { RECIPES } from '@/content/recipes';
import { STATIONS } from '@/content/stations';
import { playerLevelFromSkills } from './player-level';
import {
  canTierReach,
  canTierReachSkillLevel,
  firstUnreachableNote,
  maxPlayerLevelFor,
  unreachableNote,
} from './tier-reach';
import { maxRankFor, maxSkillLevelFor } from './tiers';

describe('what a tier can ever reach (issue 32)', () => {
  it('a skill level up to the tier’s cap and no further, for every skill', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCOUNT_TIERS),
        fc.constantFrom(...SKILL_IDS),
        fc.integer({ min: 1, max: 100 }),
        (tier, skill, level) => {
          expect(canTierReachSkillLevel(tier, skill, level)).toBe(level <= maxSkillLevelFor(tier));
          expect(canTierReach(tier, { kind: 'skill', skill, level })).toBe(level <= maxSkillLevelFor(tier));
        },
      ),
    );
    expect(canTierReachSkillLevel('demo', 'smithing', 15)).toBe(true);
    expect(canTierReachSkillLevel('demo', 'smithing', 16)).toBe(false);
    expect(canTierReachSkillLevel('base', 'smithing', 100)).toBe(false);
    expect(canTierReachSkillLevel('supporter', 'smithing', 100)).toBe(true);
  });

  it('the player level every skill at the cap gives: 38 for demo, 99 for base, 100 above', () => {
    for (const tier of ACCOUNT_TIERS) {
      const capped = Object.fromEntries(SKILL_IDS.map((skill) => [skill, { level: maxSkillLevelFor(tier) }]));
      expect(maxPlayerLevelFor(tier)).toBe(playerLevelFromSkills(capped as never));
    }
    expect(maxPlayerLevelFor('demo')).toBe(38);
    expect(maxPlayerLevelFor('base')).toBe(99);
    expect(maxPlayerLevelFor('supporter')).toBe(100);
    expect(canTierReach('demo', { kind: 'playerLevel', level: 38 })).toBe(true);
    expect(canTierReach('demo', { kind: 'playerLevel', level: 39 })).toBe(false);
  });

  it('a rank up to the tier’s highest, and paid content only on a paid tier', () => {
    for (const tier of ACCOUNT_TIERS)
      for (const rank of HUNTER_RANKS)
        expect(canTierReach(tier, { kind: 'rank', rank })).toBe(rankIndex(rank) <= rankIndex(maxRankFor(tier)));
    expect(canTierReach('demo', { kind: 'rank', rank: 'D' })).toBe(true);
    expect(canTierReach('demo', { kind: 'rank', rank: 'C' })).toBe(false);
    expect(canTierReach('demo', { kind: 'paid' })).toBe(false);
    expect(canTierReach('base', { kind: 'paid' })).toBe(true);
  });

  it('says plainly what can never be met, with names and the tier’s ceiling, and nothing for the reachable', () => {
    expect(unreachableNote('demo', { kind: 'skill', skill: 'smithing', level: 20 })).toBe(
      'Needs Smithing 20 — demo hunters stop at 15',
    );
    expect(unreachableNote('demo', { kind: 'playerLevel', level: 50 })).toBe(
      'Needs player level 50 — demo hunters stop at 38',
    );
    expect(unreachableNote('demo', { kind: 'rank', rank: 'B' })).toBe(
      'Needs Hunter Rank B — demo hunters stop at rank D',
    );
    expect(unreachableNote('demo', { kind: 'paid' })).toBe('Needs a paid account — demo hunters cannot enter');
    expect(unreachableNote('base', { kind: 'skill', skill: 'alchemy', level: 100 })).toBe(
      'Needs Alchemy 100 — Base Game hunters stop at 99',
    );
    expect(unreachableNote('demo', { kind: 'skill', skill: 'smithing', level: 15 })).toBeNull();
    expect(unreachableNote('base', { kind: 'skill', skill: 'smithing', level: 20 })).toBeNull();
    expect(
      firstUnreachableNote('demo', [
        { kind: 'skill', skill: 'smithing', level: 10 },
        { kind: 'skill', skill: 'artifice', level: 25 },
        { kind: 'rank', rank: 'S' },
      ]),
    ).toBe('Needs Artifice 25 — demo hunters stop at 15');
    expect(firstUnreachableNote('supporter', [{ kind: 'skill', skill: 'smithing', level: 100 }])).toBeNull();
  });

  it('finds what issue 32 names: the Apprentice Forge’s Smithing 20 recipe is beyond a demo hunter', () => {
    const forge = STATIONS.find((station) => station.name === 'Apprentice Forge')!;
    const beyond = RECIPES.filter(
      (recipe) =>
        recipe.stationId === forge.id &&
        Object.entries(recipe.skillRequirements).some(([, level]) => level! > maxSkillLevelFor('demo')),
    );
    expect(beyond.length).toBeGreaterThan(0);
    for (const recipe of beyond) {
      const notes = Object.entries(recipe.skillRequirements).map(([skill, level]) =>
        unreachableNote('demo', { kind: 'skill', skill: skill as never, level: level! }),
      );
      expect(notes.some((note) => note?.endsWith('demo hunters stop at 15'))).toBe(true);
    }
  });
});
