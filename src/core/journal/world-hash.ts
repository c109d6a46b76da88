/**
 * A short fingerprint of a world: two independent 32-bit FNV-1a lanes over its stable serialization
 * (`serializeWorld`, keys sorted), as 16 hex digits. It names a verified state so a client can say which one it
 * started from; it is not a secret or a signature (the server keeps the state itself and trusts only that).
 */
import type { ReadonlyWorld } from '../readonly';
import { serializeWorld } from '../world';

const FNV_PRIME = 0x01000193;

function hex32(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

/** The fingerprint of a string (UTF-16 code units, so every engine reads the same numbers). */
export function hashText(text: string): string {
  let low = 0x811c9dc5;
  let high = 0x2b6c3f1d;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    low = Math.imul(low ^ unit, FNV_PRIME);
    high = Math.imul(high ^ (unit + index), FNV_PRIME);
  }
  return hex32(high) + hex32(low);
}

/** `lastSaved` is left out: it is when a device stored the world, not part of it (the core never reads it). */
export function hashWorld(world: ReadonlyWorld): string {
  return hashText(serializeWorld({ ...world, lastSaved: 0 }));
}
