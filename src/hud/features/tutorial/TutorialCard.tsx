import {
  ArrowRight,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  Compass,
  SkipForward,
  TriangleAlert,
  X,
} from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { DialogDescription, DialogTitle } from '@/hud/components/ui/dialog';
import { Progress } from '@/hud/components/ui/progress';
import { cn } from '@/hud/lib/cn';
import { TAP } from '@/hud/lib/tap';
import { resolveStepIcon } from './step-icon';
import type { TutorialStep } from './tutorial-steps';

/** A step that asks the player to do something: where it stands, and whether it is done. */
export interface TaskState {
  done: boolean;
  /** Shown once done ("Your hunter is training."). */
  doneLine: string;
  /** Where the hunter stands (what to buy, what to wear), or null. */
  hint: string | null;
}

interface TutorialCardProps {
  step: TutorialStep;
  index: number;
  count: number;
  /** Set for a step with a task: it waits until done, and Skip step moves on without it. */
  task: TaskState | null;
  /** The button that opens the place the step is about, or null (already there). */
  action: { label: string; target: string } | null;
  /** A task card folded to its header row, so the page beside it shows (null: it does not fold). */
  folded?: boolean;
  onFold?: (folded: boolean) => void;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onAction: (target: string) => void;
}

/**
 * One step: header with the step count and close button, progress, the words, dots and the buttons.
 * A task step is compact (the player plays beside it): its words, where to go, and Skip step until
 * the game shows the task done, then a done line and Next. It folds to its header row (step, title,
 * unfold, close) so a phone shows the page it is about.
 */
export function TutorialCard({
  step,
  index,
  count,
  task,
  action,
  folded = false,
  onFold,
  onClose,
  onPrevious,
  onNext,
  onAction,
}: TutorialCardProps) {
  const { name: iconName, Icon } = resolveStepIcon(step.icon);
  const isLast = index >= count - 1;
  const important = step.important === true;
  const waiting = task !== null && !task.done;
  const FoldIcon = folded ? ChevronDown : ChevronUp;
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border bg-popover',
        'text-popover-foreground shadow-[0_30px_80px_-20px_rgb(0_0_0/0.9)]',
        task ? 'gap-3 p-3 sm:p-4' : 'gap-4 p-4 sm:p-6',
        important
          ? 'border-blood/60 shadow-[0_0_0_1px_rgb(220_38_38/0.25)]'
          : task
            ? 'border-ember/50'
            : 'border-shade',
      )}
      data-important={important || undefined}
      data-task={step.task}
      data-done={task?.done || undefined}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full border',
            important ? 'border-blood/50 bg-blood/15 text-[#ff9b95]' : 'border-ember/40 bg-ember/10 text-ember-bright',
          )}
          data-testid="tutorial-icon"
          data-icon={iconName}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="text-sm text-muted-foreground" data-testid="tutorial-step-label">
            Step {index + 1} of {count}
          </span>
          {folded && (
            <DialogTitle className="w-full truncate text-base leading-tight" data-testid="tutorial-folded-title">
              {step.title}
            </DialogTitle>
          )}
          {!folded && important && (
            <Badge variant="destructive">
              <TriangleAlert aria-hidden />
              Important
            </Badge>
          )}
          {!folded && task && (
            <Badge variant="outline" className="border-ember/50 text-ember-bright">
              <Compass aria-hidden />
              Your turn
            </Badge>
          )}
        </div>
        {onFold && (
          <Button
            variant="ghost"
            size="icon"
            className={cn(TAP, 'shrink-0')}
            aria-label={folded ? 'Unfold the tutorial' : 'Fold the tutorial'}
            aria-expanded={!folded}
            onClick={() => onFold(!folded)}
          >
            <FoldIcon className="size-5" aria-hidden />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className={cn(TAP, 'shrink-0')}
          aria-label="Close tutorial"
          onClick={onClose}
        >
          <X className="size-5" aria-hidden />
        </Button>
      </div>

      {/* Polite, so a screen reader hears the task done without moving focus. */}
      <p className="sr-only" role="status">
        {task?.done ? task.doneLine : ''}
      </p>
      {folded ? (
        // Folded, the words stay for screen readers; the header row is all that shows.
        <DialogDescription className="sr-only">{step.content}</DialogDescription>
      ) : (
        <>
          <Progress value={((index + 1) / count) * 100} aria-label="Tutorial progress" />

          <div
            className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto overscroll-contain pr-1"
            data-testid="tutorial-words"
          >
            <DialogTitle className={task ? 'text-lg sm:text-xl' : 'text-xl sm:text-2xl'}>{step.title}</DialogTitle>
            <DialogDescription
              className={cn(
                'leading-relaxed text-parchment-dim',
                task ? 'text-sm sm:text-base' : 'text-base',
                // Done, the card says so in the room the words took; they stay for screen readers.
                task?.done && 'sr-only',
              )}
            >
              {step.content}
            </DialogDescription>
            {task?.hint && !task.done && (
              <p className="text-sm text-parchment" data-testid="tutorial-hint">
                {task.hint}
              </p>
            )}
            {task?.done && (
              <p
                className={cn(
                  'flex items-center gap-2 rounded-lg border border-spectral/40 bg-spectral/10 px-3 py-2',
                  'text-sm font-semibold text-spectral',
                )}
                data-testid="tutorial-done"
              >
                <CircleCheck className="size-4 shrink-0" aria-hidden />
                {task.doneLine}
              </p>
            )}
            {action && !task?.done && (
              <Button
                variant={task ? 'default' : 'outline'}
                className={cn(TAP, 'self-start')}
                onClick={() => onAction(action.target)}
              >
                {action.label}
                <ArrowRight aria-hidden />
              </Button>
            )}
          </div>
          <div className="flex justify-center gap-1.5" aria-hidden data-testid="tutorial-dots">
            {Array.from({ length: count }, (_, dot) => (
              <span
                key={dot}
                className={cn(
                  'h-2 rounded-full transition-all',
                  dot === index ? 'w-6 bg-ember-bright' : dot < index ? 'w-2 bg-ember/60' : 'w-2 bg-shade',
                )}
              />
            ))}
          </div>

          <div className="flex gap-2">
            <Button variant="outline" className={cn(TAP, 'flex-1')} disabled={index === 0} onClick={onPrevious}>
              <ChevronLeft aria-hidden />
              Previous
            </Button>
            {waiting ? (
              <Button variant="outline" className={cn(TAP, 'flex-1')} onClick={onNext}>
                Skip step
                <SkipForward aria-hidden />
              </Button>
            ) : (
              <Button className={cn(TAP, 'flex-1')} onClick={onNext}>
                {isLast ? (
                  <>
                    Complete
                    <Check aria-hidden />
                  </>
                ) : (
                  <>
                    Next
                    <ChevronRight aria-hidden />
                  </>
                )}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
