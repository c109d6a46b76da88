import type * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/hud/lib/cn';

/** A bar whose fill animates toward `value` (0..100). `indicatorClassName` recolours the fill. */
export function Progress({
  className,
  indicatorClassName,
  value,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const clamped = Math.min(100, Math.max(0, value ?? 0));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      className={cn(
        'relative h-2 w-full overflow-hidden rounded-full bg-abyss/80 ring-1 ring-inset ring-white/5',
        className,
      )}
      value={clamped}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 rounded-full bg-gradient-to-r from-ember-deep via-ember to-ember-bright',
          'transition-transform duration-500 ease-out',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
