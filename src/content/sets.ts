import type { SetDef } from './types';

/**
 * Equipment sets (spec 001 §9). Shadow Walker's values are the spec's; the others are ours
 * (docs/decisions.md, Core): each bonus is worth about one extra piece of gear of its band.
 */
export const SETS = [
  {
    id: 'shadow_walker',
    name: 'Shadow Walker',
    description: 'Worn by the hunters who walk in the rifts’ shadow and leave no trace.',
    requiredPieces: 2,
    tiers: [
      { pieces: 2, stats: { agility: 15, dodge: 5 } },
      { pieces: 4, stats: { critChance: 10, attackSpeed: 0.15 } },
    ],
  },
  {
    id: 'shadow_warrior',
    name: 'Shadow Warrior',
    description: 'Plate of the front line, forged in a smithy no one has found twice.',
    requiredPieces: 3,
    tiers: [
      { pieces: 3, stats: { strength: 20, armor: 40, parry: 5 } },
      { pieces: 4, stats: { critDamage: 0.25, stamina: 15 } },
    ],
  },
  {
    id: 'mage_scholar',
    name: 'Mage Scholar',
    description: 'The regalia of the Arcane Archive’s fellows: half battle-dress, half library.',
    requiredPieces: 2,
    tiers: [
      { pieces: 2, stats: { intelligence: 12, mana: 60, trainingXp: 5 } },
      { pieces: 3, stats: { critChance: 5, trainingSpeed: 10 } },
    ],
  },
  {
    id: 'guardian',
    name: 'Guardian',
    description: 'The Riftguard’s heirloom harness. Its wearers hold the line so others may flee.',
    requiredPieces: 2,
    tiers: [
      { pieces: 2, stats: { block: 10, armor: 30 } },
      { pieces: 3, stats: { stamina: 25, parry: 5 } },
    ],
  },
  {
    id: 'riftwalker',
    name: 'Riftwalker',
    description: 'Gear of the scouts who step between rifts before the rifts close.',
    requiredPieces: 2,
    tiers: [
      { pieces: 2, stats: { dodge: 4, attackSpeed: 0.08 } },
      { pieces: 3, stats: { agility: 20, critChance: 4, perception: 10 } },
    ],
  },
] as const satisfies readonly SetDef[];
