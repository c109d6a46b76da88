/**
 * Item icon glyphs: small "inked rune-card" drawings on a 32x32 grid. Every glyph is a few flat-filled
 * paths with a 1.5px dark outline and one white highlight stroke. Which glyph an item gets and how it is
 * coloured is derived from the item's fields (type, weapon class, potion kind, and keywords of its id and
 * name), never from a list of ids, so new content gets an icon without touching this file.
 *
 * Pure data and functions: no React, no DOM.
 */
import type { Rarity } from '@/content/ids';
import type { ItemDef } from '@/content/types';

// ---------------------------------------------------------------- rarity

/** Frame colour of each rarity, readable on the dark HUD background. */
export const RARITY_COLORS: Readonly<Record<Rarity, string>> = {
  common: '#9ca3af',
  uncommon: '#22c55e',
  rare: '#3b82f6',
  epic: '#a855f7',
  legendary: '#f59e0b',
};

const RARITY_LABELS: Readonly<Record<Rarity, string>> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

/** The rarity's display name ("Legendary"). */
export function rarityLabel(rarity: Rarity): string {
  return RARITY_LABELS[rarity];
}

// ---------------------------------------------------------------- colours

/** The ink every glyph is outlined with. */
export const OUTLINE = '#0b0b12';

/** Fixed tones for the parts of a drawing that do not change per item (hafts, corks, glass...). */
const FIXED = {
  wood: '#8a5a3b',
  grip: '#4a3428',
  stone: '#7b8394',
  glass: '#b9c9dc',
  cork: '#b08158',
  string: '#e5e7eb',
  shaft: '#d6c3a0',
  steel: '#c3cbd8',
  leaf: '#4f8a3c',
  plate: '#565d70',
  white: '#ffffff',
} as const;

/** Tone families a glyph's main and accent colours are picked from, by a hash of the item id. */
const TONES = {
  blade: ['#c3cbd8', '#9aa4b5', '#d39a5e', '#e4e9f0', '#8a95ae'],
  trim: ['#e0b24a', '#c98b4f', '#d6dce6', '#a3acbd'],
  wood: ['#b07a45', '#d2ad79', '#9b6a46', '#e4d9bd'],
  plate: ['#aab4c4', '#8f9aad', '#c98b4f', '#7c88a4'],
  cloth: ['#9c6a43', '#a33a48', '#5566a8', '#5a7a44', '#7a56b0', '#7b8394'],
  leather: ['#9c6a43', '#8a5a3b', '#a87b52', '#7f6650'],
  jewel: ['#e3b341', '#d6dbe4', '#d99a7a', '#c98b4f'],
  gem: ['#e0455a', '#4f8df5', '#34c77b', '#a56cf0', '#f2b134', '#3fd0d4'],
  health: ['#dc2626', '#e11d48', '#ef4444'],
  mana: ['#2563eb', '#3b82f6', '#4f6cf7'],
  elixir: ['#22c55e', '#a855f7', '#f59e0b'],
  charm: ['#8fa0b8', '#c9a16b', '#e4d9bd'],
  food: ['#b4633a', '#c7773f', '#a5552f'],
  spectre: ['#7ee0d0', '#c4b5fd', '#cbd5e1', '#86efac'],
  stone: ['#9aa3b2', '#a8a29e', '#94a3b8'],
  wax: ['#8b8299', '#e8dfc8', '#a33a48'],
  flame: ['#fb923c', '#facc15', '#f87171'],
  vein: ['#a78bfa', '#60a5fa', '#f59e0b', '#f87171', '#5eead4'],
  ingot: ['#9aa4b5', '#c98b4f', '#e3b341', '#7c88a4'],
  crystal: ['#60a5fa', '#a78bfa', '#5eead4', '#f472b6', '#93c5fd'],
  pearl: ['#e9e4f2', '#c9cfe0', '#9aa3c7'],
  essence: ['#7dd3fc', '#c084fc', '#fb923c', '#86efac', '#f472b6'],
  dust: ['#e8dfc8', '#e2c27d', '#c4b5fd'],
  herb: ['#a855f7', '#e2e8f0', '#f472b6', '#facc15'],
  ink: ['#6d6af0', '#d98b2b', '#be123c', '#0ea5e9'],
  fibre: ['#c98b7a', '#b4a7f5', '#e5e7eb', '#facc15'],
  parchment: ['#e8d8b0', '#d9c59a', '#cdbb94'],
  seal: ['#c62f3b', '#4f8df5', '#34c77b'],
  brass: ['#d4a24c', '#c98b4f', '#aab4c4'],
  bone: ['#e8dfc8', '#d9ccb0', '#cfc6b8'],
  feather: ['#e0f2fe', '#a5f3fc', '#c4b5fd'],
} as const satisfies Record<string, readonly string[]>;

export type ToneFamily = keyof typeof TONES;

/**
 * Words of an item's id or name that fix its main colour (a "Bone Bow" is bone-white, an "Ember" crossbow
 * burns). The first match wins; potions keep their health/mana colours regardless.
 */
const COLOUR_WORDS: readonly (readonly [RegExp, string])[] = [
  [/bone/, '#e4d9bd'],
  [/blood|crimson|sanguine/, '#c62f3b'],
  [/\bink\b/, '#6d6af0'],
  [/resin/, '#d98b2b'],
  [/sinew/, '#c98b7a'],
  [/silk/, '#b4a7f5'],
  [/pearl/, '#a3abcc'],
  [/nightshade/, '#a35cf0'],
  [/moon/, '#dfe6f2'],
  [/living/, '#4ade80'],
  [/ecto/, '#86efac'],
  [/volt/, '#facc15'],
  [/chrono/, '#e2c27d'],
  [/echo/, '#5eead4'],
  [/aether|wisp/, '#7dd3fc'],
  [/eternium/, '#fde68a'],
  [/obsidian/, '#736b91'],
  [/\bstar/, '#dbe4f5'],
  [/gold/, '#e3b341'],
  [/ember|cinder|flame|fire/, '#f4823a'],
  [/azure|\bmana\b|tide|siren|drowned|frost/, '#4f8df5'],
  [/eclipse/, '#8b6cf0'],
  [/void|abyss/, '#8a5fd6'],
  [/shadow|hollow/, '#6a7099'],
  [/rift/, '#a78bfa'],
  [/grave|crypt|ghoul/, '#93a58c'],
  [/crown|throne|dawn|sun/, '#e3b341'],
  [/soul/, '#7dd3fc'],
];

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/** Mixes a #rrggbb colour toward another by `amount` (0..1). */
export function mixColor(from: string, to: string, amount: number): string {
  const a = Number.parseInt(from.slice(1), 16);
  const b = Number.parseInt(to.slice(1), 16);
  const channel = (shift: number) => {
    const x = (a >> shift) & 255;
    const y = (b >> shift) & 255;
    return clampByte(x + (y - x) * amount);
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** FNV-1a, 32 bits: a stable hash of an item id for picking tones. */
export function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pick(family: ToneFamily, hash: number): string {
  const tones: readonly string[] = TONES[family];
  return tones[hash % tones.length]!;
}

// ---------------------------------------------------------------- glyph shapes

/** A colour slot of the item's palette (`glow` is the accent lightened), or a fixed #rrggbb colour. */
export type Paint = 'main' | 'shade' | 'light' | 'accent' | 'glow' | 'none' | `#${string}`;

export interface GlyphShape {
  readonly d: string;
  readonly fill: Paint;
  readonly stroke: Paint;
  readonly width: number;
  readonly opacity?: number;
  readonly evenOdd?: boolean;
}

export interface GlyphDef {
  /** The family the main colour is picked from (before colour words). */
  readonly main: ToneFamily;
  /** The family of the accent colour (guards, gems, trims, flames). */
  readonly accent: ToneFamily;
  /** Degrees clockwise around the centre: weapons and tools are drawn upright and turned diagonal. */
  readonly rotate?: number;
  readonly shapes: readonly GlyphShape[];
  /** One white highlight stroke. */
  readonly highlight?: string;
}

const n = (value: number) => Number(value.toFixed(2));

/** A circle as a path. */
function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

/** A rectangle as a path, corners rounded by `r`. */
function rect(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  return (
    `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}a${r} ${r} 0 0 1 ${r} ${r}v${n(h - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${r}` +
    `h${n(-(w - 2 * r))}a${r} ${r} 0 0 1 ${-r} ${-r}v${n(-(h - 2 * r))}a${r} ${r} 0 0 1 ${r} ${-r}Z`
  );
}

/** A four-pointed sparkle centred on (cx, cy). */
function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.28;
  return (
    `M${n(cx)} ${n(cy - r)}L${n(cx + k)} ${n(cy - k)}L${n(cx + r)} ${n(cy)}L${n(cx + k)} ${n(cy + k)}` +
    `L${n(cx)} ${n(cy + r)}L${n(cx - k)} ${n(cy + k)}L${n(cx - r)} ${n(cy)}L${n(cx - k)} ${n(cy - k)}Z`
  );
}

/** A candle flame with its tip at (cx, top) and its base at (cx, bottom). */
function flame(cx: number, top: number, bottom: number): string {
  const h = bottom - top;
  const w = h * 0.38;
  return (
    `M${n(cx)} ${n(top)}C${n(cx + w)} ${n(top + h * 0.4)} ${n(cx + w)} ${n(bottom - h * 0.1)} ${n(cx)} ${n(bottom)}` +
    `C${n(cx - w)} ${n(bottom - h * 0.1)} ${n(cx - w)} ${n(top + h * 0.4)} ${n(cx)} ${n(top)}Z`
  );
}

/** A toothed wheel (with its axle hole, drawn even-odd). */
function cog(cx: number, cy: number, teeth: number, outer: number, root: number, hole: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let index = 0; index < teeth; index += 1) {
    const a = index * step - Math.PI / 2;
    const corners: [number, number][] = [
      [a - step * 0.32, root],
      [a - step * 0.18, outer],
      [a + step * 0.18, outer],
      [a + step * 0.32, root],
    ];
    for (const [angle, radius] of corners) {
      points.push(`${n(cx + Math.cos(angle) * radius)} ${n(cy + Math.sin(angle) * radius)}`);
    }
  }
  return `M${points.join('L')}Z${circle(cx, cy, hole)}`;
}

const W = 1.5;

/** A filled shape with the ink outline. */
function solid(d: string, fill: Paint, opacity?: number): GlyphShape {
  return opacity === undefined
    ? { d, fill, stroke: OUTLINE, width: W }
    : { d, fill, stroke: OUTLINE, width: W, opacity };
}

/** A filled shape without outline. */
function flat(d: string, fill: Paint, opacity?: number): GlyphShape {
  return opacity === undefined ? { d, fill, stroke: 'none', width: 0 } : { d, fill, stroke: 'none', width: 0, opacity };
}

/** An unfilled line. */
function line(d: string, stroke: Paint = OUTLINE, width = 1, opacity?: number): GlyphShape {
  return opacity === undefined ? { d, fill: 'none', stroke, width } : { d, fill: 'none', stroke, width, opacity };
}

/** A coloured line with an ink outline around it. */
function inked(d: string, stroke: Paint, width: number): GlyphShape[] {
  return [line(d, OUTLINE, width + 2 * W), line(d, stroke, width)];
}

/** Several shapes merged into one silhouette: outlines first (wide, so only the outer half shows), then fills. */
function union(fill: Paint, ...paths: string[]): GlyphShape[] {
  return [
    ...paths.map((d) => solid(d, fill)).map((shape) => ({ ...shape, width: W * 2 })),
    ...paths.map((d) => flat(d, fill)),
  ];
}

// ---------------------------------------------------------------- the glyphs

export const GLYPHS = {
  // ---- weapons (drawn upright, turned to point up-right)
  sword: {
    main: 'blade',
    accent: 'trim',
    rotate: 45,
    shapes: [
      solid('M16 2L18.8 5.2V21.5H13.2V5.2Z', 'main'),
      line('M16 6V19.5', 'shade', 1.2),
      solid(rect(9, 21.5, 14, 2.8, 1.2), 'accent'),
      solid(rect(14.6, 24.3, 2.8, 4.4), FIXED.grip),
      solid(circle(16, 29.7, 1.8), 'accent'),
    ],
    highlight: 'M14.5 6.5V19.5',
  },
  axe: {
    main: 'blade',
    accent: 'trim',
    rotate: 40,
    shapes: [
      solid(rect(14.6, 4, 2.8, 26.5, 1.2), FIXED.wood),
      solid('M15 8.5H11.2L9 10.2V13.3L11.2 15H15Z', 'shade'),
      solid('M17 7C21 7.2 23.5 5 25.2 2.8C29 7.5 29.5 16 26 21.5C24 18.5 21 16.4 17 16.5Z', 'main'),
      solid(rect(13.7, 6, 4.6, 11.5, 1), 'accent'),
      line('M15 20.5L17 21M15 24L17 24.5', FIXED.grip, 1.1),
    ],
    highlight: 'M25.6 6.3C27.4 10 27.6 14.5 26 18.3',
  },
  dagger: {
    main: 'blade',
    accent: 'trim',
    rotate: -45,
    shapes: [
      solid('M16 5C19.5 9.5 19.8 15 18.6 19.5H13.4C12.2 15 12.5 9.5 16 5Z', 'main'),
      solid('M8.2 19.2H23.8L22.4 22H9.6Z', 'accent'),
      solid(rect(14.6, 22.9, 2.8, 4.6), FIXED.grip),
      solid('M16 26.8L18.2 29L16 31.2L13.8 29Z', 'accent'),
    ],
    highlight: 'M15 9C14.3 12.2 14.3 15.5 14.9 18',
  },
  bow: {
    main: 'wood',
    accent: 'trim',
    rotate: -45,
    shapes: [
      line('M10.8 3.6V28.4', FIXED.string, 1),
      solid(rect(4.5, 15.3, 20, 1.4), FIXED.shaft),
      solid('M24 13.2L29 16L24 18.8Z', FIXED.steel),
      solid('M7.5 16L4.5 13.2H8.2L10.5 16L8.2 18.8H4.5Z', 'accent'),
      solid('M11.5 2C23.5 6.5 23.5 25.5 11.5 30L10 28C20 23.8 20 8.2 10 4Z', 'main'),
      solid(rect(18.4, 13.4, 3.8, 5.2, 1), 'accent'),
    ],
    highlight: 'M14 5.2C17.5 7.5 19.3 10.2 20 12',
  },
  crossbow: {
    main: 'blade',
    accent: 'trim',
    rotate: 45,
    shapes: [
      solid('M13.8 9H18.2L18.8 25L16 30.8L13.2 25Z', FIXED.wood),
      line('M4.8 14.5L16 20.5L27.2 14.5', FIXED.string, 1),
      solid(rect(15.3, 4.5, 1.4, 14), FIXED.shaft),
      solid('M16 1.8L18.1 5.5H13.9Z', FIXED.steel),
      solid('M3 13C8 7.5 24 7.5 29 13L27.8 15.5C23 11 9 11 4.2 15.5Z', 'main'),
      solid(circle(16, 20.5, 1.8), 'accent'),
    ],
    highlight: 'M7 10.8C11 9.2 21 9.2 25 10.8',
  },
  staff: {
    main: 'wood',
    accent: 'gem',
    rotate: 45,
    shapes: [
      solid(rect(14.7, 11, 2.6, 20, 1.2), 'main'),
      solid(rect(14, 21.5, 4, 2, 0.6), 'shade'),
      solid(
        'M16 14C11.6 14 9.6 10.7 10.3 5L12.5 5.7C12.4 9.3 13.8 11.5 16 11.5' +
          'C18.2 11.5 19.6 9.3 19.5 5.7L21.7 5C22.4 10.7 20.4 14 16 14Z',
        'shade',
      ),
      solid(circle(16, 7, 4.3), 'accent'),
      flat(circle(16, 7, 1.8), 'glow', 0.9),
    ],
    highlight: 'M13.8 5.6A2.6 2.6 0 0 1 15.6 4.3',
  },
  wand: {
    main: 'wood',
    accent: 'gem',
    rotate: 45,
    shapes: [
      solid('M14.9 12H17.1L17.9 28.8C17.9 30.2 14.1 30.2 14.1 28.8Z', 'main'),
      solid(rect(14.5, 21.8, 3, 1.8, 0.5), 'shade'),
      solid(rect(13.6, 10.6, 4.8, 2.4, 0.8), 'shade'),
      solid('M16 2.5L19.3 7.4L16 11.4L12.7 7.4Z', 'accent'),
      flat(sparkle(22.5, 6.5, 2.6), 'accent'),
      flat(sparkle(9.5, 5, 1.8), 'accent'),
    ],
    highlight: 'M15.6 5.2L14.4 7.2',
  },

  // ---- armour
  shield: {
    main: 'plate',
    accent: 'trim',
    shapes: [
      solid('M5.5 5H26.5V14C26.5 21 21.5 26.5 16 29.5C10.5 26.5 5.5 21 5.5 14Z', 'accent'),
      solid('M8.5 8H23.5V14C23.5 19.5 19.8 23.8 16 26.2C12.2 23.8 8.5 19.5 8.5 14Z', 'main'),
      solid('M16 10.5L20.5 16L16 21.5L11.5 16Z', 'accent'),
    ],
    highlight: 'M10.5 10V14C10.5 17 11.6 19.6 13.2 21.6',
  },
  buckler: {
    main: 'wood',
    accent: 'trim',
    shapes: [
      solid(circle(16, 16, 12.5), 'accent'),
      solid(circle(16, 16, 9.8), 'main'),
      line('M16 6.5V11.8M16 20.2V25.5M6.5 16H11.8M20.2 16H25.5', OUTLINE, 1, 0.5),
      solid(circle(16, 16, 3.8), 'accent'),
    ],
    highlight: 'M9.2 12.5A7.5 7.5 0 0 1 12.5 9.2',
  },
  helm: {
    main: 'plate',
    accent: 'trim',
    shapes: [
      solid(
        'M6.5 19C6.5 10.5 10.5 4.5 16 4.5C21.5 4.5 25.5 10.5 25.5 19V26.5L20.5 28.5V21.5H11.5V28.5L6.5 26.5Z',
        'main',
      ),
      solid(rect(14.7, 4.6, 2.6, 17), 'accent'),
      flat('M9.4 14.2H22.6V17H9.4Z', OUTLINE),
    ],
    highlight: 'M9.6 12.5C10.1 9.8 11.3 7.8 13 6.6',
  },
  hood: {
    main: 'cloth',
    accent: 'gem',
    shapes: [
      solid('M16 3C9.5 3 5.5 9.2 5.5 17V24.5L3.5 29H28.5L26.5 24.5V17C26.5 9.2 22.5 3 16 3Z', 'main'),
      solid('M16 9.5C12.3 9.5 10.5 13.5 10.5 18V29H21.5V18C21.5 13.5 19.7 9.5 16 9.5Z', OUTLINE),
      flat(circle(13.7, 18.2, 1.2), 'accent'),
      flat(circle(18.3, 18.2, 1.2), 'accent'),
    ],
    highlight: 'M8.4 16C8.5 11.6 10.4 8.1 13 6.4',
  },
  crown: {
    main: 'jewel',
    accent: 'gem',
    shapes: [
      solid('M4.5 23V10.5L10.3 16L16 6L21.7 16L27.5 10.5V23Z', 'main'),
      solid(circle(16, 5.6, 1.8), 'accent'),
      solid(circle(4.6, 9.8, 1.5), 'main'),
      solid(circle(27.4, 9.8, 1.5), 'main'),
      solid(rect(4, 21.5, 24, 5.5, 1), 'shade'),
      solid(circle(16, 24.2, 1.8), 'accent'),
      flat(circle(9.8, 24.2, 1.1), 'accent'),
      flat(circle(22.2, 24.2, 1.1), 'accent'),
    ],
    highlight: 'M7.3 19.5V14.6',
  },
  armor: {
    main: 'plate',
    accent: 'trim',
    shapes: [
      solid(
        'M9.5 5L13 7.2C14.5 8.6 17.5 8.6 19 7.2L22.5 5L26.5 8.5L24.5 13.5V27C19.5 29.3 12.5 29.3 7.5 27V13.5L5.5 8.5Z',
        'main',
      ),
      line('M7.7 19.5C12.5 21.5 19.5 21.5 24.3 19.5', OUTLINE, 1.2),
      line('M16 9.5V18.5', 'shade', 1.3),
      solid('M5 8.5L9.5 4.6L11.7 7.8L7.8 12.6Z', 'accent'),
      solid('M27 8.5L22.5 4.6L20.3 7.8L24.2 12.6Z', 'accent'),
    ],
    highlight: 'M10.3 12.5V18',
  },
  robe: {
    main: 'cloth',
    accent: 'trim',
    shapes: [
      solid('M11 3.5H21L24 10L27.5 28.5H4.5L8 10Z', 'main'),
      flat('M13.2 3.8L16 9.8L18.8 3.8Z', OUTLINE),
      solid('M8.3 14.8H23.7L24.2 18H7.8Z', 'accent'),
      line('M16 18V28.3', OUTLINE, 1, 0.55),
      solid('M5 26H27L27.5 28.5H4.5Z', 'shade'),
    ],
    highlight: 'M9.3 11.5L7.3 24',
  },
  legs: {
    main: 'plate',
    accent: 'trim',
    shapes: [
      solid('M7.8 7.5H24.2L23.5 28.5H17.6L16 14L14.4 28.5H8.5Z', 'main'),
      solid(rect(7.2, 3.5, 17.6, 4.5, 1), 'accent'),
      solid('M9 16.5H14.4L14 20.8H9.3Z', 'accent'),
      solid('M17.6 16.5H23L22.7 20.8H18Z', 'accent'),
    ],
    highlight: 'M10.2 10V14.5',
  },
  boots: {
    main: 'leather',
    accent: 'trim',
    shapes: [
      solid('M8 5H18.5V17.5L25.5 20.5C28.3 21.7 28.8 28.5 25.5 28.5H8Z', 'main'),
      line('M18.5 17.5L17 21', OUTLINE, 1, 0.6),
      solid(rect(8, 25.8, 20.2, 3, 0.8), FIXED.grip),
      solid(rect(7, 3.5, 12.5, 4.5, 1), 'accent'),
    ],
    highlight: 'M10.6 10V22',
  },
  gloves: {
    main: 'plate',
    accent: 'trim',
    shapes: [
      solid(
        'M8.5 21V9.5C8.5 7 11.5 7 11.5 9.5V6.5C11.5 4 14.5 4 14.5 6.5V5.5C14.5 3 17.5 3 17.5 5.5' +
          'V7C17.5 4.5 20.5 4.5 20.5 7' +
          'V15L22.6 12.5C24.1 10.7 26.8 12.3 25.7 14.3L22.5 21Z',
        'main',
      ),
      line('M11.5 9.5V14M14.5 6.5V14M17.5 7V14', OUTLINE, 1.1),
      solid(rect(8.4, 13.5, 12.2, 3.4, 1), 'shade'),
      solid('M8 21H23L24.5 29H6.5Z', 'accent'),
    ],
    highlight: 'M10 10.5V12',
  },
  cape: {
    main: 'cloth',
    accent: 'trim',
    shapes: [
      solid(
        'M16 3.5C12.2 3.5 10.2 5.8 9.3 9C7.3 15.5 5.5 22 4 28.5C8 27 11.5 29.5 16 28C20.5 29.5 24 27 28 28.5' +
          'C26.5 22 24.7 15.5 22.7 9C21.8 5.8 19.8 3.5 16 3.5Z',
        'main',
      ),
      solid('M16 10L13 27.9C14 28.3 15 28.4 16 28C17 28.4 18 28.3 19 27.9Z', 'shade'),
      line('M11.2 13L8.6 26M20.8 13L23.4 26', OUTLINE, 1, 0.5),
      solid('M16 7.4L18.4 9.8L16 12.2L13.6 9.8Z', 'accent'),
    ],
    highlight: 'M9.8 12C8.6 16.5 7.6 20.5 6.8 24',
  },

  // ---- jewellery
  amulet: {
    main: 'gem',
    accent: 'jewel',
    shapes: [
      ...inked('M8.5 3C8.5 10.5 11.5 14.5 16 16', 'accent', 1.4),
      ...inked('M23.5 3C23.5 10.5 20.5 14.5 16 16', 'accent', 1.4),
      solid(circle(16, 22, 6.8), 'accent'),
      solid('M16 17L20.2 22L16 27L11.8 22Z', 'main'),
      solid(circle(16, 15.6, 1.6), 'accent'),
    ],
    highlight: 'M14.6 19.5L13.5 21.3',
  },
  ring: {
    main: 'jewel',
    accent: 'gem',
    shapes: [
      { ...solid(circle(16, 19.5, 9.5) + circle(16, 19.5, 6.3), 'main'), evenOdd: true },
      solid('M11.3 10.8H20.7L19.2 13.8H12.8Z', 'shade'),
      solid('M16 2.5L21 7.8L16 13L11 7.8Z', 'accent'),
      line('M11 7.8H21', OUTLINE, 0.9, 0.6),
    ],
    highlight: 'M9 16.8A7.8 7.8 0 0 1 11.6 13.4',
  },
  charm: {
    main: 'charm',
    accent: 'gem',
    shapes: [
      { ...solid(circle(16, 5, 2.9) + circle(16, 5, 1.4), 'shade'), evenOdd: true },
      solid('M9 8H23L25 24L16 30L7 24Z', 'main'),
      ...inked('M16 12V25M16 16L12.3 12.6M16 16L19.7 12.6M16 21.5L12.3 18.1M16 21.5L19.7 18.1', 'accent', 1.5),
    ],
    highlight: 'M10.3 10.5L9.4 21',
  },

  // ---- potions and consumables
  potion: {
    main: 'elixir',
    accent: 'gem',
    shapes: [
      solid('M13.3 12.5V6H18.7V12.5', FIXED.glass),
      flat(circle(16, 20.5, 9), FIXED.glass, 0.35),
      flat('M7.51 17.5A9 9 0 1 0 24.49 17.5Z', 'main'),
      line('M8 17.5H24', 'light', 1),
      line(circle(16, 20.5, 9), OUTLINE, W),
      solid(rect(12.5, 2.5, 7, 4.5, 1), FIXED.cork),
    ],
    highlight: 'M10.3 18A6.5 6.5 0 0 1 12.6 14.4',
  },
  potion_health: {
    main: 'health',
    accent: 'gem',
    shapes: [
      solid('M13.3 12.5V6H18.7V12.5', FIXED.glass),
      flat(circle(16, 20.5, 9), FIXED.glass, 0.35),
      flat('M7.51 17.5A9 9 0 1 0 24.49 17.5Z', 'main'),
      line('M8 17.5H24', 'light', 1),
      flat(
        'M16 27C12.6 24.6 11.6 23 11.6 21.4C11.6 19.7 13.8 18.9 16 20.6' +
          'C18.2 18.9 20.4 19.7 20.4 21.4C20.4 23 19.4 24.6 16 27Z',
        'light',
      ),
      line(circle(16, 20.5, 9), OUTLINE, W),
      solid(rect(12.5, 2.5, 7, 4.5, 1), FIXED.cork),
    ],
    highlight: 'M10.3 18A6.5 6.5 0 0 1 12.6 14.4',
  },
  potion_mana: {
    main: 'mana',
    accent: 'gem',
    shapes: [
      solid('M13.8 12V6.5H18.2V12', FIXED.glass),
      flat('M13.8 11.5L7.5 21L16 30L24.5 21L18.2 11.5Z', FIXED.glass, 0.35),
      flat('M9.5 18L7.5 21L16 30L24.5 21L22.5 18Z', 'main'),
      line('M9.6 18H22.4', 'light', 1),
      flat(sparkle(16, 23, 4), 'light'),
      line('M13.8 11.5L7.5 21L16 30L24.5 21L18.2 11.5Z', OUTLINE, W),
      solid(rect(12.8, 3, 6.4, 4.5, 1), FIXED.cork),
    ],
    highlight: 'M12.3 15L10.3 18',
  },
  ration: {
    main: 'food',
    accent: 'trim',
    shapes: [
      ...inked('M17.5 17.5L24 24', '#e8dfc8', 2.6),
      solid(circle(26, 23, 2.2), '#e8dfc8'),
      solid(circle(23, 26, 2.2), '#e8dfc8'),
      flat('M22.4 21.6L24.6 23.8L23.4 25L21.2 22.8Z', '#e8dfc8'),
      solid('M7 7.5C10.5 2.5 20 3 22.8 9.3C25 14.5 21.7 20.5 15.5 21C10.2 21.4 3.8 13.3 7 7.5Z', 'main'),
      line('M11 12.5C13 11.8 15.5 12.5 17 14', 'shade', 1.2),
    ],
    highlight: 'M9.3 8.3C10.9 6.2 13.8 5.4 16.3 5.8',
  },
  wraith: {
    main: 'spectre',
    accent: 'gem',
    shapes: [
      solid(
        'M16 3C10 3 6.5 8.2 6.5 14.5V28.5L9.8 25.5L13 29L16 25.5L19 29L22.2 25.5L25.5 28.5V14.5C25.5 8.2 22 3 16 3Z',
        'main',
      ),
      flat(circle(12.6, 13.8, 2.1), OUTLINE),
      flat(circle(19.4, 13.8, 2.1), OUTLINE),
      flat(circle(12.6, 13.8, 0.8), 'accent'),
      flat(circle(19.4, 13.8, 0.8), 'accent'),
      flat('M13.6 19Q16 24 18.4 19Q16 20.2 13.6 19Z', OUTLINE),
    ],
    highlight: 'M9 14C9 10.2 10.8 7.2 13.4 6',
  },

  // ---- tools
  pick: {
    main: 'blade',
    accent: 'trim',
    rotate: 45,
    shapes: [
      solid(rect(14.7, 8, 2.6, 22.5, 1.2), FIXED.wood),
      solid('M3.2 12.5C7.2 4 24.8 4 28.8 12.5L27 14C21.5 8.8 10.5 8.8 5 14Z', 'main'),
      solid(rect(13.5, 6, 5, 5.5, 1), 'accent'),
    ],
    highlight: 'M8 8.4C12 6.4 20 6.4 24 8.4',
  },
  hammer: {
    main: 'blade',
    accent: 'trim',
    rotate: 45,
    shapes: [
      solid(rect(14.7, 12, 2.6, 18.5, 1.2), FIXED.wood),
      solid(rect(7, 4, 18, 9, 1.2), 'main'),
      solid(rect(7, 4, 3.2, 9, 1), 'shade'),
      solid(rect(21.8, 4, 3.2, 9, 1), 'shade'),
      solid(rect(13.8, 13, 4.4, 2.4, 0.6), 'accent'),
    ],
    highlight: 'M11.8 6.3H20.2',
  },
  mortar: {
    main: 'stone',
    accent: 'gem',
    shapes: [
      solid('M20.5 2.6C22.1 2 23.7 3.3 23.2 4.9L18.4 17L14.4 15.6Z', 'shade'),
      flat(circle(12, 12, 1.1), 'accent'),
      flat(circle(9.3, 9, 0.8), 'accent'),
      solid(rect(4.5, 13.5, 23, 3.6, 1.5), 'shade'),
      solid('M6.5 17H25.5C25.5 23 21.5 27 16 27C10.5 27 6.5 23 6.5 17Z', 'main'),
      solid('M11.5 26.5H20.5L22 29.5H10Z', 'shade'),
    ],
    highlight: 'M9 19.5C9.5 22 11 24 13 25',
  },
  wrench: {
    main: 'blade',
    accent: 'trim',
    rotate: 45,
    shapes: [
      solid(rect(11.5, 15.4, 15, 1.5), FIXED.steel),
      solid('M26.5 15.4L29 16.15L26.5 16.9Z', FIXED.steel),
      solid(rect(2.8, 14, 9, 4.4, 1.6), 'accent'),
      solid(
        'M10.5 4C9 9.2 11.5 12.6 14.4 13.2V28C14.4 30 17.6 30 17.6 28V13.2C20.5 12.6 23 9.2 21.5 4L18.6 7V9.3H13.4V7Z',
        'main',
      ),
    ],
    highlight: 'M16 15.5V27',
  },
  candles: {
    main: 'wax',
    accent: 'flame',
    shapes: [
      solid('M3.5 26.5H28.5L27 29.5H5Z', FIXED.plate),
      solid(rect(6.5, 15.5, 5, 11.5), 'main'),
      solid(rect(13.5, 10.5, 5, 16.5), 'main'),
      solid(rect(20.5, 18, 5, 9), 'main'),
      solid(flame(9, 9.5, 14.6), 'accent'),
      solid(flame(16, 4, 9.6), 'accent'),
      solid(flame(23, 12, 16.9), 'accent'),
      flat('M13.5 10.5H18.5V12.8C17.8 12.8 17.8 15 17.2 15C16.6 15 16.6 12.8 15.8 12.8H13.5Z', 'light'),
    ],
    highlight: 'M8.2 18V24.5',
  },

  // ---- materials
  ore: {
    main: 'vein',
    accent: 'gem',
    shapes: [
      solid('M4.5 21L8.5 10.5L16 6L24.5 8L28 17.5L24.5 26L12 27.5Z', FIXED.stone),
      line('M16 6L14.5 15L4.5 21M14.5 15L24.5 26', OUTLINE, 0.9, 0.4),
      solid('M9.5 12.8L13.3 11.3L14.3 15L10.5 16.6Z', 'main'),
      solid('M18.5 14.5L22.6 13L23.8 17.8L19.5 19.3Z', 'main'),
      solid('M12.8 20.5L16.6 19.8L16.7 23.6L13.3 24.2Z', 'main'),
    ],
    highlight: 'M9.6 10.8L15.6 7.6',
  },
  ingot: {
    main: 'ingot',
    accent: 'trim',
    shapes: [
      solid('M3.5 18L9.5 11L22.5 8.5L28.5 15.5L22.5 23.5L8.5 25.5Z', 'shade'),
      solid('M9.5 11L22.5 8.5L25.5 14.5L11.5 17.5Z', 'main'),
      line('M11.5 17.5L8.5 25.5M25.5 14.5L22.5 23.5M3.5 18L11.5 17.5M25.5 14.5L28.5 15.5', OUTLINE, 1),
    ],
    highlight: 'M12 12.2L20.5 10.6',
  },
  chunk: {
    main: 'vein',
    accent: 'gem',
    shapes: [
      solid('M19 22L23.5 14.5L28.5 18L27.5 26.5L20.5 28Z', 'shade'),
      solid('M4 19L8.5 8.5L18 7L22 16.5L15 25.5L6.5 25Z', 'main'),
      line('M8.5 8.5L12.5 16.5L22 16.5M12.5 16.5L15 25.5M12.5 16.5L4 19', OUTLINE, 1, 0.55),
    ],
    highlight: 'M6.7 17L9.8 10.6',
  },
  crystal: {
    main: 'crystal',
    accent: 'gem',
    shapes: [
      solid('M8 12.5L11.5 15.5V27H6.5L5 16.5Z', 'shade'),
      solid('M24 14.5L27 18.5L25.5 27H20.5V17.5Z', 'shade'),
      solid('M16 2L21 8.5V27H11V8.5Z', 'main'),
      solid('M16 2L21 8.5V27H16Z', 'shade'),
      solid('M3.5 28C6 25.7 26 25.7 28.5 28L27.5 30H4.5Z', FIXED.stone),
    ],
    highlight: 'M13.2 9.5V23.5',
  },
  gem: {
    main: 'gem',
    accent: 'gem',
    shapes: [
      flat('M5 12.5L10.5 6H21.5L27 12.5L16 28Z', 'main'),
      flat('M10.5 6L13 12.5H5Z', 'light'),
      flat('M19 12.5L27 12.5L16 28Z', 'shade'),
      line('M5 12.5H27M10.5 6L13 12.5L16 6L19 12.5L21.5 6M13 12.5L16 28L19 12.5', OUTLINE, 1, 0.75),
      line('M5 12.5L10.5 6H21.5L27 12.5L16 28Z', OUTLINE, W),
      flat(sparkle(23.5, 4.5, 2.6), FIXED.white, 0.85),
    ],
    highlight: 'M9.5 15.5L13.2 21',
  },
  pearl: {
    main: 'pearl',
    accent: 'gem',
    shapes: [
      solid(circle(8.5, 24.5, 4), 'shade'),
      solid(circle(18, 15.5, 9.5), 'main'),
      flat('M25.6 21.2A9 9 0 0 1 11.6 22.6A11 11 0 0 0 25.6 21.2Z', 'shade', 0.8),
      flat(circle(14.5, 11.5, 1.8), FIXED.white, 0.9),
    ],
    highlight: 'M11.6 16.2A6.6 6.6 0 0 1 12.6 12.6',
  },
  orb: {
    main: 'essence',
    accent: 'gem',
    shapes: [
      flat(circle(16, 16, 13), 'main', 0.12),
      flat(circle(16, 16, 10.5), 'main', 0.2),
      solid(circle(16, 16, 7.5), 'main'),
      flat(circle(16, 16, 3.6), 'light'),
      flat(sparkle(25.5, 6.5, 2.8), 'light'),
      flat(sparkle(6.5, 25, 2.2), 'light'),
      flat(circle(7, 8.5, 1), 'light'),
      flat(circle(26, 24.5, 0.9), 'light'),
    ],
    highlight: 'M11.3 14A5 5 0 0 1 14 11.3',
  },
  dust: {
    main: 'dust',
    accent: 'gem',
    shapes: [
      solid('M3 27C6 20 11 16 16 16C21 16 26 20 29 27Z', 'main'),
      flat(circle(11, 23.5, 0.9), 'shade'),
      flat(circle(16.5, 20.5, 0.9), 'shade'),
      flat(circle(20.5, 24, 0.9), 'shade'),
      flat(circle(14.5, 25, 0.8), 'shade'),
      solid(sparkle(10, 9, 4), 'light'),
      solid(sparkle(21.5, 6, 3), 'light'),
      flat(circle(24.5, 13, 1.1), 'light'),
    ],
    highlight: 'M8 23C9.6 20.4 11.8 18.8 14 18.3',
  },
  herb: {
    main: 'herb',
    accent: 'gem',
    shapes: [
      ...inked('M16 29.5C16 22 15.5 16 16 10', FIXED.leaf, 1.6),
      solid('M15.8 22.5C11 23 6 20 5 14.5C10.3 14 14.6 17 15.8 22.5Z', FIXED.leaf),
      solid('M16.2 19C20.7 19 25 16 26.5 11C21.7 10.7 17.3 13.8 16.2 19Z', FIXED.leaf),
      line('M6.5 15.3L15.2 21.6M25 11.8L16.8 18', OUTLINE, 0.9, 0.5),
      solid(
        'M10.5 11C10.5 5.5 12.8 2.5 16 2.5C19.2 2.5 21.5 5.5 21.5 11L19.6 9.3L17.8 11.6L16 9.5L14.2 11.6L12.4 9.3Z',
        'main',
      ),
    ],
    highlight: 'M13.4 5C12.8 6.2 12.6 7.6 12.7 9',
  },
  vial: {
    main: 'ink',
    accent: 'gem',
    shapes: [
      flat('M12.5 8V24C12.5 29 19.5 29 19.5 24V8Z', FIXED.glass, 0.35),
      flat('M12.5 14.5V24C12.5 29 19.5 29 19.5 24V14.5Z', 'main'),
      line('M12.9 14.5H19.1', 'light', 1),
      flat(circle(17.4, 19.5, 0.9), 'light'),
      flat(circle(15.6, 23, 0.7), 'light'),
      line('M12.5 8V24C12.5 29 19.5 29 19.5 24V8', OUTLINE, W),
      solid(rect(11, 6.8, 10, 2.2, 1), FIXED.glass),
      solid(rect(12.8, 2.5, 6.4, 4.5, 1), FIXED.cork),
    ],
    highlight: 'M14.3 16V24.5',
  },
  coil: {
    main: 'fibre',
    accent: 'gem',
    shapes: [
      ...inked('M22.5 19.5C27 20.5 28.5 24.5 26.5 27.5C25.3 29.2 22.8 29.6 21 29.5', 'main', 1.3),
      solid(rect(9, 8.5, 14, 15), 'main'),
      line('M9 12.3L23 10.5M9 16.3L23 14.5M9 20.3L23 18.5', 'shade', 1.1),
      solid(rect(6, 5, 20, 4, 1.2), FIXED.wood),
      solid(rect(6, 23, 20, 4, 1.2), FIXED.wood),
    ],
    highlight: 'M11.3 11V21',
  },
  scroll: {
    main: 'parchment',
    accent: 'seal',
    shapes: [
      solid(rect(8.5, 6.5, 15, 19), 'main'),
      line('M11.5 11.5H20.5M11.5 14.5H20.5M11.5 17.5H16.5', OUTLINE, 1, 0.5),
      solid(rect(6, 3.5, 20, 5, 2.3), 'shade'),
      solid(rect(6, 23.5, 20, 5, 2.3), 'shade'),
      solid(circle(19.8, 20, 2.5), 'accent'),
    ],
    highlight: 'M10.4 10V21',
  },
  cog: {
    main: 'brass',
    accent: 'gem',
    shapes: [
      { ...solid(cog(16, 16, 8, 13, 10, 3.8), 'main'), evenOdd: true },
      line(circle(16, 16, 7), OUTLINE, 0.9, 0.45),
    ],
    highlight: 'M9.5 13A7 7 0 0 1 13 9.5',
  },
  bone: {
    main: 'bone',
    accent: 'gem',
    rotate: 45,
    shapes: union(
      'main',
      circle(13.2, 6.4, 3.1),
      circle(18.8, 6.4, 3.1),
      circle(13.2, 25.6, 3.1),
      circle(18.8, 25.6, 3.1),
      rect(13.4, 7, 5.2, 18),
    ),
    highlight: 'M14.8 9.5V22.5',
  },
  feather: {
    main: 'feather',
    accent: 'gem',
    rotate: 35,
    shapes: [
      ...inked('M16 25V30.5', FIXED.string, 1.2),
      solid('M16 1.5C21.5 5 22.8 14 18.7 22L16 26.5L13.3 22C9.2 14 10.5 5 16 1.5Z', 'main'),
      line('M21 11.5L17.8 13.5M11 10L14 12M20.2 17.5L17.3 19M11.9 16.5L14.6 18', OUTLINE, 1),
      line('M16 5V25', 'shade', 1.2),
    ],
    highlight: 'M13.6 7.5C12.4 10.8 12.4 14.5 13.4 18',
  },
  pouch: {
    main: 'leather',
    accent: 'trim',
    shapes: [
      solid('M11 10.5L9 4.5L12.8 6.8L16 4L19.2 6.8L23 4.5L21 10.5Z', 'shade'),
      solid('M11 10.5C6 14.5 5.5 27.5 16 28C26.5 27.5 26 14.5 21 10.5Z', 'main'),
      solid(rect(10, 9.4, 12, 3, 1.2), 'accent'),
      line('M21 12.4L23.5 16.5', 'accent', 1.2),
    ],
    highlight: 'M9.6 17.5C9.4 20.7 10.3 23.4 12 25.2',
  },

  // ---- an id the content does not know
  unknown: {
    main: 'stone',
    accent: 'gem',
    shapes: [
      ...inked(
        'M11.3 11.5C11.3 7.2 13.8 5.3 16.3 5.3C19.1 5.3 21.3 7.3 21.3 10.4C21.3 14.6 16.4 15 16.3 19.6',
        '#9ca3af',
        3.6,
      ),
      solid(circle(16.3, 25.3, 2.5), '#9ca3af'),
    ],
  },
} as const satisfies Record<string, GlyphDef>;

export type GlyphKind = keyof typeof GLYPHS;

/** The glyph of an id the content does not know. */
export const UNKNOWN_GLYPH: GlyphKind = 'unknown';
/** The glyph of a material whose id and name match no keyword. */
export const FALLBACK_GLYPH: GlyphKind = 'pouch';

// ---------------------------------------------------------------- choosing a glyph

/** An item's id and name as lower-case words, for keyword matching. */
function wordsOf(item: Pick<ItemDef, 'id' | 'name'>): string {
  return `${item.id} ${item.name}`.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
}

/** Material keywords, in order: the first match wins ("gold leaf" is a metal, not a herb). */
const MATERIAL_WORDS: readonly (readonly [RegExp, GlyphKind])[] = [
  [/gold|ingot|\bbar\b|\bbars\b|\bplate\b|leaf of/, 'ingot'],
  [/\bores?\b|\bnugget/, 'ore'],
  [/chunk|fragment|rubble|\bslate\b|\bstone\b|\brock/, 'chunk'],
  [/pearl/, 'pearl'],
  [/\bgems?\b|jewel|heartstone/, 'gem'],
  [/shard|crystal|glass|prism|quartz|geode/, 'crystal'],
  [/\bdust\b|\bsand\b|powder|\bash\b|\bsalt\b/, 'dust'],
  [/crest|feather|plume|quill/, 'feather'],
  [/essence|ember|wisp|ectoplasm|\bsoul|spark|\bmote|aether|spirit/, 'orb'],
  [/nightshade|moonpetal|petal|herb|\bleaf\b|\broot\b|bloom|flower|moss|thistle|weed|lotus|mushroom/, 'herb'],
  [/\bink\b|resin|\boil\b|\bsap\b|venom|blood|tincture|ichor/, 'vial'],
  [/sinew|silk|thread|string|wire|conductor|\bcoil|yarn|cloth/, 'coil'],
  [/scroll|\brune|parchment|\btome\b|\bpage/, 'scroll'],
  [/gear|clockwork|\bcogs?\b|spring|mechan/, 'cog'],
  [/bone|\bcore\b|skull|fang|tooth|claw|horn/, 'bone'],
];

const TOOL_WORDS: readonly (readonly [RegExp, GlyphKind])[] = [
  [/pick|mattock/, 'pick'],
  [/hammer|mallet|tongs|anvil/, 'hammer'],
  [/alchem|mortar|pestle|alembic/, 'mortar'],
  [/candle|ritual|censer|incense/, 'candles'],
  [/tinker|wrench|screw|spanner|tools?\b/, 'wrench'],
];

function firstMatch(text: string, table: readonly (readonly [RegExp, GlyphKind])[], fallback: GlyphKind): GlyphKind {
  for (const [pattern, kind] of table) if (pattern.test(text)) return kind;
  return fallback;
}

/** Which glyph an item is drawn with: by type, weapon class, potion kind, then id/name keywords. */
export function glyphKindFor(item: ItemDef): GlyphKind {
  const words = wordsOf(item);
  switch (item.type) {
    case 'weapon':
      return item.weaponClass ?? 'sword';
    case 'shield':
      return /buckler|targe|round/.test(words) ? 'buckler' : 'shield';
    case 'helmet':
      if (/hood|cowl|mask|veil/.test(words)) return 'hood';
      if (/crown|circlet|diadem|tiara/.test(words)) return 'crown';
      return 'helm';
    case 'armor':
      return /robe|vestment|gown|garb|cassock/.test(words) ? 'robe' : 'armor';
    case 'legs':
      return 'legs';
    case 'boots':
      return 'boots';
    case 'gloves':
      return 'gloves';
    case 'cape':
      return 'cape';
    case 'amulet':
      return 'amulet';
    case 'ring':
      return 'ring';
    case 'accessory':
      return 'charm';
    case 'potion':
      if (item.potion?.restores === 'health') return 'potion_health';
      if (item.potion?.restores === 'mana') return 'potion_mana';
      return 'potion';
    case 'consumable':
      return 'ration';
    case 'wraith':
      return 'wraith';
    case 'tool':
      return firstMatch(words, TOOL_WORDS, 'wrench');
    case 'material':
      return firstMatch(words, MATERIAL_WORDS, FALLBACK_GLYPH);
  }
}

// ---------------------------------------------------------------- colouring it

export interface GlyphPalette {
  readonly main: string;
  readonly shade: string;
  readonly light: string;
  readonly accent: string;
  readonly glow: string;
}

/** Soft gear (cloth, leather) takes cloth tones even where its type is usually metal. */
const SOFT_GEAR = /cloth|leather|hide|quilt|\bcap\b|treads|grips|wraps|worn|walker|vest|scholar|silk/;

/** The item's colours: main from its kind's tones by id hash (or a colour word), accent by a second hash. */
export function paletteFor(item: ItemDef, kind: GlyphKind = glyphKindFor(item)): GlyphPalette {
  const glyph: GlyphDef = GLYPHS[kind];
  // Pieces of one set share their tones.
  const hash = hashId(item.setId ?? item.id);
  const words = wordsOf(item);
  let family: ToneFamily = glyph.main;
  if (family === 'plate' && SOFT_GEAR.test(words)) family = 'leather';
  if (kind === 'armor' && /cloth|robe|scholar/.test(words)) family = 'cloth';
  let main = pick(family, hash);
  const potion = kind === 'potion_health' || kind === 'potion_mana';
  if (!potion) {
    const word = COLOUR_WORDS.find(([pattern]) => pattern.test(words));
    if (word) main = word[1];
  }
  const accent = pick(glyph.accent, Math.floor(hash / 7));
  return {
    main,
    shade: mixColor(main, '#000000', 0.3),
    light: mixColor(main, '#ffffff', 0.55),
    accent,
    glow: mixColor(accent, '#ffffff', 0.55),
  };
}

// ---------------------------------------------------------------- resolved drawing

/** A shape with its paints resolved to colours, ready for an SVG path. */
export interface DrawnShape {
  readonly d: string;
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly opacity?: number;
  readonly fillRule?: 'evenodd';
}

export interface DrawnGlyph {
  readonly kind: GlyphKind;
  readonly rotate: number;
  readonly shapes: readonly DrawnShape[];
}

function paint(value: Paint, palette: GlyphPalette): string {
  switch (value) {
    case 'main':
    case 'shade':
    case 'light':
    case 'accent':
    case 'glow':
      return palette[value];
    default:
      return value;
  }
}

const HIGHLIGHT = { stroke: FIXED.white, strokeWidth: 1.1, opacity: 0.6 } as const;

/** The glyph of an item (or of the unknown '?', for `undefined`) with its colours resolved. */
export function drawGlyph(item: ItemDef | undefined): DrawnGlyph {
  const kind = item ? glyphKindFor(item) : UNKNOWN_GLYPH;
  const glyph: GlyphDef = GLYPHS[kind];
  const palette: GlyphPalette = item
    ? paletteFor(item, kind)
    : { main: '#9ca3af', shade: '#6b7280', light: '#e5e7eb', accent: '#9ca3af', glow: '#e5e7eb' };
  const shapes: DrawnShape[] = glyph.shapes.map((shape) => ({
    d: shape.d,
    fill: paint(shape.fill, palette),
    stroke: paint(shape.stroke, palette),
    strokeWidth: shape.width,
    ...(shape.opacity === undefined ? {} : { opacity: shape.opacity }),
    ...(shape.evenOdd ? { fillRule: 'evenodd' as const } : {}),
  }));
  if (glyph.highlight) shapes.push({ d: glyph.highlight, fill: 'none', ...HIGHLIGHT });
  return { kind, rotate: glyph.rotate ?? 0, shapes };
}
