import type * as React from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { CheckIcon } from 'lucide-react';
import { cn } from '@/hud/lib/cn';

export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer relative size-5 shrink-0 cursor-pointer rounded-[5px] border border-input bg-abyss/70',
        // A 44 px tap area around the 20 px box (13 px beyond its 18 px padding box), on ::before so a page's own
        // ::after cannot undo it.
        "before:absolute before:-inset-[13px] before:content-['']",
        'outline-none transition-colors',
        'focus-visible:ring-2 focus-visible:ring-ember/40',
        'data-[state=checked]:border-ember data-[state=checked]:bg-ember data-[state=checked]:text-primary-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center">
        <CheckIcon className="size-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
