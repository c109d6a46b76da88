import { ACTIVITIES, RECIPES_BY_ID, SKILLS_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import { isSkillId } from '@/content/ids';
import type { ReadonlyWorld } from '@/core/readonly';
import type { TrainingSceneAdapter } from '@/scenes/training/training-model';
import { createHunterGearReader } from './core-combat-adapter';

/** Whether a recipe gives XP in the skill (its craft works that skill's station). */
function craftTrains(recipeId: string, skill: string): boolean {
  const xp = RECIPES_BY_ID[recipeId]?.xp;
  return xp !== undefined && isSkillId(skill) && (xp[skill] ?? 0) > 0;
}

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
      const craft = world.crafting.currentCraft;
      // The station works for a training session of this skill, or for a craft that trains it (issue 12).
      const work =
        session !== null && session.skillType === skill
          ? { startedAt: session.startedAt, endsAt: session.endsAt, name: ACTIVITIES[session.activityId]?.name }
          : craft !== null && craftTrains(craft.recipeId, skill)
            ? { startedAt: craft.startTime, endsAt: craft.endTime, name: RECIPES_BY_ID[craft.recipeId]?.name }
            : null;
      into.active = work !== null;
      if (work) {
        const span = Math.max(1, work.endsAt - work.startedAt);
        into.progress = Math.min(1, Math.max(0, (world.sim.nowMs - work.startedAt) / span));
        into.activityName = work.name ?? '';
        into.sessionStartedAt = work.startedAt;
      } else {
        into.progress = 0;
        into.activityName = '';
      }
      readHunterGear(world, into);
    },
    toSceneEvent(event, skill) {
      if (event.type === 'trainingCompleted' && event.skill === skill)
        return { type: 'completed', xp: event.xp, perfect: event.wasPerfect };
      if (event.type === 'craftCompleted' && craftTrains(event.recipeId, skill))
        return { type: 'completed', xp: event.xp, perfect: false };
      if (event.type === 'skillLevelUp' && event.skill === skill) return { type: 'levelUp', level: event.level };
      return null;
    },
  };
}
