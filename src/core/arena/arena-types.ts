/**
 * The arena's shapes (issue 15, spec 000 §3 stats pvpWins/pvpLosses, deathPenalty pvpDeaths): a
 * hunter's public card, what a duel between two cards shows, blow by blow. A card holds only what a
 * stranger may see: never an e-mail, an auth id or the save.
 */
import type { EquipmentSlot, HunterRank } from '@/content/ids';

export interface ArenaCardStats {
  maxHealth: number;
  /** Damage of a basic blow before the foe's armour (DerivedStats' basic hit). */
  attack: number;
  /** Armour. */
  defense: number;
  /** 0..1 */
  critChance: number;
  /** multiplier, 1.5 = +50% */
  critDamage: number;
  attackIntervalMs: number;
  /** 0..1: the share of blows that miss this hunter. */
  evasion: number;
}

export interface ArenaCard {
  version: 1;
  name: string;
  /** The worn title's name, or null. */
  title: string | null;
  rank: HunterRank;
  level: number;
  stats: ArenaCardStats;
  gear: { slot: EquipmentSlot; itemId: string }[];
  /** Slotted ability ids, in slot order. */
  abilities: string[];
  /** Summoned wraiths. */
  wraiths: { wraithId: string; level: number }[];
}

export type DuelSide = 'a' | 'b';

export interface DuelBlow {
  /** ms since the duel began */
  atMs: number;
  attacker: DuelSide;
  source: 'hunter' | 'wraith';
  /** The ability that struck, or null for a basic blow (or a wraith's). */
  abilityId: string | null;
  /** The wraith that struck, or null. */
  wraithId: string | null;
  outcome: 'hit' | 'crit' | 'dodge';
  damage: number;
  /** Both hunters' health after the blow. */
  healthA: number;
  healthB: number;
}

export interface DuelResult {
  winner: DuelSide;
  /** 'knockout': one fell; 'time': the limit came and the larger share of health left won. */
  endedBy: 'knockout' | 'time';
  durationMs: number;
  blows: DuelBlow[];
}
