import type { DailyOfferDef, StoreOfferDef } from './types';

/**
 * The gold store. Every price is above the item's sell value (usually 2-4x; small potions 5x), so
 * buying back what you sold never profits, and no training recipe turns store-bought inputs into
 * products worth more than they cost (iron ore is priced against Transmutation). Rows without a
 * rank are on the shelf from rank E.
 *
 * Medium potions are sold from rank D (they are worn from level 15, late in D); large ones from rank
 * A, since they are worn from level 45, where band A starts (the combat sandbox hands them out from A too).
 */
export const STORE_OFFERS = [
  // ---- potions
  { itemId: 'health_potion_small', price: 25, shelf: 'potions' },
  { itemId: 'mana_potion_small', price: 25, shelf: 'potions' },
  { itemId: 'health_potion_medium', price: 120, shelf: 'potions', rank: 'D' },
  { itemId: 'mana_potion_medium', price: 120, shelf: 'potions', rank: 'D' },
  { itemId: 'health_potion_large', price: 600, shelf: 'potions', rank: 'A' },
  { itemId: 'mana_potion_large', price: 600, shelf: 'potions', rank: 'A' },
  // ---- materials the early training activities consume
  { itemId: 'bone_dust', price: 7, shelf: 'materials' },
  { itemId: 'nightshade', price: 9, shelf: 'materials' },
  { itemId: 'ghoul_sinew', price: 9, shelf: 'materials' },
  { itemId: 'mana_shard', price: 7, shelf: 'materials' },
  { itemId: 'aether_wisp', price: 10, shelf: 'materials' },
  { itemId: 'iron_ore', price: 12, shelf: 'materials' },
  { itemId: 'rune_blank', price: 14, shelf: 'materials', rank: 'D' },
  { itemId: 'moonpetal', price: 30, shelf: 'materials', rank: 'D' },
  { itemId: 'grave_ink', price: 32, shelf: 'materials', rank: 'D' },
  { itemId: 'ash_resin', price: 40, shelf: 'materials', rank: 'D' },
  // ---- tools (checked by activities, never used up)
  { itemId: 'miners_pick', price: 60, shelf: 'crafting' },
  { itemId: 'smithing_hammer', price: 60, shelf: 'crafting' },
  { itemId: 'alchemy_kit', price: 75, shelf: 'crafting' },
  { itemId: 'tinkers_tools', price: 180, shelf: 'crafting', rank: 'D' },
  { itemId: 'ritual_candles', price: 180, shelf: 'crafting', rank: 'D' },
  // ---- common gear of bands E and D
  { itemId: 'basic_sword', price: 30, shelf: 'gear' },
  { itemId: 'hunters_shortbow', price: 42, shelf: 'gear' },
  { itemId: 'apprentice_staff', price: 42, shelf: 'gear' },
  { itemId: 'leather_cap', price: 20, shelf: 'gear' },
  { itemId: 'cloth_armor', price: 24, shelf: 'gear' },
  { itemId: 'patched_leggings', price: 22, shelf: 'gear' },
  { itemId: 'worn_boots', price: 20, shelf: 'gear' },
  { itemId: 'hide_gloves', price: 20, shelf: 'gear' },
  { itemId: 'tattered_cloak', price: 20, shelf: 'gear' },
  { itemId: 'splintered_buckler', price: 28, shelf: 'gear' },
  { itemId: 'copper_band', price: 36, shelf: 'gear' },
  { itemId: 'rat_tooth_charm', price: 36, shelf: 'gear' },
  { itemId: 'gravewarden_helm', price: 120, shelf: 'gear', rank: 'D' },
  { itemId: 'marshwalker_boots', price: 120, shelf: 'gear', rank: 'D' },
  { itemId: 'gravehide_leggings', price: 135, shelf: 'gear', rank: 'D' },
  { itemId: 'knucklebone_gauntlets', price: 135, shelf: 'gear', rank: 'D' },
  { itemId: 'crypt_door_shield', price: 150, shelf: 'gear', rank: 'D' },
] as const satisfies readonly StoreOfferDef[];

/**
 * The daily offer's bundles: each costs about 70% of its items at store prices (an item the store
 * does not sell counts at 3x its value). One eligible bundle a day, bought at most once.
 */
export const DAILY_OFFERS = [
  // ---- rank E
  {
    id: 'first_blood_kit',
    name: 'First-Blood Kit',
    description: 'Six reds and four blues in a canvas roll. The guild quartermaster calls it optimism.',
    items: [
      { itemId: 'health_potion_small', quantity: 6 },
      { itemId: 'mana_potion_small', quantity: 4 },
    ],
    price: 175,
  },
  {
    id: 'prospectors_bundle',
    name: 'Prospector’s Bundle',
    description: 'A pick and a sack of rift iron to practise on, so the first vein you ruin is your own.',
    items: [
      { itemId: 'miners_pick', quantity: 1 },
      { itemId: 'iron_ore', quantity: 10 },
    ],
    price: 130,
  },
  {
    id: 'greenhorns_kit',
    name: 'Greenhorn’s Kit',
    description: 'Leggings, gloves and a cloak from the guild’s lost-and-found. Nobody is coming back for them.',
    items: [
      { itemId: 'patched_leggings', quantity: 1 },
      { itemId: 'hide_gloves', quantity: 1 },
      { itemId: 'tattered_cloak', quantity: 1 },
    ],
    price: 45,
  },
  // ---- rank D
  {
    id: 'rift_runners_satchel',
    name: 'Rift-Runner’s Satchel',
    description: 'Five health potions and three mana, padded with straw so they clink less on the way in.',
    items: [
      { itemId: 'health_potion_medium', quantity: 5 },
      { itemId: 'mana_potion_medium', quantity: 3 },
    ],
    price: 700,
    rank: 'D',
  },
  {
    id: 'scribes_parcel',
    name: 'Scribe’s Parcel',
    description: 'Candles, grave ink and a stack of rune blanks, tied with black ribbon. Necrography, ready to go.',
    items: [
      { itemId: 'ritual_candles', quantity: 1 },
      { itemId: 'grave_ink', quantity: 4 },
      { itemId: 'rune_blank', quantity: 10 },
    ],
    price: 320,
    rank: 'D',
  },
  {
    id: 'marsh_wardens_bundle',
    name: 'Marsh-Warden’s Bundle',
    description: 'Boots, leggings and gauntlets for the Rotting Marsh, still faintly damp from the last owner.',
    items: [
      { itemId: 'marshwalker_boots', quantity: 1 },
      { itemId: 'gravehide_leggings', quantity: 1 },
      { itemId: 'knucklebone_gauntlets', quantity: 1 },
    ],
    price: 280,
    rank: 'D',
  },
  // ---- rank C
  {
    id: 'ember_quarry_crate',
    name: 'Ember Quarry Crate',
    description: 'Eight health potions and four mana in a fireproof crate. The crate is worth keeping too.',
    items: [
      { itemId: 'health_potion_medium', quantity: 8 },
      { itemId: 'mana_potion_medium', quantity: 4 },
    ],
    price: 1050,
    rank: 'C',
  },
  {
    id: 'tinkers_roll',
    name: 'Tinker’s Roll',
    description: 'A leather roll of picks and screws, with mana shards and jarred wisps tucked in the pockets.',
    items: [
      { itemId: 'tinkers_tools', quantity: 1 },
      { itemId: 'mana_shard', quantity: 20 },
      { itemId: 'aether_wisp', quantity: 10 },
    ],
    price: 300,
    rank: 'C',
  },
  // ---- rank B
  {
    id: 'cathedral_tithe',
    name: 'Cathedral Tithe',
    description: 'Potions and black pearls from the drowned collection plate. The choir does not ask for them back.',
    items: [
      { itemId: 'health_potion_medium', quantity: 6 },
      { itemId: 'mana_potion_medium', quantity: 6 },
      { itemId: 'drowned_pearl', quantity: 4 },
    ],
    price: 1400,
    rank: 'B',
  },
  // ---- rank A and above
  {
    id: 'summit_provisions',
    name: 'Summit Provisions',
    description: 'Greater potions and three harpy crests, packed for the Howling Peaks by someone who came back.',
    items: [
      { itemId: 'health_potion_large', quantity: 8 },
      { itemId: 'mana_potion_large', quantity: 4 },
      { itemId: 'aetherial_crest', quantity: 3 },
    ],
    price: 5600,
    rank: 'A',
  },
  {
    id: 'hollow_kings_tithe',
    name: 'Hollow King’s Tithe',
    description: 'What the Void Throne’s tax collectors carried: potions, void silk and one wraithbone core.',
    items: [
      { itemId: 'health_potion_large', quantity: 12 },
      { itemId: 'void_silk', quantity: 2 },
      { itemId: 'wraithbone_core', quantity: 1 },
    ],
    price: 6000,
    rank: 'S',
  },
  {
    id: 'starfall_cache',
    name: 'Starfall Cache',
    description: 'A meteor hollowed out into a strongbox. Inside: potions, and five lumps of its own ore.',
    items: [
      { itemId: 'health_potion_large', quantity: 15 },
      { itemId: 'mana_potion_large', quantity: 10 },
      { itemId: 'starmetal_ore', quantity: 5 },
    ],
    price: 11500,
    rank: 'SS',
  },
  {
    id: 'last_dawn_reliquary',
    name: 'Last-Dawn Reliquary',
    description: 'The guild’s final reserve: enough potions for a raid, eclipse essence and an eternium shard.',
    items: [
      { itemId: 'health_potion_large', quantity: 20 },
      { itemId: 'mana_potion_large', quantity: 10 },
      { itemId: 'eclipse_essence', quantity: 2 },
      { itemId: 'eternium_shard', quantity: 1 },
    ],
    price: 15000,
    rank: 'SSS',
  },
] as const satisfies readonly DailyOfferDef[];
