import { z } from 'zod';
import { TUTORIAL_TASKS } from './tutorial-tasks';

/** Where a stored list of steps overrides the game's own (spec 000 §3 "Tutorial step"). */
export const TUTORIAL_STEPS_KEY = 'tutorial_steps';

/** The lucide icon names a step may name (spec 000 §3); any other name draws `info`. */
export const TUTORIAL_ICON_NAMES = [
  'sparkles',
  'skull',
  'award',
  'sword',
  'users',
  'trending-up',
  'target',
  'book-open',
  'gem',
  'info',
  'shield',
  'heart',
  'map',
  'alert-triangle',
] as const;
export type TutorialIconName = (typeof TUTORIAL_ICON_NAMES)[number];

export function isTutorialIconName(name: string): name is TutorialIconName {
  return (TUTORIAL_ICON_NAMES as readonly string[]).includes(name);
}

const stepSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  content: z.string().min(1),
  icon: z.string(),
  important: z.boolean().optional(),
  /** A CSS selector of the control the step points at (`[data-tutorial="start-fight"]`). */
  highlight: z.string().min(1).optional(),
  /** Where to point while that control is not on screen (on a phone, the closed menu's button). */
  highlightFallback: z.string().min(1).optional(),
  /** What the step asks the player to do; it waits until the game shows it done (`tutorial-tasks.ts`). */
  task: z.enum(TUTORIAL_TASKS).optional(),
  action: z
    .object({
      label: z.string().min(1),
      target: z.string().startsWith('/game'),
    })
    .optional(),
});

const stepListSchema = z.array(stepSchema).min(1);

export type TutorialStep = z.infer<typeof stepSchema>;

/**
 * The stored override when it is a valid list, else `defaults`. A broken or invalid list is
 * logged and ignored: the tutorial must never fail to open.
 */
export function loadTutorialSteps(defaults: readonly TutorialStep[], storage: Storage | null): readonly TutorialStep[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(TUTORIAL_STEPS_KEY) ?? null;
  } catch {
    return defaults;
  }
  if (raw === null) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn(`Ignoring ${TUTORIAL_STEPS_KEY}: not valid JSON; using the default tutorial.`);
    return defaults;
  }
  const result = stepListSchema.safeParse(parsed);
  if (!result.success) {
    console.warn(`Ignoring ${TUTORIAL_STEPS_KEY}: not a valid list of steps; using the default tutorial.`);
    return defaults;
  }
  return result.data;
}

/** The browser's localStorage, or null where it is blocked. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
