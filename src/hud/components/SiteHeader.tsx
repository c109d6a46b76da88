import { Link } from 'react-router-dom';
import { Crown, Swords } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { useAuth } from '@/hud/game/auth-context';
import { cn } from '@/hud/lib/cn';

/** The public pages' header: the logo home, and Upgrade or Play. */
export function SiteHeader({ showSectionLinks = false }: { showSectionLinks?: boolean }) {
  const { user } = useAuth();
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
      <Link to="/" className="flex items-center gap-2">
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-md',
            'bg-gradient-to-br from-ember to-ember-deep text-sm font-bold text-abyss',
          )}
        >
          SH
        </span>
        <span className="title-display text-lg font-bold text-parchment">Shadow Hunter</span>
      </Link>
      <nav className="flex items-center gap-1 text-sm">
        {showSectionLinks && (
          <>
            <a
              href="#features"
              className="hidden rounded-md px-3 py-2 text-parchment-dim hover:text-parchment sm:inline"
            >
              Features
            </a>
            <a href="#tiers" className="hidden rounded-md px-3 py-2 text-parchment-dim hover:text-parchment sm:inline">
              Tiers
            </a>
          </>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to="/upgrade">
            <Crown /> Upgrade
          </Link>
        </Button>
        {user && (
          <Button asChild size="sm">
            <Link to="/game">
              <Swords /> Play
            </Link>
          </Button>
        )}
      </nav>
    </header>
  );
}
