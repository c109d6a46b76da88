import { Link } from 'react-router-dom';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';

/** What a signed-out visitor sees at /game: an invitation to sign in; the game itself stays hidden. */
export function GameEntryScreen() {
  return (
    <main className="flex min-h-svh items-center justify-center p-4">
      <div
        className={cn(
          'flex w-full max-w-md flex-col items-center gap-5',
          'rounded-2xl border border-shade bg-card/90 p-8 text-center shadow-2xl',
        )}
        data-testid="game-entry-screen"
      >
        <div className="relative flex size-16 items-center justify-center">
          <div className="absolute inset-0 animate-ember-pulse rounded-full bg-arcane/25 blur-xl" />
          <div
            className={cn(
              'relative flex size-14 items-center justify-center',
              'rounded-full border border-arcane/50 bg-abyss',
            )}
          >
            <LockKeyhole className="size-7 text-[#c4b5ff]" aria-hidden />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="title-display text-3xl font-bold text-parchment">The Rift Is Sealed</h1>
          <p className="text-sm leading-relaxed text-parchment-dim">
            Only signed-in hunters may pass. Sign in to pick up your hunt where you left it, or create a free account to
            begin.
          </p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to="/">
            <KeyRound /> Sign in or create an account
          </Link>
        </Button>
      </div>
    </main>
  );
}
