import { CURRENT_SAVE_VERSION } from '@/persistence/migrations';
import { beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex, stableStringify } from '@/persistence/codec';
import {
  commitImport,
  describeImportTarget,
  exportSave,
  IMPORT_INVALID_MESSAGE,
  IMPORT_TAMPERED_MESSAGE,
  prepareImport,
  SaveFileError,
} from '@/persistence/save-file';
import { SaveService } from '@/persistence/save-service';
import type { JsonObject, SaveState } from '@/persistence/save-shape';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { MemoryStorage } from '@/persistence/testing/fakes';
import { ManualClock } from '@/platform/clock';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { createSampleSave } from '@/persistence/testing/sample-save';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

async function expectImportError(file: Blob | string, message: string): Promise<SaveFileError> {
  try {
    await prepareImport(file);
  } catch (error) {
    expect(error).toBeInstanceOf(SaveFileError);
    expect((error as Error).message).toBe(message);
    return error as SaveFileError;
  }
  throw new Error('import should have failed');
}

async function exportedEnvelope(state: SaveState = createSampleSave()): Promise<JsonObject> {
  return JSON.parse((await exportSave(state, NOW)).text) as JsonObject;
}

describe('exportSave', () => {
  it('writes the format id, version, checksum, export time and data', async () => {
    const state = createSampleSave();
    const exported = await exportSave(state, NOW);
    const envelope = JSON.parse(exported.text) as JsonObject;
    expect(envelope).toEqual({
      format: 'shadow-hunter-save',
      version: CURRENT_SAVE_VERSION,
      checksum: exported.checksum,
      exportedAt: '2025-06-01T12:00:00.000Z',
      data: state,
    });
    expect(exported.checksum).toBe(sha256Hex(stableStringify(state)));
    expect(exported.fileName).toBe(`shadow-hunter-${state.player.username}-2025-06-01.json`);
    expect(state.player.username).toMatch(/^hunter\d{5}$/);
    expect(exported.blob.type).toBe('application/json');
    expect(await exported.blob.text()).toBe(exported.text);
  });
});

describe('prepareImport', () => {
  it('round-trips an exported late-game save, from text or a Blob', async () => {
    const state = createLateGameWorld();
    const exported = await exportSave(state, NOW);
    const fromBlob = await prepareImport(exported.blob);
    expect(fromBlob.state).toEqual(state);
    expect(fromBlob.summary).toEqual({
      level: state.player.level,
      hunterRank: 'SSS',
      playtime: state.stats.totalPlaytime,
      lastModified: state.lastSaved,
    });
    expect(state.player.level).toBeGreaterThan(90);
    expect((await prepareImport(exported.text)).checksum).toBe(exported.checksum);
  });

  it('accepts a file whose keys were reordered (the checksum is over stable JSON)', async () => {
    const envelope = await exportedEnvelope();
    const data = envelope.data as JsonObject;
    const reordered = Object.fromEntries(Object.entries(data).reverse());
    await expect(prepareImport(JSON.stringify({ ...envelope, data: reordered }))).resolves.toBeDefined();
  });

  it('refuses edited data with the tampering message', async () => {
    const envelope = await exportedEnvelope();
    ((envelope.data as JsonObject).resources as JsonObject).gold = 999_999_999;
    const error = await expectImportError(JSON.stringify(envelope), IMPORT_TAMPERED_MESSAGE);
    expect(error.reason).toBe('tampered');
    expect(IMPORT_TAMPERED_MESSAGE).toBe('Save file corrupted or tampered with');
  });

  it('refuses an edited checksum with the tampering message', async () => {
    const envelope = await exportedEnvelope();
    await expectImportError(JSON.stringify({ ...envelope, checksum: '0'.repeat(64) }), IMPORT_TAMPERED_MESSAGE);
  });

  it('refuses everything else malformed with the format message', async () => {
    const envelope = await exportedEnvelope();
    const cases: string[] = [
      'not json at all {',
      '[]',
      'null',
      JSON.stringify({ ...envelope, format: 'another-game' }),
      JSON.stringify({ ...envelope, checksum: undefined }),
      JSON.stringify({ ...envelope, data: 'text' }),
      JSON.stringify({ ...envelope, version: 'one' }),
      JSON.stringify({ ...envelope, exportedAt: undefined }),
      JSON.stringify({ ...envelope, version: CURRENT_SAVE_VERSION + 1 }),
    ];
    for (const file of cases) await expectImportError(file, IMPORT_INVALID_MESSAGE);
    expect(IMPORT_INVALID_MESSAGE).toBe('Invalid save file format');
  });

  it('refuses data that fails validation or comes from a newer game, with a correct checksum', async () => {
    const broken = { ...createSampleSave(), player: { level: 'high' } } as unknown as JsonObject;
    const brokenFile = {
      format: 'shadow-hunter-save',
      version: CURRENT_SAVE_VERSION,
      checksum: sha256Hex(stableStringify(broken)),
      exportedAt: '2025-01-01T00:00:00.000Z',
      data: broken,
    };
    expect((await expectImportError(JSON.stringify(brokenFile), IMPORT_INVALID_MESSAGE)).detail).toMatch(/player/);
    const future = { ...createSampleSave(), version: 9 } as unknown as JsonObject;
    const futureFile = { ...brokenFile, version: 9, checksum: sha256Hex(stableStringify(future)), data: future };
    expect((await expectImportError(JSON.stringify(futureFile), IMPORT_INVALID_MESSAGE)).detail).toMatch(
      /newer version of the game/,
    );
  });

  it('migrates an older file before validating it', async () => {
    const legacy = createSampleSave() as unknown as JsonObject;
    delete legacy.version;
    delete legacy.lastSaved;
    const file = {
      format: 'shadow-hunter-save',
      version: 0,
      checksum: sha256Hex(stableStringify(legacy)),
      exportedAt: '2025-01-01T00:00:00.000Z',
      data: legacy,
    };
    // version 0 in the envelope must match the (missing -> 0) data version: data.version is undefined here.
    await expectImportError(JSON.stringify(file), IMPORT_INVALID_MESSAGE);
    const versioned = { ...legacy, version: 0 };
    const preview = await prepareImport(
      JSON.stringify({ ...file, checksum: sha256Hex(stableStringify(versioned)), data: versioned }),
    );
    expect(preview.state.version).toBe(CURRENT_SAVE_VERSION);
    expect(preview.fileVersion).toBe(0);
  });
});

describe('commitImport', () => {
  const USER = 'importer';
  let service: SaveService;
  let clock: ManualClock;

  beforeEach(async () => {
    clock = new ManualClock(NOW);
    service = new SaveService({
      database: createTestDatabase(),
      storage: new MemoryStorage(),
      clock,
      logger: silentLogger,
    });
    await service.init();
  });

  it('writes into an empty slot straight away, bound to the importing user', async () => {
    const preview = await prepareImport((await exportSave(createSampleSave({ playerId: 'someone-else' }), NOW)).text);
    clock.step(5_000);
    const result = await commitImport(preview, { service, userId: USER, slotNumber: 2, confirmOverwrite: false });
    expect(result).toMatchObject({ status: 'imported', backupId: null });
    const loaded = (await service.loadSlot(USER, 2))!;
    expect(loaded.state.playerId).toBe(USER);
    expect(loaded.state.lastSaved).toBe(NOW + 5_000);
  });

  it('asks for confirmation before replacing an occupied slot, and changes nothing meanwhile', async () => {
    const current = createSampleSave({ playerId: USER });
    await service.saveSlot(USER, 1, current);
    const preview = await prepareImport((await exportSave(createLateGameWorld(), NOW)).text);
    const result = await commitImport(preview, { service, userId: USER, slotNumber: 1, confirmOverwrite: false });
    expect(result.status).toBe('needs-confirmation');
    expect(result.target.existing).toMatchObject({ slotNumber: 1, slotName: 'Main Save', metadata: { level: 1 } });
    expect((await service.loadSlot(USER, 1))!.state.player.level).toBe(1);
    expect(await service.slots.listBackups(USER)).toEqual([]);
  });

  it('backs up the slot before a confirmed overwrite', async () => {
    await service.saveSlot(USER, 1, createSampleSave({ playerId: USER }));
    const preview = await prepareImport((await exportSave(createLateGameWorld(), NOW)).text);
    const result = await commitImport(preview, { service, userId: USER, slotNumber: 1, confirmOverwrite: true });
    if (result.status !== 'imported') throw new Error('expected an import');
    expect(result.backupId).not.toBeNull();
    expect((await service.loadSlot(USER, 1))!.state.player.level).toBe(preview.state.player.level);
    expect(preview.state.player.level).toBeGreaterThan(1);
    const backup = await service.slots.readBackup(result.backupId!);
    expect(backup?.player.level).toBe(1);
    expect((await service.slots.listBackups(USER))[0]).toMatchObject({ reason: 'import', slotNumber: 1 });
  });

  it('refuses a slot outside 1..3', async () => {
    const preview = await prepareImport((await exportSave(createSampleSave(), NOW)).text);
    await expect(
      commitImport(preview, { service, userId: USER, slotNumber: 4, confirmOverwrite: true }),
    ).rejects.toThrow('Slot number must be between 1 and 3');
    await expect(describeImportTarget(service.slots, USER, 0)).rejects.toThrow('Slot number must be between 1 and 3');
  });
});
