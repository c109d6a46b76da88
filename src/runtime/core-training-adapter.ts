import { ACTIVITIES, SKILLS_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import { isSkillId } from '@/content/ids';
import type { ReadonlyWorld } from '@/core/readonly';
import type { TrainingSceneAdapter } from '@/scenes/training/training-model';
import { createHunterGearReader } from './core-combat-adapter';

/** The core seen by the training vignette: the page's skill picks the station, the active session drives it. */
export function createCoreTrainingAdapter(): TrainingSceneAdapter<ReadonlyWorld, GameEvent> {
  // The hunter looks as in combat: its weapon, shield and cloak, looked up again only when they change.
  const readHunterGear = createHunterGearReader();
  return {
    readModel(world, skill, into) {
      // Where and how the skill's content row says it is trained (an unknown skill: Bladework's dummy).
      // into.station and into.motion are the scene's names: a content name it cannot draw does not compile.
      const definition = isSkillId(skill) ? SKILLS_BY_ID[skill] : SKILLS_BY_ID.bladework;
      into.station = definition.station;
      into.motion = definition.stationMotion;
      const session = world.skillTraining.activeSession;
      const active = session !== null && session.skillType === skill;
      into.active = active;
      if (active) {
        const span = Math.max(1, session.endsAt - session.startedAt);
        into.progress = Math.min(1, Math.max(0, (world.sim.nowMs - session.startedAt) / span));
        into.activityName = ACTIVITIES[session.activityId]?.name ?? session.activityId;
        into.sessionStartedAt = session.startedAt;
      } else {
        into.progress = 0;
        into.activityName = '';
      }
      readHunterGear(world, into);
    },
    toSceneEvent(event, skill) {
      if (event.type === 'trainingCompleted' && event.skill === skill)
        return { type: 'completed', xp: event.xp, perfect: event.wasPerfect };
      if (event.type === 'skillLevelUp' && event.skill === skill) return { type: 'levelUp', level: event.level };
      return null;
    },
  };
}
