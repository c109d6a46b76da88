import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/hud/components/ui/tabs';
import type { AchievementCardView, CategoryView } from '@/runtime/view-models/achievements-page';
import { AchievementCard } from './AchievementCard';
import { AchievementDialog } from './AchievementDialog';
import { TitlesSection } from './TitlesSection';
import { useAchievementsView } from './use-achievements-view';

const amount = (value: number) => value.toLocaleString('en-US');

/**
 * /game/achievements: points, the seven categories as tabs (each with its unlocked count, then All),
 * every achievement with its progress, and the titles.
 */
export function AchievementsPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Achievements session={session} />;
}

function Achievements({ session }: { session: GameSession }) {
  const page = GAME_PAGES.achievements;
  const view = useAchievementsView(session);
  // The seven categories, then All: a phone sees one category at a time, opening on the first.
  const tabs = [
    ...view.categories.filter((row) => row.id !== 'all'),
    ...view.categories.filter((row) => row.id === 'all'),
  ];
  const [category, setCategory] = useState<CategoryView['id']>(() => tabs[0]!.id);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The dialog follows the live card (an unlock while it is open shows at once).
  const selected: AchievementCardView | null = view.achievements.find((row) => row.id === selectedId) ?? null;
  const current = view.categories.find((row) => row.id === category) ?? view.categories[0]!;
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      <dl className="grid grid-cols-2 gap-2" data-testid="achievement-totals">
        <div className="flex flex-col gap-0.5 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs text-gold">
            <Trophy className="size-3.5" aria-hidden /> Points
          </dt>
          <dd className="text-2xl font-bold tabular-nums text-gold">
            {amount(view.totalPoints)}
            <span className="text-sm font-normal text-parchment-dim"> / {amount(view.maxPoints)}</span>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 rounded-xl border border-shade bg-card/80 px-4 py-3">
          <dt className="text-xs text-parchment-dim">Unlocked</dt>
          <dd className="text-2xl font-bold tabular-nums text-parchment">
            {view.unlockedCount}
            <span className="text-sm font-normal text-parchment-dim"> / {view.total}</span>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="achievement-list-heading" className="flex flex-col gap-3">
        <h2 id="achievement-list-heading" className="title-display text-xl font-bold text-parchment">
          Deeds
        </h2>
        {/* min-w-0: the tab row scrolls inside the page instead of widening it on a phone. */}
        <Tabs value={category} onValueChange={(id) => setCategory(id as CategoryView['id'])} className="min-w-0">
          <TabsList aria-label="Categories" className="max-w-full justify-start overflow-x-auto overflow-y-hidden">
            {tabs.map((row) => (
              <TabsTrigger key={row.id} value={row.id} className="flex-none">
                {row.label}
                <span className="text-xs tabular-nums text-parchment-dim">
                  {row.unlocked}/{row.total}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          <p className="text-sm text-parchment-dim" aria-live="polite">
            {current.label}: {current.unlocked} of {current.total} unlocked, {amount(current.points)} of{' '}
            {amount(current.maxPoints)} points.
          </p>
          {tabs.map((row) => (
            <TabsContent key={row.id} value={row.id}>
              <ul className="grid gap-3 md:grid-cols-2">
                {(row.id === 'all'
                  ? view.achievements
                  : view.achievements.filter((card) => card.category === row.id)
                ).map((achievement) => (
                  <AchievementCard
                    key={achievement.id}
                    achievement={achievement}
                    onOpen={(card) => setSelectedId(card.id)}
                  />
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <TitlesSection session={session} titles={view.titles} wornTitle={view.wornTitle} />
      <AchievementDialog achievement={selected} onClose={() => setSelectedId(null)} />
    </PageFrame>
  );
}
