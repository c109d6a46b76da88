import type { WraithDef } from './types';

/** Wraith kinds whose tokens drop in combat; enough tokens bond one (3 active slots, wraith_1..3). */
export const WRAITHS = [
  {
    id: 'ember_wisp',
    name: 'Ember Wisp',
    description: 'A flicker of warmth that followed you out of the tutorial rift and refuses to leave.',
    rarity: 'common',
    tokensToBond: 10,
  },
  {
    id: 'crypt_shade',
    name: 'Crypt Shade',
    description: 'A monk’s shadow that outlived the monk. It hums plainsong when it is content.',
    rarity: 'uncommon',
    tokensToBond: 15,
  },
  {
    id: 'ashen_revenant',
    name: 'Ashen Revenant',
    description: 'A warrior of cinders, loyal to whoever put out its fire.',
    rarity: 'uncommon',
    tokensToBond: 20,
  },
  {
    id: 'drowned_chorister',
    name: 'Drowned Chorister',
    description: 'A singer from the drowned cathedral. Its voice steadies allies and unnerves everyone else.',
    rarity: 'rare',
    tokensToBond: 25,
  },
  {
    id: 'spire_sentinel',
    name: 'Spire Sentinel',
    description: 'A fragment of obsidian knighthood, sworn to you after you broke its master.',
    rarity: 'rare',
    tokensToBond: 30,
  },
  {
    id: 'void_herald',
    name: 'Void Herald',
    description: 'It announces your arrival a moment before you arrive. Enemies find this unsettling.',
    rarity: 'epic',
    tokensToBond: 35,
  },
  {
    id: 'eclipse_phantom',
    name: 'Eclipse Phantom',
    description: 'A rider of totality, who only ever appears in your shadow.',
    rarity: 'epic',
    tokensToBond: 40,
  },
  {
    id: 'abyssal_sovereign',
    name: 'Abyssal Sovereign',
    description: 'A fallen crown-bearer of the abyss, bound to you by a debt it cannot name.',
    rarity: 'legendary',
    tokensToBond: 50,
  },
] as const satisfies readonly WraithDef[];
