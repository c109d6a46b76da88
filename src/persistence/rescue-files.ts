/**
 * How the rescue copies (slot-mirror.ts) lie in their OPFS directory. The worker (opfs-rescue-worker.ts)
 * writes each slot's copy to two files in turn, `<id>.a.slot` and `<id>.b.slot`, in place through a
 * synchronous access handle: an in-place write killed halfway leaves that file torn, so each file is
 * framed (magic, length, FNV-1a of the payload) and a torn one is told apart and skipped, the other
 * file still holding the copy before it. `<id>.slot` is the older single-file layout (an atomic
 * `createWritable` swap, still the fallback in browsers whose workers lack sync handles): unframed.
 */
import type { SlotRecord } from '@/persistence/db';
import { decodeMirrorRecord, MirrorFormatError } from '@/persistence/slot-mirror';

/** "SHR2": no unframed copy starts with it (that would be a 1.4 GB header length). */
const MAGIC = 0x53_48_52_32;
const FRAME_HEADER = 12;

export type RescueFileSide = 'a' | 'b' | 'single';
const SUFFIXES: Record<RescueFileSide, string> = { a: '.a.slot', b: '.b.slot', single: '.slot' };

export const rescueFileName = (recordId: string, side: RescueFileSide): string =>
  `${encodeURIComponent(recordId)}${SUFFIXES[side]}`;

/** The record id a file in the directory belongs to, or null for a file that is no rescue copy. */
export function recordIdOfRescueFile(name: string): string | null {
  for (const suffix of [SUFFIXES.a, SUFFIXES.b, SUFFIXES.single]) {
    if (!name.endsWith(suffix)) continue;
    try {
      return decodeURIComponent(name.slice(0, -suffix.length));
    } catch {
      return null;
    }
  }
  return null;
}

/** 32-bit FNV-1a: enough to tell a torn write from a whole one (the save data has its own SHA-256). */
function fnv1a(bytes: Uint8Array): number {
  let hash = 0x81_1c_9d_c5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01_00_01_93);
  return hash >>> 0;
}

export function frameRescueCopy(payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(FRAME_HEADER + payload.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC);
  view.setUint32(4, payload.byteLength);
  view.setUint32(8, fnv1a(payload));
  out.set(payload, FRAME_HEADER);
  return out;
}

/** The payload of a framed file (throws MirrorFormatError when torn); an unframed file as it is. */
export function unframeRescueCopy(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 4 || view.getUint32(0) !== MAGIC) return bytes;
  if (bytes.byteLength < FRAME_HEADER) throw new MirrorFormatError('Rescue file frame is truncated');
  const length = view.getUint32(4);
  // The file may run on past the frame: the worker overwrites in place and only grows a file.
  if (FRAME_HEADER + length > bytes.byteLength) throw new MirrorFormatError('Rescue file is shorter than its frame');
  const payload = bytes.subarray(FRAME_HEADER, FRAME_HEADER + length);
  if (fnv1a(payload) !== view.getUint32(8)) throw new MirrorFormatError('Rescue file is torn');
  return payload;
}

export interface RescueFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Per slot, the newest copy among its files that decodes whole. A slot is reported unreadable only
 * when none of its files does: one torn file of a pair is what a crash mid-write leaves, not a loss.
 */
export function newestRescueCopies(files: readonly RescueFile[]): { records: SlotRecord[]; unreadable: string[] } {
  const newest = new Map<string, SlotRecord>();
  const failed = new Map<string, string[]>();
  for (const { name, bytes } of files) {
    const recordId = recordIdOfRescueFile(name);
    if (recordId === null) continue;
    try {
      const record = decodeMirrorRecord(unframeRescueCopy(bytes));
      const held = newest.get(record.id);
      if (!held || record.sequence > held.sequence) newest.set(record.id, record);
    } catch {
      failed.set(recordId, [...(failed.get(recordId) ?? []), name]);
    }
  }
  const unreadable = [...failed].filter(([recordId]) => !newest.has(recordId)).flatMap(([, names]) => names);
  return { records: [...newest.values()], unreadable };
}

/** The sequence a file's copy holds, or -1 when it holds none that decodes (so it is written next). */
export function rescueFileSequence(bytes: Uint8Array | null): number {
  if (!bytes || bytes.byteLength === 0) return -1;
  try {
    return decodeMirrorRecord(unframeRescueCopy(bytes)).sequence;
  } catch {
    return -1;
  }
}
