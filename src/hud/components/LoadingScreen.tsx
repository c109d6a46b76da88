import { Flame, Lightbulb } from 'lucide-react';
import { cn } from '@/hud/lib/cn';
import { LOADING_STEPS, LOADING_TIP, useLoadingStep } from './loading-steps';

/**
 * The loading screen (spec 000 §2): title, subtitle, a bar that animates toward each step's target
 * and the rank tip. Full screen while authentication loads and while top-level pages load;
 * `inline` fills the game's main area while a game page loads.
 */
export function LoadingScreen({ variant = 'fullscreen' }: { variant?: 'fullscreen' | 'inline' }) {
  const step = useLoadingStep();
  const current = LOADING_STEPS[step] ?? LOADING_STEPS[0];
  return (
    <div
      data-testid="loading-screen"
      className={cn(
        'flex w-full items-center justify-center px-6',
        variant === 'fullscreen' ? 'min-h-svh' : 'min-h-[60vh] py-10',
      )}
    >
      <div className="flex w-full max-w-md flex-col items-center gap-6 text-center">
        <div className="relative flex size-20 items-center justify-center">
          <div className="absolute inset-0 animate-ember-pulse rounded-full bg-ember/20 blur-xl" />
          <div
            className={cn(
              'relative flex size-16 items-center justify-center rounded-full',
              'border border-ember/50 bg-abyss/80 shadow-[0_0_30px_rgb(224_103_58/0.35)]',
            )}
          >
            <Flame className="size-8 text-ember-bright" aria-hidden />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <h1 className="title-display text-3xl font-bold text-parchment sm:text-4xl">Shadow Hunter</h1>
          <p className="text-sm tracking-wide text-muted-foreground">Opening the rift…</p>
        </div>
        <div className="flex w-full flex-col gap-2">
          <div
            role="progressbar"
            aria-label="Loading"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={current.progress}
            className="h-2.5 w-full overflow-hidden rounded-full bg-abyss ring-1 ring-inset ring-shade"
          >
            <div
              className={cn(
                'h-full rounded-full bg-gradient-to-r from-ember-deep via-ember to-ember-bright',
                'shadow-[0_0_12px_rgb(224_103_58/0.6)] transition-[width] duration-[400ms] ease-out',
              )}
              style={{ width: `${current.progress}%` }}
            />
          </div>
          <div className="flex justify-between text-xs text-muted-foreground">
            <span aria-live="polite">{current.label}</span>
            <span className="tabular-nums">{current.progress}%</span>
          </div>
        </div>
        <p
          className={cn(
            'flex items-start gap-2 rounded-lg border border-shade bg-dusk/70 px-4 py-3',
            'text-left text-sm text-parchment-dim',
          )}
        >
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          <span>
            <span className="font-semibold text-gold">Tip: </span>
            {LOADING_TIP}
          </span>
        </p>
      </div>
    </div>
  );
}
