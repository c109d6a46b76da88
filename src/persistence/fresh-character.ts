/**
 * A character created on this device before the cloud could be consulted is "fresh": if the cloud
 * turns out to hold a save for the user, the cloud save wins outright instead of being overwritten
 * by (or merged with) a brand-new character. Cleared after the first successful cloud decision.
 */
import type { KeyValueStorage } from '@/persistence/deps';

const key = (userId: string): string => `shadow-hunter:fresh-character:${userId}`;

export function markFreshCharacter(storage: KeyValueStorage, userId: string): void {
  storage.setItem(key(userId), '1');
}

export function isFreshCharacter(storage: KeyValueStorage, userId: string): boolean {
  return storage.getItem(key(userId)) === '1';
}

export function clearFreshCharacter(storage: KeyValueStorage, userId: string): void {
  storage.removeItem(key(userId));
}
