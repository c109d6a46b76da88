import type { LucideIcon } from 'lucide-react';
import { cn } from '@/hud/lib/cn';

const TONES = {
  gold: { box: 'border-gold/40 bg-gold/10', icon: 'text-gold' },
  arcane: { box: 'border-arcane/40 bg-arcane/10', icon: 'text-arcane' },
} as const;

/** A bordered line that tells the player something about the page itself: a headline and a detail. */
export function Notice({
  icon: Icon,
  tone,
  headline,
  detail,
  testId,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  headline: string;
  detail: string;
  testId?: string;
}) {
  return (
    <p
      role="note"
      data-testid={testId}
      className={cn('flex items-start gap-2 rounded-lg border px-4 py-3 text-sm text-parchment', TONES[tone].box)}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', TONES[tone].icon)} aria-hidden />
      <span>
        <strong className="font-semibold">{headline}</strong> <span className="text-parchment-dim">{detail}</span>
      </span>
    </p>
  );
}
