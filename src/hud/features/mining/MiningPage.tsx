import { useId } from 'react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { SceneViewport } from '@/hud/game/scene-stage';
import type { MiningPageView } from '@/runtime/view-models/mining-page';
import { HarvestHeader } from './HarvestHeader';
import { NodeCard } from './NodeCard';
import { useMiningView } from './use-mining-view';

/** /game/mining: the harvest under way, and every node by category with Start. */
export function MiningPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Mining session={session} />;
}

function Mining({ session }: { session: GameSession }) {
  const page = GAME_PAGES.mining;
  const { view, nowMs } = useMiningView(session);
  return (
    <PageFrame
      icon={page.icon}
      title={page.title}
      description={page.description}
      actions={<Levels survival={view.survivalLevel} player={view.playerLevel} />}
    >
      <NodeScene view={view} />
      <HarvestHeader
        session={session}
        harvest={view.current}
        fighting={view.fighting}
        crafting={view.crafting}
        speedBonusPercent={view.speedBonusPercent}
      />
      {view.categories.map((category) => (
        <CategorySection key={category.id} session={session} category={category} nowMs={nowMs} />
      ))}
    </PageFrame>
  );
}

/**
 * The mining-node scene over the page: the node being worked, or the first one the hunter may work
 * (the hunter waiting beside it), as the combat page shows its fight.
 */
function NodeScene({ view }: { view: MiningPageView }) {
  const nodes = view.categories.flatMap((category) => category.nodes);
  const shown = nodes.find((node) => node.active) ?? nodes.find((node) => !node.locked) ?? nodes[0];
  if (!shown) return null;
  const label = view.current
    ? `The hunter working the ${shown.name}`
    : `The hunter beside the ${shown.name}, waiting for your word`;
  return <SceneViewport request={{ scene: 'mining', nodeId: shown.id }} label={label} className="h-56 sm:h-72" />;
}

/** Survival shortens harvests and raises drop chances; the player level opens nodes. */
function Levels({ survival, player }: { survival: number; player: number }) {
  return (
    <dl className="flex gap-2">
      <div className="rounded-xl border border-spectral/40 bg-spectral/10 px-4 py-2">
        <dt className="text-xs uppercase tracking-wider text-spectral/80">Survival</dt>
        <dd className="text-2xl font-bold tabular-nums text-spectral" data-testid="survival-level">
          {survival}
        </dd>
      </div>
      <div className="rounded-xl border border-gold/40 bg-gold/10 px-4 py-2">
        <dt className="text-xs uppercase tracking-wider text-gold/80">Player level</dt>
        <dd className="text-2xl font-bold tabular-nums text-gold" data-testid="player-level">
          {player}
        </dd>
      </div>
    </dl>
  );
}

function CategorySection({
  session,
  category,
  nowMs,
}: {
  session: GameSession;
  category: MiningPageView['categories'][number];
  nowMs: number;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="title-display text-xl font-semibold text-parchment">
        {category.label}
      </h2>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {category.nodes.map((node) => (
          <NodeCard key={node.id} session={session} node={node} nowMs={nowMs} />
        ))}
      </ul>
    </section>
  );
}
