import type { Graphics } from 'pixi.js';
import type { ThemeStyle } from './area-themes';
import { palette, shadeColor } from './palette';
import { deadTree, floatingRock, ridge, type BackdropFrame } from './scenery-shapes';

/**
 * The backdrops of the outer areas, so the areas of one rank band no longer share a sky: the guild's
 * tutorial rift, a dark thicket, a marsh, a molten quarry, a bone-strewn coast and storm-swept peaks.
 * Drawn once per size like the others (area-themes.ts), in the same palette.
 */
export const WILD_THEMES = ['rift', 'thicket', 'marsh', 'quarry', 'coast', 'peaks'] as const;
export type WildTheme = (typeof WILD_THEMES)[number];

type Scenery = (far: Graphics, mid: Graphics, frame: BackdropFrame) => void;

export const WILD_STYLES: Record<WildTheme, ThemeStyle> = {
  rift: {
    skyTop: 0x040a10,
    skyBottom: 0x1b3a48,
    groundTop: 0x27302e,
    groundBottom: 0x090c0c,
    groundEdge: 0x7fc8b8,
    fogColor: 0x7fb8c0,
    fogAlpha: 0.13,
    celestial: { kind: 'rift', x: 0.7, y: 0.26, radius: 0.12, color: 0x7fe8d8, glow: 0x4fc8c0 },
    particles: {
      motion: 'rise',
      count: 20,
      color: 0x9ff0e0,
      alpha: 0.75,
      size: [0.01, 0.022],
      speed: [8, 18],
      additive: true,
    },
  },
  thicket: {
    skyTop: 0x030806,
    skyBottom: 0x14302a,
    groundTop: 0x1c2a1e,
    groundBottom: 0x060a07,
    groundEdge: 0x7aa884,
    fogColor: 0x6fae8a,
    fogAlpha: 0.18,
    celestial: { kind: 'none', x: 0.5, y: 0.2, radius: 0.05, color: 0xd8f0c0, glow: 0x9fd08a },
    particles: {
      motion: 'drift',
      count: 22,
      color: 0xd8f07a,
      alpha: 0.85,
      size: [0.008, 0.016],
      speed: [6, 16],
      additive: true,
    },
  },
  marsh: {
    skyTop: 0x070a06,
    skyBottom: 0x33402a,
    groundTop: 0x222a1a,
    groundBottom: 0x070905,
    groundEdge: 0x9fb07a,
    fogColor: 0xa8b890,
    fogAlpha: 0.24,
    celestial: { kind: 'moon', x: 0.22, y: 0.16, radius: 0.045, color: 0xd8dcb0, glow: 0x9fae70 },
    particles: {
      motion: 'rise',
      count: 16,
      color: 0xb8e07a,
      alpha: 0.6,
      size: [0.01, 0.024],
      speed: [4, 10],
      additive: true,
    },
  },
  quarry: {
    skyTop: 0x100605,
    skyBottom: 0x5a2410,
    groundTop: 0x3a2418,
    groundBottom: 0x0c0604,
    groundEdge: 0xf08a3a,
    fogColor: 0x8a4a2a,
    fogAlpha: 0.16,
    celestial: { kind: 'none', x: 0.5, y: 0.2, radius: 0.05, color: palette.ember, glow: palette.ember },
    particles: {
      motion: 'rise',
      count: 30,
      color: palette.emberBright,
      alpha: 0.9,
      size: [0.006, 0.014],
      speed: [24, 50],
      additive: true,
    },
  },
  coast: {
    skyTop: 0x05080f,
    skyBottom: 0x2a3a58,
    groundTop: 0x4a4640,
    groundBottom: 0x121110,
    groundEdge: 0xd8d2c0,
    fogColor: 0xb0c0d8,
    fogAlpha: 0.14,
    celestial: { kind: 'moon', x: 0.76, y: 0.14, radius: 0.05, color: 0xe8ecf4, glow: 0x9fb0d8 },
    particles: {
      motion: 'drift',
      count: 20,
      color: 0xdce8f4,
      alpha: 0.5,
      size: [0.005, 0.012],
      speed: [30, 70],
      additive: false,
    },
  },
  peaks: {
    skyTop: 0x080b14,
    skyBottom: 0x3a4a66,
    groundTop: 0x56606e,
    groundBottom: 0x141820,
    groundEdge: 0xe6eef8,
    fogColor: 0xc8d4e6,
    fogAlpha: 0.18,
    celestial: { kind: 'none', x: 0.5, y: 0.2, radius: 0.05, color: 0xffffff, glow: 0xc8d8f0 },
    particles: {
      motion: 'fall',
      count: 40,
      color: 0xf4f8ff,
      alpha: 0.85,
      size: [0.005, 0.011],
      speed: [50, 110],
      additive: false,
    },
  },
};

/** A glowing tear in the sky: a jagged vertical slit with a bright edge. */
function riftTear(g: Graphics, cx: number, cy: number, size: number, fill: number, edge: number): void {
  const zigzag = [0, -1, 0.12, -0.45, 0.04, 0, 0.16, 0.5, 0, 1, -0.1, 0.42, -0.02, 0, -0.14, -0.48];
  g.poly(
    zigzag.map((value, index) => (index % 2 === 0 ? cx + value * size : cy + value * size)),
    true,
  ).fill(fill);
  g.stroke({ width: 3, color: edge, alpha: 0.85 });
}

/** A row of sharpened stakes along the ground (a palisade). */
function palisade(g: Graphics, frame: BackdropFrame, from: number, to: number, height: number, color: number): void {
  const { groundY } = frame;
  const stake = frame.unit * 0.018;
  for (let x = from; x < to; x += stake * 1.15) {
    const top = groundY - height * frame.random.range(0.85, 1.05);
    g.poly([x, groundY, x, top + stake, x + stake / 2, top, x + stake, top + stake, x + stake, groundY], true).fill(
      color,
    );
  }
  g.rect(from, groundY - height * 0.55, to - from, stake * 0.5).fill(shadeColor(color, 0.25));
}

function banner(g: Graphics, x: number, groundY: number, height: number, cloth: number, pole: number): void {
  const w = height * 0.18;
  g.rect(x - 2, groundY - height, 4, height).fill(pole);
  g.poly(
    [
      x + 2,
      groundY - height,
      x + 2 + w,
      groundY - height,
      x + 2 + w,
      groundY - height * 0.62,
      x + 2 + w / 2,
      groundY - height * 0.7,
      x + 2,
      groundY - height * 0.62,
    ],
    true,
  ).fill(cloth);
  g.stroke({ width: 1, color: palette.gold, alpha: 0.5 });
}

function brazier(g: Graphics, x: number, groundY: number, size: number): void {
  g.rect(x - size * 0.08, groundY - size, size * 0.16, size).fill(0x1a1410);
  g.poly(
    [
      x - size * 0.4,
      groundY - size,
      x + size * 0.4,
      groundY - size,
      x + size * 0.25,
      groundY - size * 1.2,
      x - size * 0.25,
      groundY - size * 1.2,
    ],
    true,
  ).fill(0x2a2018);
  g.ellipse(x, groundY - size * 1.35, size * 0.3, size * 0.32).fill({ color: palette.ember, alpha: 0.85 });
  g.ellipse(x, groundY - size * 1.3, size * 0.16, size * 0.2).fill({ color: palette.emberBright, alpha: 0.95 });
}

/** A tall tree: a tapering trunk and a ragged crown of overlapping blobs. */
function forestTree(g: Graphics, frame: BackdropFrame, x: number, height: number, trunk: number, crown: number): void {
  const { groundY, random } = frame;
  const base = height * 0.05;
  g.poly(
    [x - base, groundY, x - base * 0.45, groundY - height, x + base * 0.45, groundY - height, x + base, groundY],
    true,
  ).fill(trunk);
  for (let blob = 0; blob < 6; blob += 1) {
    const radius = height * random.range(0.12, 0.2);
    g.circle(x + random.range(-0.22, 0.22) * height, groundY - height * random.range(0.75, 1.05), radius).fill(crown);
  }
}

function reeds(g: Graphics, frame: BackdropFrame, x: number, color: number, head: number): void {
  const { groundY, random } = frame;
  const height = frame.unit * random.range(0.05, 0.09);
  for (let stalk = 0; stalk < 5; stalk += 1) {
    const lean = random.range(-0.25, 0.25) * height;
    const bx = x + stalk * 3;
    g.moveTo(bx, groundY + 2)
      .quadraticCurveTo(bx + lean * 0.3, groundY - height * 0.6, bx + lean, groundY - height)
      .stroke({ width: 1.5, color, cap: 'round' });
    if (stalk % 2 === 0) g.roundRect(bx + lean - 2, groundY - height - 2, 4, height * 0.22, 2).fill(head);
  }
}

/** Mountains: jagged triangles with snow on their peaks. */
function mountains(
  g: Graphics,
  frame: BackdropFrame,
  count: number,
  baseY: number,
  height: number,
  rock: number,
  snow: number,
): void {
  const { width, random } = frame;
  for (let index = 0; index < count; index += 1) {
    const cx = (width * (index + random.range(0.1, 0.9))) / count;
    const h = height * random.range(0.7, 1);
    const half = h * random.range(0.7, 1.1);
    const peakX = cx + random.range(-0.15, 0.15) * half;
    g.poly([cx - half, baseY, peakX, baseY - h, cx + half, baseY], true).fill(rock);
    const cap = 0.28;
    g.poly(
      [
        peakX - (peakX - (cx - half)) * cap,
        baseY - h * (1 - cap),
        peakX,
        baseY - h,
        peakX + (cx + half - peakX) * cap,
        baseY - h * (1 - cap),
        peakX + (cx + half - peakX) * cap * 0.4,
        baseY - h * (1 - cap * 0.7),
        peakX - (peakX - (cx - half)) * cap * 0.3,
        baseY - h * (1 - cap * 0.6),
      ],
      true,
    ).fill(snow);
  }
}

function pine(g: Graphics, x: number, groundY: number, height: number, color: number): void {
  g.rect(x - height * 0.03, groundY - height * 0.2, height * 0.06, height * 0.2).fill(color);
  for (let tier = 0; tier < 3; tier += 1) {
    const top = groundY - height * (1 - tier * 0.22);
    const half = height * (0.16 + tier * 0.07);
    g.poly([x - half, top + height * 0.34, x, top, x + half, top + height * 0.34], true).fill(color);
  }
}

export const WILD_SCENERY: Record<WildTheme, Scenery> = {
  rift(far, mid, frame) {
    const { width, groundY, height } = frame;
    ridge(far, frame, groundY - height * 0.08, height * 0.05, 50, 0x0f1c22, groundY);
    riftTear(far, width * 0.7, height * 0.26, frame.unit * 0.12, 0xd8fff6, 0x4fc8c0);
    palisade(far, frame, 0, width * 0.42, frame.unit * 0.09, 0x141a1c);
    palisade(far, frame, width * 0.86, width + 10, frame.unit * 0.09, 0x141a1c);
    banner(mid, width * 0.08, groundY, frame.unit * 0.22, palette.crimson, 0x2a2018);
    banner(mid, width * 0.93, groundY, frame.unit * 0.2, 0x24506a, 0x2a2018);
    brazier(mid, width * 0.2, groundY, frame.unit * 0.05);
    brazier(mid, width * 0.82, groundY, frame.unit * 0.05);
  },
  thicket(far, mid, frame) {
    const { width, groundY, height, random } = frame;
    for (let tree = 0; tree < 9; tree += 1)
      forestTree(
        far,
        frame,
        width * (tree / 8) + random.range(-30, 30),
        height * random.range(0.3, 0.45),
        0x0a1410,
        0x11261c,
      );
    for (let tree = 0; tree < 4; tree += 1)
      forestTree(
        far,
        frame,
        width * (0.05 + tree * 0.3) + random.range(-20, 20),
        height * random.range(0.4, 0.55),
        0x07100c,
        0x0a1a12,
      );
    for (let bush = 0; bush < 4; bush += 1) {
      const x = width * (0.04 + bush * 0.31) + random.range(-15, 15);
      deadTree(mid, x, groundY, frame.unit * 0.05, -Math.PI / 2 + random.range(-0.5, 0.5), 4, 0x0b1510, frame);
    }
  },
  marsh(far, mid, frame) {
    const { width, groundY, height, random } = frame;
    ridge(far, frame, groundY - height * 0.04, height * 0.03, 30, 0x141a10, groundY);
    for (let tree = 0; tree < 4; tree += 1) {
      const x = width * (0.1 + tree * 0.27) + random.range(-25, 25);
      deadTree(
        far,
        x,
        groundY - height * 0.02,
        frame.unit * 0.08,
        -Math.PI / 2 + random.range(-0.15, 0.15),
        5,
        0x10150c,
        frame,
      );
    }
    for (let pool = 0; pool < 3; pool += 1) {
      const x = width * (0.15 + pool * 0.35) + random.range(-20, 20);
      mid.ellipse(x, groundY + 3, frame.unit * random.range(0.1, 0.16), 4).fill({ color: 0x8fa870, alpha: 0.35 });
    }
    for (let clump = 0; clump < 7; clump += 1)
      reeds(mid, frame, width * (clump / 6.5) + random.range(-10, 10), 0x1c2414, 0x3a2a18);
  },
  quarry(far, mid, frame) {
    const { width, groundY, height } = frame;
    for (const side of [-1, 1]) {
      // Terraced pit walls on both sides, each step with a molten seam.
      for (let step = 0; step < 4; step += 1) {
        const top = groundY - height * (0.14 + step * 0.1);
        const reach = width * (0.34 - step * 0.07);
        const x0 = side < 0 ? 0 : width - reach;
        far.rect(x0, top, reach, groundY - top).fill(shadeColor(0x2a140c, step * 0.04));
        far.rect(x0, top, reach, 2).fill({ color: palette.ember, alpha: 0.55 - step * 0.08 });
      }
    }
    for (let seam = 0; seam < 5; seam += 1) {
      const x = width * (0.06 + seam * 0.2);
      far
        .moveTo(x, groundY - height * 0.1)
        .lineTo(x + 12, groundY - height * 0.05)
        .lineTo(x + 4, groundY)
        .stroke({ width: 2, color: palette.emberBright, alpha: 0.7 });
    }
    const crane = frame.unit * 0.22;
    const cx = width * 0.86;
    mid.rect(cx - 3, groundY - crane, 6, crane).fill(0x1c120c);
    mid.rect(cx - crane * 0.5, groundY - crane, crane * 0.7, 5).fill(0x1c120c);
    mid
      .moveTo(cx - crane * 0.45, groundY - crane)
      .lineTo(cx - crane * 0.45, groundY - crane * 0.55)
      .stroke({ width: 1, color: 0x6a5a4a });
    floatingRock(mid, width * 0.12, groundY - 6, frame.unit * 0.035, 0x24140c, palette.ember);
  },
  coast(far, mid, frame) {
    const { width, groundY, height, random } = frame;
    const horizon = groundY - height * 0.1;
    far.rect(0, horizon, width, groundY - horizon).fill(0x0c1828);
    for (let wave = 0; wave < 5; wave += 1) {
      const y = horizon + (groundY - horizon) * (0.15 + wave * 0.18);
      for (let x = random.range(0, 40); x < width; x += random.range(60, 120))
        far
          .moveTo(x, y)
          .quadraticCurveTo(x + 12, y - 3, x + 24, y)
          .stroke({ width: 1, color: 0xb8c8e0, alpha: 0.35 });
    }
    far
      .poly(
        [
          width * 0.72,
          horizon,
          width * 0.8,
          horizon - height * 0.12,
          width * 0.92,
          horizon - height * 0.09,
          width,
          horizon - height * 0.14,
          width,
          horizon,
        ],
        true,
      )
      .fill(0x0a1220);
    const ribs = frame.unit * 0.16;
    const rx = width * 0.16;
    for (let rib = 0; rib < 6; rib += 1) {
      const x = rx + rib * ribs * 0.22;
      mid
        .moveTo(x, groundY)
        .quadraticCurveTo(
          x - ribs * 0.25,
          groundY - ribs * (1 - rib * 0.08),
          x + ribs * 0.35,
          groundY - ribs * (0.9 - rib * 0.08),
        )
        .stroke({ width: 3, color: palette.bone, alpha: 0.55 });
    }
    mid
      .moveTo(rx - 4, groundY - 2)
      .lineTo(rx + ribs * 1.4, groundY - 2)
      .stroke({ width: 4, color: palette.bone, alpha: 0.4 });
    mid
      .ellipse(width * 0.88, groundY - 4, frame.unit * 0.03, frame.unit * 0.02)
      .fill({ color: palette.bone, alpha: 0.45 });
  },
  peaks(far, mid, frame) {
    const { width, groundY, height, random } = frame;
    mountains(far, frame, 5, groundY - height * 0.02, height * 0.5, 0x1a2232, 0xdce6f4);
    mountains(far, frame, 4, groundY, height * 0.32, 0x222c3c, 0xe8eef8);
    for (let tree = 0; tree < 6; tree += 1)
      pine(
        mid,
        width * (tree / 5.2) + random.range(-20, 20),
        groundY + 2,
        frame.unit * random.range(0.08, 0.13),
        0x0c141c,
      );
  },
};
