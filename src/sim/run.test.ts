import { describe, expect, it } from 'vitest';
import { SKILL_IDS } from '@/content/ids';
import { totalSkillXp } from '@/core/selectors';
import { step } from '@/core/step';
import { rankCapMessage, TIER_MESSAGES } from '@/core/tiers';
import { playOnline, stayAway } from './catch-up';
import { newHunter, runSimulation } from './run';
import type { SimConfig } from './types';

const HOUR_MS = 3_600_000;
// Simulations step the real core for hours of play: seconds each on a busy machine.
const SLOW = 60_000;

const config = (overrides: Partial<SimConfig>): SimConfig => ({
  tier: 'base',
  strategy: 'active',
  seed: 1,
  hours: 3,
  sampleEveryHours: 1,
  ...overrides,
});

describe('the online-rate catch-up (catch-up.ts)', () => {
  it('completes the sessions stepped ticks do, pays no passive gold, and XP within 5% in 15-minute stretches', () => {
    const stepped = newHunter({ tier: 'base', seed: 3 });
    const caught = newHunter({ tier: 'base', seed: 3 });
    for (const world of [stepped, caught])
      step(world, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    for (let tick = 0; tick < HOUR_MS / 100; tick++) step(stepped);
    for (let quarter = 0; quarter < 4; quarter++) playOnline(caught, HOUR_MS / 4);
    expect(caught.sim.nowMs).toBe(stepped.sim.nowMs);
    expect(caught.skillTraining.stats.defense.totalSessions).toBe(stepped.skillTraining.stats.defense.totalSessions);
    expect(caught.resources.gold).toBe(stepped.resources.gold);
    // Bonuses (mastery) are fixed when a stretch's repeats begin, so a stretch lags a little behind.
    expect(totalSkillXp(caught)).toBeLessThanOrEqual(totalSkillXp(stepped));
    expect(totalSkillXp(caught)).toBeGreaterThan(totalSkillXp(stepped) * 0.95);
  });

  it('time away is the core’s own: half the sessions, and passive gold', () => {
    const away = newHunter({ tier: 'base', seed: 3 });
    step(away, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    const gains = stayAway(away, HOUR_MS);
    expect(gains.progressMultiplier).toBe(0.5);
    expect(away.skillTraining.stats.defense.totalSessions).toBe(225);
    expect(gains.passiveGold).toBeGreaterThan(0);
  });
});

describe('runSimulation', () => {
  it(
    'is deterministic: the same seed gives the same report, byte for byte',
    () => {
      const first = JSON.stringify(runSimulation(config({ seed: 4 })));
      const second = JSON.stringify(runSimulation(config({ seed: 4 })));
      expect(second).toBe(first);
      // Another seed is another hunter (its username, the rolls of every fight): it may differ anywhere.
      const other = runSimulation(config({ seed: 5 }));
      expect(other.seed).toBe(5);
      expect(other.samples.map((sample) => sample.hour)).toEqual([0, 1, 2, 3]);
    },
    SLOW,
  );

  it(
    'hands each sample to onSample as it is taken: the report’s samples, in order',
    () => {
      const seen: number[] = [];
      const report = runSimulation(config({ seed: 4 }), { onSample: (sample) => seen.push(sample.hour) });
      expect(seen).toEqual([0, 1, 2, 3]);
      expect(seen).toEqual(report.samples.map((sample) => sample.hour));
    },
    SLOW,
  );

  it(
    'a new base hunter playing actively meets rank D’s rift, skill and XP requirements within 5 hours',
    () => {
      const report = runSimulation(config({ hours: 5 }));
      const progress = report.rankProgress.D;
      for (const hour of [progress.riftCleared, progress.skills, progress.totalXp]) {
        expect(hour).not.toBeNull();
        expect(hour!).toBeLessThanOrEqual(5);
      }
      expect(report.rifts.tutorial_rift?.clearedAtHour).toBe(progress.riftCleared);
      expect(report.samples.at(-1)!.totalXp).toBeGreaterThanOrEqual(5_000);
      expect(report.refusals).toEqual({});
    },
    SLOW,
  );

  it(
    'a demo hunter never passes rank D or skill level 15, and meets the cap messages',
    () => {
      const report = runSimulation(config({ tier: 'demo', hours: 12, sampleEveryHours: 4 }));
      expect(['E', 'D']).toContain(report.finalRank);
      for (const rank of ['C', 'B', 'A', 'S', 'SS', 'SSS'] as const) expect(report.rankHours[rank]).toBeNull();
      for (const sample of report.samples)
        for (const skill of SKILL_IDS) expect(sample.skills[skill]).toBeLessThanOrEqual(15);
      expect(report.tierMessages).toContain(TIER_MESSAGES.demoSkillCap);
      if (report.finalRank === 'D') expect(report.blocked?.reasons).toContain(`tier cap: ${rankCapMessage('demo')}`);
    },
    SLOW,
  );

  it(
    'an idle hunter checks in twice a day: whole days pass in a few turns',
    () => {
      const report = runSimulation(config({ strategy: 'idle', hours: 48, sampleEveryHours: 12 }));
      expect(report.samples.map((sample) => sample.hour)).toEqual([0, 12, 24, 36, 48]);
      expect(report.tickedShare).toBeLessThan(0.05);
      expect(report.samples.at(-1)!.totalXp).toBeGreaterThan(report.samples[1]!.totalXp);
    },
    SLOW,
  );
});
