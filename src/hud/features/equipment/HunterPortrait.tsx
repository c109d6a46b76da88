import { useId } from 'react';
import type { EquipmentSlot } from '@/content/ids';
import { drawGlyph } from '@/hud/components/item-icon/glyphs';
import { GlyphShapes } from '@/hud/components/item-icon/GlyphShapes';
import { cn } from '@/hud/lib/cn';
import { itemDef } from '@/runtime/view-models/content-names';
import type { LookColors } from '@/runtime/view-models/equipment-page-view';

/** What the hunter wears, by slot: item ids (a slot left out is empty). */
export type WornGear = Partial<Record<EquipmentSlot, string>>;

/**
 * Where each worn item is drawn on the figure (viewBox 120 x 160): its glyph, the item icons' own
 * drawing, centred at x, y in a square of `size`, under the slots the doll places around it. Cape and
 * rings stay on their tiles: the cloak is the look's, and a ring is too small to read on the figure.
 */
const ON_FIGURE: readonly { slot: EquipmentSlot; x: number; y: number; size: number }[] = [
  { slot: 'legs', x: 60, y: 130, size: 24 },
  { slot: 'feet', x: 60, y: 147, size: 16 },
  { slot: 'chest', x: 60, y: 90, size: 28 },
  { slot: 'neck', x: 60, y: 75, size: 12 },
  { slot: 'gloves', x: 88, y: 122, size: 14 },
  { slot: 'helmet', x: 60, y: 27, size: 30 },
  { slot: 'off_hand', x: 27, y: 110, size: 28 },
  { slot: 'weapon', x: 94, y: 108, size: 36 },
];

/** One worn item's glyph on the figure, with a dark ink halo so it reads over the coat. */
function GearGlyph({
  itemId,
  slot,
  x,
  y,
  size,
}: {
  itemId: string;
  slot: EquipmentSlot;
  x: number;
  y: number;
  size: number;
}) {
  const glyph = drawGlyph(itemDef(itemId));
  const rotate = glyph.rotate === 0 ? undefined : `rotate(${glyph.rotate} 16 16)`;
  return (
    <svg
      x={x - size / 2}
      y={y - size / 2}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      overflow="visible"
      data-worn={slot}
      data-item-id={itemId}
    >
      <g strokeLinejoin="round" strokeLinecap="round" transform={rotate}>
        <GlyphShapes glyph={glyph} />
      </g>
    </svg>
  );
}

/** The plain cloak before a look is chosen: a dark grey-violet. */
export const DEFAULT_CLOAK = { color: '#4a4458', accent: '#8d84a3' } as const;
/** The plain frame: the panels' shade with a faint ember trim. */
export const DEFAULT_BORDER = { color: '#2c2740', accent: '#a9411f' } as const;

/** Mixes two #rrggbb colours (amount 0 keeps `from`). */
function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount),
  );
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The hunter as the equipment page shows them: a hooded, long-coated figure (the canvas hunter seen
 * from the front) whose cloak and hood take the worn cloak's colours, in a frame that takes the worn
 * portrait border's, wearing the worn gear: the weapon in the right hand (bare without one), the
 * off-hand in the left, the helmet, chest, legs, boots, gloves and amulet where they sit. Plain SVG;
 * the ids of its gradients are unique per instance.
 */
export function HunterPortrait({
  cloak,
  border,
  gear = {},
  className,
}: {
  cloak: LookColors | null;
  border: LookColors | null;
  gear?: WornGear;
  className?: string;
}) {
  const id = useId().replace(/:/g, '');
  const cloth = cloak ?? DEFAULT_CLOAK;
  const frame = border ?? DEFAULT_BORDER;
  const cloakDark = mix(cloth.color, '#000000', 0.35);
  const cloakDeep = mix(cloth.color, '#000000', 0.6);
  const coat = mix('#4a3a2c', cloth.color, 0.2);
  const worn = ON_FIGURE.filter((place) => gear[place.slot]);
  const wornNames = worn.map((place) => itemDef(gear[place.slot]!)?.name).filter(Boolean);
  const label =
    `Your hunter in ${cloak ? `the ${cloak.name}` : 'a plain cloak'}` +
    (border ? `, framed by the ${border.name}` : '') +
    (wornNames.length > 0 ? `, wearing ${listed(wornNames as string[])}` : ', wearing no gear');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 120 160"
      className={cn('h-full w-full', className)}
      data-testid="hunter-portrait"
      data-cloak={cloth.color}
      data-border={frame.color}
    >
      <defs>
        <radialGradient id={`${id}-sky`} cx="50%" cy="38%" r="70%">
          <stop offset="0%" stopColor="#2a2440" />
          <stop offset="60%" stopColor="#15131f" />
          <stop offset="100%" stopColor="#0b0a12" />
        </radialGradient>
        <radialGradient id={`${id}-glow`} cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#7fd4c1" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#7fd4c1" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect x="3" y="3" width="114" height="154" rx="14" fill={`url(#${id}-sky)`} />
      {/* A rune circle on the floor and a faint moon behind the hood. */}
      <circle cx="60" cy="44" r="30" fill="#ece3cf" opacity="0.04" />
      <ellipse cx="60" cy="150" rx="40" ry="6" fill="#000000" opacity="0.45" />
      <ellipse cx="60" cy="150" rx="34" ry="4.5" fill="none" stroke="#8b6cf0" strokeWidth="0.8" opacity="0.45" />
      {/* Cloak, hung from the shoulders behind the body. */}
      <path d="M36 68 C28 92 22 122 16 150 L104 150 C98 122 92 92 84 68 Z" fill={cloakDark} />
      <path d="M36 68 C28 92 22 122 16 150" fill="none" stroke={cloth.accent} strokeWidth="1.2" opacity="0.55" />
      <path d="M84 68 C92 92 98 122 104 150" fill="none" stroke={cloth.accent} strokeWidth="1.2" opacity="0.55" />
      {/* Legs and boots. */}
      <path d="M48 128 L58 128 L57 146 L45 146 Z" fill="#2b211c" />
      <path d="M62 128 L72 128 L75 146 L63 146 Z" fill="#33271f" />
      <path d="M43 144 L58 144 L58 151 L40 151 Z" fill="#171012" />
      <path d="M62 144 L77 144 L80 151 L62 151 Z" fill="#1b1315" />
      {/* Long coat with tails, a belt with a gold buckle, a strap across the chest. */}
      <path d="M42 66 L78 66 L83 100 L86 134 L68 128 L60 136 L52 128 L34 134 L37 100 Z" fill={coat} />
      <path
        d="M42 66 L78 66 L83 100 L86 134 L68 128 L60 136 L52 128 L34 134 L37 100 Z"
        fill="none"
        stroke={mix(coat, '#ffffff', 0.35)}
        strokeWidth="1"
        opacity="0.5"
      />
      <path d="M46 68 L74 100" stroke="#6b5a3a" strokeWidth="3" strokeLinecap="round" />
      <rect x="37" y="100" width="46" height="6" fill="#1c1411" />
      <rect x="57" y="99" width="6" height="8" rx="1" fill="#e3b45a" />
      {/* The front edges of the cloak over the shoulders. */}
      <path d="M34 66 C42 62 48 66 50 76 L44 118 C38 104 33 86 30 72 Z" fill={cloth.color} />
      <path d="M86 66 C78 62 72 66 70 76 L76 118 C82 104 87 86 90 72 Z" fill={cloth.color} />
      <path d="M50 76 L44 118" stroke={cloth.accent} strokeWidth="1.2" opacity="0.7" />
      <path d="M70 76 L76 118" stroke={cloth.accent} strokeWidth="1.2" opacity="0.7" />
      {/* Hands: the left lit by spectral light (an off-hand is drawn over it), the right holds the weapon. */}
      {!gear.off_hand && <circle cx="30" cy="114" r="12" fill={`url(#${id}-glow)`} />}
      <circle cx="30" cy="114" r="3.4" fill="#c9a184" />
      <circle cx="89" cy="100" r="3.4" fill="#c9a184" />
      {/* Hood, the shadowed face and the eyes' spectral glint. */}
      <path
        d="M60 14 C49 20 38 33 37 52 C36 63 41 72 48 77 L72 77 C79 72 84 63 83 52 C82 33 71 20 60 14 Z"
        fill={cloth.color}
      />
      <path
        d="M60 14 C49 20 38 33 37 52 C36 63 41 72 48 77"
        fill="none"
        stroke={cloth.accent}
        strokeWidth="1.4"
        opacity="0.75"
      />
      <path d="M60 14 C66 18 72 24 76 32" fill="none" stroke={cloakDeep} strokeWidth="2" opacity="0.6" />
      <ellipse cx="60" cy="55" rx="13" ry="15.5" fill="#07060b" />
      <circle cx="55" cy="54" r="4" fill="#7fd4c1" opacity="0.25" />
      <circle cx="65" cy="54" r="4" fill="#7fd4c1" opacity="0.25" />
      <circle cx="55" cy="54" r="1.6" fill="#e9fffa" />
      <circle cx="65" cy="54" r="1.6" fill="#e9fffa" />
      {/* The worn gear, over the body (the helmet over the hood, the weapon in the right hand). */}
      {worn.map((place) => (
        <GearGlyph key={place.slot} itemId={gear[place.slot]!} {...place} />
      ))}
      {/* The frame: the border's colour, its accent as an inner line. */}
      <rect
        data-part="frame"
        x="3"
        y="3"
        width="114"
        height="154"
        rx="14"
        fill="none"
        stroke={frame.color}
        strokeWidth={border ? 4 : 3}
      />
      <rect
        x="8"
        y="8"
        width="104"
        height="144"
        rx="10"
        fill="none"
        stroke={frame.accent}
        strokeWidth="1"
        opacity={border ? 0.8 : 0.45}
      />
    </svg>
  );
}

/** "a, b and c". */
function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
