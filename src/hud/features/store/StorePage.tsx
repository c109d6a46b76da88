import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Coins, PackageOpen } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { useWorldView } from '@/hud/game/use-world-view';
import { cn } from '@/hud/lib/cn';
import type { StoreShelf } from '@/content/types';
import type { ReadonlyWorld } from '@/core/readonly';
import { inventoryKinds } from '@/runtime/view-models/bank-deposit';
import { msUntilLocalMidnight } from '@/runtime/view-models/store-actions';
import { localStepContext, selectStore } from '@/runtime/view-models/store-page';
import { DailyOfferCard } from './DailyOfferCard';
import { amount } from '@/hud/components/items/page-style';
import { SellTab } from './SellTab';
import { ShelfSection } from './ShelfSection';

/** The shelves' tab names: short, so five tabs fit a phone's width. */
const SHELF_TABS: Record<StoreShelf, string> = {
  potions: 'Potions',
  materials: 'Materials',
  crafting: 'Crafting',
  gear: 'Gear',
};

/** Everything the store shows, rebuilt only when the hunter's possessions change. */
function selectStoreScreen(world: ReadonlyWorld) {
  return {
    store: selectStore(world, localStepContext()),
    kinds: inventoryKinds(world),
    stashed: world.banking.stashItems.length,
  };
}

/** The local calendar day, moving on at midnight (the daily offer changes with it). */
function useLocalDay(): string {
  const [day, setDay] = useState(() => new Date().toDateString());
  useEffect(() => {
    const timer = window.setTimeout(() => setDay(new Date().toDateString()), msUntilLocalMidnight(Date.now()) + 1_000);
    return () => window.clearTimeout(timer);
  }, [day]);
  return day;
}

/**
 * /game/store: the shelves (a tab each, potions first; `?shelf=gear` opens another) and today's offer
 * for gold, and selling what the hunter carries.
 */
export function StorePage() {
  const session = useOptionalGameSession();
  const day = useLocalDay();
  if (!session) return <LoadingScreen variant="inline" />;
  // A new day remounts the store, so today's offer is read afresh.
  return <Store key={day} session={session} />;
}

function Store({ session }: { session: GameSession }) {
  const page = GAME_PAGES.store;
  const { store, kinds, stashed } = useWorldView(session, selectStoreScreen);
  // A link may open a shelf (or Sell) by name: /game/store?shelf=gear.
  const [params] = useSearchParams();
  const asked = params.get('shelf');
  const [tab, setTab] = useState<string>(() =>
    asked && (asked === 'sell' || store.shelves.some((shelf) => shelf.shelf === asked))
      ? asked
      : (store.shelves[0]?.shelf ?? 'sell'),
  );
  return (
    <PageFrame
      icon={page.icon}
      title={page.title}
      description={page.description}
      actions={
        <p
          className="flex items-center gap-2 rounded-xl border border-gold/40 bg-gold/10 px-4 py-2 text-gold"
          aria-label={`Gold: ${amount(store.gold)}`}
        >
          <Coins className="size-6" aria-hidden />
          <span className="text-2xl font-bold tabular-nums" data-testid="gold">
            {amount(store.gold)}
          </span>
          <span className="text-sm">gold</span>
        </p>
      }
    >
      {stashed > 0 && (
        <p
          role="note"
          className={cn(
            'flex items-start gap-2 rounded-lg border border-gold/40 bg-gold/10 px-4 py-3',
            'text-sm text-parchment',
          )}
        >
          <PackageOpen className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          <span>
            Your inventory was full: purchases that did not fit wait in the{' '}
            <Link to="/game/bank" className="font-semibold text-gold underline underline-offset-4">
              bank’s stash
            </Link>
            .
          </span>
        </p>
      )}
      {/* One tab per shelf, then Sell: a phone sees one shelf at a time. min-w-0: the row scrolls, not the page. */}
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList aria-label="Store" className="max-w-full justify-start overflow-x-auto overflow-y-hidden sm:max-w-xl">
          {store.shelves.map((shelf) => (
            <TabsTrigger key={shelf.shelf} value={shelf.shelf} className="flex-none sm:flex-1">
              {SHELF_TABS[shelf.shelf]}
            </TabsTrigger>
          ))}
          <TabsTrigger value="sell" className="flex-none sm:flex-1">
            Sell
          </TabsTrigger>
        </TabsList>
        {/* Today's offer heads every shelf: it is the store's one changing row. */}
        {tab !== 'sell' && <DailyOfferCard session={session} offer={store.daily} gold={store.gold} />}
        {store.shelves.map((shelf) => (
          <TabsContent key={shelf.shelf} value={shelf.shelf}>
            <ShelfSection session={session} shelf={shelf} gold={store.gold} />
          </TabsContent>
        ))}
        <TabsContent value="sell">
          <SellTab session={session} kinds={kinds} />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
