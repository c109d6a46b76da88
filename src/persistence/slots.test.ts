import { beforeEach, describe, expect, it } from 'vitest';
import { wallClock } from '@/platform/clock';
import { computeHashChain, GENESIS_HASH, sha256Hex, encodeSave } from '@/persistence/codec';
import { DATABASE_NOT_INITIALIZED, type SaveDatabase, type SlotRecord } from '@/persistence/db';
import { SaveMigrationError } from '@/persistence/migrations';
import { SaveValidationError } from '@/persistence/schema';
import { SLOT_RANGE_ERROR, SlotStore, SlotUnreadableError, slotRecordId } from '@/persistence/slots';
import type { JsonObject, SaveState } from '@/persistence/save-shape';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { createSampleSave } from '@/persistence/testing/sample-save';

const USER = 'user-1';

/** Damages a stored record the way a disk fault or a tamperer would (get + put keeps binary data as it is). */
async function patchSlot(database: SaveDatabase, id: string, patch: Partial<SlotRecord>): Promise<void> {
  const record = await database.db.slots.get(id);
  await database.db.slots.put({ ...record!, ...patch });
}

function withGold(gold: number, lastSaved = 1_700_000_000_000 + gold): SaveState {
  const state = createSampleSave({ playerId: USER, lastSaved }) as unknown as JsonObject;
  (state.resources as JsonObject).gold = gold;
  return state as unknown as SaveState;
}

function goldOf(state: SaveState): number {
  return ((state as unknown as JsonObject).resources as JsonObject).gold as number;
}

describe('SlotStore', () => {
  let database: SaveDatabase;
  let slots: SlotStore;
  let now: number;

  beforeEach(async () => {
    database = createTestDatabase();
    await database.init();
    now = 1_000;
    slots = new SlotStore(database, { clock: { ...wallClock, now: () => now }, logger: silentLogger });
  });

  it('refuses any use before the database is initialised', async () => {
    const closed = new SlotStore(createTestDatabase(), { logger: silentLogger });
    await expect(closed.readSlot(USER, 1)).rejects.toThrow(DATABASE_NOT_INITIALIZED);
    await expect(closed.writeSlot(USER, 1, withGold(1))).rejects.toThrow(DATABASE_NOT_INITIALIZED);
    await expect(closed.listSlots(USER)).rejects.toThrow(DATABASE_NOT_INITIALIZED);
    await expect(closed.getActiveSlot(USER)).rejects.toThrow(DATABASE_NOT_INITIALIZED);
  });

  it('accepts slots 1 to 3 and refuses others with the spec message', async () => {
    for (const slot of [1, 2, 3]) {
      await slots.writeSlot(USER, slot, withGold(slot));
      expect(goldOf((await slots.readSlot(USER, slot))!.state)).toBe(slot);
    }
    for (const slot of [0, 4, -1, 1.5, Number.NaN]) {
      await expect(slots.writeSlot(USER, slot, withGold(1))).rejects.toThrow(SLOT_RANGE_ERROR);
      await expect(slots.readSlot(USER, slot)).rejects.toThrow(SLOT_RANGE_ERROR);
      await expect(slots.setActiveSlot(USER, slot)).rejects.toThrow(SLOT_RANGE_ERROR);
      await expect(slots.deleteSlot(USER, slot)).rejects.toThrow(SLOT_RANGE_ERROR);
    }
  });

  it('keeps slots per user', async () => {
    await slots.writeSlot('a', 1, withGold(1));
    await slots.writeSlot('b', 1, withGold(2));
    expect(goldOf((await slots.readSlot('a', 1))!.state)).toBe(1);
    expect(goldOf((await slots.readSlot('b', 1))!.state)).toBe(2);
    expect(await slots.readSlot('c', 1)).toBeNull();
  });

  it('keeps exactly the newest two versions of a slot', async () => {
    for (const gold of [10, 20, 30]) await slots.writeSlot(USER, 1, withGold(gold));
    const record = (await database.db.slots.get(slotRecordId(USER, 1)))!;
    expect(record.sequence).toBe(3);
    expect(record.previous?.sequence).toBe(2);
    expect('previous' in record.previous!).toBe(false);
    expect(record.metadata).toEqual({ level: 1, hunterRank: 'E', playtime: 0, lastModified: withGold(30).lastSaved });
  });

  it('stores the slot record fields of spec 000 §3', async () => {
    await slots.writeSlot(USER, 2, withGold(5), { slotName: 'Alt' });
    const record = (await database.db.slots.get(slotRecordId(USER, 2)))!;
    expect(record).toMatchObject({ id: 'user-1:2', playerId: USER, slotNumber: 2, slotName: 'Alt', saveVersion: 3 });
    expect(record.data).toBeInstanceOf(Object);
    expect(record.data.byteLength).toBeGreaterThan(0);
    expect(record.checksum).toBe(sha256Hex(record.data));
  });

  it('chains each version to the one it replaced', async () => {
    const first = await slots.writeSlot(USER, 1, withGold(1));
    const second = await slots.writeSlot(USER, 1, withGold(2));
    const third = await slots.writeSlot(USER, 1, withGold(3));
    expect(first.hashChain).toBe(computeHashChain(GENESIS_HASH, first.checksum));
    expect(second.hashChain).toBe(computeHashChain(first.hashChain, second.checksum));
    expect(third.hashChain).toBe(computeHashChain(second.hashChain, third.checksum));
    expect((await slots.readSlot(USER, 1))!.hashChain).toBe(third.hashChain);
  });

  it('falls back to the previous version when the newest bytes are damaged', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    await slots.writeSlot(USER, 1, withGold(20));
    const record = (await database.db.slots.get(slotRecordId(USER, 1)))!;
    const damaged = record.data.slice();
    damaged[5]! ^= 0x5a;
    await patchSlot(database, record.id, { data: damaged });

    const loaded = (await slots.readSlot(USER, 1))!;
    expect(loaded.recoveredFromBackup).toBe(true);
    expect(goldOf(loaded.state)).toBe(10);
    expect(loaded.sequence).toBe(1);
  });

  it('falls back when the newest checksum was altered', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    await slots.writeSlot(USER, 1, withGold(20));
    await patchSlot(database, slotRecordId(USER, 1), { checksum: 'e'.repeat(64) });
    const loaded = (await slots.readSlot(USER, 1))!;
    expect(loaded.recoveredFromBackup).toBe(true);
    expect(goldOf(loaded.state)).toBe(10);
  });

  it('reports an intact slot as not recovered', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    await slots.writeSlot(USER, 1, withGold(20));
    const loaded = (await slots.readSlot(USER, 1))!;
    expect(loaded.recoveredFromBackup).toBe(false);
    expect(goldOf(loaded.state)).toBe(20);
  });

  it('falls back when the newest version holds invalid save data under a valid checksum', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    await slots.writeSlot(USER, 1, withGold(20));
    const invalid = encodeSave({ version: 1, playerId: USER });
    await patchSlot(database, slotRecordId(USER, 1), { data: invalid.bytes, checksum: invalid.checksum });
    const loaded = (await slots.readSlot(USER, 1))!;
    expect(loaded.recoveredFromBackup).toBe(true);
    expect(goldOf(loaded.state)).toBe(10);
  });

  it('keeps the previous good version when writing over a damaged newest one', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    await slots.writeSlot(USER, 1, withGold(20));
    await patchSlot(database, slotRecordId(USER, 1), { checksum: '0'.repeat(64) });
    const written = await slots.writeSlot(USER, 1, withGold(30));
    const record = (await database.db.slots.get(slotRecordId(USER, 1)))!;
    expect(record.previous?.sequence).toBe(1);
    expect(written.hashChain).toBe(computeHashChain(record.previous!.hashChain, written.checksum));
    // The new newest is damaged next: the old good version 1 is still there to load.
    await patchSlot(database, slotRecordId(USER, 1), { checksum: '0'.repeat(64) });
    expect(goldOf((await slots.readSlot(USER, 1))!.state)).toBe(10);
  });

  it('says so when neither version can be read', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    await patchSlot(database, slotRecordId(USER, 1), { checksum: '0'.repeat(64) });
    await expect(slots.readSlot(USER, 1)).rejects.toBeInstanceOf(SlotUnreadableError);
    await slots.writeSlot(USER, 1, withGold(20));
    await slots.writeSlot(USER, 1, withGold(30));
    const record = (await database.db.slots.get(slotRecordId(USER, 1)))!;
    await patchSlot(database, record.id, {
      checksum: '0'.repeat(64),
      previous: { ...record.previous!, checksum: '1'.repeat(64) },
    });
    await expect(slots.readSlot(USER, 1)).rejects.toThrow('Save slot 1 is damaged and its earlier version too');
  });

  it('refuses a newest version from a newer game instead of falling back and overwriting it later', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    await slots.writeSlot(USER, 1, withGold(20));
    const future = encodeSave({ ...withGold(99), version: 7 });
    await patchSlot(database, slotRecordId(USER, 1), { data: future.bytes, checksum: future.checksum });
    await expect(slots.readSlot(USER, 1)).rejects.toBeInstanceOf(SaveMigrationError);
  });

  it('refuses to write an invalid state and leaves the slot untouched', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    const broken = { ...withGold(20), player: { level: -1 } } as unknown as SaveState;
    await expect(slots.writeSlot(USER, 1, broken)).rejects.toBeInstanceOf(SaveValidationError);
    const record = (await database.db.slots.get(slotRecordId(USER, 1)))!;
    expect(record.sequence).toBe(1);
  });

  it('serialises concurrent writes so none is lost between versions', async () => {
    await Promise.all([10, 20, 30, 40].map((gold) => slots.writeSlot(USER, 1, withGold(gold))));
    const record = (await database.db.slots.get(slotRecordId(USER, 1)))!;
    expect(record.sequence).toBe(4);
    expect(record.previous?.sequence).toBe(3);
    expect(goldOf((await slots.readSlot(USER, 1))!.state)).toBe(40);
  });

  it('never writes over a version it did not follow: a slot changed by another writer is chained to', async () => {
    await slots.writeSlot(USER, 1, withGold(10));
    // Another tab (another store over the same database) writes the slot after this store's last write.
    const otherTab = new SlotStore(database, { logger: silentLogger });
    const theirs = await otherTab.writeSlot(USER, 1, withGold(20));
    const ours = await slots.writeSlot(USER, 1, withGold(30));
    const record = (await database.db.slots.get(slotRecordId(USER, 1)))!;
    expect(record.sequence).toBe(3);
    expect(record.previous?.checksum).toBe(theirs.checksum);
    expect(ours.hashChain).toBe(computeHashChain(theirs.hashChain, ours.checksum));
    expect(goldOf((await slots.readSlot(USER, 1))!.state)).toBe(30);
  });

  it('lists, renames and deletes slots, and tracks the active one', async () => {
    await slots.writeSlot(USER, 3, withGold(3));
    await slots.writeSlot(USER, 1, withGold(1));
    now = 5_000;
    await slots.writeSlot(USER, 1, withGold(2));
    expect(
      (await slots.listSlots(USER)).map((slot) => [
        slot.slotNumber,
        slot.slotName,
        slot.sequence,
        slot.hasPreviousVersion,
        slot.savedAt,
      ]),
    ).toEqual([
      [1, 'Main Save', 2, true, 5_000],
      [3, 'Save 3', 1, false, 1_000],
    ]);
    await slots.renameSlot(USER, 3, 'Experiments');
    expect((await slots.listSlots(USER))[1]!.slotName).toBe('Experiments');
    expect(goldOf((await slots.readSlot(USER, 3))!.state)).toBe(3);

    expect(await slots.getActiveSlot(USER)).toBeNull();
    await slots.setActiveSlot(USER, 3);
    expect(await slots.getActiveSlot(USER)).toBe(3);
    await slots.deleteSlot(USER, 3);
    expect(await slots.readSlot(USER, 3)).toBeNull();
    expect(await slots.getActiveSlot(USER)).toBeNull();
    expect(await slots.hasAnySlot(USER)).toBe(true);
    await slots.deleteSlot(USER, 1);
    expect(await slots.hasAnySlot(USER)).toBe(false);
  });

  it('backs a slot up and reads the backup back', async () => {
    expect(await slots.backupSlot(USER, 2, 'import')).toBeNull();
    await slots.writeSlot(USER, 2, withGold(77));
    const id = (await slots.backupSlot(USER, 2, 'import'))!;
    await slots.writeSlot(USER, 2, withGold(1));
    await slots.writeSlot(USER, 2, withGold(2));
    const [backup] = await slots.listBackups(USER);
    expect(backup).toMatchObject({ id, slotNumber: 2, reason: 'import', slotName: 'Save 2' });
    expect(goldOf((await slots.readBackup(id))!)).toBe(77);
  });

  it('survives a database reopen (what a reload sees)', async () => {
    const factory = new (await import('fake-indexeddb')).IDBFactory();
    const first = createTestDatabase({ indexedDB: factory });
    await first.init();
    await new SlotStore(first, { logger: silentLogger }).writeSlot(USER, 1, withGold(42));
    first.close();
    const second = createTestDatabase({ indexedDB: factory });
    await second.init();
    expect(goldOf((await new SlotStore(second, { logger: silentLogger }).readSlot(USER, 1))!.state)).toBe(42);
  });
});
