import { describe, expect, it } from 'vitest';
import { RANK_CHECKPOINTS } from '@/content/ranks';
import { TIERS } from '@/content/tiers';
import { SKILL_IDS, WRAITH_SLOTS } from '@/content/ids';
import { ARENA_MIN_RANK } from '@/core/arena/rating';
import { CATCH_UP_MULTIPLIER, CATCH_UP_THRESHOLD_MS, OFFLINE_CAP_MS, OFFLINE_MIN_MS } from '@/core/offline';
import { selectGameHelpFacts } from './game-help';

describe('the help facts', () => {
  const facts = selectGameHelpFacts();

  it('quote the rank checkpoint rows and the tier table', () => {
    expect(facts.ranks.map((row) => [row.rank, row.skillReqLevel, row.totalXpReq])).toEqual(
      RANK_CHECKPOINTS.map((row) => [row.rank, row.skillReqLevel, row.totalXpReq]),
    );
    expect(facts.ranks[1]).toMatchObject({ rank: 'D', flagshipRiftName: 'The Tutorial Rift' });
    expect(facts.ranks[0]).toMatchObject({ rank: 'E', flagshipRiftName: null, trialName: null });
    expect(facts.tiers.map((tier) => [tier.tier, tier.maxSkillLevel, tier.inventorySlotsCap])).toEqual(
      TIERS.map((tier) => [tier.tier, tier.maxSkillLevel, tier.inventorySlotsCap]),
    );
  });

  it('quote time away as the core counts it: 1 minute, 12 hours, x1.5 from 24 hours (ruling 4)', () => {
    expect(facts.offline).toEqual({
      minMinutes: OFFLINE_MIN_MS / 60_000,
      capHours: OFFLINE_CAP_MS / 3_600_000,
      multiplier: 0.5,
      bonusAfterHours: CATCH_UP_THRESHOLD_MS / 3_600_000,
      bonusMultiplier: CATCH_UP_MULTIPLIER,
    });
    expect([facts.offline.minMinutes, facts.offline.capHours, facts.offline.bonusAfterHours]).toEqual([1, 12, 24]);
  });

  it('name the ten skills, the 3 wraith slots, the death grace rank, the arena at A and raids at S', () => {
    expect(facts.skills.map((skill) => skill.id).sort()).toEqual([...SKILL_IDS].sort());
    expect(facts.wraiths.activeSlots).toBe(WRAITH_SLOTS.length);
    expect(facts.death).toMatchObject({ graceRank: 'E', penaltyFromRank: 'D' });
    expect(facts.arenaRank).toBe(ARENA_MIN_RANK);
    expect(facts.raidRank).toBe('S');
    expect(facts.rankSkills.required).toBe(2);
    expect(facts.rankSkills.names).toEqual(['Bladework', 'Marksmanship', 'Defense', 'Witchcraft']);
  });
});
