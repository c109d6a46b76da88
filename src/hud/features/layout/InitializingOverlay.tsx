import { Loader2 } from 'lucide-react';
import { cn } from '@/hud/lib/cn';

/**
 * Covers the game while the character is created or loaded (spec 000 §2); `message` says which (the game frame
 * passes what the save session is doing: looking for the hunter, creating one, loading one, catching up time away).
 * It fades in, and is gone the moment the game runs: no exit animation holds it over a game that can be played (an
 * animation frozen by a paused or moved clock left it covering the page), and what opens when loading ends (the
 * welcome back) opens over the game.
 */
export function InitializingOverlay({
  open,
  message = 'Creating your character...',
}: {
  open: boolean;
  message?: string;
}) {
  if (!open) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 flex animate-fade-in items-center justify-center bg-abyss/85 backdrop-blur-sm"
    >
      <div
        className={cn(
          'flex flex-col items-center gap-4',
          'rounded-2xl border border-shade bg-card/95 px-10 py-8 text-center shadow-2xl',
        )}
      >
        <Loader2 className="size-10 animate-spin text-ember" aria-hidden />
        <h2 className="title-display text-2xl font-bold text-parchment">Initializing Game</h2>
        <p className="text-sm text-parchment-dim">{message}</p>
      </div>
    </div>
  );
}
