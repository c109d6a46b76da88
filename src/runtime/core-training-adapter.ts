import { ACTIVITIES } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import type { SkillId } from '@/content/ids';
import type { ReadonlyWorld } from '@/core/readonly';
import type { TrainingMotion, TrainingSceneAdapter, TrainingStation } from '@/scenes/training/training-model';
import { gearTintFor } from './core-combat-adapter';

/** Where each skill is trained on the canvas, and how the hunter works there. */
export const SKILL_STATIONS: Record<SkillId, { station: TrainingStation; motion: TrainingMotion }> = {
  bladework: { station: 'dummy', motion: 'attack' },
  defense: { station: 'dummy', motion: 'block' },
  athleticism: { station: 'dummy', motion: 'dodge' },
  marksmanship: { station: 'target', motion: 'cast' },
  witchcraft: { station: 'runes', motion: 'cast' },
  command: { station: 'runes', motion: 'cast' },
  smithing: { station: 'forge', motion: 'attack' },
  artifice: { station: 'forge', motion: 'cast' },
  alchemy: { station: 'cauldron', motion: 'cast' },
  survival: { station: 'crystal', motion: 'attack' },
};

const FALLBACK = SKILL_STATIONS.bladework;

/** The core seen by the training vignette: the page's skill picks the station, the active session drives it. */
export function createCoreTrainingAdapter(): TrainingSceneAdapter<ReadonlyWorld, GameEvent> {
  let tintWorld: ReadonlyWorld | null = null;
  let weaponEntry: string | null = null;
  let chestEntry: string | null = null;
  let gearTint = 0;
  return {
    readModel(world, skill, into) {
      const place = SKILL_STATIONS[skill as SkillId] ?? FALLBACK;
      into.station = place.station;
      into.motion = place.motion;
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
      const slots = world.equipment.slots;
      if (world !== tintWorld || slots.weapon !== weaponEntry || slots.chest !== chestEntry) {
        tintWorld = world;
        weaponEntry = slots.weapon;
        chestEntry = slots.chest;
        gearTint = gearTintFor(world);
      }
      into.gearTint = gearTint;
    },
    toSceneEvent(event, skill) {
      if (event.type === 'trainingCompleted' && event.skill === skill) return { type: 'completed', xp: event.xp, perfect: event.wasPerfect };
      if (event.type === 'skillLevelUp' && event.skill === skill) return { type: 'levelUp', level: event.level };
      return null;
    },
  };
}
