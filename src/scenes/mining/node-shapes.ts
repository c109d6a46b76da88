import type { Graphics } from 'pixi.js';
import { palette, shadeColor } from '../art/palette';
import { poly, rim } from '../art/rig';
import type { MiningNodeCategory } from './mining-model';

/** An ellipse cracks are drawn inside (local units): the solid part of a node that can split. */
export interface CrackZone {
  x: number;
  y: number;
  rx: number;
  ry: number;
}

/**
 * One category's look, in the rigs' local space (the node's foot at 0, up is negative, about 100 units
 * tall, its near face toward -x where the hunter stands). `solid` is the stone or bone, drawn once;
 * `lit` the emissive part (a pool, veins, a flame, a tear), pulsed and dimmed as the node wears;
 * `front` anything drawn over the light (the void's black core).
 */
export interface NodeShape {
  /** Glow, sparks, motes and the cracks' inner light. */
  tint: number;
  /** The colour of flying chunks and rubble. */
  stone: number;
  /**
   * Where a pick bites the near face (pick nodes: at the height the pick's point reaches, about -33;
   * the node stands so the point lands there), and where channelled energy leaves (channel nodes).
   */
  impact: { x: number; y: number };
  source: { x: number; y: number };
  crackZones: readonly CrackZone[];
  draw(solid: Graphics, lit: Graphics, front: Graphics): void;
}

const SOUL_GREEN = 0x9fe0b0;
const VOID_VIOLET = 0xa070f0;
const GEODE_SHELL = 0x4d4452;

/** A mana seep: a rock shelf with a cleft dribbling mana into a luminous blue pool, blue shards on the rock. */
const mana: NodeShape = {
  tint: 0x6fa8ff,
  stone: palette.slate,
  impact: { x: -40, y: -22 },
  source: { x: -4, y: -8 },
  crackZones: [
    { x: -24, y: -24, rx: 16, ry: 13 },
    { x: 28, y: -28, rx: 11, ry: 16 },
  ],
  draw(solid, lit) {
    poly(solid, [-46, -2, -40, -26, -28, -44, -12, -50, 4, -46, 16, -58, 30, -52, 42, -30, 48, -2], palette.slate);
    rim(solid, palette.ash, 1.5, 0.5);
    poly(solid, [-28, -44, -12, -50, 4, -46, -6, -38, -22, -36], shadeColor(palette.slate, 0.15));
    poly(solid, [1, -47, 8, -51, 6, -18, 1, -14], 0x0d0c16);
    solid.ellipse(0, -4, 42, 10).fill(0x14204a);
    rim(solid, palette.ash, 1.5, 0.55);
    lit.ellipse(0, -5, 36, 7).fill(palette.mana);
    lit.ellipse(-9, -6, 15, 2.5).fill({ color: palette.frost, alpha: 0.7 });
    poly(lit, [2, -45, 7, -45, 6, -8, 2, -8], 0x8fb8ff, 0.9);
    poly(lit, [-32, -40, -27, -64, -22, -40], 0x6fa8ff);
    poly(lit, [-24, -42, -20, -56, -16, -42], 0x9cc4ff);
    poly(lit, [22, -52, 28, -74, 32, -50], 0x6fa8ff);
  },
};

/** An aether draft: two weathered standing stones either side of a vent, a spiralling column of pale light. */
const aether: NodeShape = {
  tint: 0xc8f6ec,
  stone: 0x5c5870,
  impact: { x: -42, y: -34 },
  source: { x: 0, y: -56 },
  crackZones: [
    { x: -35, y: -34, rx: 5, ry: 24 },
    { x: 35, y: -38, rx: 5, ry: 28 },
  ],
  draw(solid, lit) {
    solid.ellipse(0, -4, 30, 8).fill(0x121019);
    solid.ellipse(0, -4, 30, 8).stroke({ width: 3, color: 0x5c5870 });
    poly(solid, [-44, 0, -42, -58, -34, -68, -27, -62, -26, 0], 0x5c5870);
    rim(solid, 0x9a96b0, 1.5, 0.55);
    poly(solid, [26, 0, 28, -74, 36, -82, 44, -70, 44, 0], 0x5c5870);
    rim(solid, 0x9a96b0, 1.5, 0.55);
    // Rune notches cut in the stones.
    solid.moveTo(-38, -44).lineTo(-32, -38).moveTo(-38, -30).lineTo(-32, -24).stroke({ width: 1.5, color: 0x121019 });
    solid.moveTo(32, -56).lineTo(38, -50).moveTo(32, -40).lineTo(38, -34).stroke({ width: 1.5, color: 0x121019 });
    // A column of light narrowing to a point as it rises out of the vent.
    poly(lit, [-18, -6, 18, -6, 24, -62, 12, -104, 0, -116, -12, -104, -24, -62], palette.spectral, 0.16);
    poly(lit, [-9, -6, 9, -6, 11, -70, 0, -106, -11, -70], 0xe6fff8, 0.16);
    lit
      .moveTo(-14, -8)
      .quadraticCurveTo(22, -30, -6, -52)
      .quadraticCurveTo(-26, -74, 8, -96)
      .moveTo(12, -10)
      .quadraticCurveTo(-20, -36, 6, -60)
      .quadraticCurveTo(26, -82, -4, -106)
      .stroke({ width: 2.5, color: 0xe6fff8, alpha: 0.8, cap: 'round' });
  },
};

/** A soul niche: a crooked grave slab with a hollow where a green soul-flame burns, candle stubs at its foot. */
const soul: NodeShape = {
  tint: SOUL_GREEN,
  stone: palette.slate,
  impact: { x: -34, y: -40 },
  source: { x: 0, y: -46 },
  crackZones: [
    { x: -25, y: -48, rx: 7, ry: 28 },
    { x: 25, y: -46, rx: 7, ry: 26 },
    { x: 0, y: -84, rx: 16, ry: 8 },
  ],
  draw(solid, lit) {
    poly(solid, [-34, -2, -36, -70, -24, -92, 0, -100, 22, -92, 34, -70, 32, -2], palette.slate);
    rim(solid, palette.ash, 1.5, 0.55);
    poly(solid, [-16, -18, -16, -58, -8, -70, 8, -70, 16, -58, 16, -18], 0x08070d);
    rim(solid, 0x1d1a2b, 2, 0.9);
    // A carved sigil over the niche, and candle stubs either side of the slab.
    solid.moveTo(0, -92).lineTo(0, -78).moveTo(-6, -86).lineTo(6, -86).stroke({ width: 2, color: 0x1d1a2b });
    solid.rect(-46, -10, 6, 10).fill(palette.bone).rect(38, -14, 6, 14).fill(palette.bone);
    solid.rect(-22, -8, 5, 8).fill(palette.bone);
    lit.ellipse(0, -40, 14, 24).fill({ color: SOUL_GREEN, alpha: 0.22 });
    poly(lit, [-8, -22, -11, -38, -3, -62, 1, -48, 6, -58, 10, -36, 8, -22], SOUL_GREEN);
    poly(lit, [-4, -24, -5, -34, 0, -46, 4, -34, 3, -24], 0xe6fff0);
    for (const [x, y] of [
      [-43, -10],
      [41, -14],
      [-19.5, -8],
    ] as const) {
      poly(lit, [x - 2.5, y, x, y - 8, x + 2.5, y], SOUL_GREEN);
    }
  },
};

/** A ruined shrine: a broken column, a fallen lintel, a carved block, a gilt relic half buried in the rubble. */
const relic: NodeShape = {
  tint: palette.gold,
  stone: 0x8f8778,
  impact: { x: -31, y: -34 },
  source: { x: 8, y: -12 },
  crackZones: [
    { x: -21, y: -44, rx: 6, ry: 30 },
    { x: 28, y: -14, rx: 12, ry: 9 },
    { x: 12, y: -40, rx: 16, ry: 3 },
  ],
  draw(solid, lit) {
    const stone = 0x8f8778;
    const dark = shadeColor(stone, -0.45);
    poly(solid, [-30, -2, -30, -78, -26, -86, -20, -80, -15, -90, -12, -2], stone);
    rim(solid, palette.bone, 1.2, 0.5);
    solid.rect(-36, -8, 30, 8).fill(dark);
    for (const x of [-25, -19]) solid.rect(x, -74, 2, 66).fill({ color: dark, alpha: 0.6 });
    poly(solid, [-16, -50, 38, -38, 40, -28, -14, -40], shadeColor(stone, -0.15));
    rim(solid, palette.bone, 1.2, 0.45);
    solid.rect(12, -28, 32, 28).fill(shadeColor(stone, -0.25));
    rim(solid, palette.bone, 1.2, 0.4);
    solid.circle(28, -14, 7).stroke({ width: 1.5, color: dark });
    solid.moveTo(28, -21).lineTo(28, -7).moveTo(21, -14).lineTo(35, -14).stroke({ width: 1.2, color: dark });
    poly(lit, [1, -2, 4, -14, 2, -18, 14, -18, 12, -14, 15, -2], palette.gold);
    lit.circle(8, -22, 3).fill(palette.emberBright);
    lit.circle(6, -12, 1.4).fill({ color: 0xffffff, alpha: 0.8 });
  },
};

/** An ore boulder: dark angular rock split by ember-hot metal veins and nuggets. */
const ore: NodeShape = {
  tint: palette.ember,
  stone: 0x4a4456,
  impact: { x: -44, y: -33 },
  source: { x: -10, y: -36 },
  crackZones: [
    { x: -14, y: -46, rx: 22, ry: 18 },
    { x: 20, y: -26, rx: 17, ry: 16 },
  ],
  draw(solid, lit) {
    poly(solid, [-42, -2, -45, -30, -32, -62, -10, -80, 14, -76, 34, -56, 44, -26, 42, -2], 0x2e2a38);
    rim(solid, palette.ash, 1.5, 0.5);
    poly(solid, [-32, -62, -10, -80, 14, -76, 4, -58, -20, -52], palette.slate);
    poly(solid, [14, -76, 34, -56, 44, -26, 26, -34, 4, -58], 0x35304a);
    solid.circle(-26, -14, 2).fill(palette.steel).circle(20, -12, 1.6).fill(palette.steel);
    lit
      .moveTo(-42, -22)
      .lineTo(-26, -32)
      .lineTo(-14, -24)
      .lineTo(4, -42)
      .lineTo(18, -36)
      .lineTo(38, -50)
      .stroke({ width: 3.5, color: palette.ember, join: 'round' });
    lit
      .moveTo(-30, -52)
      .lineTo(-16, -58)
      .lineTo(-6, -50)
      .moveTo(4, -42)
      .lineTo(10, -18)
      .lineTo(24, -8)
      .stroke({ width: 2.2, color: palette.ember, join: 'round' });
    lit.circle(-14, -24, 3.5).fill(palette.emberBright).circle(18, -36, 3).fill(palette.emberBright);
    lit.circle(10, -18, 2.5).fill(palette.emberBright);
  },
};

/** A bone pit: an ash mound heaped with ribs, long bones and a skull whose sockets glow faintly. */
const bone: NodeShape = {
  tint: palette.bone,
  stone: 0xb8b0a0,
  impact: { x: -31, y: -32 },
  source: { x: -20, y: -38 },
  crackZones: [
    { x: -6, y: -16, rx: 30, ry: 8 },
    { x: 22, y: -12, rx: 14, ry: 6 },
  ],
  draw(solid, lit) {
    poly(solid, [-48, -1, -40, -14, -24, -28, 0, -34, 24, -28, 42, -12, 48, -1], 0x3a3540);
    rim(solid, palette.ash, 1.5, 0.5);
    const boneColor = palette.bone;
    // A spine arching out of the mound, ribs curling off it.
    solid.moveTo(-6, -30).quadraticCurveTo(10, -58, 34, -44).stroke({ width: 4, color: boneColor, cap: 'round' });
    for (let index = 0; index < 4; index += 1) {
      const x = 2 + index * 8;
      const y = -44 - (index === 1 || index === 2 ? 5 : 0);
      solid
        .moveTo(x, y)
        .quadraticCurveTo(x - 10, y + 8, x - 4, y + 22)
        .stroke({ width: 2.6, color: shadeColor(boneColor, -0.1), cap: 'round' });
    }
    solid.moveTo(-40, -8).lineTo(-12, -16).stroke({ width: 3.5, color: boneColor, cap: 'round' });
    solid.circle(-41, -8, 3).fill(boneColor).circle(-11, -16, 3).fill(boneColor);
    solid
      .moveTo(16, -10)
      .lineTo(40, -6)
      .stroke({ width: 3, color: shadeColor(boneColor, -0.15), cap: 'round' });
    // The skull.
    solid.circle(-22, -38, 10).fill(boneColor);
    rim(solid, 0x6d6470, 1.2, 0.6);
    solid.rect(-27, -30, 10, 6).fill(boneColor);
    solid.circle(-26, -39, 3).fill(0x0b0a12).circle(-18, -39, 3).fill(0x0b0a12);
    solid.rect(-25, -28, 1.2, 3).fill(0x3a3540).rect(-21, -28, 1.2, 3).fill(0x3a3540);
    lit.circle(-26, -39, 1.5).fill(0xd8f0a0).circle(-18, -39, 1.5).fill(0xd8f0a0);
    lit.ellipse(0, -6, 40, 6).fill({ color: 0xc8e0a0, alpha: 0.12 });
  },
};

/** A geode: a rough round shell broken open on a cavity lined with glowing azure crystal. */
const crystal: NodeShape = {
  tint: palette.frost,
  stone: GEODE_SHELL,
  impact: { x: -44, y: -33 },
  source: { x: 2, y: -44 },
  crackZones: [
    { x: -34, y: -46, rx: 5, ry: 22 },
    { x: 24, y: -74, rx: 10, ry: 4 },
    { x: 30, y: -24, rx: 6, ry: 10 },
  ],
  draw(solid, lit) {
    poly(solid, [-36, -2, -44, -26, -42, -56, -26, -80, 0, -88, 26, -80, 40, -58, 44, -28, 36, -2], GEODE_SHELL);
    rim(solid, 0x8a8096, 1.5, 0.6);
    solid.ellipse(2, -44, 28, 32).fill(0x140f24);
    const blue = palette.frostDeep;
    const teeth: readonly (readonly number[])[] = [
      [-24, -60, -8, -52, -18, -70],
      [-20, -28, -6, -38, -24, -42],
      [-2, -74, 4, -56, 10, -74],
      [18, -66, 6, -48, 26, -52],
      [26, -38, 10, -40, 22, -22],
      [-6, -16, 2, -32, 10, -16],
    ];
    teeth.forEach((points, index) => poly(lit, [...points], index % 2 === 0 ? blue : palette.frost));
    poly(lit, [-4, -46, 2, -62, 8, -46, 2, -36], 0xe4f6ff);
    lit.ellipse(2, -44, 22, 26).fill({ color: palette.frost, alpha: 0.12 });
  },
};

/** A rift fissure: a standing slab of black-violet stone split top to bottom by a crack of arcane light. */
const rift: NodeShape = {
  tint: palette.arcane,
  stone: 0x3a3052,
  impact: { x: -39, y: -33 },
  source: { x: 0, y: -50 },
  crackZones: [
    { x: -23, y: -52, rx: 10, ry: 32 },
    { x: 23, y: -40, rx: 10, ry: 28 },
  ],
  draw(solid, lit) {
    poly(solid, [-40, -2, -37, -70, -20, -96, 8, -102, 28, -84, 40, -40, 38, -2], 0x221c33);
    rim(solid, 0x6b5a9a, 1.5, 0.6);
    poly(solid, [-37, -70, -20, -96, -6, -98, -14, -60], 0x2e2644);
    poly(
      lit,
      [-6, -98, 6, -80, -4, -62, 8, -44, -2, -24, 4, -2, -6, -2, -10, -24, 0, -44, -12, -62, -2, -80, -10, -98],
      palette.arcane,
    );
    lit
      .moveTo(-7, -96)
      .lineTo(1, -80)
      .lineTo(-7, -62)
      .lineTo(3, -44)
      .lineTo(-5, -24)
      .lineTo(-1, -4)
      .stroke({ width: 1.6, color: 0xf0e8ff, join: 'round' });
    poly(lit, [50, -70, 55, -82, 58, -70], palette.arcane);
    poly(lit, [-52, -84, -48, -94, -45, -84], palette.arcane);
    poly(lit, [46, -40, 49, -47, 52, -40], 0xcdb8ff);
  },
};

/** A void seam: a tear hanging in the air over cracked obsidian, black at its heart, violet at its lips. */
const voidSeam: NodeShape = {
  tint: VOID_VIOLET,
  stone: 0x1d1a2b,
  impact: { x: -44, y: -10 },
  source: { x: 0, y: -62 },
  crackZones: [
    { x: -22, y: -10, rx: 14, ry: 4 },
    { x: 22, y: -11, rx: 14, ry: 4 },
  ],
  draw(solid, lit, front) {
    poly(solid, [-46, -1, -36, -16, -18, -22, 0, -18, 20, -24, 38, -14, 46, -1], 0x1a1626);
    rim(solid, palette.arcaneDeep, 2, 0.9);
    poly(solid, [-36, -16, -18, -22, -12, -12, -30, -6], 0x262036);
    poly(solid, [20, -24, 38, -14, 30, -6, 14, -12], 0x262036);
    lit.ellipse(0, -62, 26, 52).fill({ color: VOID_VIOLET, alpha: 0.16 });
    poly(lit, [0, -118, 13, -86, 17, -56, 9, -30, 0, -22, -9, -30, -17, -56, -13, -86], VOID_VIOLET);
    poly(lit, [0, -112, 8, -86, 11, -58, 5, -34, 0, -28, -5, -34, -11, -58, -8, -86], 0xe0c8ff);
    poly(front, [0, -106, 5, -84, 7, -58, 3, -38, 0, -34, -3, -38, -7, -58, -5, -84], 0x000000);
  },
};

export const NODE_SHAPES: Record<MiningNodeCategory, NodeShape> = {
  mana_mining: mana,
  aether_harvesting: aether,
  soul_foraging: soul,
  relic_scavenging: relic,
  ore_veins: ore,
  bone_pits: bone,
  crystal_geodes: crystal,
  rift_fissures: rift,
  void_seams: voidSeam,
};
