import {
  ChevronsDown,
  ChevronsUp,
  Droplets,
  HeartPulse,
  type LucideIcon,
  ShieldHalf,
  Skull,
  Sword,
} from 'lucide-react';
import type { AbilityVisual } from '@/content/types';
import { cn } from '@/hud/lib/cn';
import type { AbilityKind } from '@/runtime/view-models/abilities-page';

/** One glyph per effect kind, so a strike reads apart from a ward at a glance. */
export const KIND_ICONS: Readonly<Record<AbilityKind, LucideIcon>> = {
  damage: Sword,
  finisher: Skull,
  heal: HeartPulse,
  dot: Droplets,
  shield: ShieldHalf,
  buff: ChevronsUp,
  debuff: ChevronsDown,
};

/** The ability's `visual` (how the canvas draws it) as a tint: icon colour, border and wash. */
export const VISUAL_TINTS: Readonly<Record<AbilityVisual, { text: string; frame: string }>> = {
  steel: { text: 'text-zinc-200', frame: 'border-zinc-300/40 bg-zinc-300/10' },
  frost: { text: 'text-sky-300', frame: 'border-sky-300/40 bg-sky-300/10' },
  fire: { text: 'text-orange-400', frame: 'border-orange-400/40 bg-orange-400/10' },
  shadow: { text: 'text-violet-300', frame: 'border-violet-400/40 bg-violet-400/10' },
  holy: { text: 'text-amber-200', frame: 'border-amber-200/40 bg-amber-200/10' },
  nature: { text: 'text-emerald-300', frame: 'border-emerald-300/40 bg-emerald-300/10' },
  arcane: { text: 'text-fuchsia-300', frame: 'border-fuchsia-300/40 bg-fuchsia-300/10' },
  storm: { text: 'text-yellow-200', frame: 'border-yellow-200/40 bg-yellow-200/10' },
};

/** The ability's glyph in its tinted frame. */
export function AbilityGlyph({
  kind,
  visual,
  size = 'md',
  className,
}: {
  kind: AbilityKind;
  visual: AbilityVisual;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const Icon = KIND_ICONS[kind];
  const tint = VISUAL_TINTS[visual];
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-lg border',
        size === 'md' ? 'size-11' : 'size-8',
        tint.frame,
        className,
      )}
      aria-hidden
    >
      <Icon className={cn(size === 'md' ? 'size-6' : 'size-4', tint.text)} />
    </span>
  );
}
