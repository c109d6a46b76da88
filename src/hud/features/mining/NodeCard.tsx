import { useId, useState, type ReactNode } from 'react';
import type { AccountTier } from '@/content/ids';
import { Lock, MapPin, Pickaxe } from 'lucide-react';
import { TAP } from '@/hud/components/items/page-style';
import { Button } from '@/hud/components/ui/button';
import { Progress } from '@/hud/components/ui/progress';
import { BeyondTierNote } from '@/hud/game/beyond-tier';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { formatCount, formatSeconds } from '@/hud/lib/format';
import type { NodeView } from '@/runtime/view-models/mining-page';
import { playerLevelBeyondTier } from '@/runtime/view-models/tier-reach';
import { AddToQueue } from '@/hud/game/AddToQueue';
import { send } from './mining-actions';
import { wholePercent, WORK_VERB } from './mining-text';
import { NodeLoot } from './NodeLoot';

/**
 * One node as a hunter weighs it before working it: level, how worn it is, the hour's harvests, time
 * and XP, the loot table, and Start (disabled, with the core's reason, while the node refuses). A node
 * whose level the account tier never reaches says so plainly, in place of the lock's red reason.
 */
export function NodeCard({
  session,
  node,
  nowMs,
  tier,
}: {
  session: GameSession;
  node: NodeView;
  nowMs: number;
  tier: AccountTier;
}) {
  const beyond = node.locked ? playerLevelBeyondTier(tier, node.levelRequirement) : null;
  const beyondId = useId();
  return (
    <li
      aria-label={node.name}
      data-active={node.active || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4',
        node.active ? 'border-ember/70 bg-night shadow-[0_0_24px_-8px_rgb(224_103_58/0.6)]' : 'border-shade bg-card/80',
        node.locked && 'bg-card/50',
        beyond && 'border-dashed',
      )}
    >
      <div>
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold leading-snug text-parchment">{node.name}</h3>
          <p
            className={cn(
              'flex shrink-0 items-center gap-1 text-xs font-semibold tabular-nums',
              node.locked && !beyond ? 'text-blood' : 'text-parchment-dim',
            )}
          >
            {node.locked && <Lock className="size-3.5" aria-hidden />}
            Level {node.levelRequirement}
          </p>
        </div>
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin className="size-3" aria-hidden />
          {node.areaName}
        </p>
      </div>
      {beyond && <BeyondTierNote id={beyondId} note={beyond} />}
      <p className="text-sm italic text-muted-foreground">{node.description}</p>
      <NodeDepletion node={node} nowMs={nowMs} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Stat label="Harvest">{formatSeconds(node.harvestMs)}</Stat>
        <Stat label="Survival XP">
          {formatCount(node.xpPerHarvest)} each · {formatCount(node.xpPerHour)} / hour
        </Stat>
        <Stat label="Harvests" wide>
          {node.harvestsThisHour} / {node.maxHarvestsPerHour} this hour
          {node.hourResetsAt !== null && (
            <span className="text-muted-foreground"> · resets in {formatSeconds(node.hourResetsAt - nowMs)}</span>
          )}
        </Stat>
      </dl>
      <NodeLoot nodeName={node.name} loot={node.loot} />
      <div className="mt-auto flex flex-col gap-1.5 pt-1">
        <StartButton session={session} node={node} beyondId={beyond ? beyondId : null} />
        {!node.locked && <AddToQueue session={session} activityType="mining" targetId={node.id} name={node.name} />}
      </div>
    </li>
  );
}

function Stat({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn(wide && 'col-span-2')}>
      <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="tabular-nums text-parchment">{children}</dd>
    </div>
  );
}

/** How worn the node is for this hunter, when it returns if worked dry, and what everyone's work did to it. */
function NodeDepletion({ node, nowMs }: { node: NodeView; nowMs: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <span className={cn('tabular-nums', node.depleted ? 'font-semibold text-blood' : 'text-parchment-dim')}>
          Depletion {wholePercent(node.personalDepletion)}
        </span>
        {node.returnsAt !== null && (
          <span className="tabular-nums text-gold">Returns in {formatSeconds(node.returnsAt - nowMs)}</span>
        )}
      </div>
      <Progress
        value={node.personalDepletion * 100}
        aria-label={`${node.name} depletion`}
        indicatorClassName={node.depleted ? 'from-blood/70 via-blood to-blood' : undefined}
      />
      {node.globalDepletion > 0 && (
        <p className="text-xs text-spectral">
          Worked by all: rare finds thinned (global {wholePercent(node.globalDepletion)})
        </p>
      )}
    </div>
  );
}

function StartButton({
  session,
  node,
  beyondId,
}: {
  session: GameSession;
  node: NodeView;
  /** The card's note that the tier never reaches this node: it describes the disabled button instead. */
  beyondId: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  if (node.active) {
    return (
      <Button
        variant="outline"
        disabled
        className={cn(TAP, 'w-full border-ember/60 text-ember-bright disabled:opacity-100')}
      >
        <Pickaxe className="animate-pulse" aria-hidden />
        Mining now
      </Button>
    );
  }
  const verb = WORK_VERB[node.work];
  // A start's success shows in the header; a refusal is toasted by send.
  const start = async () => {
    setBusy(true);
    await send(session, { type: 'startMining', nodeId: node.id });
    setBusy(false);
  };
  return (
    <>
      <Button
        className={cn(TAP, 'w-full')}
        disabled={busy || node.refusal !== null}
        aria-label={`${verb} ${node.name}`}
        aria-describedby={beyondId ?? (node.refusal ? reasonId : undefined)}
        onClick={() => void start()}
      >
        {node.locked ? <Lock aria-hidden /> : <Pickaxe aria-hidden />}
        {verb}
      </Button>
      {node.refusal && !beyondId && (
        <p id={reasonId} className="text-sm text-blood">
          {node.refusal}
        </p>
      )}
    </>
  );
}
