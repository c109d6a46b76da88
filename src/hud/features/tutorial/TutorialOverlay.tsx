import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/hud/lib/cn';
import { placeCard } from './card-placement';
import { SkipTutorialConfirm } from './SkipTutorialConfirm';
import { TutorialCard } from './TutorialCard';
import type { TutorialStep } from './tutorial-steps';
import { useHighlightRect, type HighlightRect } from './use-highlight-rect';

export type TutorialEnding = 'completed' | 'skipped';

/** The space (px) between a highlighted control and its ring. */
const RING_PADDING = 6;

function useViewport(): { width: number; height: number } {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const onResize = () => setViewport(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}

/**
 * The dimmed screen: whole, or with a hole around the highlighted control and a pulsing ring on it,
 * so the step shows the player the real button in the live layout.
 */
function Backdrop({ rect }: { rect: HighlightRect | null }) {
  if (rect === null) return <div className="fixed inset-0 z-50 bg-black/75" aria-hidden />;
  const box = {
    top: rect.top - RING_PADDING,
    left: rect.left - RING_PADDING,
    width: rect.width + 2 * RING_PADDING,
    height: rect.height + 2 * RING_PADDING,
  };
  return (
    <div
      data-testid="tutorial-highlight"
      aria-hidden
      className="pointer-events-none fixed z-50 rounded-lg shadow-[0_0_0_9999px_rgb(0_0_0/0.75)]"
      style={box}
    >
      <div className="absolute inset-0 animate-pulse rounded-lg ring-2 ring-ember-bright" />
    </div>
  );
}

/**
 * The tutorial (spec 000 §2, §4): a full-screen modal stepping through `steps`. Complete on the last
 * step, or a confirmed skip from the close button (or Escape), ends it through `onFinish`. A step's
 * action navigates and keeps the tutorial open, so its highlight finds the control on the new page.
 */
export function TutorialOverlay({
  steps,
  onFinish,
}: {
  steps: readonly TutorialStep[];
  onFinish: (ending: TutorialEnding) => void;
}) {
  const [index, setIndex] = useState(0);
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const navigate = useNavigate();
  const step = steps[Math.min(index, steps.length - 1)]!;
  const rect = useHighlightRect(step.highlight, step.highlightFallback);
  const placement = placeCard(rect, useViewport());
  const isLast = index >= steps.length - 1;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && setConfirmingSkip(true)}>
      <DialogPrimitive.Portal>
        <Backdrop rect={rect} />
        <div
          data-testid="tutorial-layer"
          className={cn('pointer-events-none fixed inset-0 z-50 flex p-3 sm:p-6', placement.layer)}
        >
          <DialogPrimitive.Content
            data-testid="tutorial"
            onEscapeKeyDown={(event) => {
              event.preventDefault();
              setConfirmingSkip(true);
            }}
            onInteractOutside={(event) => event.preventDefault()}
            className={cn(
              'pointer-events-auto flex max-h-full w-full max-w-lg flex-col outline-none',
              'data-[state=open]:animate-pop-in',
            )}
            style={placement.maxHeight === undefined ? undefined : { maxHeight: placement.maxHeight }}
          >
            <TutorialCard
              step={step}
              index={index}
              count={steps.length}
              onClose={() => setConfirmingSkip(true)}
              onPrevious={() => setIndex((current) => Math.max(0, current - 1))}
              onNext={() => (isLast ? onFinish('completed') : setIndex((current) => current + 1))}
              onAction={(target) => navigate(target)}
            />
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
      <SkipTutorialConfirm
        open={confirmingSkip}
        onCancel={() => setConfirmingSkip(false)}
        onConfirm={() => {
          setConfirmingSkip(false);
          onFinish('skipped');
        }}
      />
    </DialogPrimitive.Root>
  );
}
