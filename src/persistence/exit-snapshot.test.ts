import { describe, expect, it } from 'vitest';
import { clearExitSnapshotUpTo, hashText, takeNewerExitSnapshot, writeExitSnapshot } from '@/persistence/exit-snapshot';
import { MemoryStorage, RecordingLogger } from '@/persistence/testing/fakes';
import { createSampleSave } from '@/persistence/testing/sample-save';

const USER = 'user-1';
const T0 = 1_700_000_000_000;
const KEY = `shadow-hunter:exit-snapshot:${USER}`;

function withKills(lastSaved: number, kills: number) {
  const state = createSampleSave({ playerId: USER, lastSaved });
  return { ...state, stats: { ...state.stats, enemiesKilled: kills } };
}

describe('the exit snapshot', () => {
  it('is taken back when it is newer than the slot it belongs to', () => {
    const storage = new MemoryStorage();
    expect(writeExitSnapshot(storage, USER, 1, withKills(T0 + 5_000, 9))).toBe(true);
    const taken = takeNewerExitSnapshot(storage, USER, 1, T0);
    expect(taken?.stats.enemiesKilled).toBe(9);
    expect(taken?.lastSaved).toBe(T0 + 5_000);
  });

  it('never replaces a slot that is as new or newer, and is then forgotten', () => {
    const storage = new MemoryStorage();
    writeExitSnapshot(storage, USER, 1, withKills(T0, 9));
    expect(takeNewerExitSnapshot(storage, USER, 1, T0)).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('belongs to one slot and one user', () => {
    const storage = new MemoryStorage();
    writeExitSnapshot(storage, USER, 2, withKills(T0 + 5_000, 9));
    expect(takeNewerExitSnapshot(storage, USER, 1, T0)).toBeNull();
    expect(takeNewerExitSnapshot(storage, 'someone-else', 2, T0)).toBeNull();
    expect(takeNewerExitSnapshot(storage, USER, 2, T0)?.stats.enemiesKilled).toBe(9);
  });

  it('is dropped when damaged or invalid, and says so in the log', () => {
    const storage = new MemoryStorage();
    const logger = new RecordingLogger();
    writeExitSnapshot(storage, USER, 1, withKills(T0 + 5_000, 9));
    const record = JSON.parse(storage.getItem(KEY)!) as { data: string; hash: string };
    storage.setItem(
      KEY,
      JSON.stringify({ ...record, data: record.data.replace('"enemiesKilled":9', '"enemiesKilled":99') }),
    );
    expect(takeNewerExitSnapshot(storage, USER, 1, T0, logger)).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();

    const invalid = JSON.stringify({ version: 1, player: null });
    storage.setItem(
      KEY,
      JSON.stringify({ format: 1, slotNumber: 1, lastSaved: T0 + 1, hash: hashText(invalid), data: invalid }),
    );
    expect(takeNewerExitSnapshot(storage, USER, 1, T0, logger)).toBeNull();
    storage.setItem(KEY, '{not json');
    expect(takeNewerExitSnapshot(storage, USER, 1, T0, logger)).toBeNull();
    expect(logger.messages('warn')).toEqual([
      'The exit snapshot was damaged and has been dropped',
      'The exit snapshot did not validate and has been dropped',
      'The exit snapshot was unreadable and has been dropped',
    ]);
  });

  it('is forgotten once a slot holds it or something newer', () => {
    const storage = new MemoryStorage();
    writeExitSnapshot(storage, USER, 1, withKills(T0 + 5_000, 9));
    clearExitSnapshotUpTo(storage, USER, T0 + 4_999);
    expect(storage.getItem(KEY)).not.toBeNull();
    clearExitSnapshotUpTo(storage, USER, T0 + 5_000);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('reports a full storage instead of throwing at a page being left', () => {
    const full = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const logger = new RecordingLogger();
    expect(writeExitSnapshot(full, USER, 1, withKills(T0, 1), logger)).toBe(false);
    expect(logger.messages('warn')).toEqual(['Could not keep the exit snapshot in local storage']);
  });
});
