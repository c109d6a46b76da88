import type * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/hud/lib/cn';

/** A styled native <select>: the platform picker works best on touch screens. `selectClassName` styles the select. */
export function NativeSelect({
  className,
  selectClassName,
  children,
  ...props
}: React.ComponentProps<'select'> & { selectClassName?: string }) {
  return (
    <div className={cn('relative', className)}>
      <select
        data-slot="native-select"
        className={cn(
          'h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-abyss/70 pr-9 pl-3 text-sm',
          'touch:min-h-11',
          'text-foreground outline-none focus-visible:border-ember/70 focus-visible:ring-2 focus-visible:ring-ember/30',
          'disabled:opacity-50',
          selectClassName,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
