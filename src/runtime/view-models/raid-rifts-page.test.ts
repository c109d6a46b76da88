import { describe, expect, it } from 'vitest';
import { ALL_RAIDS, AREAS_BY_ID, BOSSES_BY_ID, CHECKPOINTS_BY_RANK, ITEMS } from '@/core/content-index';
import { step } from '@/core/step';
import { RAID_LOCKOUT_MS } from '@/core/systems/raid-bosses';
import { createHunter, createTestWorld } from '@/core/testing/fixtures';
import { TIER_MESSAGES } from '@/content/tiers';
import { phaseChanges, raidRiftsKey, selectRaidRiftsPage } from './raid-rifts-page';

const rankS = (tier: 'base' | 'demo') =>
  createHunter({ seed: 1, rank: 'S', levels: { bladework: 70 }, gear: {}, tier });

describe('the raid rifts page view', () => {
  it('lists every rank’s flagship rift in rank order with its checkpoint’s requirements and boss', () => {
    const view = selectRaidRiftsPage(createTestWorld('base'));
    expect(view.flagships.map((rift) => rift.forRank)).toEqual(['D', 'C', 'B', 'A', 'S', 'SS', 'SSS']);
    for (const rift of view.flagships) {
      const checkpoint = CHECKPOINTS_BY_RANK[rift.forRank];
      expect(rift.areaId).toBe(checkpoint.flagshipRiftId);
      expect(rift.boss.name).toBe(BOSSES_BY_ID[AREAS_BY_ID[rift.areaId]!.bossId]!.name);
      expect(rift.requirements[0]).toBe(`Two combat skills at level ${checkpoint.skillReqLevel}`);
      expect(rift.requirements[1]).toBe(`${checkpoint.totalXpReq.toLocaleString('en-US')} total XP`);
      expect(rift.requirements).toHaveLength(checkpoint.trialId ? 3 : 2);
    }
  });

  it('a new hunter: the Tutorial Rift open, the rest locked with the rank that opens them', () => {
    const view = selectRaidRiftsPage(createTestWorld('base'));
    expect(view.flagships[0]).toMatchObject({ areaId: 'tutorial_rift', state: 'open', opensWhen: null });
    for (const rift of view.flagships.slice(1))
      expect(rift).toMatchObject({ state: 'locked', opensWhen: `Requires Hunter Rank ${rift.band}` });
    expect(view.raids.map((raid) => raid.opensWhen)).toEqual(
      ['S', 'SS', 'SSS'].map((rank) => `Requires Hunter Rank ${rank}`),
    );
  });

  it('a demo account reads the paid-tier message on every raid, whatever its rank', () => {
    const view = selectRaidRiftsPage(rankS('demo'));
    for (const raid of view.raids)
      expect(raid).toMatchObject({ state: 'locked', opensWhen: TIER_MESSAGES.paidContent });
  });

  it('shows each raid’s phases, enrage and chest as the content has them', () => {
    const view = selectRaidRiftsPage(rankS('base'));
    expect(view.raids.map((raid) => raid.areaId)).toEqual(ALL_RAIDS.map((raid) => raid.areaId));
    view.raids.forEach((raid, index) => {
      const content = ALL_RAIDS[index]!;
      expect(raid.phases.map((phase) => phase.atHealthPercent)).toEqual(
        content.phases.map((phase) => Math.round(phase.belowHealth * 100)),
      );
      expect(raid.enrage).toEqual(content.enrage);
      expect(raid.rewards.map((reward) => reward.name)).toEqual(content.chest.map((id) => ITEMS[id]!.name));
      expect(raid.rewards.every((reward) => reward.rarity === 'epic' || reward.rarity === 'legendary')).toBe(true);
    });
    expect(view.raids[0]).toMatchObject({ state: 'open', opensWhen: null, chestLockedUntil: null });
    expect(view.raids[1]).toMatchObject({ state: 'locked', opensWhen: 'Requires Hunter Rank SS' });
  });

  it('words a phase’s changes', () => {
    expect(
      phaseChanges({
        belowHealth: 0.5,
        name: 'x',
        text: 'x',
        attackMultiplier: 1.15,
        intervalMultiplier: 0.8,
        evasionBonus: 3,
      }),
    ).toBe('Blows +15%, 25% faster, +3% of your blows miss');
    expect(
      phaseChanges({
        belowHealth: 0.5,
        name: 'x',
        text: 'x',
        attackMultiplier: 1,
        intervalMultiplier: 0.9,
        evasionBonus: 0,
      }),
    ).toBe('11% faster');
  });

  it('a chest claimed: the lockout’s end, the record, the clear, and a new key', () => {
    const world = rankS('base');
    const before = raidRiftsKey(world);
    const lockedUntil = world.sim.nowMs + RAID_LOCKOUT_MS;
    world.combatStats.rifts = {
      raid_blood_moon: {
        attempts: 3,
        clears: 1,
        deaths: 2,
        bestTimeMs: 400_000,
        lastClearAt: 1,
        chestLockedUntil: lockedUntil,
      },
    };
    world.combat.clearedRifts.push('raid_blood_moon');
    expect(raidRiftsKey(world)).not.toBe(before);
    const raid = selectRaidRiftsPage(world).raids[0]!;
    expect(raid).toMatchObject({
      state: 'cleared',
      chestLockedUntil: lockedUntil,
      record: { attempts: 3, clears: 1, deaths: 2, bestTimeMs: 400_000 },
    });
    world.sim.nowMs = lockedUntil;
    expect(selectRaidRiftsPage(world).raids[0]!.chestLockedUntil).toBeNull();
  });

  it('marks the rift being fought, and a wounded hunter’s open rift stays open', () => {
    const world = createTestWorld('base');
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    expect(selectRaidRiftsPage(world).flagships[0]!.fightingHere).toBe(true);
    world.player.health = 0;
    expect(selectRaidRiftsPage(world).flagships[0]!.state).toBe('open');
  });
});
