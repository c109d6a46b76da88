import { Hourglass } from 'lucide-react';
import { formatAttemptWait } from '@/runtime/rank-trials/rank-trial-controller';
import { useWaitUntil } from '@/hud/game/use-wait-until';
import { cn } from '@/hud/lib/cn';

/** "Next attempt in 7:32" while a lost rank trial's cooldown runs (the server's time); nothing after. */
export function NextAttemptCountdown({ at, className }: { at: number | null; className?: string }) {
  const wait = useWaitUntil(at);
  if (wait <= 0) return null;
  return (
    <p role="timer" className={cn('flex items-center justify-center gap-1.5 text-sm text-gold', className)}>
      <Hourglass className="size-4 shrink-0" aria-hidden /> Next attempt in {formatAttemptWait(wait)}
    </p>
  );
}
