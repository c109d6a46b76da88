import type { CosmeticDef } from './types';

/**
 * Looks of the premium store: colour only, no stats, no premium currency. Each kind has one look per
 * paid tier (a tier wears its own looks and those of every tier below it); demo accounts have none.
 * The two Ascension looks are earned, not given: the Rift Keeper achievement unlocks them.
 * Main colours are bright enough to read on the game's dark panels; the accent trims them.
 */
export const COSMETICS = [
  // ---- cloaks
  {
    id: 'cloak_ashen_grey',
    name: 'Ashen Grey Cloak',
    description:
      'Guild-issue wool the colour of cold hearths. Hunters wear it to look as if they have done this before.',
    kind: 'cloak',
    tier: 'base',
    color: '#7d838c',
    accent: '#c3c8cf',
  },
  {
    id: 'cloak_rift_violet',
    name: 'Rift-Violet Cloak',
    description: 'Dyed with the glow that leaks from a rift’s edge. It never quite stops shimmering.',
    kind: 'cloak',
    tier: 'expansion_1',
    color: '#8a5cf0',
    accent: '#cdb8ff',
  },
  {
    id: 'cloak_ember_crimson',
    name: 'Ember-Crimson Cloak',
    description: 'Red as the Ashen Wastes at dusk, hemmed in smouldering orange. Smells faintly of smoke.',
    kind: 'cloak',
    tier: 'expansion_2',
    color: '#cc3b44',
    accent: '#ff9f5c',
  },
  {
    id: 'cloak_eclipse_gilt',
    name: 'Eclipse-Gilt Cloak',
    description:
      'Gold thread on a field of corona light: the cloak of a hunter who has seen the sun go out and stayed.',
    kind: 'cloak',
    tier: 'supporter',
    color: '#e2b84a',
    accent: '#9f7bf5',
  },
  // ---- title frames
  {
    id: 'frame_guild_iron',
    name: 'Guild Iron Frame',
    description: 'Plain riveted iron around your title. Honest work, the quartermaster says, and cheap.',
    kind: 'title_frame',
    tier: 'base',
    color: '#94a3b1',
    accent: '#dbe2e8',
  },
  {
    id: 'frame_grave_jade',
    name: 'Grave-Jade Frame',
    description: 'Carved jade from the Hollow Crypt. The dead who owned it had excellent taste and no further use.',
    kind: 'title_frame',
    tier: 'expansion_1',
    color: '#3fb58f',
    accent: '#aef2da',
  },
  {
    id: 'frame_drowned_pearl',
    name: 'Drowned-Pearl Frame',
    description: 'Sea-blue enamel studded with pearls from the flooded cathedral. Hold it close and hear the hymn.',
    kind: 'title_frame',
    tier: 'expansion_2',
    color: '#4d97cc',
    accent: '#e4f1ff',
  },
  {
    id: 'frame_sovereign_gilt',
    name: 'Sovereign’s Gilt Frame',
    description: 'Beaten gold, warm to the eye. Heralds announce the name inside it a little louder.',
    kind: 'title_frame',
    tier: 'supporter',
    color: '#f5cd52',
    accent: '#fff3c4',
  },
  // ---- portrait borders
  {
    id: 'border_bone',
    name: 'Bone Border',
    description: 'Polished knucklebones strung around your portrait. Grim, cheap and very guild.',
    kind: 'portrait_border',
    tier: 'base',
    color: '#d8ccb0',
    accent: '#8f8168',
  },
  {
    id: 'border_cinder',
    name: 'Cinder Border',
    description: 'A ring of banked coals that never burns the portrait, only the edges of your reputation.',
    kind: 'portrait_border',
    tier: 'expansion_1',
    color: '#e56a32',
    accent: '#ffc58f',
  },
  {
    id: 'border_stormglass',
    name: 'Stormglass Border',
    description: 'Blue Spire glass with lightning trapped inside. It flickers whenever someone says your name.',
    kind: 'portrait_border',
    tier: 'expansion_2',
    color: '#5cc6e6',
    accent: '#c6f2ff',
  },
  {
    id: 'border_blood_moon',
    name: 'Blood Moon Border',
    description: 'A crimson halo from the night the moon bled. Raid leaders notice it; so do the things they hunt.',
    kind: 'portrait_border',
    tier: 'supporter',
    color: '#dd2d45',
    accent: '#ffb4bd',
  },
  // ---- rift backdrops
  {
    id: 'backdrop_gloomroot_dusk',
    name: 'Gloomroot Dusk',
    description: 'Green twilight through the thicket’s branches, the hour the sprites come out to lie to people.',
    kind: 'rift_backdrop',
    tier: 'base',
    color: '#628f4b',
    accent: '#a9cd8a',
  },
  {
    id: 'backdrop_ashen_sky',
    name: 'Ashen Sky',
    description: 'A rust-brown sky raining warm ash. Very dramatic, and it gets into everything.',
    kind: 'rift_backdrop',
    tier: 'expansion_1',
    color: '#a8735a',
    accent: '#f2bd92',
  },
  {
    id: 'backdrop_starfall_night',
    name: 'Starfall Night',
    description: 'Deep blue with falling stars, as it was the night the rifts opened. Make a wish; duck.',
    kind: 'rift_backdrop',
    tier: 'expansion_2',
    color: '#4a64fb',
    accent: '#b8c5ff',
  },
  {
    id: 'backdrop_abyssal_aurora',
    name: 'Abyssal Aurora',
    description: 'Violet and sea-green lights rolling over the Abyss. Beautiful, and looking back at you.',
    kind: 'rift_backdrop',
    tier: 'supporter',
    color: '#a066e8',
    accent: '#22e6c8',
  },
  // ---- Ascension: earned by clearing every rift (the Rift Keeper achievement), on any paid tier
  {
    id: 'cloak_ascendant',
    name: 'Ascendant Mantle',
    description:
      'White as the light past the last rift, hemmed in gold that was never mined. Only a Riftkeeper is handed one.',
    kind: 'cloak',
    tier: 'base',
    achievementId: 'rift_keeper',
    color: '#f1ead2',
    accent: '#f0b93c',
  },
  {
    id: 'backdrop_ascendant_dawn',
    name: 'Ascendant Dawn',
    description: 'Every rift you have sealed remembers you: the sky inside them breaks pale gold when you enter.',
    kind: 'rift_backdrop',
    tier: 'base',
    achievementId: 'rift_keeper',
    color: '#f3d98b',
    accent: '#fff6dc',
  },
] as const satisfies readonly CosmeticDef[];
