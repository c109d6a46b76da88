import { ArrowRight, Check, ChevronLeft, ChevronRight, TriangleAlert, X } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { DialogDescription, DialogTitle } from '@/hud/components/ui/dialog';
import { Progress } from '@/hud/components/ui/progress';
import { cn } from '@/hud/lib/cn';
import { TAP } from '@/hud/lib/tap';
import { resolveStepIcon } from './step-icon';
import type { TutorialStep } from './tutorial-steps';

interface TutorialCardProps {
  step: TutorialStep;
  index: number;
  count: number;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onAction: (target: string) => void;
}

/** One step: header with the step count and close button, progress, the words, dots and the buttons. */
export function TutorialCard({ step, index, count, onClose, onPrevious, onNext, onAction }: TutorialCardProps) {
  const { name: iconName, Icon } = resolveStepIcon(step.icon);
  const isLast = index >= count - 1;
  const important = step.important === true;
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-4 overflow-hidden rounded-xl border bg-popover p-4 sm:p-6',
        'text-popover-foreground shadow-[0_30px_80px_-20px_rgb(0_0_0/0.9)]',
        important ? 'border-blood/60 shadow-[0_0_0_1px_rgb(220_38_38/0.25)]' : 'border-shade',
      )}
      data-important={important || undefined}
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
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground" data-testid="tutorial-step-label">
            Step {index + 1} of {count}
          </span>
          {important && (
            <Badge variant="destructive">
              <TriangleAlert aria-hidden />
              Important
            </Badge>
          )}
        </div>
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

      <Progress value={((index + 1) / count) * 100} aria-label="Tutorial progress" />

      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain pr-1">
        <DialogTitle className="text-xl sm:text-2xl">{step.title}</DialogTitle>
        <DialogDescription className="text-base leading-relaxed text-parchment-dim">{step.content}</DialogDescription>
        {step.action && (
          <Button variant="outline" className={cn(TAP, 'self-start')} onClick={() => onAction(step.action!.target)}>
            {step.action.label}
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
      </div>
    </div>
  );
}
