import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SlotRecord } from '@/persistence/db';
import {
  frameRescueCopy,
  newestRescueCopies,
  recordIdOfRescueFile,
  rescueFileName,
  rescueFileSequence,
  unframeRescueCopy,
} from '@/persistence/rescue-files';
import { encodeMirrorRecord, MirrorFormatError } from '@/persistence/slot-mirror';

const ID = 'user-1:1';

function record(sequence: number, dataLength = 40): SlotRecord {
  const version = (seq: number) => ({
    sequence: seq,
    saveVersion: 2,
    encoding: 'json+deflate-raw' as const,
    data: new Uint8Array(dataLength).map((_, index) => (index * 7 + seq) % 256),
    checksum: `checksum-${seq}`,
    hashChain: `chain-${seq}`,
    savedAt: 1_700_000_000_000 + seq,
    metadata: { level: 3, gold: seq } as unknown as SlotRecord['metadata'],
  });
  return {
    id: ID,
    playerId: 'user-1',
    slotNumber: 1,
    slotName: 'Main Save',
    ...version(sequence),
    previous: sequence > 1 ? version(sequence - 1) : null,
  };
}

const framed = (sequence: number): Uint8Array => frameRescueCopy(encodeMirrorRecord(record(sequence)));

describe('rescue file frames', () => {
  it('round-trips, and ignores what an earlier, longer copy left after the frame', () => {
    const payload = encodeMirrorRecord(record(5));
    expect(unframeRescueCopy(frameRescueCopy(payload))).toEqual(payload);
    const overwrittenInPlace = new Uint8Array(frameRescueCopy(payload).byteLength + 300).fill(0xaa);
    overwrittenInPlace.set(frameRescueCopy(payload));
    expect(unframeRescueCopy(overwrittenInPlace)).toEqual(payload);
  });

  it('tells a torn write from a whole one: any changed payload byte or a cut is refused', () => {
    const bytes = framed(3);
    fc.assert(
      fc.property(fc.integer({ min: 12, max: bytes.byteLength - 1 }), fc.integer({ min: 1, max: 255 }), (at, flip) => {
        const torn = bytes.slice();
        torn[at] = torn[at]! ^ flip;
        expect(() => unframeRescueCopy(torn)).toThrow(MirrorFormatError);
      }),
    );
    expect(() => unframeRescueCopy(bytes.slice(0, bytes.byteLength - 1))).toThrow(MirrorFormatError);
    expect(() => unframeRescueCopy(bytes.slice(0, 8))).toThrow(MirrorFormatError);
  });

  it('passes an unframed copy (the single-file layout) through unchanged', () => {
    const payload = encodeMirrorRecord(record(2));
    expect(unframeRescueCopy(payload)).toBe(payload);
  });

  it('names the two sides and the single file of a slot, and reads the slot back from each name', () => {
    const names = (['a', 'b', 'single'] as const).map((side) => rescueFileName('user 1:1', side));
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(recordIdOfRescueFile(name)).toBe('user 1:1');
    expect(recordIdOfRescueFile('notes.txt')).toBeNull();
  });
});

describe('choosing the newest copy', () => {
  it('takes the higher sequence of a pair, whichever side holds it', () => {
    const files = [
      { name: rescueFileName(ID, 'a'), bytes: framed(7) },
      { name: rescueFileName(ID, 'b'), bytes: framed(8) },
    ];
    expect(newestRescueCopies(files).records.map((copy) => copy.sequence)).toEqual([8]);
    expect(newestRescueCopies([...files].reverse()).records.map((copy) => copy.sequence)).toEqual([8]);
  });

  it('falls back to the other side when the newer one is torn, and reports nothing lost', () => {
    const torn = framed(9);
    torn[torn.byteLength - 5] = torn[torn.byteLength - 5]! ^ 0xff;
    const result = newestRescueCopies([
      { name: rescueFileName(ID, 'a'), bytes: torn },
      { name: rescueFileName(ID, 'b'), bytes: framed(8) },
    ]);
    expect(result.records.map((copy) => copy.sequence)).toEqual([8]);
    expect(result.unreadable).toEqual([]);
  });

  it('reports a slot unreadable only when none of its files decodes, and reads the old single file too', () => {
    const result = newestRescueCopies([
      { name: rescueFileName(ID, 'a'), bytes: new Uint8Array(0) },
      { name: rescueFileName(ID, 'b'), bytes: framed(4).slice(0, 30) },
      { name: rescueFileName('user-2:1', 'single'), bytes: encodeMirrorRecord({ ...record(2), id: 'user-2:1' }) },
      { name: 'readme.txt', bytes: new Uint8Array(3) },
    ]);
    expect(result.records.map((copy) => [copy.id, copy.sequence])).toEqual([['user-2:1', 2]]);
    expect(result.unreadable.sort()).toEqual([rescueFileName(ID, 'a'), rescueFileName(ID, 'b')].sort());
  });

  it('says which side to write next: the one without a whole copy, else the older one', () => {
    expect(rescueFileSequence(null)).toBe(-1);
    expect(rescueFileSequence(new Uint8Array(0))).toBe(-1);
    expect(rescueFileSequence(framed(6))).toBe(6);
    expect(rescueFileSequence(framed(6).slice(0, 40))).toBe(-1);
  });
});

describe('the encoded copy', () => {
  it('holds the two versions and a small header, not the record serialised a second time', () => {
    const copy = record(12, 5000);
    const bytes = encodeMirrorRecord(copy);
    expect(bytes.byteLength).toBeGreaterThan(10_000);
    expect(bytes.byteLength).toBeLessThan(10_000 + 1024);
  });
});
