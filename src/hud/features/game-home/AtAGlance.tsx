import { Link } from 'react-router-dom';
import { ArrowRight, Coins, Hourglass, Skull, Swords } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { LiveTrainingProgress } from '@/hud/game/LiveTrainingProgress';
import { formatCount } from '@/hud/lib/format';
import { skillPath } from '@/hud/game/skill-catalog';
import { useHud, type GameSession } from '@/hud/game/game-session';
import type { HudSnapshot } from '@/runtime/hud-snapshot';
import { QuestBoardCard } from './QuestBoardCard';

function selectGlance(snapshot: HudSnapshot) {
  const training = snapshot.training;
  const combat = snapshot.combat;
  return {
    trainingSkill: training?.skill ?? null,
    trainingSkillName: training?.skillName ?? null,
    trainingActivity: training?.activityName ?? null,
    combatArea: combat?.areaName ?? null,
    enemyName: combat?.enemy?.name ?? null,
    enemyLevel: combat?.enemy?.level ?? null,
    enemyIsBoss: combat?.enemy?.isBoss ?? false,
    killsThisVisit: combat?.killsThisVisit ?? 0,
    killsForBoss: combat?.killsForBoss ?? 0,
    bossName: combat?.bossName ?? null,
    gold: snapshot.player.gold,
    totalKills: snapshot.combatStats.overall.totalKills,
    deaths: snapshot.combatStats.overall.deaths,
  };
}

/** The hub's glance at what the hunter is doing: the training session (live bar), the fight and the quest board. */
export function AtAGlance({ session }: { session: GameSession }) {
  const glance = useHud(session, selectGlance);
  return (
    <section className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="At a glance">
      <Card className="gap-3 py-5" role="region" aria-label="Training at a glance">
        <CardHeader className="px-5">
          <CardTitle className="flex items-center gap-2 text-base">
            <Hourglass
              className={glance.trainingSkill ? 'size-4 text-spectral' : 'size-4 text-muted-foreground'}
              aria-hidden
            />
            {glance.trainingSkill ? `Training ${glance.trainingSkillName}` : 'Not training'}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 px-5 text-sm text-parchment-dim">
          {glance.trainingSkill ? (
            <>
              <p className="text-parchment">{glance.trainingActivity}</p>
              <LiveTrainingProgress session={session} />
              <Button asChild variant="outline" size="sm" className="self-start">
                <Link to={skillPath(glance.trainingSkill)}>
                  Open {glance.trainingSkillName} <ArrowRight />
                </Link>
              </Button>
            </>
          ) : (
            <>
              <p>Your skills rest. A session keeps running while you fight, browse or close the game.</p>
              <Button asChild variant="outline" size="sm" className="self-start">
                <Link to={skillPath('bladework')}>
                  Choose a skill <ArrowRight />
                </Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      <Card className="gap-3 py-5" role="region" aria-label="Combat at a glance">
        <CardHeader className="px-5">
          <CardTitle className="flex items-center gap-2 text-base">
            <Swords
              className={glance.combatArea ? 'size-4 text-ember-bright' : 'size-4 text-muted-foreground'}
              aria-hidden
            />
            {glance.combatArea ? `Fighting in ${glance.combatArea}` : 'Not in a fight'}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 px-5 text-sm text-parchment-dim">
          {glance.combatArea ? (
            <>
              <p>
                {glance.enemyName ? (
                  <>
                    Facing <span className="text-parchment">{glance.enemyName}</span> (level {glance.enemyLevel})
                    {glance.enemyIsBoss ? ', the boss of this place' : ''}.
                  </>
                ) : (
                  'Waiting for the next enemy to show itself.'
                )}
              </p>
              <p className="tabular-nums">
                {glance.killsThisVisit} / {glance.killsForBoss} kills until {glance.bossName} appears
              </p>
            </>
          ) : (
            <p>Step through a rift to fight for gold, materials and experience.</p>
          )}
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            <span className="flex items-center gap-1">
              <Coins className="size-3.5 text-gold" aria-hidden /> {formatCount(glance.gold)} gold
            </span>
            <span className="flex items-center gap-1">
              <Swords className="size-3.5" aria-hidden /> {formatCount(glance.totalKills)} kills
            </span>
            <span className="flex items-center gap-1">
              <Skull className="size-3.5" aria-hidden /> {formatCount(glance.deaths)} deaths
            </span>
          </div>
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link to="/game/combat">
              {glance.combatArea ? 'Watch the fight' : 'Go to battle'} <ArrowRight />
            </Link>
          </Button>
        </CardContent>
      </Card>
      <QuestBoardCard session={session} />
    </section>
  );
}
