import type { RaidDef } from './types';

/**
 * The three raid rifts' rules (issue 13): each raid boss fights in phases as its health falls and
 * enrages after a set time, so a raid is a DPS check as much as a test of nerve; its chest holds the
 * raid's own rewards, one of them per kill outside the raid's lockout (core/systems/raid-bosses.ts,
 * docs/decisions.md, Raid rifts). Tuned so a hunter of the band's rank in the band's best gear wins and
 * one in the band below's does not (raid-bosses.test.ts).
 */
export const RAIDS = [
  {
    areaId: 'raid_blood_moon',
    phases: [
      {
        belowHealth: 0.6,
        name: 'Crimson Tide',
        text: 'The Matriarch drinks the moonlight. Her curses come faster now.',
        attackMultiplier: 1,
        intervalMultiplier: 0.9,
        evasionBonus: 0,
      },
      {
        belowHealth: 0.25,
        name: 'Blood Rite',
        text: 'She opens her own veins and the moon answers. The red mist hides her.',
        attackMultiplier: 1.05,
        intervalMultiplier: 0.9,
        evasionBonus: 3,
      },
    ],
    enrage: {
      afterMs: 85_000,
      damageMultiplier: 10,
      text: 'The moon is full. The Matriarch stops pretending to be merciful.',
    },
    chest: ['matriarchs_fang', 'locket_of_the_red_tide'],
  },
  {
    areaId: 'raid_starfall',
    phases: [
      {
        belowHealth: 0.66,
        name: 'Falling Sky',
        text: 'The Leviathan breaches the starfield, and the stars come down with it.',
        attackMultiplier: 1.1,
        intervalMultiplier: 0.9,
        evasionBonus: 0,
      },
      {
        belowHealth: 0.33,
        name: 'Swallowed Light',
        text: 'It swallows the last stars. In the dark it is hard to find, and harder to hit.',
        attackMultiplier: 1.15,
        intervalMultiplier: 0.9,
        evasionBonus: 4,
      },
    ],
    enrage: {
      afterMs: 140_000,
      damageMultiplier: 10,
      text: 'The Leviathan dives for the sun. Everything in its path burns.',
    },
    chest: ['starswallow_arbalest', 'leviathan_scale_grips'],
  },
  {
    areaId: 'raid_world_eater',
    phases: [
      {
        belowHealth: 0.7,
        name: 'Hunger',
        text: 'The World-Eater smells you. It has not eaten since the last world.',
        attackMultiplier: 1.05,
        intervalMultiplier: 0.9,
        evasionBonus: 0,
      },
      {
        belowHealth: 0.4,
        name: 'Gnashing',
        text: 'Its teeth grind the ground to dust. Every bite comes quicker than the last.',
        attackMultiplier: 1.1,
        intervalMultiplier: 0.85,
        evasionBonus: 0,
      },
      {
        belowHealth: 0.15,
        name: 'The Last Bite',
        text: 'It opens wider than the sky. Strike now, or be the last thing it swallows.',
        attackMultiplier: 1.25,
        intervalMultiplier: 0.8,
        evasionBonus: 3,
      },
    ],
    enrage: {
      afterMs: 97_000,
      damageMultiplier: 10,
      text: 'The World-Eater is starving. It will eat through anything now, you included.',
    },
    chest: ['the_last_mouthful', 'ring_of_the_empty_plate'],
  },
] as const satisfies readonly RaidDef[];
