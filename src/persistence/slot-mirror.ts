/**
 * The rescue copy: every slot record the database stores is also kept in a second, independent
 * browser store (see opfs-mirror.ts). A browser killed mid-write can leave IndexedDB itself
 * unopenable or wiped ("Corruption: checksum mismatch", then data loss "total"), taking both of a
 * slot's versions with it; the rescue copy brings the slot back at the next start.
 *
 * Stored as one binary blob per slot: a 4-byte header length, the record's fields as JSON, then the
 * newest version's bytes and the previous version's bytes. Each version's bytes carry their own
 * checksum, which is verified before a rescued record is trusted.
 */
import type { SlotRecord, SlotVersion } from '@/persistence/db';

export interface SlotMirror {
  /** Replaces the copy of this slot (atomically: a reader sees the old record or the new one). */
  write(record: SlotRecord): Promise<void>;
  /** Every stored copy that could be decoded; unreadable ones are skipped and reported. */
  readAll(): Promise<{ records: SlotRecord[]; unreadable: string[] }>;
  remove(recordId: string): Promise<void>;
  /** Lets go of the files a writer holds open between saves, for another tab's writer to open. */
  release?(): Promise<void>;
}

const FORMAT = 1;

type VersionHeader = Omit<SlotVersion, 'data'> & { dataLength: number };
interface MirrorHeader {
  format: number;
  id: string;
  playerId: string;
  slotNumber: number;
  slotName: string;
  newest: VersionHeader;
  previous: VersionHeader | null;
}

/** Only a version's own fields: a SlotRecord passed here also carries its id and its previous version. */
function versionHeader({
  sequence,
  saveVersion,
  encoding,
  data,
  checksum,
  hashChain,
  savedAt,
  metadata,
}: SlotVersion): VersionHeader {
  return { sequence, saveVersion, encoding, checksum, hashChain, savedAt, metadata, dataLength: data.byteLength };
}

export function encodeMirrorRecord(record: SlotRecord): Uint8Array {
  const header: MirrorHeader = {
    format: FORMAT,
    id: record.id,
    playerId: record.playerId,
    slotNumber: record.slotNumber,
    slotName: record.slotName,
    newest: versionHeader(record),
    previous: record.previous ? versionHeader(record.previous) : null,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const previousData = record.previous?.data ?? new Uint8Array(0);
  const out = new Uint8Array(4 + headerBytes.byteLength + record.data.byteLength + previousData.byteLength);
  new DataView(out.buffer).setUint32(0, headerBytes.byteLength);
  out.set(headerBytes, 4);
  out.set(record.data, 4 + headerBytes.byteLength);
  out.set(previousData, 4 + headerBytes.byteLength + record.data.byteLength);
  return out;
}

export class MirrorFormatError extends Error {
  override readonly name = 'MirrorFormatError';
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isVersionHeader(value: unknown): value is VersionHeader {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isNumber(v.sequence) &&
    isNumber(v.saveVersion) &&
    isString(v.encoding) &&
    isString(v.checksum) &&
    isString(v.hashChain) &&
    isNumber(v.savedAt) &&
    isNumber(v.dataLength) &&
    typeof v.metadata === 'object' &&
    v.metadata !== null
  );
}

function isMirrorHeader(value: unknown): value is MirrorHeader {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Record<string, unknown>;
  return (
    h.format === FORMAT &&
    isString(h.id) &&
    isString(h.playerId) &&
    isNumber(h.slotNumber) &&
    isString(h.slotName) &&
    isVersionHeader(h.newest) &&
    (h.previous === null || isVersionHeader(h.previous))
  );
}

/** Decodes a stored copy; throws MirrorFormatError when it is not one (checksums are checked by the caller). */
export function decodeMirrorRecord(bytes: Uint8Array): SlotRecord {
  if (bytes.byteLength < 4) throw new MirrorFormatError('Rescue copy is truncated');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (4 + headerLength > bytes.byteLength) throw new MirrorFormatError('Rescue copy header is truncated');
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength)));
  } catch (error) {
    throw new MirrorFormatError('Rescue copy header is not JSON', { cause: error });
  }
  if (!isMirrorHeader(header)) throw new MirrorFormatError('Rescue copy header has the wrong shape');
  const { newest, previous } = header;
  const dataStart = 4 + headerLength;
  const previousStart = dataStart + newest.dataLength;
  if (previousStart + (previous?.dataLength ?? 0) !== bytes.byteLength)
    throw new MirrorFormatError('Rescue copy length does not match its header');
  const version = (
    { sequence, saveVersion, encoding, checksum, hashChain, savedAt, metadata, dataLength }: VersionHeader,
    start: number,
  ): SlotVersion => ({
    sequence,
    saveVersion,
    encoding: encoding as SlotVersion['encoding'],
    data: bytes.slice(start, start + dataLength),
    checksum,
    hashChain,
    savedAt,
    metadata,
  });
  return {
    id: header.id,
    playerId: header.playerId,
    slotNumber: header.slotNumber,
    slotName: header.slotName,
    ...version(newest, dataStart),
    previous: previous ? version(previous, previousStart) : null,
  };
}
