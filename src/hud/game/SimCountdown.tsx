import { formatTimeLeft } from '@/runtime/view-models/local-time';
import type { GameSession } from './game-session';
import { useSimNow } from './use-sim-now';

/** Time left until `at` (epoch ms, the simulation's clock), ticking every second: "5h 12m", "40s". */
export function SimCountdown({ session, at, className }: { session: GameSession; at: number; className?: string }) {
  const now = useSimNow(session);
  return (
    <span className={className ?? 'tabular-nums'} data-testid="countdown">
      {formatTimeLeft(at - now)}
    </span>
  );
}
