import type { Graphics } from 'pixi.js';
import { palette, shadeColor } from './palette';
import { deadTree, floatingRock, ridge, type BackdropFrame } from './scenery-shapes';
import { WILD_SCENERY, WILD_STYLES } from './area-scenery-wilds';

export type { BackdropFrame } from './scenery-shapes';

/** The area backdrops; each content area names one (AreaDef.backdrop, read by runtime/core-combat-adapter.ts). */
export const AREA_THEMES = [
  'rift',
  'thicket',
  'marsh',
  'crypt',
  'quarry',
  'wastes',
  'coast',
  'cathedral',
  'peaks',
  'spire',
  'void',
  'eclipse',
] as const;
export type AreaTheme = (typeof AREA_THEMES)[number];

export function isAreaTheme(value: string): value is AreaTheme {
  return (AREA_THEMES as readonly string[]).includes(value);
}

export type ParticleMotion = 'rise' | 'drift' | 'fall';

export interface ThemeStyle {
  skyTop: number;
  skyBottom: number;
  groundTop: number;
  groundBottom: number;
  /** The lit edge of the ground, where the fighters stand. */
  groundEdge: number;
  fogColor: number;
  fogAlpha: number;
  celestial: {
    kind: 'moon' | 'sun' | 'black-sun' | 'rift' | 'none';
    x: number;
    y: number;
    radius: number;
    color: number;
    glow: number;
  };
  /** `size`: diameter range as a fraction of the canvas's short side; `speed`: px/s at a 700 px short side. */
  particles: {
    motion: ParticleMotion;
    count: number;
    color: number;
    alpha: number;
    size: [number, number];
    speed: [number, number];
    additive: boolean;
  };
}

export const THEME_STYLES: Record<AreaTheme, ThemeStyle> = {
  ...WILD_STYLES,
  crypt: {
    skyTop: 0x07060f,
    skyBottom: 0x2b2748,
    groundTop: 0x2a2536,
    groundBottom: 0x0b0a10,
    groundEdge: 0x7a76a0,
    fogColor: 0x8f94c0,
    fogAlpha: 0.16,
    celestial: { kind: 'moon', x: 0.8, y: 0.15, radius: 0.06, color: 0xdcd8ec, glow: 0x8f94d0 },
    particles: {
      motion: 'rise',
      count: 18,
      color: 0x9fe0b0,
      alpha: 0.7,
      size: [0.012, 0.026],
      speed: [6, 14],
      additive: true,
    },
  },
  wastes: {
    skyTop: 0x1e0d0b,
    skyBottom: 0x8a4522,
    groundTop: 0x4a2c1e,
    groundBottom: 0x140a06,
    groundEdge: 0xd0925e,
    fogColor: 0xc98a58,
    fogAlpha: 0.14,
    celestial: { kind: 'sun', x: 0.24, y: 0.2, radius: 0.07, color: 0xf3d3a0, glow: 0xe0873a },
    particles: {
      motion: 'drift',
      count: 26,
      color: 0xe0b48a,
      alpha: 0.55,
      size: [0.006, 0.014],
      speed: [40, 90],
      additive: false,
    },
  },
  cathedral: {
    skyTop: 0x0c050a,
    skyBottom: 0x451225,
    groundTop: 0x2e1d26,
    groundBottom: 0x0c0609,
    groundEdge: 0xb06070,
    fogColor: 0x9a4a5a,
    fogAlpha: 0.12,
    celestial: { kind: 'none', x: 0.5, y: 0.3, radius: 0.06, color: palette.ember, glow: palette.ember },
    particles: {
      motion: 'rise',
      count: 24,
      color: palette.emberBright,
      alpha: 0.85,
      size: [0.008, 0.018],
      speed: [14, 32],
      additive: true,
    },
  },
  spire: {
    skyTop: 0x040d14,
    skyBottom: 0x24586a,
    groundTop: 0x2c3d44,
    groundBottom: 0x081014,
    groundEdge: 0x8fc8d8,
    fogColor: 0x9cc8d8,
    fogAlpha: 0.15,
    celestial: { kind: 'moon', x: 0.16, y: 0.12, radius: 0.035, color: 0xcfeaf2, glow: 0x6fb0c8 },
    particles: {
      motion: 'fall',
      count: 30,
      color: 0xe6f4fa,
      alpha: 0.75,
      size: [0.006, 0.013],
      speed: [30, 60],
      additive: false,
    },
  },
  void: {
    skyTop: 0x030208,
    skyBottom: 0x211246,
    groundTop: 0x1d1630,
    groundBottom: 0x040308,
    groundEdge: 0x9a7af0,
    fogColor: 0x6a4ac0,
    fogAlpha: 0.14,
    celestial: { kind: 'rift', x: 0.66, y: 0.24, radius: 0.16, color: palette.arcane, glow: palette.arcane },
    particles: {
      motion: 'rise',
      count: 24,
      color: 0xb9a0ff,
      alpha: 0.8,
      size: [0.01, 0.022],
      speed: [8, 20],
      additive: true,
    },
  },
  eclipse: {
    skyTop: 0x0d0203,
    skyBottom: 0x7a1e12,
    groundTop: 0x2c0f0b,
    groundBottom: 0x070202,
    groundEdge: 0xe0673a,
    fogColor: 0xa03a20,
    fogAlpha: 0.15,
    celestial: { kind: 'black-sun', x: 0.5, y: 0.22, radius: 0.09, color: 0x050203, glow: palette.ember },
    particles: {
      motion: 'rise',
      count: 30,
      color: palette.ember,
      alpha: 0.9,
      size: [0.008, 0.02],
      speed: [20, 45],
      additive: true,
    },
  },
};

function tombstones(g: Graphics, frame: BackdropFrame, color: number, edge: number): void {
  const { width, groundY, random } = frame;
  const unit = frame.unit * 0.05;
  for (let x = random.range(0, unit); x < width; x += random.range(unit * 1.6, unit * 3.2)) {
    const w = unit * random.range(0.7, 1.1);
    const h = unit * random.range(1.1, 1.8);
    const lean = random.range(-0.08, 0.08) * h;
    if (random.next() < 0.3) {
      g.rect(x + w * 0.4, groundY - h * 1.3, w * 0.2, h * 1.3).fill(color);
      g.rect(x, groundY - h * 1.0, w, w * 0.2).fill(color);
    } else {
      g.poly(
        [
          x,
          groundY,
          x + lean,
          groundY - h + w / 2,
          x + w / 2 + lean,
          groundY - h,
          x + w + lean,
          groundY - h + w / 2,
          x + w,
          groundY,
        ],
        true,
      ).fill(color);
      g.stroke({ width: 1, color: edge, alpha: 0.35 });
    }
  }
}

function mausoleums(g: Graphics, frame: BackdropFrame, color: number): void {
  const { width, groundY, random } = frame;
  const unit = frame.unit * 0.09;
  for (let x = random.range(-unit, 0); x < width; x += random.range(unit * 2.2, unit * 3.6)) {
    const w = unit * random.range(1.2, 1.8);
    const h = unit * random.range(1.1, 1.6);
    const base = groundY - unit * 0.5;
    g.rect(x, base - h, w, h + unit).fill(color);
    g.poly([x - w * 0.08, base - h, x + w / 2, base - h - w * 0.45, x + w * 1.08, base - h], true).fill(color);
    g.rect(x + w / 2 - 2, base - h - w * 0.45 - unit * 0.5, 4, unit * 0.5).fill(color);
    g.rect(x + w / 2 - unit * 0.18, base - h - w * 0.45 - unit * 0.35, unit * 0.36, 3).fill(color);
    g.roundRect(x + w * 0.35, base - h * 0.6, w * 0.3, h * 0.6 + unit, w * 0.15).fill(shadeColor(color, -0.5));
  }
}

function spires(
  g: Graphics,
  frame: BackdropFrame,
  centerX: number,
  scale: number,
  color: number,
  window: number,
): void {
  const { groundY } = frame;
  const s = scale;
  g.rect(centerX - 70 * s, groundY - 150 * s, 140 * s, 160 * s).fill(color);
  for (const side of [-1, 1]) {
    const towerX = centerX + side * 62 * s;
    g.rect(towerX - 18 * s, groundY - 230 * s, 36 * s, 240 * s).fill(color);
    g.poly(
      [towerX - 22 * s, groundY - 228 * s, towerX, groundY - 330 * s, towerX + 22 * s, groundY - 228 * s],
      true,
    ).fill(color);
    g.roundRect(towerX - 5 * s, groundY - 200 * s, 10 * s, 30 * s, 5 * s).fill({ color: window, alpha: 0.55 });
  }
  g.poly(
    [centerX - 76 * s, groundY - 148 * s, centerX, groundY - 205 * s, centerX + 76 * s, groundY - 148 * s],
    true,
  ).fill(color);
  g.circle(centerX, groundY - 120 * s, 26 * s).fill({ color: window, alpha: 0.85 });
  for (let spoke = 0; spoke < 8; spoke += 1) {
    const angle = (spoke / 8) * Math.PI * 2;
    g.moveTo(centerX, groundY - 120 * s)
      .lineTo(centerX + Math.cos(angle) * 26 * s, groundY - 120 * s + Math.sin(angle) * 26 * s)
      .stroke({ width: 2.5 * s, color });
  }
  g.circle(centerX, groundY - 120 * s, 8 * s).fill(color);
  g.roundRect(centerX - 14 * s, groundY - 70 * s, 28 * s, 80 * s, 14 * s).fill({ color: window, alpha: 0.35 });
}

function pillar(
  g: Graphics,
  x: number,
  top: number,
  bottom: number,
  width: number,
  color: number,
  edge: number,
  broken: boolean,
): void {
  g.rect(x - width / 2, top, width, bottom - top).fill(color);
  g.stroke({ width: 1, color: edge, alpha: 0.3 });
  if (broken)
    g.poly(
      [
        x - width / 2,
        top,
        x - width * 0.1,
        top - width * 0.5,
        x + width * 0.2,
        top - width * 0.15,
        x + width / 2,
        top - width * 0.6,
        x + width / 2,
        top,
      ],
      true,
    ).fill(color);
  else g.rect(x - width * 0.7, top - width * 0.3, width * 1.4, width * 0.35).fill(color);
  g.rect(x - width * 0.7, bottom - width * 0.3, width * 1.4, width * 0.3).fill(color);
}

/** Far layer (sky silhouettes) and mid layer (nearer props) of each area, drawn once per size. */
export const THEME_SCENERY: Record<AreaTheme, (far: Graphics, mid: Graphics, frame: BackdropFrame) => void> = {
  ...WILD_SCENERY,
  crypt(far, mid, frame) {
    ridge(far, frame, frame.groundY - frame.height * 0.12, frame.height * 0.06, 40, 0x141228, frame.groundY);
    mausoleums(far, frame, 0x100e20);
    tombstones(mid, frame, 0x1c1930, 0x8a86b8);
  },
  wastes(far, mid, frame) {
    const { width, groundY, height, random } = frame;
    far
      .poly(
        [
          0,
          groundY,
          0,
          groundY - height * 0.1,
          width * 0.18,
          groundY - height * 0.12,
          width * 0.22,
          groundY - height * 0.2,
          width * 0.36,
          groundY - height * 0.2,
          width * 0.4,
          groundY - height * 0.09,
          width * 0.7,
          groundY - height * 0.08,
          width * 0.74,
          groundY - height * 0.17,
          width * 0.86,
          groundY - height * 0.17,
          width * 0.9,
          groundY - height * 0.07,
          width,
          groundY - height * 0.06,
          width,
          groundY,
        ],
        true,
      )
      .fill(0x3e1e14);
    ridge(far, frame, groundY - height * 0.03, height * 0.03, 60, 0x2a140e, groundY);
    const unit = frame.unit;
    for (let tree = 0; tree < 3; tree += 1) {
      const x = width * (0.08 + tree * 0.42) + random.range(-20, 20);
      deadTree(mid, x, groundY, unit * 0.09, -Math.PI / 2 + random.range(-0.2, 0.2), 5, 0x160b08, frame);
    }
    for (let rib = 0; rib < 5; rib += 1) {
      const x = width * 0.58 + rib * unit * 0.025;
      mid
        .moveTo(x, groundY)
        .quadraticCurveTo(x + unit * 0.03, groundY - unit * 0.09, x + unit * 0.07, groundY - unit * 0.05)
        .stroke({ width: 2, color: palette.bone, alpha: 0.45 });
    }
  },
  cathedral(far, mid, frame) {
    const { width, groundY, height } = frame;
    spires(far, frame, width * 0.5, frame.unit / 620, 0x10060c, palette.ember);
    const unit = frame.unit * 0.06;
    for (const x of [unit * 0.9, width - unit * 0.9]) {
      pillar(mid, x, groundY - height * 0.62, groundY, unit, 0x1e1018, 0xb06070, false);
      mid
        .poly(
          [
            x + (x < width / 2 ? unit * 0.8 : -unit * 3),
            groundY - height * 0.55,
            x + (x < width / 2 ? unit * 3 : -unit * 0.8),
            groundY - height * 0.55,
            x + (x < width / 2 ? unit * 2.6 : -unit * 1.2),
            groundY - height * 0.3,
            x + (x < width / 2 ? unit * 1.9 : -unit * 1.9),
            groundY - height * 0.34,
            x + (x < width / 2 ? unit * 1.2 : -unit * 2.6),
            groundY - height * 0.3,
          ],
          true,
        )
        .fill(palette.crimson);
      mid.stroke({ width: 1.5, color: palette.gold, alpha: 0.6 });
    }
  },
  spire(far, mid, frame) {
    const { width, groundY, height, random } = frame;
    for (let band = 0; band < 4; band += 1)
      far
        .ellipse(width * random.range(0.1, 0.9), height * (0.08 + band * 0.07), width * 0.35, height * 0.035)
        .fill({ color: 0x0a1a22, alpha: 0.6 });
    const x = width * 0.68;
    const s = frame.unit / 700;
    far
      .poly(
        [
          x - 40 * s,
          groundY,
          x - 26 * s,
          groundY - 200 * s,
          x - 34 * s,
          groundY - 260 * s,
          x - 12 * s,
          groundY - 380 * s,
          x + 6 * s,
          groundY - 470 * s,
          x + 14 * s,
          groundY - 360 * s,
          x + 30 * s,
          groundY - 250 * s,
          x + 24 * s,
          groundY - 190 * s,
          x + 42 * s,
          groundY,
        ],
        true,
      )
      .fill(0x0a161c);
    far.stroke({ width: 1.5, color: 0x5a9ab0, alpha: 0.4 });
    for (let window = 0; window < 5; window += 1)
      far
        .rect(x - 3 * s + (window % 2) * 8 * s, groundY - (120 + window * 62) * s, 4 * s, 10 * s)
        .fill({ color: palette.frost, alpha: 0.8 });
    far.circle(x + 6 * s, groundY - 470 * s, 6 * s).fill(palette.frost);
    for (let rock = 0; rock < 4; rock += 1)
      floatingRock(
        far,
        width * random.range(0.1, 0.95),
        groundY - height * random.range(0.3, 0.6),
        frame.unit * random.range(0.02, 0.04),
        0x12222a,
        0x6aa8c0,
      );
    ridge(mid, frame, groundY - height * 0.05, height * 0.05, 34, 0x122028, groundY);
  },
  void(far, mid, frame) {
    const { width, groundY, height, random } = frame;
    for (let star = 0; star < 70; star += 1)
      far
        .circle(random.range(0, width), random.range(0, groundY * 0.9), random.range(0.5, 1.4))
        .fill({ color: 0xd8ccff, alpha: random.range(0.3, 0.9) });
    const cx = width * 0.66;
    const cy = height * 0.24;
    const tear = frame.unit * 0.16;
    far
      .poly(
        [
          cx,
          cy - tear,
          cx + tear * 0.1,
          cy - tear * 0.4,
          cx + tear * 0.04,
          cy,
          cx + tear * 0.14,
          cy + tear * 0.5,
          cx,
          cy + tear,
          cx - tear * 0.08,
          cy + tear * 0.4,
          cx - tear * 0.02,
          cy,
          cx - tear * 0.12,
          cy - tear * 0.45,
        ],
        true,
      )
      .fill(0xe6dcff);
    far.stroke({ width: 3, color: palette.arcane, alpha: 0.8 });
    for (let shard = 0; shard < 7; shard += 1) {
      const x = width * random.range(0.02, 0.98);
      const y = groundY - height * random.range(0.15, 0.55);
      const size = frame.unit * random.range(0.015, 0.035);
      far.poly([x, y - size * 1.6, x + size * 0.6, y, x, y + size * 1.2, x - size * 0.6, y], true).fill(0x1a1230);
      far.stroke({ width: 1, color: palette.arcane, alpha: 0.6 });
    }
    floatingRock(mid, width * 0.12, groundY - height * 0.12, frame.unit * 0.05, 0x140e24, palette.arcane);
    floatingRock(mid, width * 0.9, groundY - height * 0.2, frame.unit * 0.04, 0x140e24, palette.arcane);
  },
  eclipse(far, mid, frame) {
    const { width, groundY, height, random } = frame;
    ridge(far, frame, groundY - height * 0.07, height * 0.07, 46, 0x1c0607, groundY);
    const unit = frame.unit * 0.035;
    for (let index = 0; index < 5; index += 1) {
      const x = width * (0.06 + index * 0.22) + random.range(-unit, unit);
      const top = groundY - height * random.range(0.14, 0.3);
      pillar(mid, x, top, groundY, unit, 0x160506, palette.ember, random.next() < 0.6);
    }
  },
};
