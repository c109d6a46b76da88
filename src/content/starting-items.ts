import type { StartingItemDef } from './types';

/** A new character's kit (spec 000 §9): sword and armour equipped, potions in the two potion slots. */
export const STARTING_ITEMS = [
  { itemId: 'basic_sword', quantity: 1, slot: 'weapon' },
  { itemId: 'cloth_armor', quantity: 1, slot: 'chest' },
  { itemId: 'health_potion_small', quantity: 5, slot: 'potion_1' },
  { itemId: 'mana_potion_small', quantity: 3, slot: 'potion_2' },
] as const satisfies readonly StartingItemDef[];
