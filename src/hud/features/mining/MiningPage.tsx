import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { AccountTier } from '@/content/ids';
import type { NodeCategory } from '@/content/types';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/hud/components/ui/collapsible';
import { BeyondTierNote, useAccountTier } from '@/hud/game/beyond-tier';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { SceneViewport } from '@/hud/game/scene-stage';
import { cn } from '@/hud/lib/cn';
import type { MiningPageView } from '@/runtime/view-models/mining-page';
import { playerLevelBeyondTier } from '@/runtime/view-models/tier-reach';
import { HarvestHeader } from './HarvestHeader';
import { NodeCard } from './NodeCard';
import { useMiningView } from './use-mining-view';

/**
 * /game/mining: the harvest under way, and every node by category (the categories are level bands)
 * with Start. Each category folds away; the page opens with the one being worked, the best the hunter
 * may work and the next to unlock, so a phone shows what matters before 27 cards.
 */
export function MiningPage() {
  const session = useOptionalGameSession();
  if (!session) return <LoadingScreen variant="inline" />;
  return <Mining session={session} />;
}

function Mining({ session }: { session: GameSession }) {
  const page = GAME_PAGES.mining;
  const { view, nowMs } = useMiningView(session);
  const tier = useAccountTier(session);
  const [open, setOpen] = useState(() => openAtStart(view));
  const toggle = (category: NodeCategory, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(category);
      else next.delete(category);
      return next;
    });
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
      <div className="flex flex-col gap-3">
        {view.categories.map((category) => (
          <CategorySection
            key={category.id}
            session={session}
            category={category}
            nowMs={nowMs}
            tier={tier}
            open={open.has(category.id)}
            onOpenChange={(isOpen) => toggle(category.id, isOpen)}
          />
        ))}
      </div>
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

/**
 * The categories open when the page opens: the one being worked, the one holding the best node the
 * hunter may work, and the one holding the next node to unlock (the first when none is worked or open).
 */
export function openAtStart(view: MiningPageView): Set<NodeCategory> {
  const open = new Set<NodeCategory>();
  const nodes = view.categories.flatMap((category) => category.nodes);
  const active = nodes.find((node) => node.active);
  const workable = nodes.filter((node) => !node.locked);
  const best = workable.reduce<(typeof nodes)[number] | undefined>(
    (top, node) => (top === undefined || node.levelRequirement >= top.levelRequirement ? node : top),
    undefined,
  );
  const next = nodes
    .filter((node) => node.locked)
    .reduce<(typeof nodes)[number] | undefined>(
      (low, node) => (low === undefined || node.levelRequirement < low.levelRequirement ? node : low),
      undefined,
    );
  for (const node of [active, best, next]) if (node) open.add(node.category);
  if (open.size === 0 && view.categories[0]) open.add(view.categories[0].id);
  return open;
}

function levelBand(nodes: MiningPageView['categories'][number]['nodes']): string {
  const levels = nodes.map((node) => node.levelRequirement);
  const low = Math.min(...levels);
  const high = Math.max(...levels);
  return low === high ? `Level ${low}` : `Levels ${low}–${high}`;
}

function CategorySection({
  session,
  category,
  nowMs,
  tier,
  open,
  onOpenChange,
}: {
  session: GameSession;
  category: MiningPageView['categories'][number];
  nowMs: number;
  tier: AccountTier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const titleId = useId();
  const workable = category.nodes.filter((node) => !node.locked).length;
  const active = category.nodes.some((node) => node.active);
  const lowest = Math.min(...category.nodes.map((node) => node.levelRequirement));
  // A whole band past the tier's reach says so once, on its header.
  const beyond = playerLevelBeyondTier(tier, lowest);
  return (
    <Collapsible open={open} onOpenChange={onOpenChange} asChild>
      <section
        aria-labelledby={titleId}
        data-category={category.id}
        className={cn('flex flex-col rounded-xl border bg-card/40', active ? 'border-ember/50' : 'border-shade')}
      >
        <h2 className="title-display text-xl font-semibold text-parchment">
          <CollapsibleTrigger
            className={cn(
              'group flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2',
              'text-left hover:bg-night/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember',
            )}
          >
            <span className="flex min-w-0 flex-col">
              <span id={titleId}>{category.label}</span>
              <span className="font-sans text-xs font-normal text-parchment-dim">
                {levelBand(category.nodes)} · {active ? 'mining here · ' : ''}
                {workable} of {category.nodes.length} open to you
              </span>
            </span>
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              aria-hidden
            />
          </CollapsibleTrigger>
        </h2>
        {beyond && <BeyondTierNote note={beyond} className="px-4 pb-3" />}
        <CollapsibleContent className="px-3 pb-3 sm:px-4">
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {category.nodes.map((node) => (
              <NodeCard key={node.id} session={session} node={node} nowMs={nowMs} tier={tier} />
            ))}
          </ul>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
