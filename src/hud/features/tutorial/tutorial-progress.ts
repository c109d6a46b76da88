import { z } from 'zod';

/**
 * Where the tutorial has got to, kept on the device (the save only holds `tutorial.completed`, and its
 * shape does not change): the current step's id and the ids of the steps whose task is done, per
 * hunter, so a reload opens the same step.
 */
export const TUTORIAL_PROGRESS_KEY = 'tutorial_progress';

const progressSchema = z.object({
  stepId: z.string().min(1),
  done: z.array(z.string()),
});

export type TutorialProgress = z.infer<typeof progressSchema>;

function keyFor(playerId: string): string {
  return `${TUTORIAL_PROGRESS_KEY}:${playerId}`;
}

/** The stored progress, or null when there is none or it is not readable. */
export function loadTutorialProgress(storage: Storage | null, playerId: string): TutorialProgress | null {
  try {
    const raw = storage?.getItem(keyFor(playerId));
    if (!raw) return null;
    const parsed = progressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveTutorialProgress(storage: Storage | null, playerId: string, progress: TutorialProgress): void {
  try {
    storage?.setItem(keyFor(playerId), JSON.stringify(progress));
  } catch {
    // A full or blocked storage only costs the place after a reload.
  }
}

export function clearTutorialProgress(storage: Storage | null, playerId: string): void {
  try {
    storage?.removeItem(keyFor(playerId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
