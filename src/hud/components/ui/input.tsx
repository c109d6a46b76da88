import type * as React from 'react';
import { cn } from '@/hud/lib/cn';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-abyss/70 px-3 py-2 text-base text-foreground',
        'touch:min-h-11',
        'shadow-inner outline-none transition-[border-color,box-shadow]',
        'placeholder:text-muted-foreground/70 md:text-sm',
        'focus-visible:border-ember/70 focus-visible:ring-2 focus-visible:ring-ember/30',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/30',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
