import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject, SaveState } from '@/persistence/save-shape';
import type { SaveDatabase, SlotRecord } from '@/persistence/db';
import { SaveService } from '@/persistence/save-service';
import { decodeMirrorRecord, encodeMirrorRecord, MirrorFormatError } from '@/persistence/slot-mirror';
import { SlotStore, slotRecordId } from '@/persistence/slots';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { MemoryStorage } from '@/persistence/testing/fakes';
import { failingOpens } from '@/persistence/testing/failing-opens';
import { MemorySlotMirror } from '@/persistence/testing/memory-mirror';
import { createSampleSave } from '@/persistence/testing/sample-save';

const USER = 'user-1';
const ID = slotRecordId(USER, 1);

function withGold(gold: number): SaveState {
  const state = createSampleSave({ playerId: USER, lastSaved: 1_700_000_000_000 + gold }) as unknown as JsonObject;
  (state.resources as JsonObject).gold = gold;
  return state as unknown as SaveState;
}

/** A record with its bytes as plain arrays: fake-indexeddb's Uint8Arrays come from another realm than jsdom's. */
function plain(record: SlotRecord | undefined): unknown {
  if (!record) return record;
  return {
    ...record,
    data: Array.from(record.data),
    previous: record.previous ? { ...record.previous, data: Array.from(record.previous.data) } : null,
  };
}

const goldOf = (state: SaveState): number => ((state as unknown as JsonObject).resources as JsonObject).gold as number;

describe('the rescue copy format', () => {
  it('round-trips a slot record with both versions, bytes intact', async () => {
    const database = createTestDatabase();
    await database.init();
    const slots = new SlotStore(database, { logger: silentLogger });
    await slots.writeSlot(USER, 1, withGold(1));
    await slots.writeSlot(USER, 1, withGold(2));
    const record = (await database.db.slots.get(ID))!;
    const decoded = decodeMirrorRecord(encodeMirrorRecord(record));
    expect(plain(decoded)).toEqual(plain(record));
    expect(decoded.previous?.data.byteLength).toBeGreaterThan(0);
  });

  it('refuses truncated, padded and foreign bytes', async () => {
    const database = createTestDatabase();
    await database.init();
    await new SlotStore(database, { logger: silentLogger }).writeSlot(USER, 1, withGold(1));
    const bytes = encodeMirrorRecord((await database.db.slots.get(ID))!);
    expect(() => decodeMirrorRecord(bytes.slice(0, bytes.length - 1))).toThrow(MirrorFormatError);
    expect(() => decodeMirrorRecord(new Uint8Array([...bytes, 0]))).toThrow(MirrorFormatError);
    expect(() => decodeMirrorRecord(new Uint8Array([0, 0]))).toThrow('truncated');
    expect(() => decodeMirrorRecord(new TextEncoder().encode('{"format":1}'))).toThrow(MirrorFormatError);
  });
});

describe('slots with a rescue copy', () => {
  let factory: IDBFactory;
  let database: SaveDatabase;
  let mirror: MemorySlotMirror;
  let slots: SlotStore;

  beforeEach(async () => {
    factory = new IDBFactory();
    database = createTestDatabase({ indexedDB: factory });
    await database.init();
    mirror = new MemorySlotMirror();
    slots = new SlotStore(database, { logger: silentLogger, mirror });
  });

  /** What the next start sees after the browser wiped its database (Chromium's data loss "total"). */
  async function afterDatabaseLoss(): Promise<SlotStore> {
    database.close();
    await new Promise<void>((resolve, reject) => {
      const request = factory.deleteDatabase('test-saves');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('deleteDatabase failed'));
    });
    database = createTestDatabase({ indexedDB: factory });
    await database.init();
    return new SlotStore(database, { logger: silentLogger, mirror });
  }

  it('copies every acknowledged save, rename and delete', async () => {
    await slots.writeSlot(USER, 1, withGold(5));
    expect(decodeMirrorRecord(mirror.files.get(ID)!).sequence).toBe(1);
    await slots.writeSlot(USER, 1, withGold(6));
    expect(plain(decodeMirrorRecord(mirror.files.get(ID)!))).toEqual(plain(await database.db.slots.get(ID)));
    await slots.renameSlot(USER, 1, 'Before the boss');
    expect(decodeMirrorRecord(mirror.files.get(ID)!).slotName).toBe('Before the boss');
    await slots.deleteSlot(USER, 1);
    expect(mirror.files.has(ID)).toBe(false);
  });

  it('brings back every slot after the database was wiped, with its name, both versions and its sequence', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    await slots.writeSlot(USER, 1, withGold(11));
    await slots.writeSlot(USER, 2, withGold(20), { slotName: 'Alt' });
    const next = await afterDatabaseLoss();
    expect(await next.hasAnySlot(USER)).toBe(false);
    const report = await next.restoreFromMirror();
    expect(
      report.restored.map(({ slotNumber, sequence, databaseSequence }) => ({ slotNumber, sequence, databaseSequence })),
    ).toEqual([
      { slotNumber: 1, sequence: 2, databaseSequence: null },
      { slotNumber: 2, sequence: 1, databaseSequence: null },
    ]);
    const loaded = (await next.readSlot(USER, 1))!;
    expect(goldOf(loaded.state)).toBe(11);
    expect(loaded.recoveredFromBackup).toBe(false);
    expect(
      (await next.listSlots(USER)).map((slot) => [slot.slotNumber, slot.slotName, slot.hasPreviousVersion]),
    ).toEqual([
      [1, 'Main Save', true],
      [2, 'Alt', false],
    ]);
    // Saving goes on from the restored version: the sequence continues and the old one is kept.
    await next.writeSlot(USER, 1, withGold(12));
    const record = (await database.db.slots.get(ID))!;
    expect([record.sequence, record.previous?.sequence]).toEqual([3, 2]);
  });

  it('replaces an older or damaged slot, and leaves a current one alone', async () => {
    await slots.writeSlot(USER, 1, withGold(1));
    const older = (await database.db.slots.get(ID))!;
    await slots.writeSlot(USER, 1, withGold(2));
    // Current: nothing to do.
    expect((await slots.restoreFromMirror()).restored).toEqual([]);
    // The database went back a version (a restored disk image): the copy is newer.
    await database.db.slots.put(older);
    expect((await slots.restoreFromMirror()).restored).toMatchObject([{ sequence: 2, databaseSequence: 1 }]);
    expect(goldOf((await slots.readSlot(USER, 1))!.state)).toBe(2);
    // Same version, but its bytes damaged in the database: the copy's intact bytes win.
    const current = (await database.db.slots.get(ID))!;
    await database.db.slots.put({ ...current, data: current.data.map((byte) => byte ^ 0xff) });
    expect((await slots.restoreFromMirror()).restored).toMatchObject([{ sequence: 2, databaseSequence: 2 }]);
    const loaded = (await slots.readSlot(USER, 1))!;
    expect([goldOf(loaded.state), loaded.recoveredFromBackup]).toEqual([2, false]);
  });

  it('ignores a rescue copy that is damaged or older than the database', async () => {
    await slots.writeSlot(USER, 1, withGold(1));
    const stale = mirror.files.get(ID)!;
    await slots.writeSlot(USER, 1, withGold(2));
    mirror.files.set(ID, stale);
    expect((await slots.restoreFromMirror()).restored).toEqual([]);
    expect(goldOf((await slots.readSlot(USER, 1))!.state)).toBe(2);

    const record = decodeMirrorRecord(mirror.files.get(ID)!);
    mirror.files.set(ID, encodeMirrorRecord({ ...record, sequence: 9, data: record.data.map((byte) => byte ^ 1) }));
    mirror.files.set('garbage', new Uint8Array([1, 2, 3, 4, 5]));
    const report = await slots.restoreFromMirror();
    expect(report.restored).toEqual([]);
    expect(report.unreadable.sort()).toEqual([ID, 'garbage'].sort());
    expect(goldOf((await slots.readSlot(USER, 1))!.state)).toBe(2);
  });

  it('still saves when the rescue copy cannot be written, and says so once', async () => {
    const warnings: string[] = [];
    const failing = new SlotStore(database, {
      logger: { ...silentLogger, warn: (message: string) => warnings.push(message) },
      mirror: {
        write: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
        readAll: () => mirror.readAll(),
        remove: () => Promise.resolve(),
      },
    });
    await failing.writeSlot(USER, 1, withGold(1));
    await failing.writeSlot(USER, 1, withGold(2));
    expect(goldOf((await failing.readSlot(USER, 1))!.state)).toBe(2);
    expect(warnings.filter((message) => message.includes('rescue copy'))).toHaveLength(1);
  });

  it('a new start of the game finds its hunter instead of making a new one after the database was lost', async () => {
    await slots.writeSlot(USER, 1, withGold(77));
    await afterDatabaseLoss();
    const service = new SaveService({ database, mirror, storage: new MemoryStorage(), logger: silentLogger });
    const result = await service.initializePlayer({
      userId: USER,
      email: 'hunter@example.com',
      createState: () => withGold(0),
    });
    expect(result.source).toBe('slot-1');
    expect(goldOf(result.state!)).toBe(77);
  });

  it('a store that stays unopenable is deleted and rebuilt from the rescue copies, and only then', async () => {
    await slots.writeSlot(USER, 1, withGold(31));
    database.close();
    const corrupt = failingOpens('until-deleted', { real: factory });
    const logs: string[] = [];
    const logger = { ...silentLogger, error: (message: string) => logs.push(message) };
    const reopened = createTestDatabase({ indexedDB: corrupt.factory, openRetryDelaysMs: [1], logger: silentLogger });
    const service = new SaveService({ database: reopened, mirror, storage: new MemoryStorage(), logger });
    const report = await service.init();
    expect(report.restored).toMatchObject([{ slotNumber: 1, databaseSequence: null }]);
    expect(goldOf((await service.loadSlot(USER, 1))!.state)).toBe(31);
    expect(logs).toEqual(['The save database cannot be opened; it is deleted and rebuilt from the rescue copies']);

    // With no rescue copy to rebuild from, nothing is deleted: the error stands.
    const noCopies = failingOpens('until-deleted');
    const stuck = new SaveService({
      database: createTestDatabase({ indexedDB: noCopies.factory, openRetryDelaysMs: [1], logger: silentLogger }),
      mirror: new MemorySlotMirror(),
      storage: new MemoryStorage(),
      logger: silentLogger,
    });
    await expect(stuck.init()).rejects.toThrow('backing store');
    const refused = new SaveService({
      database: createTestDatabase({
        indexedDB: failingOpens('until-deleted', { errorName: 'QuotaExceededError', real: factory }).factory,
        logger: silentLogger,
      }),
      mirror,
      storage: new MemoryStorage(),
      logger: silentLogger,
    });
    await expect(refused.init()).rejects.toThrow();
  });
});
