import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, SlidersHorizontal } from 'lucide-react';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import { TAP } from '@/hud/lib/tap';

/**
 * The ability loadouts beside the fight: the active one marked, a tap puts another's abilities in the
 * slots (mid-fight too), and a link to the abilities page where they are built. Shown once the hunter
 * knows an ability; with only Default, it says where more come from.
 */
export function LoadoutSwitch({ session }: { session: GameSession }) {
  const loadouts = useHud(session, (snapshot) => snapshot.abilityBar.loadouts);
  const knowsAbilities = useHud(session, (snapshot) => snapshot.abilityBar.unlockedCount > 0);
  const [switching, setSwitching] = useState(false);
  if (!knowsAbilities) return null;

  const switchTo = async (name: string) => {
    setSwitching(true);
    await sendWithToast(session, { type: 'switchLoadout', name });
    setSwitching(false);
  };
  return (
    <section
      aria-labelledby="loadout-heading"
      className="flex flex-col gap-2 rounded-xl border border-shade bg-card/80 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="loadout-heading" className="text-sm font-semibold text-parchment">
          Loadout
        </h2>
        <Link
          to="/game/abilities"
          className={cn(
            TAP,
            'inline-flex items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-ember-bright',
            'transition-colors hover:bg-ember/10',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/50',
          )}
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          Edit abilities
        </Link>
      </div>
      <div role="group" aria-label="Switch loadout" className="flex flex-wrap gap-1.5">
        {loadouts.map((loadout) => (
          <button
            key={loadout.name}
            type="button"
            aria-pressed={loadout.active}
            disabled={switching}
            onClick={() => {
              if (!loadout.active) void switchTo(loadout.name);
            }}
            className={cn(
              TAP,
              'inline-flex max-w-full items-center gap-1.5 rounded-lg border px-3 text-sm transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/50 disabled:opacity-60',
              loadout.active
                ? 'border-ember/70 bg-ember/15 font-semibold text-ember-bright'
                : 'border-shade text-parchment-dim hover:border-ember/50 hover:text-parchment',
            )}
          >
            {loadout.active && <Check className="size-4 shrink-0" aria-hidden />}
            <span className="truncate">{loadout.name}</span>
          </button>
        ))}
      </div>
      {loadouts.length === 1 && (
        <p className="text-xs text-parchment-dim">
          One build so far. Save others under Edit abilities, then swap between them here, even mid-fight.
        </p>
      )}
    </section>
  );
}
