import type * as React from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '@/hud/lib/cn';

export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full',
        'border border-transparent',
        // A 44 px tall tap area around the 24 px track (11 px beyond its 22 px padding box), on ::before so a page's
        // own ::after cannot undo it.
        "before:absolute before:-inset-y-[11px] before:inset-x-0 before:content-['']",
        'transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ember/40',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:bg-ember data-[state=unchecked]:bg-shade',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-parchment shadow ring-0 transition-transform',
          'data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0.5',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
