import { memo } from 'react';
// Items come through the view models' lookup over every item table, so an icon never misses a table added later.
import { itemDef } from '@/runtime/view-models/content-names';
import type { Rarity } from '@/content/ids';
import type { ItemDef } from '@/content/types';
import { cn } from '@/hud/lib/cn';
import { drawGlyph, RARITY_COLORS, type DrawnGlyph } from './glyphs';
import { GlyphShapes } from './GlyphShapes';
import { CARD_BOTTOM, CARD_CORNER_TICKS, CARD_TOP } from './card-frame';

interface IconDrawing {
  readonly item: ItemDef | undefined;
  readonly frame: string;
  readonly rarity: Rarity | undefined;
  readonly glyph: DrawnGlyph;
}

const drawings = new Map<string, IconDrawing>();

/** The resolved drawing of an item id, computed once per id (content never changes at runtime). */
function drawingOf(itemId: string): IconDrawing {
  let drawing = drawings.get(itemId);
  if (!drawing) {
    const item = itemDef(itemId);
    drawing = {
      item,
      rarity: item?.rarity,
      frame: item ? RARITY_COLORS[item.rarity] : '#4b5563',
      glyph: drawGlyph(item),
    };
    drawings.set(itemId, drawing);
  }
  return drawing;
}

const BACKGROUND = '#111827';

/**
 * An item's icon: its glyph on a dark rounded card framed in the rarity's colour (epic and legendary
 * glow faintly). Pure SVG without defs or filters, so hundreds render cheaply. An unknown id draws '?'.
 */
export const ItemIcon = memo(function ItemIcon({
  itemId,
  size = 40,
  className,
  title,
}: {
  itemId: string;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
  /** The accessible name (and hover title); the item's name by default. */
  title?: string;
}) {
  const { item, frame, rarity, glyph } = drawingOf(itemId);
  const label = title ?? item?.name ?? itemId;
  const glows = rarity === 'epic' || rarity === 'legendary';
  const rotate = glyph.rotate === 0 ? undefined : `rotate(${glyph.rotate} 16 16)`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className={cn('shrink-0 select-none', className)}
      data-item-id={itemId}
      data-glyph={glyph.kind}
      data-rarity={rarity ?? 'unknown'}
    >
      {title === undefined ? null : <title>{title}</title>}
      <rect x="1" y="1" width="38" height="38" rx="7" fill={BACKGROUND} />
      <path d={CARD_TOP} fill="#ffffff" opacity={0.045} />
      <path d={CARD_BOTTOM} fill="#000000" opacity={0.25} />
      <circle cx="20" cy="20" r="14" fill={frame} opacity={glows ? 0.16 : 0.07} />
      {glows ? <circle cx="20" cy="20" r="9" fill={frame} opacity={0.12} /> : null}
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
      <g transform="translate(4 4)" strokeLinejoin="round" strokeLinecap="round">
        <g transform={rotate}>
          <GlyphShapes glyph={glyph} />
        </g>
      </g>
      <rect data-part="frame" x="1" y="1" width="38" height="38" rx="7" fill="none" stroke={frame} strokeWidth={1.5} />
    </svg>
  );
});
