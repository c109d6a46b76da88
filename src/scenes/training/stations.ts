import { Container, Graphics } from 'pixi.js';
import { palette, shadeColor } from '../art/palette';
import { batchFigure, poly, rim } from '../art/rig';
import type { TrainingStation } from './training-model';

/**
 * A workplace drawn once in code, in the rigs' local space (feet at 0, up is negative, about 110 units
 * tall). Animation only moves and fades its parts: `hot` glows while work goes on, `moving` wobbles
 * when struck.
 */
export interface StationRig {
  readonly root: Container;
  /** Fire, liquid or runes: bright while training, embers at rest. */
  readonly hot: Container;
  /** The part that takes the blow (the dummy, the target); pivot at its base. */
  readonly moving: Container;
  /** Where work lands (sparks, bolts, bubbles), local units. */
  readonly impact: { x: number; y: number };
  /** Colour of the station's particles and glow. */
  readonly tint: number;
  /** Particles drift up from the work (bubbles, motes) instead of bursting out. */
  readonly rising: boolean;
}

function station(tint: number, impact: { x: number; y: number }, rising = false): StationRig {
  const root = new Container();
  const moving = new Container();
  const hot = new Container();
  root.addChild(moving, hot);
  return { root, hot, moving, impact, tint, rising };
}

function shadow(root: Container, width: number): void {
  const ground = new Graphics().ellipse(0, 0, width / 2, width / 10).fill({ color: 0x000000, alpha: 0.45 });
  root.addChildAt(ground, 0);
}

/** A straw dummy on a post: takes blade strokes, shield blows and swings back at a dodging hunter. */
function buildDummy(): StationRig {
  const rig = station(palette.bone, { x: -6, y: -70 });
  const body = new Graphics();
  body.rect(-3, -100, 6, 100).fill(palette.leather);
  body.rect(-30, -78, 60, 6).fill(palette.leatherDark);
  poly(body, [-16, -88, 16, -88, 19, -54, 13, -30, -13, -30, -19, -54], 0x8a7448);
  rim(body, 0xc9b27a, 1.5, 0.5);
  body.moveTo(-15, -70).lineTo(15, -66).moveTo(-14, -50).lineTo(14, -52).stroke({ width: 2, color: 0x5e4c2c });
  body.circle(0, -98, 11).fill(0x9a8452);
  rim(body, 0xc9b27a, 1.5, 0.5);
  body.moveTo(-5, -100).lineTo(5, -96).moveTo(5, -100).lineTo(-5, -96).stroke({ width: 2, color: palette.blood });
  rig.moving.addChild(body);
  shadow(rig.root, 50);
  return rig;
}

/** An archery butt on a trestle: the hunter's spectral bolts thud into the gold. */
function buildTarget(): StationRig {
  const rig = station(palette.spectral, { x: 0, y: -66 });
  const stand = new Graphics();
  poly(stand, [-22, 0, -17, 0, -4, -60, -8, -60], palette.leather);
  poly(stand, [22, 0, 17, 0, 4, -60, 8, -60], palette.leather);
  rig.root.addChildAt(stand, 0);
  const face = new Graphics();
  face.circle(0, -66, 30).fill(palette.bone);
  face.circle(0, -66, 23).fill(palette.blood);
  face.circle(0, -66, 15).fill(palette.bone);
  face.circle(0, -66, 8).fill(palette.gold);
  rim(face, palette.leatherDark, 2.5, 0.9);
  rig.moving.addChild(face);
  shadow(rig.root, 56);
  return rig;
}

/** A rune circle cut in the floor, its glyphs waking as the hunter chants. */
function buildRunes(): StationRig {
  const rig = station(palette.arcane, { x: 0, y: -40 }, true);
  const stone = new Graphics();
  stone.ellipse(0, 0, 52, 13).fill(shadeColor(palette.slate, -0.4));
  stone.ellipse(0, 0, 52, 13).stroke({ width: 2, color: palette.ash, alpha: 0.6 });
  rig.root.addChildAt(stone, 0);
  const glyphs = new Graphics();
  glyphs.ellipse(0, 0, 44, 10).stroke({ width: 2.5, color: 0xffffff });
  glyphs.ellipse(0, 0, 30, 7).stroke({ width: 1.5, color: 0xffffff, alpha: 0.7 });
  for (let index = 0; index < 8; index += 1) {
    const angle = (index / 8) * Math.PI * 2;
    const x = Math.cos(angle) * 37;
    const y = Math.sin(angle) * 8.5;
    glyphs
      .moveTo(x - 3, y - 2)
      .lineTo(x + 3, y + 2)
      .moveTo(x + 3, y - 2)
      .lineTo(x, y + 2)
      .stroke({ width: 1.5, color: 0xffffff });
  }
  glyphs.tint = palette.arcane;
  // A standing stone behind the circle, carved with the same runes.
  const monolith = new Graphics();
  poly(monolith, [-10, -4, 10, -4, 8, -92, 0, -100, -8, -92], palette.slate);
  rim(monolith, palette.ash, 1.5, 0.5);
  const carving = new Graphics();
  carving
    .moveTo(-3, -80)
    .lineTo(3, -72)
    .lineTo(-3, -64)
    .moveTo(0, -56)
    .lineTo(0, -40)
    .stroke({ width: 2, color: 0xffffff });
  carving.tint = palette.arcane;
  rig.moving.addChild(monolith);
  rig.hot.addChild(glyphs, carving);
  return rig;
}

/** An anvil before a forge mouth: hammer blows throw sparks, the coals breathe. */
function buildForge(): StationRig {
  const rig = station(palette.emberBright, { x: -14, y: -42 });
  const forge = new Graphics();
  poly(forge, [8, 0, 60, 0, 60, -70, 52, -96, 16, -96, 8, -70], shadeColor(palette.slate, -0.25));
  rim(forge, palette.ash, 1.5, 0.45);
  forge.rect(22, -104, 24, 10).fill(palette.shade);
  forge.roundRect(18, -60, 32, 26, 6).fill(0x1a0b07);
  rig.root.addChildAt(forge, 0);
  const coals = new Graphics();
  coals.roundRect(20, -56, 28, 20, 5).fill(0xffffff);
  coals.tint = palette.ember;
  rig.hot.addChild(coals);
  const anvil = new Graphics();
  poly(
    anvil,
    [-30, -40, 4, -40, 0, -32, -8, -30, -6, -14, 0, 0, -28, 0, -22, -14, -20, -30, -34, -34],
    palette.steelDark,
  );
  rim(anvil, palette.steel, 1.5, 0.6);
  rig.moving.addChild(anvil);
  shadow(rig.root, 90);
  return rig;
}

/** A cauldron over a fire: the brew bubbles while it is worked. */
function buildCauldron(): StationRig {
  const rig = station(palette.heal, { x: 0, y: -44 }, true);
  const fire = new Graphics();
  poly(fire, [-16, -2, -8, -20, -2, -8, 4, -24, 10, -6, 16, -2], 0xffffff);
  fire.tint = palette.ember;
  const pot = new Graphics();
  poly(pot, [-30, -46, 30, -46, 26, -22, 16, -12, -16, -12, -26, -22], 0x1c1a22);
  rim(pot, palette.ash, 2, 0.6);
  pot.rect(-26, -10, 4, 10).fill(0x1c1a22).rect(22, -10, 4, 10).fill(0x1c1a22);
  const brew = new Graphics();
  brew.ellipse(0, -45, 27, 6).fill(0xffffff);
  brew.tint = palette.heal;
  rig.moving.addChild(pot);
  rig.hot.addChild(fire, brew);
  shadow(rig.root, 72);
  return rig;
}

/** An outcrop of mana crystal in rough stone: a hunter's pick rings on it. */
function buildCrystal(): StationRig {
  const rig = station(palette.frost, { x: -16, y: -40 });
  const rock = new Graphics();
  poly(rock, [-36, 0, -30, -30, -14, -44, 10, -40, 30, -22, 38, 0], palette.slate);
  rim(rock, palette.ash, 1.5, 0.5);
  rig.root.addChildAt(rock, 0);
  const crystals = new Graphics();
  poly(crystals, [-14, -30, -8, -78, 0, -34], 0xffffff);
  poly(crystals, [0, -36, 10, -92, 16, -34], 0xffffff);
  poly(crystals, [14, -30, 26, -64, 26, -24], 0xffffff, 0.85);
  crystals.tint = palette.frostDeep;
  const shine = new Graphics();
  poly(shine, [-10, -40, -8, -70, -5, -40], 0xffffff, 0.8);
  poly(shine, [6, -44, 10, -84, 12, -44], 0xffffff, 0.8);
  shine.tint = palette.frost;
  rig.moving.addChild(crystals);
  rig.hot.addChild(shine);
  shadow(rig.root, 80);
  return rig;
}

const BUILDERS: Record<TrainingStation, () => StationRig> = {
  dummy: buildDummy,
  target: buildTarget,
  runes: buildRunes,
  forge: buildForge,
  cauldron: buildCauldron,
  crystal: buildCrystal,
};

export function buildStation(kind: TrainingStation): StationRig {
  const rig = BUILDERS[kind]();
  batchFigure(rig.root);
  return rig;
}
