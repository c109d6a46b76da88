import { useState } from 'react';
import { Lock } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';
import type { AccountTier } from '@/content/ids';
import { useAccountTier } from '@/hud/game/beyond-tier';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { formatCount } from '@/hud/lib/format';
import type { CraftingPageView, StationView } from '@/runtime/view-models/crafting-page';
import { CraftHeader } from './CraftHeader';
import { LockedStation } from './LockedStation';
import { RecipeCard } from './RecipeCard';
import { useCraftingView } from './use-crafting-view';

/** /game/crafting: the craft under way, and every station as a tab: its unlock cost or its recipes. */
export function CraftingPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Crafting session={session} />;
}

function blockedReason(view: CraftingPageView): string | null {
  if (view.current) return `Already crafting ${view.current.name}: cancel it or let it finish first`;
  // Queue is not blocked: a queued craft waits for the fight or the mining to end (issue 32).
  if (view.busy === 'fighting') return 'Stop fighting to craft now, or queue the craft to start when the fight ends';
  if (view.busy === 'mining') return 'Stop mining to craft now, or queue the craft to start when the mining ends';
  return null;
}

function Crafting({ session }: { session: GameSession }) {
  const page = GAME_PAGES.crafting;
  const view = useCraftingView(session);
  const tier = useAccountTier(session);
  const [tab, setTab] = useState(() => view.stations.find((station) => station.unlocked)?.id ?? view.stations[0]!.id);
  const blocked = blockedReason(view);
  return (
    <PageFrame
      icon={page.icon}
      title={page.title}
      description={page.description}
      actions={<Purse gold={view.gold} level={view.playerLevel} />}
    >
      <CraftHeader session={session} craft={view.current} busy={view.busy} />
      {/* min-w-0: the tab row scrolls inside the page instead of widening it on a phone. */}
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList aria-label="Stations" className="max-w-full justify-start overflow-x-auto overflow-y-hidden">
          {view.stations.map((station) => (
            <TabsTrigger
              key={station.id}
              value={station.id}
              className="flex-none"
              aria-label={station.unlocked ? station.name : `${station.name} (locked)`}
            >
              {!station.unlocked && <Lock className="text-muted-foreground" aria-hidden />}
              {station.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {view.stations.map((station) => (
          <TabsContent key={station.id} value={station.id}>
            {station.unlocked ? (
              <Recipes session={session} station={station} blocked={blocked} tier={tier} />
            ) : (
              <LockedStation
                session={session}
                station={station}
                gold={view.gold}
                playerLevel={view.playerLevel}
                tier={tier}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}

function Recipes({
  session,
  station,
  blocked,
  tier,
}: {
  session: GameSession;
  station: StationView;
  blocked: string | null;
  tier: AccountTier;
}) {
  return (
    <section aria-label={station.name} className="flex flex-col gap-3">
      <p className="text-sm italic text-muted-foreground">{station.description}</p>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {station.recipes.map((recipe) => (
          <RecipeCard key={recipe.id} session={session} recipe={recipe} blocked={blocked} tier={tier} />
        ))}
      </ul>
    </section>
  );
}

/** Gold pays for stations; the player level opens them. */
function Purse({ gold, level }: { gold: number; level: number }) {
  return (
    <dl className="flex gap-2">
      <div className="rounded-xl border border-gold/40 bg-gold/10 px-4 py-2">
        <dt className="text-xs uppercase tracking-wider text-gold/80">Gold</dt>
        <dd className="text-2xl font-bold tabular-nums text-gold" data-testid="crafting-gold">
          {formatCount(gold)}
        </dd>
      </div>
      <div className="rounded-xl border border-spectral/40 bg-spectral/10 px-4 py-2">
        <dt className="text-xs uppercase tracking-wider text-spectral/80">Player level</dt>
        <dd className="text-2xl font-bold tabular-nums text-spectral" data-testid="player-level">
          {level}
        </dd>
      </div>
    </dl>
  );
}
