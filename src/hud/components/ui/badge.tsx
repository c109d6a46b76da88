import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/hud/lib/cn';

export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5',
    'text-xs font-medium',
    '[&>svg]:pointer-events-none [&>svg]:size-3',
  ],
  {
    variants: {
      variant: {
        default: 'border-ember/40 bg-ember/15 text-ember-bright',
        secondary: 'border-shade bg-secondary text-secondary-foreground',
        spectral: 'border-spectral/40 bg-spectral/10 text-spectral',
        arcane: 'border-arcane/40 bg-arcane/15 text-[#c4b5ff]',
        gold: 'border-gold/40 bg-gold/10 text-gold',
        destructive: 'border-destructive/50 bg-destructive/15 text-[#ff9b95]',
        outline: 'border-border text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
