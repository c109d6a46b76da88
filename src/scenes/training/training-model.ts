import type { HunterLook } from '../art/hunter';
import { DEFAULT_GEAR_TINT } from '../art/kinds';

/** The workplaces the vignette can draw. The runtime maps each skill onto one. */
export const TRAINING_STATIONS = ['dummy', 'target', 'runes', 'forge', 'cauldron', 'crystal'] as const;
export type TrainingStation = (typeof TRAINING_STATIONS)[number];

/** How the hunter works at the station: a sword stroke, a cast, a guard or a sidestep. */
export type TrainingMotion = 'attack' | 'cast' | 'block' | 'dodge';

/**
 * What the training vignette reads from the world every frame, filled in place by the adapter. The
 * page's skill decides the station; the world decides whether that skill is being trained. The hunter
 * looks as in combat (HunterLook: the equipped weapon, shield and cloak).
 */
export interface TrainingSceneModel extends HunterLook {
  station: TrainingStation;
  motion: TrainingMotion;
  /** True while a session of the page's skill runs. */
  active: boolean;
  /** Share of the current session done, 0..1. */
  progress: number;
  /** The activity under way (the caption), or '' when resting. */
  activityName: string;
  /** Simulated start of the current session: a new value is a new session. */
  sessionStartedAt: number;
  /** The gear's rarity colour: warms the coat (and colours the cloak unless a cloak cosmetic is worn). */
  gearTint: number;
}

/** Shown with the scene: the skill whose station to draw. */
export interface TrainingSceneData {
  skill: string;
  seed?: number;
}

export type TrainingSceneEvent =
  { type: 'completed'; xp: number; perfect: boolean } | { type: 'levelUp'; level: number };

/** How the vignette reads a world and its events. Supplied by the runtime. */
export interface TrainingSceneAdapter<World, Event> {
  readModel(world: World, skill: string, into: TrainingSceneModel): void;
  /** Zero or one scene event per core event, for the page's skill. */
  toSceneEvent(event: Event, skill: string): TrainingSceneEvent | null;
}

export function createTrainingSceneModel(): TrainingSceneModel {
  return {
    station: 'dummy',
    motion: 'attack',
    active: false,
    progress: 0,
    activityName: '',
    sessionStartedAt: -1,
    gearTint: DEFAULT_GEAR_TINT,
    weaponClass: 'sword',
    weaponRarity: 'common',
    offHand: null,
    cloakColor: DEFAULT_GEAR_TINT,
    cloakAccent: null,
  };
}
