import {
  ArrowRightLeft,
  Clock,
  Gift,
  Hourglass,
  Loader2,
  Lock,
  Package,
  Play,
  Square,
  Star,
  Wrench,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AccountTier, SkillId } from '@/content/ids';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { BeyondTierNote } from '@/hud/game/beyond-tier';
import { cn } from '@/hud/lib/cn';
import type { ActivityRow } from '@/runtime/view-models/skill-page';
import { unreachableNote } from '@/runtime/view-models/tier-reach';
import { formatCount, formatPercentChance, formatSeconds } from '@/hud/lib/format';

interface ActivityListProps {
  skillId: SkillId;
  skillName: string;
  activities: ActivityRow[];
  /** The activity training right now (any skill), or null. */
  activeActivityId: string | null;
  /** Its name, to say what a switch would stop. */
  activeActivityName: string | null;
  pending: string | null;
  onStart: (skill: SkillId, activityId: string) => void;
  onStop: () => void;
  /** Stops the running session and starts this activity in the same tick. */
  onSwitch: (skill: SkillId, activityId: string) => void;
  /** The activity's "add to the queue" control, under its start button. */
  queueButton?: (activityId: string, activityName: string) => ReactNode;
  /** The hunter's account tier: an activity above its skill cap says it is out of reach for good. */
  tier?: AccountTier;
}

/** The lock reason every listed activity shares (the tier's skill cap), when there are several; else null. */
function sharedLock(activities: ActivityRow[]): string | null {
  const first = activities[0]?.lockReason ?? null;
  if (activities.length < 2 || first === null) return null;
  return activities.every((activity) => activity.lockReason === first) ? first : null;
}

function Needs({ needs }: { needs: ActivityRow['needs'] }) {
  if (needs.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Required items">
      {needs.map((need) => {
        const enough = need.owned >= need.quantity;
        return (
          <li key={need.itemId}>
            <Badge
              variant={enough ? 'secondary' : 'destructive'}
              title={need.consumed ? 'Used up each session' : 'Needed, but kept'}
            >
              {need.consumed ? <Package aria-hidden /> : <Wrench aria-hidden />}
              {need.quantity} {need.name}
              <span className="opacity-70">{need.consumed ? '· used up' : '· kept'}</span>
              <span className="tabular-nums opacity-80">
                ({formatCount(need.owned)}/{need.quantity})
              </span>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

function Products({ products }: { products: ActivityRow['products'] }) {
  if (products.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Products">
      {products.map((product) => (
        <li key={product.itemId}>
          <Badge variant="spectral">
            <Gift aria-hidden />
            {product.quantity} {product.name}
            {product.chance < 1 && <span className="opacity-80">· {formatPercentChance(product.chance)}</span>}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The skill's activities the core lists (requirement up to the hunter's level), each with duration,
 * base XP, required items, products and why it cannot start now. Start is never disabled by a lock:
 * the core answers, and its refusal is shown as a toast. While another activity trains, an activity
 * that could otherwise start says so and offers "Switch to this" (stop, then start, in one tap).
 * An activity above the tier's skill cap says plainly that it never opens on this tier, with Start off
 * and no queue; a lock every activity shares (the skill at the tier's cap) is said once, above the list.
 */
export function ActivityList({
  skillId,
  skillName,
  activities,
  activeActivityId,
  activeActivityName,
  pending,
  onStart,
  queueButton,
  onStop,
  onSwitch,
  tier,
}: ActivityListProps) {
  const idBase = useId();
  const shared = sharedLock(activities);
  return (
    <section className="flex flex-col gap-3" aria-label={`${skillName} activities`}>
      <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground">Activities</h2>
      {shared && (
        <p className="flex items-center gap-1.5 text-sm text-parchment-dim" data-testid="shared-lock-reason">
          <Lock className="size-3.5 shrink-0" aria-hidden /> {shared}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {activities.map((activity) => {
          const active = activity.id === activeActivityId;
          const beyond = tier
            ? unreachableNote(tier, { kind: 'skill', skill: skillId, level: activity.requiredLevel })
            : null;
          const beyondId = `${idBase}-${activity.id}-beyond`;
          const locked = activity.lockReason !== null;
          const canSwitch = !active && !beyond && activity.busyReason !== null;
          return (
            <li
              key={activity.id}
              className={cn(
                'flex flex-col gap-3 rounded-xl border bg-card/80 p-4 transition-colors sm:flex-row sm:items-start',
                active ? 'border-spectral/50 bg-spectral/5' : 'border-shade',
                beyond && 'border-dashed bg-card/50',
              )}
              aria-label={activity.name}
              data-testid={`activity-${activity.id}`}
            >
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="title-display text-base font-semibold text-parchment">{activity.name}</h3>
                  <Badge variant="outline">Level {activity.requiredLevel}</Badge>
                  {active && <Badge variant="spectral">Training</Badge>}
                </div>
                <p className="text-sm leading-relaxed text-parchment-dim">{activity.description}</p>
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-parchment-dim">
                  <span className="flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden /> {formatSeconds(activity.durationMs)}
                  </span>
                  <span className="flex items-center gap-1">
                    <Star className="size-3.5 text-gold" aria-hidden /> {formatCount(activity.xp)} XP
                  </span>
                </div>
                <Needs needs={activity.needs} />
                <Products products={activity.products} />
                {beyond && <BeyondTierNote id={beyondId} note={beyond} />}
                {locked && !beyond && activity.lockReason !== shared && (
                  <p className="flex items-center gap-1.5 text-xs text-[#ffb4a8]" data-testid="lock-reason">
                    <Lock className="size-3.5 shrink-0" aria-hidden /> {activity.lockReason}
                  </p>
                )}
                {canSwitch && (
                  <p className="flex items-center gap-1.5 text-xs text-parchment-dim" data-testid="busy-reason">
                    <Hourglass className="size-3.5 shrink-0 text-spectral" aria-hidden />
                    <span>
                      {activity.busyReason}
                      {activeActivityName && <span className="opacity-80"> · {activeActivityName} is running</span>}
                    </span>
                  </p>
                )}
              </div>
              <div className="flex shrink-0 flex-col gap-2 sm:w-28">
                {active ? (
                  <Button
                    variant="outline"
                    onClick={onStop}
                    disabled={pending === 'stop'}
                    className="shrink-0 border-blood/50 sm:w-28"
                    aria-label={`Stop ${activity.name}`}
                  >
                    {pending === 'stop' ? <Loader2 className="animate-spin" /> : <Square />} Stop
                  </Button>
                ) : canSwitch ? (
                  <Button
                    variant="outline"
                    onClick={() => onSwitch(skillId, activity.id)}
                    disabled={pending === activity.id}
                    className="shrink-0 border-spectral/50 sm:min-w-28"
                    aria-label={`Switch to ${activity.name}`}
                  >
                    {pending === activity.id ? <Loader2 className="animate-spin" /> : <ArrowRightLeft />} Switch to this
                  </Button>
                ) : (
                  <Button
                    variant={locked ? 'secondary' : 'default'}
                    onClick={() => onStart(skillId, activity.id)}
                    disabled={pending === activity.id || beyond !== null}
                    className="shrink-0 sm:w-28"
                    aria-label={`Start ${activity.name}`}
                    aria-describedby={beyond ? beyondId : undefined}
                  >
                    {pending === activity.id ? <Loader2 className="animate-spin" /> : locked ? <Lock /> : <Play />}{' '}
                    Start
                  </Button>
                )}
                {!beyond && queueButton?.(activity.id, activity.name)}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
