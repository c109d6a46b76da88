import { describe, expect, it } from 'vitest';
import { syncAccountTier } from '@/persistence/cloud/account-tier';
import {
  DEVICE_ID_KEY,
  getDeviceId,
  MAX_LOG_ENTRIES,
  RECONCILIATION_LOG_KEY,
  ReconciliationLog,
  shortDeviceId,
  type ReconciliationLogEntry,
} from '@/persistence/cloud/reconciliation-log';
import { MemoryStorage, RecordingLogger } from '@/persistence/testing/fakes';
import { MemoryProfiles } from '@/persistence/testing/memory-profiles';

const entry = (index: number, changes = 1): ReconciliationLogEntry => ({
  success: true,
  conflictsFound: changes,
  conflictsResolved: changes,
  strategy: 'smart',
  changes: Array.from({ length: changes }, (_, change) => ({ field: `field${change}`, resolution: 'server-wins' })),
  timestamp: index,
  deviceId: 'device',
});

describe('device id', () => {
  it('is made once and kept', () => {
    const storage = new MemoryStorage();
    let made = 0;
    const newId = () => `generated-id-${++made}`;
    expect(getDeviceId(storage, newId)).toBe('generated-id-1');
    expect(getDeviceId(storage, newId)).toBe('generated-id-1');
    expect(storage.getItem(DEVICE_ID_KEY)).toBe('generated-id-1');
    expect(shortDeviceId('0123456789abcdef')).toBe('89abcdef');
  });
});

describe('ReconciliationLog', () => {
  it('keeps the last 50 entries, newest first', () => {
    const log = new ReconciliationLog(new MemoryStorage());
    for (let index = 1; index <= 60; index += 1) log.append(entry(index));
    const entries = log.entries();
    expect(entries).toHaveLength(MAX_LOG_ENTRIES);
    expect(entries[0]!.timestamp).toBe(60);
    expect(entries.at(-1)!.timestamp).toBe(11);
  });

  it('gives the dialog the last 10 events with up to 5 changed fields each', () => {
    const log = new ReconciliationLog(new MemoryStorage());
    for (let index = 1; index <= 12; index += 1) log.append(entry(index, 8));
    const recent = log.recent();
    expect(recent.map((event) => event.timestamp)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(recent.every((event) => event.changes.length === 5 && event.conflictsFound === 8)).toBe(true);
  });

  it('survives damaged storage and clears', () => {
    const storage = new MemoryStorage();
    storage.setItem(RECONCILIATION_LOG_KEY, '{not json');
    const logger = new RecordingLogger();
    const log = new ReconciliationLog(storage, logger);
    expect(log.entries()).toEqual([]);
    expect(logger.messages('warn')).toHaveLength(1);
    storage.setItem(RECONCILIATION_LOG_KEY, JSON.stringify([entry(1), { junk: true }]));
    expect(log.entries()).toHaveLength(1);
    log.clear();
    expect(storage.getItem(RECONCILIATION_LOG_KEY)).toBeNull();
  });

  it('a full localStorage loses the entry, not the sync', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => new ReconciliationLog(storage, new RecordingLogger()).append(entry(1))).not.toThrow();
  });
});

describe('syncAccountTier', () => {
  it('takes the server tier when it differs', async () => {
    const profiles = new MemoryProfiles('u1', { account_tier: 'expansion_1' });
    expect(await syncAccountTier(profiles.client, 'u1', 'demo')).toEqual({ tier: 'expansion_1', changed: true });
    expect(await syncAccountTier(profiles.client, 'u1', 'expansion_1')).toEqual({
      tier: 'expansion_1',
      changed: false,
    });
  });

  it('leaves the tier unchanged on a read error or an unknown tier, and logs', async () => {
    const logger = new RecordingLogger();
    const profiles = new MemoryProfiles('u1', { account_tier: 'base' });
    profiles.failures = [{ status: 500, message: 'down' }];
    expect(await syncAccountTier(profiles.client, 'u1', 'demo', logger)).toEqual({ tier: 'demo', changed: false });
    expect(
      await syncAccountTier(new MemoryProfiles('u1', { account_tier: 'platinum' }).client, 'u1', 'demo', logger),
    ).toEqual({ tier: 'demo', changed: false });
    expect(logger.messages('error')).toHaveLength(2);
  });
});
