import { Link } from 'react-router-dom';
import { ShieldOff } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';

/** A refusal for pages only admins (or development builds) may open. */
export function RestrictedPage({ title = 'Admins Only' }: { title?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <div
        role="alert"
        className={cn(
          'flex max-w-md flex-col items-center gap-4',
          'rounded-xl border border-blood/40 bg-card/90 p-8 text-center',
        )}
      >
        <ShieldOff className="size-10 text-blood" aria-hidden />
        <h1 className="title-display text-2xl font-bold text-parchment">{title}</h1>
        <p className="text-sm text-parchment-dim">
          This chamber is sealed. Only the keepers of the hunt (administrators) may enter here.
        </p>
        <Button asChild variant="outline">
          <Link to="/game">Return to the game</Link>
        </Button>
      </div>
    </div>
  );
}
