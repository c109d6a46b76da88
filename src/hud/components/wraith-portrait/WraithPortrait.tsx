import { memo } from 'react';
import type { WraithDef } from '@/content/types';
import { WRAITHS } from '@/content/wraiths';
import { RARITY_COLORS } from '@/hud/components/item-icon/glyphs';
import { cn } from '@/hud/lib/cn';
import { drawFigure, glowColor, type DrawnFigureShape } from './figures';
import { CARD_BOTTOM, CARD_CORNER_TICKS, CARD_TOP } from '@/hud/components/item-icon/card-frame';

interface PortraitDrawing {
  readonly wraith: WraithDef | undefined;
  readonly frame: string;
  readonly glow: string;
  readonly figure: readonly DrawnFigureShape[];
}

const KINDS: ReadonlyMap<string, WraithDef> = new Map(WRAITHS.map((wraith) => [wraith.id, wraith]));
const drawings = new Map<string, PortraitDrawing>();

/** The resolved drawing of a wraith kind, computed once per id (content never changes at runtime). */
function drawingOf(wraithId: string): PortraitDrawing {
  let drawing = drawings.get(wraithId);
  if (!drawing) {
    const wraith = KINDS.get(wraithId);
    drawing = wraith
      ? {
          wraith,
          frame: RARITY_COLORS[wraith.rarity],
          glow: glowColor(wraith.look.glow),
          figure: drawFigure(wraith.look.shape, wraith.look.glow),
        }
      : { wraith, frame: '#4b5563', glow: '#9ca3af', figure: drawFigure('shade', 0x9ca3af) };
    drawings.set(wraithId, drawing);
  }
  return drawing;
}

const BACKGROUND = '#0d0f1a';

/**
 * A wraith's portrait: its figure, drawn in code for its `look.shape`, haloed in its `look.glow` on the
 * item icons' dark card, framed in its rarity's colour. `dormant` draws a wraith not yet bonded: faded,
 * its glow banked. Plain SVG without defs or filters, like ItemIcon. An unknown id draws a grey shade.
 */
export const WraithPortrait = memo(function WraithPortrait({
  wraithId,
  size = 56,
  dormant = false,
  className,
  title,
}: {
  wraithId: string;
  /** Width and height in CSS pixels. */
  size?: number;
  dormant?: boolean;
  className?: string;
  /** The accessible name (and hover title); the wraith's name by default. */
  title?: string;
}) {
  const { wraith, frame, glow, figure } = drawingOf(wraithId);
  const label = title ?? wraith?.name ?? wraithId;
  const glows = wraith?.rarity === 'epic' || wraith?.rarity === 'legendary';
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className={cn('shrink-0 select-none', className)}
      data-wraith-id={wraithId}
      data-shape={wraith?.look.shape ?? 'unknown'}
      data-dormant={dormant ? 'true' : undefined}
    >
      {title === undefined ? null : <title>{title}</title>}
      <rect x="1" y="1" width="38" height="38" rx="7" fill={BACKGROUND} />
      <path d={CARD_TOP} fill="#ffffff" opacity={0.045} />
      <path d={CARD_BOTTOM} fill="#000000" opacity={0.25} />
      <g data-part="halo" fill={glow} opacity={dormant ? 0.35 : 1}>
        <circle cx="20" cy="19" r="15" opacity={0.1} />
        <circle cx="20" cy="19" r="11" opacity={0.14} />
        <circle cx="20" cy="19" r="6.5" opacity={0.2} />
        <ellipse cx="20" cy="34" rx="12" ry="2.6" opacity={0.22} />
      </g>
      {glows ? (
        <rect
          x="3.2"
          y="3.2"
          width="33.6"
          height="33.6"
          rx="5"
          fill="none"
          stroke={frame}
          strokeWidth={2.2}
          opacity={0.3}
        />
      ) : null}
      <path d={CARD_CORNER_TICKS} fill="none" stroke={frame} strokeWidth={1} opacity={0.45} strokeLinecap="round" />
      <g
        data-part="figure"
        transform="translate(4 4)"
        strokeLinejoin="round"
        strokeLinecap="round"
        opacity={dormant ? 0.42 : 1}
      >
        {figure.map((shape, index) => (
          <path
            key={index}
            d={shape.d}
            fill={shape.fill}
            stroke={shape.stroke}
            strokeWidth={shape.strokeWidth || undefined}
            opacity={shape.opacity}
          />
        ))}
      </g>
      <rect data-part="frame" x="1" y="1" width="38" height="38" rx="7" fill="none" stroke={frame} strokeWidth={1.5} />
    </svg>
  );
});
