import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIMED_EVENTS } from '@/content/timed-events';
import { averageEventMultiplier, eventMultiplier, eventWindows, localWeekday, runningEvents } from './timed-events';
import { step } from './step';
import { createHunter, createTestWorld, FIXTURE_START_MS } from './testing/fixtures';
import { ENEMIES_BY_ID } from './content-index';
import { SeededRandom } from './rng';
import { rollLoot } from './systems/loot';
import { HAPPY_HOUR_END_MINUTE, HAPPY_HOUR_PERCENT, HAPPY_HOUR_START_MINUTE } from './systems/training';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const UTC = { utcOffsetMinutes: 0 };
// 2025-01-15 was a Wednesday; the fixture starts at 09:00 UTC.
const WEDNESDAY_9AM = FIXTURE_START_MS;
const SATURDAY_NOON = WEDNESDAY_9AM + 3 * DAY + 3 * HOUR;

describe('the calendar', () => {
  it('reads weekdays and local time from the date alone', () => {
    expect(localWeekday(WEDNESDAY_9AM, 0)).toBe(3);
    expect(localWeekday(SATURDAY_NOON, 0)).toBe(6);
    // 23:30 UTC on Saturday is already Sunday at UTC+1.
    expect(localWeekday(WEDNESDAY_9AM + 3 * DAY + 14.5 * HOUR, 60)).toBe(0);
    expect(runningEvents(WEDNESDAY_9AM, UTC).map((event) => event.id)).toEqual(['wraith_tide']);
    expect(runningEvents(WEDNESDAY_9AM + 9.5 * HOUR, UTC).map((event) => event.id)).toEqual([
      'happy_hour',
      'wraith_tide',
    ]);
    expect(eventMultiplier('bossChance', SATURDAY_NOON, UTC)).toBe(2);
    expect(eventMultiplier('killGold', SATURDAY_NOON, UTC)).toBe(1.25);
    expect(eventMultiplier('killGold', WEDNESDAY_9AM, UTC)).toBe(1);
  });

  it('Happy Hour is the training rule’s 18:00-20:00, +20% (spec 001 §9)', () => {
    expect(HAPPY_HOUR_START_MINUTE).toBe(18 * 60);
    expect(HAPPY_HOUR_END_MINUTE).toBe(20 * 60);
    expect(HAPPY_HOUR_PERCENT).toBe(20);
  });

  it('lists windows in order, a weekend as one window, a running one whole', () => {
    const weekend = TIMED_EVENTS.find((event) => event.id === 'weekend_bounty')!;
    const [first] = eventWindows(weekend, SATURDAY_NOON, 7 * DAY, UTC);
    expect(first!.startsAt).toBe(SATURDAY_NOON - 12 * HOUR);
    expect(first!.endsAt - first!.startsAt).toBe(2 * DAY);
    const happy = TIMED_EVENTS.find((event) => event.id === 'happy_hour')!;
    const windows = eventWindows(happy, WEDNESDAY_9AM, 3 * DAY, { utcOffsetMinutes: -300 });
    expect(windows).toHaveLength(3);
    // 18:00 at UTC-5 is 23:00 UTC.
    expect(new Date(windows[0]!.startsAt).getUTCHours()).toBe(23);
  });

  it('the average over a span is the time-weighted multiplier, piece by piece', () => {
    // Friday noon to Saturday noon: half a day of the weekend's +25%.
    expect(averageEventMultiplier('killGold', SATURDAY_NOON - DAY, SATURDAY_NOON, UTC)).toBeCloseTo(1.125, 9);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 * 24 * 60 }).map((minutes) => minutes * 60_000),
        fc.integer({ min: 1, max: 12 * 60 }).map((minutes) => minutes * 60_000),
        fc.integer({ min: -720, max: 840 }),
        (offset, span, utcOffsetMinutes) => {
          const start = WEDNESDAY_9AM + offset;
          const context = { utcOffsetMinutes };
          const average = averageEventMultiplier('killGold', start, start + span, context);
          // Sampled minute by minute: events change only on minute boundaries, and these spans are whole minutes.
          const minutes = span / 60_000;
          let sum = 0;
          for (let minute = 0; minute < minutes; minute++)
            sum += eventMultiplier('killGold', start + minute * 60_000, context);
          expect(average).toBeCloseTo(sum / minutes, 9);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the rules under events', () => {
  it('a kill’s gold is multiplied by the running kill-gold event, from the same roll', () => {
    const enemy = ENEMIES_BY_ID.rift_rat!;
    const roll = (boost?: { gold: number; tokenChance: number }) => {
      const world = createTestWorld('base', 4);
      return rollLoot(world, enemy, new SeededRandom(world.sim.rng), boost).gold;
    };
    const plain = roll();
    expect(plain).toBeGreaterThan(0);
    expect(roll({ gold: 1.25, tokenChance: 1 })).toBe(Math.round(plain * 1.25));
  });

  it('on a weekend a zone’s boss comes after half the kills', () => {
    const fight = (nowMs: number) => {
      const world = createHunter({ seed: 9, rank: 'E', levels: { bladework: 40, defense: 40 }, gear: {} });
      world.sim.nowMs = nowMs;
      step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
      let kills = 0;
      for (let tick = 0; tick < 200_000; tick++) {
        for (const event of step(world).events) {
          if (event.type === 'enemyKilled') kills += 1;
          if (event.type === 'enemySpawned' && event.isBoss) return kills;
        }
      }
      throw new Error('no boss');
    };
    const weekday = fight(WEDNESDAY_9AM - 2 * DAY);
    const weekend = fight(SATURDAY_NOON);
    expect(weekend).toBe(Math.ceil(weekday / 2));
  });
});
