import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { cn } from '@/hud/lib/cn';
import type { AchievementCardView, CategoryView } from '@/runtime/view-models/achievements-page';
import { AchievementCard } from './AchievementCard';
import { AchievementDialog } from './AchievementDialog';
import { TitlesSection } from './TitlesSection';
import { useAchievementsView } from './use-achievements-view';

const amount = (value: number) => value.toLocaleString('en-US');

/** /game/achievements: points, the seven categories, every achievement with its progress, and the titles. */
export function AchievementsPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Achievements session={session} />;
}

function Achievements({ session }: { session: GameSession }) {
  const page = GAME_PAGES.achievements;
  const view = useAchievementsView(session);
  const [category, setCategory] = useState<CategoryView['id']>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const shown = category === 'all' ? view.achievements : view.achievements.filter((row) => row.category === category);
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
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {view.categories.map((row) => (
            <button
              key={row.id}
              type="button"
              aria-pressed={row.id === category}
              onClick={() => setCategory(row.id)}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col items-start justify-center rounded-lg border px-3 py-1',
                'text-left transition-colors hover:border-ember/60',
                row.id === category ? 'border-ember bg-ember/15 text-parchment' : 'border-shade bg-card/80',
              )}
            >
              <span className="text-sm font-semibold">{row.label}</span>
              <span className="text-xs tabular-nums text-parchment-dim">
                {amount(row.points)} / {amount(row.maxPoints)} pts
              </span>
            </button>
          ))}
        </div>
        <p className="text-sm text-parchment-dim" aria-live="polite">
          {current.label}: {current.unlocked} of {current.total} unlocked.
        </p>
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((achievement) => (
            <AchievementCard key={achievement.id} achievement={achievement} onOpen={(row) => setSelectedId(row.id)} />
          ))}
        </ul>
      </section>
      <TitlesSection session={session} titles={view.titles} wornTitle={view.wornTitle} />
      <AchievementDialog achievement={selected} onClose={() => setSelectedId(null)} />
    </PageFrame>
  );
}
