import type { TimedEventDef } from './types';

/**
 * Timed events (spec 001 §9 for Happy Hour): computed from the player's local date and time alone
 * (src/core/timed-events.ts), each multiplying one number of the rules while it runs. Happy Hour runs
 * every evening; the three weekly events run all day on their weekdays (0 = Sunday .. 6 = Saturday)
 * and never share a day, so there is always one to plan the week around.
 */
export const TIMED_EVENTS = [
  {
    id: 'happy_hour',
    name: 'Happy Hour',
    description:
      'From six to eight every evening the guild hall’s taps run free and the drillmasters go easy on the shouting. Training sticks better with a drink in you.',
    schedule: { kind: 'daily', startMinute: 1_080, endMinute: 1_200 },
    effects: [{ kind: 'trainingXp', multiplier: 1.2, label: '+20% training XP' }],
  },
  {
    id: 'weekend_bounty',
    name: 'The Weekend Bounty',
    description:
      'Every Saturday and Sunday the guild doubles its posted bounties, and the wilds, as if they had heard, send their bosses out twice as often (rifts keep their waves).',
    schedule: { kind: 'weekly', days: [0, 6] },
    effects: [
      { kind: 'bossChance', multiplier: 2, label: 'Zone bosses appear twice as often' },
      { kind: 'killGold', multiplier: 1.25, label: '+25% gold from kills' },
    ],
  },
  {
    id: 'deepvein_monday',
    name: 'Deepvein Monday',
    description:
      'On Mondays the rift edges bleed freely after the weekend’s carnage, and every seam gives up its secrets to anyone with a pick and a steady hand.',
    schedule: { kind: 'weekly', days: [1] },
    effects: [{ kind: 'miningXp', multiplier: 1.25, label: '+25% mining XP' }],
  },
  {
    id: 'wraith_tide',
    name: 'The Wraith Tide',
    description:
      'Midweek the veil thins and the restless dead press close to the living. Every Wednesday, wraith tokens drop twice as often.',
    schedule: { kind: 'weekly', days: [3] },
    effects: [{ kind: 'wraithTokens', multiplier: 2, label: 'Wraith tokens drop twice as often' }],
  },
] as const satisfies readonly TimedEventDef[];
