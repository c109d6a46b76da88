/**
 * Bytes in and out of storage: JSON, deflate (fflate) and SHA-256 (@noble/hashes), all synchronous.
 * A version's checksum covers exactly the bytes stored, so damage is found before inflating; its
 * hashChain links it to the version it replaced: sha256(previous hashChain + checksum).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import type { JsonValue } from '@/persistence/save-shape';

/** The chain's anchor for a slot's first version. */
export const GENESIS_HASH = '0'.repeat(64);

/** How stored bytes are encoded; kept on each version so a later codec can still read old ones. */
export const SAVE_ENCODING = 'json+deflate-raw' as const;
export type SaveEncoding = typeof SAVE_ENCODING;

/**
 * Level 3: on the core's late-game world about 25% faster than the default 6 for 1% more bytes
 * (0.61 ms / 5.90 KB against 0.81 ms / 5.86 KB of CPU time in Node); see docs/decisions.md "Saves".
 */
const DEFLATE_LEVEL = 3;
/**
 * fflate sizes its match table by the input (2^18 entries, 512 KB, for a 110 KB save) and allocates it
 * on every call. 2^14 entries (mem 2) give the same bytes within 0.5% and halve the p95 in Chromium on
 * the full-supporter world (2.6 against 5.4 ms): the larger table was mostly garbage to collect.
 */
const DEFLATE_MEMORY = 2;

export class SaveIntegrityError extends Error {
  override readonly name = 'SaveIntegrityError';
}

/** JSON with object keys sorted at every depth: equal data always gives equal text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeysDeep(value)) ?? 'null';
}

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (typeof value === 'object' && value !== null) {
    const source = value as Record<string, unknown>;
    // No prototype: a "__proto__" key from parsed JSON stays an own key instead of setting one.
    const sorted = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(source).sort()) sorted[key] = sortKeysDeep(source[key]);
    return sorted;
  }
  return value;
}

export function compress(text: string): Uint8Array {
  return deflateSync(strToU8(text), { level: DEFLATE_LEVEL, mem: DEFLATE_MEMORY });
}

export function decompress(bytes: Uint8Array): string {
  return strFromU8(inflateSync(bytes));
}

/**
 * SHA-256 in JavaScript (@noble/hashes), synchronous: a save's hashing (two digests of a few KB, about
 * 0.1 ms) then runs inside the write's transaction while IndexedDB reads the slot beside it, where
 * WebCrypto's promise would end the transaction and cost two task hops that a frame can delay.
 */
export function sha256Hex(data: Uint8Array | string): string {
  return bytesToHex(sha256(typeof data === 'string' ? strToU8(data) : data));
}

export function computeHashChain(previousHashChain: string, checksum: string): string {
  return sha256Hex(previousHashChain + checksum);
}

export interface EncodedSave {
  encoding: SaveEncoding;
  bytes: Uint8Array;
  checksum: string;
  hashChain: string;
  /** Length of the JSON text before compression, for metrics. */
  rawLength: number;
}

/** Serialize, compress and checksum a save, chaining it to the version it follows. */
export function encodeSave(value: JsonValue | object, previousHashChain: string = GENESIS_HASH): EncodedSave {
  // Plain JSON.stringify: the checksum covers the stored bytes, so key order need not be canonical here.
  return encodeSaveText(JSON.stringify(value), previousHashChain);
}

/** As encodeSave, for a save whose JSON text is already made (SaveWriteCheck makes it while checking). */
export function encodeSaveText(text: string, previousHashChain: string = GENESIS_HASH): EncodedSave {
  const bytes = compress(text);
  const checksum = sha256Hex(bytes);
  const hashChain = computeHashChain(previousHashChain, checksum);
  return { encoding: SAVE_ENCODING, bytes, checksum, hashChain, rawLength: text.length };
}

/** Verify stored bytes against their checksum, then inflate and parse them. Throws SaveIntegrityError. */
export function decodeSave(bytes: Uint8Array, checksum: string, encoding: string = SAVE_ENCODING): unknown {
  if (encoding !== SAVE_ENCODING) throw new SaveIntegrityError(`Unknown save encoding "${encoding}"`);
  if (!verifyChecksum(bytes, checksum)) throw new SaveIntegrityError('Save checksum does not match its data');
  let text: string;
  try {
    text = decompress(bytes);
  } catch (error) {
    throw new SaveIntegrityError('Save data could not be decompressed', { cause: error });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SaveIntegrityError('Save data is not valid JSON', { cause: error });
  }
}

export function verifyChecksum(bytes: Uint8Array, checksum: string): boolean {
  return sha256Hex(bytes) === checksum;
}
