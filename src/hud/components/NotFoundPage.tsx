import { Link, useLocation } from 'react-router-dom';
import { Compass, Home } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';

/** An unknown path under /game. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="title-display text-6xl font-bold text-ember/80">404</p>
        <Compass className="size-10 text-spectral" aria-hidden />
        <h1 className="title-display text-3xl font-bold text-parchment">Page Not Found</h1>
        <p className="text-sm text-parchment-dim">
          You wandered off the map:{' '}
          <code className="break-all rounded bg-abyss px-1.5 py-0.5 text-xs text-parchment">{pathname}</code> leads
          nowhere in the rift.
        </p>
        <Button asChild>
          <Link to="/game">
            <Home /> Back to the Hunter&apos;s Hall
          </Link>
        </Button>
      </div>
    </div>
  );
}
