import type { FxVisual } from './kinds';

/**
 * The one palette of the canvas art: dark, cold, desaturated bodies lit by a few hot accents (ember for
 * damage, fire and bosses; spectral teal for the hunter's magic and frost; arcane violet for rifts).
 * The HUD's Tailwind theme (src/index.css) uses the same abyss, dusk, ember, spectral and arcane.
 */
export const palette = {
  abyss: 0x0b0a12,
  dusk: 0x15131f,
  night: 0x1d1a2b,
  shade: 0x2a2638,
  slate: 0x3b3650,
  ash: 0x6d6880,
  bone: 0xd9d2bf,
  parchment: 0xe8e4f0,
  ember: 0xe0673a,
  emberBright: 0xffb15c,
  blood: 0xa3242e,
  crimson: 0x6b1420,
  spectral: 0x7fd4c1,
  frost: 0xa8e6ff,
  frostDeep: 0x3f8fc4,
  arcane: 0x8b6cf0,
  arcaneDeep: 0x4b2f9a,
  gold: 0xc9a24a,
  steel: 0xb8c0cc,
  steelDark: 0x5a6272,
  leather: 0x3a2a24,
  leatherDark: 0x241915,
  skin: 0x8a7a70,
  health: 0xc23b3b,
  healthGhost: 0xf0c9a0,
  mana: 0x4f7fe0,
  barBack: 0x0e0c16,
  heal: 0x6fd08c,
} as const;

/** Loot rarity colours (sparkles and the dropped item's glint). */
export const rarityColor = {
  common: 0xc8c4d4,
  uncommon: 0x6fd08c,
  rare: 0x5b9cf0,
  epic: 0xa070f0,
  legendary: 0xffa53a,
} as const;

export type Rarity = keyof typeof rarityColor;

/** Damage-number colours by outcome. */
export const damageColor = {
  dealt: 0xf2ecdf,
  taken: 0xff6b5e,
  crit: 0xffa04a,
  word: 0xb9b3c9,
  block: 0x9fc3ff,
  parry: 0xf3d58a,
} as const;

/** Mixes two 0xRRGGBB colours; t = 0 gives `a`, 1 gives `b`. */
export function mixColor(a: number, b: number, t: number): number {
  const clamped = t < 0 ? 0 : t > 1 ? 1 : t;
  const red = Math.round(((a >> 16) & 0xff) + (((b >> 16) & 0xff) - ((a >> 16) & 0xff)) * clamped);
  const green = Math.round(((a >> 8) & 0xff) + (((b >> 8) & 0xff) - ((a >> 8) & 0xff)) * clamped);
  const blue = Math.round((a & 0xff) + ((b & 0xff) - (a & 0xff)) * clamped);
  return (red << 16) | (green << 8) | blue;
}

/** Darkens (negative) or lightens (positive) a colour toward black or white. */
export function shadeColor(color: number, amount: number): number {
  return amount < 0 ? mixColor(color, 0x000000, -amount) : mixColor(color, 0xffffff, amount);
}

/** Each ability look's colour (bolts, bursts, lingering auras, damage-over-time numbers). */
export const visualColor: Record<FxVisual, number> = {
  steel: 0xeef1f8,
  frost: palette.frost,
  fire: 0xff8a3a,
  shadow: 0x9a5cf0,
  holy: 0xffe7a6,
  nature: 0x86d65e,
  arcane: 0x5eeeea,
  storm: 0xb9c8ff,
};

/** A wraith's mend: green light with a gold warmth. */
export const wraithMendColor = 0xb8e070;
