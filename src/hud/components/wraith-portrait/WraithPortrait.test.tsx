import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WraithShape } from '@/content/types';
import { WRAITHS } from '@/content/wraiths';
import { RARITY_COLORS } from '@/hud/components/item-icon/glyphs';
import { drawFigure, FIGURES, figurePalette, glowColor } from './figures';
import { WraithPortrait } from './WraithPortrait';

const SHAPES = Object.keys(FIGURES) as WraithShape[];

describe('wraith figures', () => {
  it('has a figure of its own for each of the eight shapes, and every wraith’s shape is one of them', () => {
    expect(SHAPES).toHaveLength(8);
    const drawings = SHAPES.map((shape) =>
      drawFigure(shape, 0x808080)
        .map((part) => part.d)
        .join(''),
    );
    expect(new Set(drawings).size).toBe(SHAPES.length);
    for (const wraith of WRAITHS) expect(SHAPES, wraith.id).toContain(wraith.look.shape);
    expect(new Set(WRAITHS.map((wraith) => wraith.look.shape)).size).toBe(WRAITHS.length);
  });

  it('colours a figure from the glow: a pale body, deep folds, the glow itself; highlight last', () => {
    expect(glowColor(0xff8c2a)).toBe('#ff8c2a');
    expect(glowColor(0x0000ff)).toBe('#0000ff');
    const palette = figurePalette(0xff8c2a);
    const brightness = (hex: string) =>
      [1, 3, 5].reduce((sum, start) => sum + Number.parseInt(hex.slice(start, start + 2), 16), 0);
    expect(brightness(palette.light)).toBeGreaterThan(brightness(palette.body));
    expect(brightness(palette.body)).toBeGreaterThan(brightness(palette.glow));
    expect(brightness(palette.glow)).toBeGreaterThan(brightness(palette.shade));
    const wisp = drawFigure('wisp', 0xff8c2a);
    expect(wisp.map((part) => part.fill)).toContain(palette.body);
    expect(wisp.at(-1)).toMatchObject({ fill: 'none', stroke: '#ffffff' });
  });
});

describe('WraithPortrait', () => {
  it('draws every wraith named by it, by its shape, haloed in its glow and framed in its rarity', () => {
    for (const wraith of WRAITHS) {
      const { container, unmount } = render(<WraithPortrait wraithId={wraith.id} />);
      const svg = screen.getByRole('img', { name: wraith.name });
      expect(svg).toHaveAttribute('data-shape', wraith.look.shape);
      expect(container.querySelector('[data-part="frame"]')).toHaveAttribute('stroke', RARITY_COLORS[wraith.rarity]);
      expect(container.querySelector('[data-part="halo"]')).toHaveAttribute('fill', glowColor(wraith.look.glow));
      expect(container.querySelectorAll('[data-part="figure"] path').length).toBeGreaterThan(4);
      unmount();
    }
  });

  it('draws a wraith not yet bonded faded', () => {
    const { container } = render(<WraithPortrait wraithId="ember_wisp" dormant />);
    expect(screen.getByRole('img', { name: 'Ember Wisp' })).toHaveAttribute('data-dormant', 'true');
    expect(Number(container.querySelector('[data-part="figure"]')!.getAttribute('opacity'))).toBeLessThan(1);
  });

  it('takes a title and a size; an unknown id is named by the id', () => {
    render(<WraithPortrait wraithId="void_herald" size={96} title="Void Herald, slot 2" />);
    const svg = screen.getByRole('img', { name: 'Void Herald, slot 2' });
    expect(svg).toHaveAttribute('width', '96');
    render(<WraithPortrait wraithId="no_such_wraith" />);
    expect(screen.getByRole('img', { name: 'no_such_wraith' })).toHaveAttribute('data-shape', 'unknown');
  });

  it('is plain SVG: no images, filters or shared defs ids', () => {
    const { container } = render(
      <>
        {WRAITHS.map((wraith) => (
          <WraithPortrait key={wraith.id} wraithId={wraith.id} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(WRAITHS.length);
    expect(container.querySelector('image, filter, defs, [id]')).toBeNull();
  });
});
