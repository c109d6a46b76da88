import type { HunterRank } from './ids';

/** The player levels (inclusive) whose gear belongs to a rank band. */
export interface GearBandLevels {
  readonly min: number;
  readonly max: number;
}

/**
 * Gear's rank bands by levelRequirement (the player level, 1..100, which rises slowly). The bands
 * follow one another without gaps; each starts where the existing gear of that band starts (SS at
 * 75 with the Riftwalker set, SSS at 90 with the Band of the Last Dawn). The gear-coverage check
 * asks every band for a full kit. Keep new gear on levels gear already uses where it can: the save
 * guard's gear bounds (0007_player_stats_guard.sql) have one row per such level.
 */
export const GEAR_BAND_LEVELS: Readonly<Record<HunterRank, GearBandLevels>> = {
  E: { min: 1, max: 7 },
  D: { min: 8, max: 17 },
  C: { min: 18, max: 29 },
  B: { min: 30, max: 44 },
  A: { min: 45, max: 59 },
  S: { min: 60, max: 74 },
  SS: { min: 75, max: 89 },
  SSS: { min: 90, max: 100 },
};
