import type * as React from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/hud/lib/cn';

export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />;
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        // On a phone the list grows with its 44 px triggers (the `touch` variant, index.css).
        'inline-flex h-11 w-full items-center justify-center rounded-lg touch:h-auto',
        'border border-border bg-abyss/70 p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap',
        'rounded-md px-3 text-sm font-medium transition-colors touch:min-h-11',
        'hover:text-parchment focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/40',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-night data-[state=active]:text-parchment',
        'data-[state=active]:shadow-[inset_0_-2px_0_var(--color-ember)]',
        "[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('flex-1 outline-none', className)} {...props} />;
}
