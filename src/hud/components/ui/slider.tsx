import type * as React from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/hud/lib/cn';

export function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root>) {
  const thumbs = (value ?? defaultValue ?? [min]).length;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        className={cn(
          'relative h-2 w-full grow overflow-hidden rounded-full',
          'bg-abyss ring-1 ring-inset ring-white/5',
        )}
      >
        <SliderPrimitive.Range className="absolute h-full bg-gradient-to-r from-ember-deep to-ember" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          className={cn(
            'relative block size-5 cursor-grab rounded-full border-2 border-ember bg-parchment shadow',
            'transition-shadow',
            // A 44 px tap area around the 20 px thumb (14 px beyond its 16 px padding box).
            "before:absolute before:-inset-[14px] before:rounded-full before:content-['']",
            'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ember/30 disabled:pointer-events-none',
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
