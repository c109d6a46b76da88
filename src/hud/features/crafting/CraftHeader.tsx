import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Hammer, Hourglass, Loader2, Pickaxe, Swords, X } from 'lucide-react';
import { TAP } from '@/hud/components/items/page-style';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { SceneViewport } from '@/hud/game/scene-stage';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { CraftingPageView } from '@/runtime/view-models/crafting-page';
import { send } from './crafting-actions';
import { CANCELLED_TOAST } from './crafting-text';
import { CraftProgress } from './CraftProgress';

type Craft = NonNullable<CraftingPageView['current']>;

const FRAME = 'flex flex-col gap-4 rounded-xl border p-4 sm:p-5';

const BUSY_NOTE = {
  fighting: {
    icon: Swords,
    text: 'You are fighting in a rift: stop to craft now, or queue a craft to start when the fight ends.',
    to: '/game/combat',
    link: 'Go to Battle',
  },
  mining: {
    icon: Pickaxe,
    text: 'You are mining: stop to craft now, or queue a craft to start when the mining ends.',
    to: '/game/mining',
    link: 'Go to Mining',
  },
} as const;

/** The top of the page: the craft under way with its bar, the rest of the order and Cancel, or what to do next. */
export function CraftHeader({
  session,
  craft,
  busy,
}: {
  session: GameSession;
  craft: Craft | null;
  busy: CraftingPageView['busy'];
}) {
  const note = busy ? BUSY_NOTE[busy] : null;
  return (
    <section
      aria-label="Craft under way"
      className={cn(FRAME, craft ? 'border-ember/50 bg-night/80' : 'border-shade bg-card/80')}
    >
      {craft?.skill && (
        <SceneViewport
          request={{ scene: 'training', skill: craft.skill }}
          label={`The hunter at work: ${craft.name}`}
          className="h-40 sm:h-48"
        />
      )}
      {craft ? (
        <CurrentCraft session={session} craft={craft} />
      ) : (
        <p className="flex items-center gap-2 text-parchment-dim">
          <Hourglass className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          Not crafting. Pick a recipe at an unlocked station below.
        </p>
      )}
      {note && (
        <p
          role="note"
          className={cn(
            'flex items-start gap-2 rounded-lg border border-blood/40 bg-blood/10 px-3 py-2',
            'text-sm text-parchment',
          )}
        >
          <note.icon className="mt-0.5 size-4 shrink-0 text-blood" aria-hidden />
          <span>
            {note.text}{' '}
            <Link to={note.to} className="font-semibold text-ember-bright underline underline-offset-4">
              {note.link}
            </Link>
          </span>
        </p>
      )}
    </section>
  );
}

function CurrentCraft({ session, craft }: { session: GameSession; craft: Craft }) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    await send(session, { type: 'cancelCraft' }, CANCELLED_TOAST);
    setCancelling(false);
  };
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ember-bright/80">Crafting now</p>
          <h2 className="title-display flex items-center gap-2 text-xl font-semibold text-parchment">
            <Hammer className="size-5 shrink-0 text-ember-bright" aria-hidden />
            {craft.name}
          </h2>
          {craft.remaining > 0 && (
            <p className="text-sm tabular-nums text-gold" data-testid="craft-remaining">
              {formatCount(craft.remaining)} more in this order
            </p>
          )}
        </div>
        <Button
          variant="outline"
          className={cn(TAP, 'border-blood/50 hover:border-blood')}
          disabled={cancelling}
          onClick={() => void cancel()}
        >
          {cancelling ? <Loader2 className="animate-spin" aria-hidden /> : <X aria-hidden />}
          Cancel craft
        </Button>
      </div>
      <CraftProgress session={session} label={`${craft.name} craft progress`} />
      <p className="text-xs text-muted-foreground">Cancelling returns the materials of the craft under way.</p>
    </>
  );
}
