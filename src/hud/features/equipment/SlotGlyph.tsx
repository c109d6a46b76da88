import type { EquipmentSlot } from '@/content/ids';
import { GLYPHS, type GlyphDef, type GlyphKind } from '@/hud/components/item-icon/glyphs';
import { cn } from '@/hud/lib/cn';

/** The item glyph an empty slot shows as a faint outline of what goes there. */
const SLOT_GLYPHS: Record<EquipmentSlot, GlyphKind> = {
  helmet: 'helm',
  chest: 'armor',
  legs: 'legs',
  feet: 'boots',
  gloves: 'gloves',
  cape: 'cape',
  neck: 'amulet',
  weapon: 'sword',
  off_hand: 'shield',
  ring_1: 'ring',
  ring_2: 'ring',
  potion_1: 'potion',
  potion_2: 'potion',
  wraith_1: 'wraith',
  wraith_2: 'wraith',
  wraith_3: 'wraith',
};

/** An empty slot: a dashed card with the ghost of the item kind it takes (the item icons' own drawings). */
export function SlotGlyph({ slot, size, className }: { slot: EquipmentSlot; size: number; className?: string }) {
  const glyph: GlyphDef = GLYPHS[SLOT_GLYPHS[slot]];
  const rotate = glyph.rotate ? `rotate(${glyph.rotate} 16 16)` : undefined;
  return (
    <svg
      aria-hidden
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className={cn('shrink-0', className)}
      data-empty-slot={slot}
    >
      <rect x="1" y="1" width="38" height="38" rx="7" fill="#0f0d17" />
      <rect
        x="1.5"
        y="1.5"
        width="37"
        height="37"
        rx="6.5"
        fill="none"
        stroke="#4a4360"
        strokeWidth="1.2"
        strokeDasharray="3 2.5"
      />
      <g transform="translate(4 4)" strokeLinejoin="round" strokeLinecap="round" opacity="0.42">
        <g transform={rotate}>
          {glyph.shapes.map((shape, index) => (
            <path
              key={index}
              d={shape.d}
              fill={shape.fill === 'none' ? 'none' : '#6f6886'}
              stroke={shape.stroke === 'none' ? 'none' : '#8a83a0'}
              strokeWidth={shape.width || undefined}
              fillRule={shape.evenOdd ? 'evenodd' : undefined}
            />
          ))}
        </g>
      </g>
    </svg>
  );
}
