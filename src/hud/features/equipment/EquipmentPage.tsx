import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Backpack, Landmark, X } from 'lucide-react';
import type { EquipmentSlot } from '@/content/ids';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent } from '@/hud/components/ui/card';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/hud/components/ui/sheet';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { useWorldView } from '@/hud/game/use-world-view';
import { SLOT_LABELS, selectEquipmentPageView } from '@/runtime/view-models/equipment-page-view';
import { CharacterSheet } from './CharacterSheet';
import { PaperDoll } from './PaperDoll';
import { SetProgress } from './SetProgress';
import { SlotPanel } from './SlotPanel';
import { useWideLayout } from './use-wide-layout';

/** The slot a wide screen's panel shows before the player picks one. */
const FIRST_SLOT: EquipmentSlot = 'weapon';

function Equipment({ session }: { session: GameSession }) {
  const view = useWorldView(session, selectEquipmentPageView);
  const wide = useWideLayout();
  const [chosen, setChosen] = useState<EquipmentSlot | null>(null);
  const shown = chosen ?? (wide ? FIRST_SLOT : null);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <Card className="gap-3 p-3 sm:p-4" role="region" aria-label="Equipped">
          <PaperDoll view={view} selected={shown} onSelect={setChosen} />
          <p className="text-center text-xs text-muted-foreground">Tap a slot to see what is worn and what fits.</p>
        </Card>
        <SetProgress sets={view.setProgress} />
        <Card className="gap-3 py-5" role="region" aria-label="Storage">
          <CardContent className="flex flex-col gap-3 px-5">
            <p className="text-sm text-parchment-dim">
              Your saved equipment sets are kept in the bank. From Hunter Rank D, dying drops all the gear you wear
              (potions aside): keep a spare set there.
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Button asChild variant="outline" className="h-11">
                <Link to="/game/inventory">
                  <Backpack aria-hidden /> Inventory
                </Link>
              </Button>
              <Button asChild variant="outline" className="h-11">
                <Link to="/game/bank">
                  <Landmark aria-hidden /> Bank
                </Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {wide && shown && (
          <Card className="gap-0 p-4">
            <SlotPanel session={session} view={view} slot={shown} />
          </Card>
        )}
        <CharacterSheet session={session} view={view} />
      </div>
      {!wide && (
        <Sheet open={shown !== null} onOpenChange={(open) => !open && setChosen(null)}>
          <SheetContent
            side="right"
            showCloseButton={false}
            className={
              'inset-x-0 top-auto bottom-0 h-auto max-h-[85svh] w-full gap-0 rounded-t-2xl border-t border-l-0 ' +
              'sm:max-w-none data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out'
            }
          >
            {shown && (
              <>
                <SheetClose asChild>
                  <Button variant="ghost" size="icon" className="absolute top-2 right-2 size-11" aria-label="Close">
                    <X aria-hidden />
                  </Button>
                </SheetClose>
                <SheetHeader className="pr-14 pb-2">
                  <SheetTitle className="text-xl">{SLOT_LABELS[shown]}</SheetTitle>
                  <SheetDescription>
                    {view.slots[shown] ? `Wearing ${view.slots[shown].name}` : 'Nothing worn here'}
                  </SheetDescription>
                </SheetHeader>
                <div className="overflow-y-auto px-4 pb-6">
                  <SlotPanel session={session} view={view} slot={shown} headless />
                </div>
              </>
            )}
          </SheetContent>
        </Sheet>
      )}
    </div>
  );
}

/** /game/equipment: the paper doll, a slot's worn item and candidates, set bonuses and the character sheet. */
export function EquipmentPage() {
  const session = useOptionalGameSession();
  const page = GAME_PAGES.equipment;
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description} className="max-w-6xl">
      {session ? <Equipment session={session} /> : <LoadingScreen variant="inline" />}
    </PageFrame>
  );
}
