/**
 * Wraith portrait figures: one small drawing per `look.shape` on the item icons' 32x32 grid and in
 * their inked style (flat fills, a 1.5px dark outline, one white highlight stroke). Each figure is
 * coloured from its wraith's glow: the spectral body a pale tint of it, deep folds a dark one.
 *
 * Pure data and functions: no React, no DOM.
 */
import type { WraithShape } from '@/content/types';
import { mixColor, OUTLINE } from '@/hud/components/item-icon/glyphs';

/** A colour slot of the glow's palette, or a fixed #rrggbb colour. */
type Paint = 'body' | 'shade' | 'light' | 'glow' | 'none' | `#${string}`;

interface FigureShape {
  readonly d: string;
  readonly fill: Paint;
  readonly stroke: Paint;
  readonly width: number;
  readonly opacity?: number;
}

interface FigureDef {
  readonly shapes: readonly FigureShape[];
  /** One white highlight stroke. */
  readonly highlight: string;
}

const n = (value: number) => Number(value.toFixed(2));

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}

function circle(cx: number, cy: number, r: number): string {
  return ellipse(cx, cy, r, r);
}

/** A four-pointed sparkle centred on (cx, cy). */
function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.28;
  return (
    `M${n(cx)} ${n(cy - r)}L${n(cx + k)} ${n(cy - k)}L${n(cx + r)} ${n(cy)}L${n(cx + k)} ${n(cy + k)}` +
    `L${n(cx)} ${n(cy + r)}L${n(cx - k)} ${n(cy + k)}L${n(cx - r)} ${n(cy)}L${n(cx - k)} ${n(cy - k)}Z`
  );
}

const W = 1.5;

/** A filled shape with the ink outline. */
function solid(d: string, fill: Paint, opacity?: number): FigureShape {
  return opacity === undefined
    ? { d, fill, stroke: OUTLINE, width: W }
    : { d, fill, stroke: OUTLINE, width: W, opacity };
}

/** A filled shape without outline. */
function flat(d: string, fill: Paint, opacity?: number): FigureShape {
  return opacity === undefined ? { d, fill, stroke: 'none', width: 0 } : { d, fill, stroke: 'none', width: 0, opacity };
}

/** An unfilled line. */
function line(d: string, stroke: Paint = OUTLINE, width = 1, opacity?: number): FigureShape {
  return opacity === undefined ? { d, fill: 'none', stroke, width } : { d, fill: 'none', stroke, width, opacity };
}

const GOLD = '#e3b341';
const GRIP = '#4a3428';
const PARCHMENT = '#e8d8b0';
/** The revenant's cinders still burn in its cracks. */
const EMBER = '#f4823a';

/** A ghost's hem, left to right along y: arches cut up into it, so it trails off instead of standing. */
function raggedHem(left: number, right: number, y: number): string {
  const step = (right - left) / 5;
  let path = '';
  for (let index = 1; index <= 5; index += 1) {
    const x = left + step * index;
    path += `Q${n(x - step / 2)} ${n(y - 3)} ${n(x)} ${n(y + (index % 2 === 0 ? 0.5 : 0))}`;
  }
  return path;
}

export const FIGURES: Readonly<Record<WraithShape, FigureDef>> = {
  // A spark with a face, and very proud of it.
  wisp: {
    shapes: [
      flat(sparkle(6, 9, 2.2), 'light'),
      flat(sparkle(26.5, 6.5, 1.7), 'light'),
      flat(sparkle(27, 24.5, 1.3), 'glow'),
      solid(
        'M17 3C20 8 25 12 24.5 19.5C24 25.5 20.5 28.5 16 28.5C11.5 28.5 7.5 25.5 7.5 20C7.5 15.5 10.5 13.5 ' +
          '11.5 9.5C13 12 14 13.5 15 14C15.5 10 15 6.5 17 3Z',
        'body',
      ),
      flat(
        'M16.5 12C19 15 21 17.5 20.5 21.5C20 24.5 18 26 16 26C13.5 26 11.5 24.2 11.5 21.5C11.5 18.5 14 17 16.5 12Z',
        'light',
      ),
      flat(ellipse(13.8, 20.6, 1.1, 1.6), OUTLINE),
      flat(ellipse(18.2, 20.6, 1.1, 1.6), OUTLINE),
      line('M14.7 24Q16 25.1 17.3 24', OUTLINE, 0.9),
    ],
    highlight: 'M10 19.5C10 17 11.3 15.3 12.4 13.8',
  },
  // A hooded monk's shadow, hands folded, a face of nothing but two cold lights.
  shade: {
    shapes: [
      solid(
        'M16 3C11 3 8 7 8 12.5C8 15 7.5 18 6.5 21L5.5 28.5' +
          raggedHem(5.5, 26.5, 28.5) +
          'L26.5 28.5L25.5 21' +
          'C24.5 18 24 15 24 12.5C24 7 21 3 16 3Z',
        'body',
      ),
      flat('M16 7C12.5 7 11 10 11 13C11 16.5 13 18.5 16 18.5C19 18.5 21 16.5 21 13C21 10 19.5 7 16 7Z', OUTLINE),
      flat(circle(14, 13.2, 1), 'light'),
      flat(circle(18, 13.2, 1), 'light'),
      line('M8 21C10 22 11.5 22.5 13 23M24 21C22 22 20.5 22.5 19 23', 'shade', 1.2),
      solid('M13 23C13 21.5 14.5 21 16 21C17.5 21 19 21.5 19 23C19 24.3 17.5 25 16 25C14.5 25 13 24.3 13 23Z', 'light'),
      line('M11 25.5L10.6 27.5M21 25.5L21.4 27.5', 'shade', 1),
    ],
    highlight: 'M10.5 11C10.8 8.2 12.5 6 14.5 5.3',
  },
  // A warrior of cinders with a T-visored helm and its blade upright.
  revenant: {
    shapes: [
      flat(circle(5.5, 6.5, 0.9), 'glow'),
      flat(circle(27.5, 12.5, 0.8), 'glow'),
      flat(circle(4.5, 13, 0.6), 'light'),
      solid('M4.5 29C4.5 23 6.5 19.5 9.5 18.5H18C21 19.5 23 23 23 29Z', 'shade'),
      line('M13.75 20V29M6.5 24.5H21', OUTLINE, 1, 0.6),
      line('M7.5 25.5L9.3 27L8.6 28.6M19.4 21.6L18 23.4L19 24.2', EMBER, 0.9),
      solid('M4 22.5C4 19.5 6 18 8.5 18C10 18 11 19 11 20.5C9 20.5 6.5 21.2 4 22.5Z', 'body'),
      solid('M23.5 22.5C23.5 19.5 21.5 18 19 18C17.5 18 16.5 19 16.5 20.5C18.5 20.5 21 21.2 23.5 22.5Z', 'body'),
      solid(
        'M13.75 4C9.5 4 8 7.5 8 11V16.5C8 18 9.5 19 11 19H16.5C18 19 19.5 18 19.5 16.5V11C19.5 7.5 18 4 13.75 4Z',
        'body',
      ),
      flat('M9.8 10.4H17.7V12.4H14.8V16.6H12.7V12.4H9.8Z', OUTLINE),
      flat('M10.6 10.9H12.9V11.8H10.6ZM14.6 10.9H16.9V11.8H14.6Z', 'light'),
      solid('M23 2.5L24.8 5V19.5H21.2V5Z', 'light'),
      line('M23 5.5V18', 'shade', 0.8),
      solid('M19.5 19.5H26.5V21.5H19.5Z', 'shade'),
      solid('M22 21.5H24V26.5H22Z', GRIP),
      solid(circle(23, 27.6, 1.3), 'glow'),
    ],
    highlight: 'M9.7 10C9.8 7.8 10.9 6.1 12.5 5.5',
  },
  // A drowned singer mid-hymn: ruffled collar, hymnal, bubbles rising.
  chorister: {
    shapes: [
      line(circle(6, 8.5, 1.3), 'light', 0.9),
      line(circle(25.5, 5.5, 1.7), 'light', 0.9),
      line(circle(27, 11, 0.9), 'light', 0.9),
      solid('M16 10C11 10 8.5 13 8 17L6 28.5' + raggedHem(6, 26, 28.5) + 'L26 28.5L24 17C23.5 13 21 10 16 10Z', 'body'),
      line('M11 20C10.5 23 10 25.5 9.5 27.5M21 20C21.5 23 22 25.5 22.5 27.5', 'shade', 1),
      solid(
        'M10.5 12.8C12 14.8 14 15.4 16 15.4C18 15.4 20 14.8 21.5 12.8' +
          'C20 11.7 18 11.2 16 11.2C14 11.2 12 11.7 10.5 12.8Z',
        'light',
      ),
      line('M13 12.2L13.6 14.8M16 11.4V15.2M19 12.2L18.4 14.8', 'shade', 0.8),
      solid(circle(16, 7.6, 4.4), 'body'),
      flat(
        'M11.4 7.8C11.4 4.4 13.4 2.7 16 2.7C18.6 2.7 20.6 4.4 20.6 7.8C20.6 9.4 20.4 10.4 21.3 11.8C19.4 11 19.7 ' +
          '8.6 19.4 6.8C18.4 5.4 17 5.1 16 5.1C15 5.1 13.6 5.4 12.6 6.8C12.3 8.6 12.6 11 10.7 11.8C11.6 10.4 11.4 ' +
          '9.4 11.4 7.8Z',
        'shade',
      ),
      line('M13.7 7.5Q14.4 8.2 15.1 7.5M16.9 7.5Q17.6 8.2 18.3 7.5', OUTLINE, 0.9),
      flat(ellipse(16, 10, 1, 1.25), OUTLINE),
      solid('M12.5 19H19.5V23.5H12.5Z', PARCHMENT),
      line('M16 19V23.5', 'shade', 0.8),
    ],
    highlight: 'M9.8 19C10.1 16.4 11 14.9 12 14.2',
  },
  // A knight of black glass behind its kite shield.
  sentinel: {
    shapes: [
      solid('M16 2.8C17 1 19.6 0.6 21.6 1.6C19.6 1.9 18.2 2.7 17.6 4.3Z', 'glow'),
      solid('M5 20C5 15.5 8 13 12 13H20C24 13 27 15.5 27 20V23H5Z', 'shade'),
      solid('M16 2.5C12 2.5 10 5.5 10 9V13.5H22V9C22 5.5 20 2.5 16 2.5Z', 'body'),
      flat('M11.4 8.2H20.6V9.9H11.4Z', OUTLINE),
      flat('M12.6 8.7H14.8V9.4H12.6ZM17.2 8.7H19.4V9.4H17.2Z', 'light'),
      solid('M16 12.5L24 14.5V20.5C24 25 20.5 28.2 16 30C11.5 28.2 8 25 8 20.5V14.5Z', 'body'),
      line('M16 14.6L22 16.1V20.6C22 24 19.4 26.5 16 27.9C12.6 26.5 10 24 10 20.6V16.1Z', 'light', 0.9),
      solid(sparkle(16, 20.6, 3.6), 'glow'),
    ],
    highlight: 'M9.7 16V20.3C9.7 22.4 10.5 24.2 11.8 25.6',
  },
  // A hooded herald crying your name through a long horn, its pennant hanging.
  herald: {
    shapes: [
      flat(sparkle(26.5, 20, 2.2), 'glow'),
      flat(sparkle(23, 26.5, 1.3), 'light'),
      solid(
        'M13 4C9.5 4 7.5 7 7.5 10.5V14C7.5 18 6 22.5 4.5 28.5' +
          raggedHem(4.5, 21.5, 28.5) +
          'L21.5 28.5' +
          'C20 22.5 18.5 18 18.5 14V10.5C18.5 7 16.5 4 13 4Z',
        'body',
      ),
      line('M10 17.5C9.5 21 8.8 24.5 8 27.5M16 17.5C16.5 21 17.2 24.5 18 27.5', 'shade', 1),
      flat(ellipse(13, 10.8, 3.3, 4), OUTLINE),
      flat(circle(11.9, 10.4, 0.8), 'light'),
      flat(circle(14.4, 10.4, 0.8), 'light'),
      solid('M18.6 10.8L23.8 6.6L24.4 13.8L21.9 12.6L19.5 15.3Z', 'glow'),
      solid('M15 13.4L25.4 4.9L26.8 6.6L16.3 15Z', GOLD),
      solid('M24.8 4.3L29.3 1.2Q31.2 3.6 30.6 6.7L26.9 6.9Z', GOLD),
      solid(circle(17.4, 14.2, 1.6), 'body'),
    ],
    highlight: 'M9.7 10.5C9.9 8.2 11 6.5 12.6 5.9',
  },
  // The head of a spectral horse before a blacked-out sun, its mane a ghost-flame.
  phantom: {
    shapes: [
      flat(circle(22, 9, 6.6), 'glow', 0.9),
      flat(circle(21, 8.4, 5.3), OUTLINE),
      solid(
        'M17 6C20.5 5.2 23.5 7.5 24.5 10.5C25.5 13 27 14 29 13.5C27.8 15.5 28.2 18 29.8 20C27.6 20.2 26.2 21.2 ' +
          '25.6 23L23.5 14C22.5 10.5 20.5 8 17.6 6.8Z',
        'light',
      ),
      solid(
        'M20 29.5L19.5 22C19 20 17.5 18.5 15.5 17.8L9.5 19.8C8.2 20.2 6.8 19.6 6.4 18.4L5.6 16.6C5.2 15.6 5.6 ' +
          '14.5 6.5 14L13 9.8C14.2 9 15 8 15.4 6.6L15.6 3.6L17.6 6.8C20.5 8 22.5 10.5 23.5 14C24.5 17.5 25 22 ' +
          '26 29.5Z',
        'body',
      ),
      line('M9.6 15.2L14.2 18.2M12.6 12.4L15.6 17.9', 'shade', 1),
      flat(circle(14.2, 12, 1.2), OUTLINE),
      flat(circle(14.2, 12, 0.55), 'light'),
      flat(circle(7.5, 16.3, 0.65), OUTLINE),
    ],
    highlight: 'M7.5 14.4L12.6 11.1',
  },
  // A fallen king: a skull's face under a cracked crown, a high collar, a court of rags.
  sovereign: {
    shapes: [
      solid(
        'M16 13C10 13 6 16 5 21L3.5 29.5L7.5 27L10.5 30L13.5 27.5L16 30L18.5 27.5L21.5 30L24.5 27L28.5 29.5L27 ' +
          '21C26 16 22 13 16 13Z',
        'shade',
      ),
      solid(circle(16, 21.5, 1.7), 'glow'),
      solid(
        'M9 15.5L10.8 10.5L13.5 14L16 12.5L18.5 14L21.2 10.5L23 15.5C21 17 18.5 17.8 16 17.8C13.5 17.8 11 17 9 15.5Z',
        'body',
      ),
      solid(
        'M16 5C12.8 5 11 7.3 11 10C11 12 12 13.4 13.2 14.1V15.8H18.8V14.1C20 13.4 21 12 21 10C21 7.3 19.2 5 16 5Z',
        'light',
      ),
      flat(ellipse(14, 10.2, 1.4, 1.6), OUTLINE),
      flat(ellipse(18, 10.2, 1.4, 1.6), OUTLINE),
      flat(circle(14, 10.4, 0.6), 'glow'),
      flat(circle(18, 10.4, 0.6), 'glow'),
      flat('M16 11.7L15.3 13.1H16.7Z', OUTLINE),
      line('M14.6 15.8V14.6M16 15.8V14.6M17.4 15.8V14.6', OUTLINE, 0.7),
      solid(
        'M10.6 6.8L11 2.5L13 4.8L14.5 1.5L16.3 4.5L18 1.8L19.2 4.2L21.3 2.8L21.4 6.8C18 5.8 14 5.8 10.6 6.8Z',
        GOLD,
      ),
      line('M17.3 2.8L16.9 5', OUTLINE, 0.8),
      flat(circle(16, 5.4, 0.7), 'glow'),
    ],
    highlight: 'M12.4 9C12.6 7.6 13.5 6.5 14.7 6.1',
  },
};

/** The glow as a CSS colour ("#ff8c2a"). */
export function glowColor(glow: number): string {
  return `#${(glow & 0xffffff).toString(16).padStart(6, '0')}`;
}

export interface FigurePalette {
  readonly body: string;
  readonly shade: string;
  readonly light: string;
  readonly glow: string;
}

/** A spectral palette from the glow: a pale body, paler lights, deep folds. */
export function figurePalette(glow: number): FigurePalette {
  const base = glowColor(glow);
  return {
    body: mixColor(base, '#ffffff', 0.35),
    light: mixColor(base, '#ffffff', 0.72),
    shade: mixColor(base, '#000000', 0.5),
    glow: base,
  };
}

export interface DrawnFigureShape {
  readonly d: string;
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly opacity?: number;
}

function paint(value: Paint, palette: FigurePalette): string {
  switch (value) {
    case 'body':
    case 'shade':
    case 'light':
    case 'glow':
      return palette[value];
    default:
      return value;
  }
}

/** A shape's figure with its colours resolved from the glow, highlight last. */
export function drawFigure(shape: WraithShape, glow: number): DrawnFigureShape[] {
  const figure = FIGURES[shape];
  const palette = figurePalette(glow);
  const shapes: DrawnFigureShape[] = figure.shapes.map((part) => ({
    d: part.d,
    fill: paint(part.fill, palette),
    stroke: paint(part.stroke, palette),
    strokeWidth: part.width,
    ...(part.opacity === undefined ? {} : { opacity: part.opacity }),
  }));
  shapes.push({ d: figure.highlight, fill: 'none', stroke: '#ffffff', strokeWidth: 1.1, opacity: 0.6 });
  return shapes;
}
