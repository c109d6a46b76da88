import { useEffect, useRef } from 'react';
import { Crown, Hourglass, Skull, Target } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import type { GameSession } from '@/hud/game/game-session';
import type { CombatView } from '@/runtime/view-models/combat-page';
import { cn } from '@/hud/lib/cn';
import { formatSeconds } from '@/hud/lib/format';
import { RiftRunBar } from './RiftRunBar';

const formatHp = (value: number): string => Math.max(0, Math.ceil(value)).toLocaleString('en-US');

/**
 * The enemy being fought: name, level, boss title, and its health, which follows every blow (it is
 * written straight to the bar from the running world each frame, not through React renders).
 */
export function EnemyPanel({
  session,
  combat,
  targeted,
}: {
  session: GameSession;
  combat: CombatView | null;
  targeted: boolean;
}) {
  const fill = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const label = useRef<HTMLSpanElement>(null);
  const enemy = combat?.enemy ?? null;
  const hasEnemy = enemy !== null;

  useEffect(() => {
    if (!hasEnemy) return undefined;
    return session.runtime.bridge.watch(
      (world) => (world.combat.enemy ? world.combat.enemyHealth : 0),
      (health) => {
        const max = session.runtime.world.combat.enemy?.maxHealth ?? 1;
        const percent = Math.max(0, Math.min(100, (health / max) * 100));
        if (fill.current) fill.current.style.width = `${percent}%`;
        if (bar.current) {
          bar.current.setAttribute('aria-valuenow', String(Math.round(health)));
          bar.current.setAttribute('aria-valuemax', String(Math.round(max)));
        }
        if (label.current) label.current.textContent = `${formatHp(health)} / ${formatHp(max)}`;
      },
    );
  }, [session, hasEnemy]);

  if (!combat) {
    return (
      <section aria-label="Enemy" className="rounded-xl border border-shade bg-card/80 p-4 text-sm text-parchment-dim">
        You are not fighting. Choose an area and start a fight.
      </section>
    );
  }
  const killsLeft = Math.max(0, combat.killsForBoss - combat.killsThisVisit);
  return (
    <section
      aria-label="Enemy"
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-card/80 p-4',
        targeted && enemy ? 'border-ember/70' : 'border-shade',
      )}
    >
      {enemy ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {enemy.isBoss ? (
              <Crown className="size-4 text-ember-bright" aria-hidden />
            ) : (
              <Skull className="size-4 text-parchment-dim" aria-hidden />
            )}
            <h2
              className={cn(
                'title-display text-lg font-semibold',
                enemy.isBoss ? 'text-ember-bright' : 'text-parchment',
              )}
              data-testid="enemy-name"
            >
              {enemy.name}
            </h2>
            <Badge variant="secondary">Lv {enemy.level}</Badge>
            {enemy.isBoss && <Badge>Boss</Badge>}
            {targeted && (
              <Badge variant="spectral">
                <Target aria-hidden /> Targeted
              </Badge>
            )}
          </div>
          {enemy.title && <p className="text-xs uppercase tracking-[0.18em] text-parchment-dim">{enemy.title}</p>}
          {enemy.raid && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="raid-boss-state">
              <span className="font-semibold text-ember-bright">
                {enemy.raid.phaseName
                  ? `Phase ${enemy.raid.phase} of ${enemy.raid.phases}: ${enemy.raid.phaseName}`
                  : 'Opening phase'}
              </span>
              <span
                className={cn('tabular-nums', enemy.raid.enraged ? 'font-semibold text-blood' : 'text-parchment-dim')}
              >
                {enemy.raid.enraged ? 'Enraged!' : `Enrage in ${formatSeconds(enemy.raid.enrageInMs)}`}
              </span>
            </p>
          )}
          <div
            ref={bar}
            role="progressbar"
            aria-label={`${enemy.name} health`}
            aria-valuemin={0}
            data-testid="enemy-health"
            className="relative h-4 overflow-hidden rounded-full bg-abyss ring-1 ring-inset ring-white/10"
          >
            {/* Width, value and label are written by the watcher above, every frame the health moves. */}
            <div ref={fill} className="h-full rounded-full bg-gradient-to-r from-[#7a1d22] to-blood" />
            <span
              ref={label}
              className={cn(
                'absolute inset-0 flex items-center justify-center',
                'text-[11px] font-semibold text-parchment tabular-nums',
              )}
            />
          </div>
        </>
      ) : (
        <p className="flex items-center gap-2 text-sm text-parchment-dim">
          <Hourglass className="size-4" aria-hidden />
          {combat.areaKind !== 'zone' && !combat.run
            ? 'The portal seals… and tears open again for the next run.'
            : 'The rift stirs… the next enemy is coming.'}
        </p>
      )}
      {combat.run ? (
        <RiftRunBar session={session} run={combat.run} kind={combat.areaKind} />
      ) : combat.areaKind === 'zone' ? (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-abyss/60 px-3 py-2">
            <dt className="text-xs text-parchment-dim">Kills this visit</dt>
            <dd className="font-semibold text-parchment tabular-nums" data-testid="kills-this-visit">
              {combat.killsThisVisit}
            </dd>
          </div>
          <div className="rounded-lg bg-abyss/60 px-3 py-2">
            <dt className="text-xs text-parchment-dim">{combat.bossName}</dt>
            <dd className="font-semibold text-parchment tabular-nums" data-testid="boss-due">
              {enemy?.isBoss
                ? 'Fighting now'
                : killsLeft === 0
                  ? 'Next'
                  : `in ${killsLeft} kill${killsLeft === 1 ? '' : 's'}`}
            </dd>
            {combat.bossEventName && (
              <dd className="text-xs text-ember-bright" data-testid="boss-event">
                {combat.bossEventName}: every {combat.killsForBoss} kills
              </dd>
            )}
          </div>
        </dl>
      ) : null}
    </section>
  );
}
