import type { DrawnGlyph } from './glyphs';

/** A drawn glyph's paths, as the item icon and the hunter's portrait both draw them. */
export function GlyphShapes({ glyph }: { glyph: DrawnGlyph }) {
  return (
    <>
      {glyph.shapes.map((shape, index) => (
        <path
          key={index}
          d={shape.d}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth || undefined}
          opacity={shape.opacity}
          fillRule={shape.fillRule}
        />
      ))}
    </>
  );
}
