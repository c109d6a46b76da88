/**
 * Which absence the player was last welcomed back from, per player, in the browser's storage (not in the save: its
 * schema stays as it is). An absence is marked by the simulation time the hunter left: a reload that catches up the
 * same absence again (a tab that could not save, a second tab reading the first one's slot) has the same mark, so
 * the dialog is shown once per absence.
 */
import type { KeyValueStorage } from '@/persistence/deps';

const storageKey = (userId: string): string => `shadow-hunter:welcome-back:${userId}`;

export function wasWelcomedBack(storage: KeyValueStorage, userId: string, absenceKey: string): boolean {
  try {
    return storage.getItem(storageKey(userId)) === absenceKey;
  } catch {
    return false;
  }
}

export function rememberWelcomeBack(storage: KeyValueStorage, userId: string, absenceKey: string): void {
  try {
    storage.setItem(storageKey(userId), absenceKey);
  } catch {
    // A storage that refuses (private mode, full): the dialog may show again on a reload, nothing worse.
  }
}
