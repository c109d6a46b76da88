import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { useAccountTier } from '@/hud/game/beyond-tier';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import { abilitiesPageKey, selectAbilitiesPage } from '@/runtime/view-models/abilities-page';
import { AbilityBook, FirstAbilitiesHint } from './AbilityBook';
import { AbilitySlots } from './AbilitySlots';
import { LoadoutPanel, type LoadoutActions } from './LoadoutPanel';
import { ABILITY_DRAG_TYPE, type Dragged, type Held, type PlacementHandlers } from './placement';
import { PoolsStrip } from './PoolsStrip';
import { PriorityPanel, type PriorityActions } from './PriorityPanel';
import { useKeyedWorldView } from './use-abilities-view';

/**
 * /game/abilities: the eight slots, loadouts, the firing order and manual casting, and the ability book
 * (one skill to a tab).
 */
export function AbilitiesPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Abilities session={session} />;
}

function Abilities({ session }: { session: GameSession }) {
  const page = GAME_PAGES.abilities;
  const view = useKeyedWorldView(session, abilitiesPageKey, selectAbilitiesPage);
  const tier = useAccountTier(session);
  const [held, setHeld] = useState<Held>(null);
  const dragged = useRef<Dragged | null>(null);

  const equip = useCallback(
    (abilityId: string | null, slotIndex: number) => {
      setHeld(null);
      void sendWithToast(session, { type: 'equipAbility', abilityId, slotIndex });
    },
    [session],
  );

  // Read through refs so the handlers stay the same object while the slots and the choice change.
  const slotsNow = useRef(view.slots);
  slotsNow.current = view.slots;
  const heldNow = useRef(held);
  heldNow.current = held;

  const placement = useMemo<PlacementHandlers>(
    () => ({
      // The slots turn sticky while something is held, so a card far down the book still meets them.
      pickAbility: (abilityId, name) => setHeld({ kind: 'ability', abilityId, name }),
      place: (abilityId, slotIndex) => equip(abilityId, slotIndex),
      unequip: (slotIndex) => equip(null, slotIndex),
      tapSlot: (slotIndex) => {
        const current = heldNow.current;
        if (current?.kind === 'ability') return equip(current.abilityId, slotIndex);
        if (current?.kind === 'slot') {
          if (current.slotIndex === slotIndex) return setHeld(null);
          const from = slotsNow.current[current.slotIndex]?.ability;
          // A filled slot tapped onto another swaps the two; an empty one just hands the choice over.
          if (from) return equip(from.id, slotIndex);
        }
        setHeld({ kind: 'slot', slotIndex });
      },
      cancel: () => setHeld(null),
      startDrag: (event, what) => {
        dragged.current = what;
        setHeld(null);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(ABILITY_DRAG_TYPE, what.abilityId);
        // Some browsers start a drag only with a plain-text payload.
        event.dataTransfer.setData('text/plain', what.abilityId);
      },
      endDrag: () => {
        dragged.current = null;
      },
      dragged: () => dragged.current,
    }),
    [equip],
  );

  useEffect(() => {
    if (held === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHeld(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [held]);

  const loadoutActions = useMemo<LoadoutActions>(
    () => ({
      switchTo: (name) => void sendWithToast(session, { type: 'switchLoadout', name }),
      create: async (name) => (await sendWithToast(session, { type: 'createLoadout', name }))?.ok ?? false,
      rename: async (name, newName) =>
        (await sendWithToast(session, { type: 'renameLoadout', name, newName }))?.ok ?? false,
      remove: (name) => void sendWithToast(session, { type: 'deleteLoadout', name }),
    }),
    [session],
  );

  const priorityActions = useMemo<PriorityActions>(
    () => ({
      reorder: (abilityIds) => void sendWithToast(session, { type: 'setAbilityPriorities', abilityIds }),
      setCondition: (abilityId, condition) =>
        void sendWithToast(session, { type: 'setAbilityCondition', abilityId, condition }),
      setManualMode: (manualMode) => void sendWithToast(session, { type: 'setAbilityManualMode', manualMode }),
    }),
    [session],
  );

  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <section
        aria-labelledby="ability-bar-heading"
        className={cn(
          'flex flex-col gap-3 rounded-xl border border-shade bg-card/95 p-4 sm:p-5',
          held !== null && 'sticky top-14 z-[9] shadow-[0_12px_32px_-12px_rgb(0_0_0/0.8)]',
        )}
      >
        <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-0.5">
            <h2 id="ability-bar-heading" className="text-lg font-semibold text-parchment">
              Ability bar
            </h2>
            <p className="text-xs text-parchment-dim">Keys 1-8 cast these slots on the combat page.</p>
          </div>
          {/* Out of the way while the bar follows the scroll: placing needs the slots, not the pools. */}
          {held === null && <PoolsStrip session={session} />}
        </header>
        <AbilitySlots slots={view.slots} held={held} placement={placement} />
      </section>

      {view.learned === 0 && <FirstAbilitiesHint upcoming={view.upcoming} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <LoadoutPanel loadouts={view.loadouts} canSave={view.canSaveLoadout} actions={loadoutActions} />
        <PriorityPanel priorities={view.priorities} manualMode={view.manualMode} actions={priorityActions} />
      </div>

      <AbilityBook
        skills={view.skills}
        learned={view.learned}
        total={view.total}
        upcoming={view.learned === 0 ? [] : view.upcoming}
        held={held}
        placement={placement}
        tier={tier}
      />
    </PageFrame>
  );
}
