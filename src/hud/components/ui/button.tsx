import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/hud/lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md',
    'text-sm font-medium',
    'transition-[color,background-color,border-color,box-shadow] outline-none',
    'focus-visible:ring-2 focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: [
          'bg-gradient-to-b from-ember-bright to-ember text-primary-foreground',
          'shadow-[0_0_0_1px_rgb(224_103_58/0.4),0_6px_18px_-6px_rgb(224_103_58/0.6)]',
          'hover:from-ember hover:to-ember-deep hover:text-parchment',
        ],
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/85',
        outline: 'border border-input bg-dusk/60 text-foreground hover:border-ember/60 hover:bg-accent',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-accent',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        arcane: 'bg-arcane/90 text-white hover:bg-arcane',
        link: 'text-ember-bright underline-offset-4 hover:underline',
      },
      size: {
        // On a phone every size is at least a 44 px touch target (the `touch` variant, index.css): minimums, so a
        // page's own height (a tall card drawn as a button) still holds.
        default: 'h-10 px-4 py-2 has-[>svg]:px-3 touch:min-h-11 touch:min-w-11',
        sm: 'h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5 touch:min-h-11 touch:min-w-11',
        lg: 'h-11 min-w-11 rounded-md px-6 text-base has-[>svg]:px-4',
        icon: 'size-10 touch:min-h-11 touch:min-w-11',
        'icon-sm': 'size-8 touch:min-h-11 touch:min-w-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
