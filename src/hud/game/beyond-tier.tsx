import { Ban } from 'lucide-react';
import type { AccountTier } from '@/content/ids';
import { cn } from '@/hud/lib/cn';
import { useHud, type GameSession } from './game-session';

/** The hunter's account tier, followed live (an upgrade changes what the pages call out of reach). */
export function useAccountTier(session: GameSession): AccountTier {
  return useHud(session, (snapshot) => snapshot.tier.tier);
}

/**
 * A requirement the hunter's tier can never meet, said plainly and calmly ("Needs Smithing 20 — demo
 * hunters stop at 15"; core/tier-reach.ts words it): not a red lock, since waiting will not open it.
 */
export function BeyondTierNote({ note, id, className }: { note: string; id?: string; className?: string }) {
  return (
    <p
      id={id}
      className={cn('flex items-start gap-1.5 text-sm text-parchment-dim', className)}
      data-testid="beyond-tier"
    >
      <Ban className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      <span>{note}</span>
    </p>
  );
}
