import type { ReactNode } from 'react';
import { BarChart3, Crosshair, Crown, Flame, HeartCrack, Skull, Sparkles, Swords, Wind, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { PageFrame } from '@/hud/components/PageFrame';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { formatCount, formatSeconds } from '@/hud/lib/format';
import { useHud, useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import type { CombatStatsView } from '@/runtime/view-models/combat-stats-page';

function Total({
  icon: Icon,
  label,
  value,
  tone = 'text-ember-bright',
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  tone?: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-shade bg-card/80 p-4">
      <Icon className={`size-5 shrink-0 ${tone}`} aria-hidden />
      <dl className="flex min-w-0 flex-col">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="title-display text-xl font-semibold tabular-nums text-parchment">{value}</dd>
      </dl>
    </div>
  );
}

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Card className="gap-3 py-5" role="region" aria-label={title}>
      <CardHeader className="px-5">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-5">
        {empty ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <div className="overflow-x-auto">{children}</div>
        )}
      </CardContent>
    </Card>
  );
}

const th = 'px-2 py-1.5 text-left text-xs font-semibold uppercase tracking-wider text-muted-foreground';
const td = 'px-2 py-1.5 tabular-nums';

function CombatStats({ stats }: { stats: CombatStatsView }) {
  const { overall } = stats;
  return (
    <>
      <section aria-label="Totals" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Total icon={Swords} label="Kills" value={formatCount(overall.totalKills)} />
        <Total icon={Skull} label="Deaths" value={formatCount(overall.deaths)} tone="text-blood" />
        <Total icon={Flame} label="Damage dealt" value={formatCount(overall.totalDamageDealt)} />
        <Total icon={HeartCrack} label="Damage taken" value={formatCount(overall.totalDamageTaken)} tone="text-blood" />
        <Total icon={Crosshair} label="Critical hits" value={formatCount(overall.criticalHits)} tone="text-gold" />
        <Total icon={Crown} label="Bosses slain" value={formatCount(overall.bossKills)} tone="text-gold" />
        <Total icon={Wind} label="Perfect dodges" value={formatCount(overall.perfectDodges)} tone="text-spectral" />
        <Total
          icon={Sparkles}
          label="Abilities used"
          value={formatCount(overall.abilitiesUsed)}
          tone="text-[#c4b5ff]"
        />
        <Total icon={Zap} label="Highest hit" value={formatCount(overall.highestHit)} />
        <Total
          icon={BarChart3}
          label="Kills per death"
          value={
            overall.deaths > 0 ? (overall.totalKills / overall.deaths).toFixed(1) : formatCount(overall.totalKills)
          }
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section
          title="Bosses"
          empty={
            stats.bosses.length === 0
              ? 'No boss has fallen to you yet. Clear an area’s kill count to call its boss.'
              : null
          }
        >
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={th}>Boss</th>
                <th className={th}>Kills</th>
                <th className={th}>Fastest</th>
                <th className={th}>Flawless</th>
              </tr>
            </thead>
            <tbody>
              {stats.bosses.map((boss) => (
                <tr key={boss.bossId} className="border-t border-shade">
                  <td className="px-2 py-1.5 text-parchment">{boss.name}</td>
                  <td className={td}>{boss.kills}</td>
                  <td className={td}>{boss.fastestKillMs === null ? '—' : formatSeconds(boss.fastestKillMs)}</td>
                  <td className={td}>{boss.noDamageKills}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <Section title="Last 7 days" empty={stats.daily.length === 0 ? 'Days you fight on show up here.' : null}>
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={th}>Day</th>
                <th className={th}>Kills</th>
                <th className={th}>Damage</th>
                <th className={th}>Deaths</th>
              </tr>
            </thead>
            <tbody>
              {stats.daily.map((day) => (
                <tr key={day.day} className="border-t border-shade">
                  <td className="px-2 py-1.5 text-parchment">{day.day}</td>
                  <td className={td}>{formatCount(day.kills)}</td>
                  <td className={td}>{formatCount(day.damageDealt)}</td>
                  <td className={td}>{day.deaths}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      </div>
      <Section
        title="Recent sessions"
        empty={stats.sessions.length === 0 ? 'Finished fights are listed here, the latest 20.' : null}
      >
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th className={th}>Area</th>
              <th className={th}>Length</th>
              <th className={th}>Kills</th>
              <th className={th}>Dealt</th>
              <th className={th}>Taken</th>
              <th className={th}>Crits</th>
            </tr>
          </thead>
          <tbody>
            {stats.sessions.map((session) => (
              <tr key={session.combatId} className="border-t border-shade">
                <td className="px-2 py-1.5 text-parchment">
                  {session.areaName}
                  {session.bossName && <span className="block text-xs text-gold">{session.bossName}</span>}
                </td>
                <td className={td}>
                  {session.endTime === null ? '—' : formatSeconds(session.endTime - session.startTime)}
                </td>
                <td className={td}>{session.enemiesKilled}</td>
                <td className={td}>{formatCount(session.damageDealt)}</td>
                <td className={td}>{formatCount(session.damageTaken)}</td>
                <td className={td}>{session.criticalHits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}

function SessionCombatStats({ session }: { session: GameSession }) {
  const stats = useHud(session, (snapshot) => snapshot.combatStats);
  return <CombatStats stats={stats} />;
}

/** /game/combat-stats: the hunter's combat record from the core (totals, bosses, days, sessions). */
export function CombatStatsPage() {
  const session = useOptionalGameSession();
  const page = GAME_PAGES['combat-stats'];
  return (
    <PageFrame icon={page.icon} title={page.title} description={page.description}>
      {session ? (
        <SessionCombatStats session={session} />
      ) : (
        <p
          className={cn(
            'rounded-xl border border-dashed border-shade bg-card/60 p-6',
            'text-center text-sm text-parchment-dim',
          )}
        >
          No player data found.
        </p>
      )}
    </PageFrame>
  );
}
