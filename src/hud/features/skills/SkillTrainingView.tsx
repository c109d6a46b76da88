import type { SkillId } from '@/content/ids';
import type { SkillView } from '@/runtime/view-models/sidebar';
import { useHud, type GameSession } from '@/hud/game/game-session';
import type { HudSnapshot } from '@/runtime/hud-snapshot';
import { AddToQueue } from '@/hud/game/AddToQueue';
import { ActivityList } from './ActivityList';
import { CurrentTraining } from './CurrentTraining';
import { SkillOverview } from './SkillOverview';
import { TrainingStatsCard } from './TrainingStatsCard';
import { useTrainingCommands } from './use-training-commands';

function findSkill(snapshot: HudSnapshot, skillId: SkillId): SkillView {
  for (const group of snapshot.skillGroups) for (const skill of group.skills) if (skill.skill === skillId) return skill;
  throw new Error(`The HUD snapshot has no skill ${skillId}`);
}

/** The skill page's body: everything from the core's snapshot, commands through the session. */
export function SkillTrainingView({ session, skillId }: { session: GameSession; skillId: SkillId }) {
  const { skill, detail, activeActivityId, activeActivityName, totalTrainingTimeMs, tier } = useHud(
    session,
    (snapshot) => ({
      skill: findSkill(snapshot, skillId),
      detail: snapshot.skillDetails[skillId],
      activeActivityId: snapshot.training?.activityId ?? null,
      activeActivityName: snapshot.training?.activityName ?? null,
      totalTrainingTimeMs: snapshot.trainingTotals.totalTrainingTimeMs,
      tier: snapshot.tier.tier,
    }),
  );
  const { start, stop, switchTo, pending } = useTrainingCommands(session);
  const onStop = () => void stop();
  // One column on phones (level, current session, activities, record); two from lg. The column
  // wrappers are `display: contents` below lg so their children take part in the flex order.
  return (
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
        <div className="order-1">
          <SkillOverview skill={skill} titles={detail.titles} />
        </div>
        <div className="order-3">
          <ActivityList
            skillId={skillId}
            skillName={skill.name}
            activities={detail.activities}
            activeActivityId={activeActivityId}
            activeActivityName={activeActivityName}
            pending={pending}
            onStart={(id, activityId) => void start(id, activityId)}
            onStop={onStop}
            onSwitch={(id, activityId) => void switchTo(id, activityId)}
            tier={tier}
            queueButton={(activityId, name) => (
              <AddToQueue session={session} activityType="training" targetId={activityId} name={name} />
            )}
          />
        </div>
      </div>
      <aside className="contents lg:flex lg:flex-col lg:gap-4">
        <div className="order-2">
          <CurrentTraining session={session} skillId={skillId} onStop={onStop} stopping={pending === 'stop'} />
        </div>
        <div className="order-4">
          <TrainingStatsCard skillName={skill.name} stats={detail.stats} totalTrainingTimeMs={totalTrainingTimeMs} />
        </div>
      </aside>
    </div>
  );
}
