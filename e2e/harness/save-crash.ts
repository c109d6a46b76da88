/**
 * Crash-safety harness (e2e/saves-crash.spec.ts): the real SaveService over the browser's
 * IndexedDB (Dexie, codec, checksums, the two-version slot). On load it reads slot 1 the way the game
 * does and reports what it found; then it saves in a loop, each save with a higher counter, logging
 * "ack <counter>" only once the save has resolved, until the browser process is killed.
 */
import { createLateGameWorld } from '@/core/testing/fixtures';
import { DEFAULT_DATABASE_NAME, SaveDatabase } from '@/persistence/db';
import { createBrowserSlotMirror } from '@/persistence/opfs-mirror';
import { SaveService } from '@/persistence/save-service';
import type { SaveState } from '@/persistence/save-shape';
import { errorMessage } from '@/platform/errors';
import type { CrashHarnessReport } from './save-crash-types';

const USER = 'crash-harness-user';
const quiet = {
  info: () => undefined,
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};

declare global {
  interface Window {
    __crashHarness?: CrashHarnessReport;
  }
}

/**
 * Before Dexie opens the database: which databases the browser lists, and whether opening it at the
 * game's version reports lost data (Chromium wipes a database it finds corrupt and says so here).
 */
async function inspectDatabase(): Promise<CrashHarnessReport['diagnostics']> {
  // Listing fails too on a store Chromium finds corrupt: a diagnostic, not the harness's failure.
  const databases = await indexedDB.databases().then(
    (list) => list.map(({ name, version }) => ({ name, version })),
    (error: unknown) => [{ name: `(listing failed: ${errorMessage(error)})` }],
  );
  const loss = await new Promise<{ dataLoss: string | null; dataLossMessage: string | null }>((resolve) => {
    const request = indexedDB.open(DEFAULT_DATABASE_NAME, 10);
    request.onupgradeneeded = (event) => {
      const { dataLoss, dataLossMessage } = event as IDBVersionChangeEvent & {
        dataLoss?: string;
        dataLossMessage?: string;
      };
      resolve({ dataLoss: dataLoss ?? null, dataLossMessage: dataLossMessage ?? null });
      // Leave creating it to Dexie: the aborted upgrade leaves no database behind.
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      request.result.close();
      resolve({ dataLoss: null, dataLossMessage: null });
    };
    request.onerror = () => resolve({ dataLoss: null, dataLossMessage: request.error?.message ?? null });
  });
  return { databases, ...loss };
}

/** Where start-up is, shown on the page: a report that never comes says where it stopped. */
function stage(text: string): void {
  document.getElementById('state')!.textContent = text;
}

async function main(): Promise<void> {
  const report: CrashHarnessReport = {
    loaded: false,
    counter: null,
    sequence: null,
    recoveredFromBackup: false,
    restoredFromMirror: false,
    rescueWriter: null,
    error: null,
    writing: false,
    diagnostics: { databases: [], dataLoss: null, dataLossMessage: null },
  };
  let base: SaveState;
  let service: SaveService;
  try {
    const mirror = createBrowserSlotMirror();
    if (!mirror) throw new Error('This browser has no rescue store (OPFS)');
    service = new SaveService({
      database: new SaveDatabase({ logger: quiet }),
      mirror,
      storage: localStorage,
      logger: quiet,
    });
    // ?inspect=0: the game's own code is the first to open the database (the corruption test).
    if (new URLSearchParams(location.search).get('inspect') !== '0') {
      stage('inspecting the database');
      report.diagnostics = await inspectDatabase();
    }
    stage('opening the database');
    const restore = await service.init();
    report.restoredFromMirror = restore.restored.some((slot) => slot.playerId === USER && slot.slotNumber === 1);
    report.rescueWriter = await mirror.writer();
    stage('loading slot 1');
    const loaded = await service.loadSlot(USER, 1);
    if (loaded) {
      Object.assign(report, {
        loaded: true,
        counter: loaded.state.stats.enemiesKilled,
        sequence: loaded.sequence,
        recoveredFromBackup: loaded.recoveredFromBackup,
      });
      base = loaded.state;
    } else {
      base = createLateGameWorld('crash');
      base.stats.enemiesKilled = 0;
    }
  } catch (error) {
    report.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    window.__crashHarness = report;
    return;
  }
  report.writing = true;
  window.__crashHarness = report;
  stage('saving');
  let counter = base.stats.enemiesKilled;
  for (;;) {
    counter += 1;
    // A real change each time: the counter, and the clock moving as in play.
    const next: SaveState = {
      ...base,
      stats: { ...base.stats, enemiesKilled: counter, totalPlaytime: base.stats.totalPlaytime + counter },
    };
    await service.saveSlot(USER, 1, next);
    console.log(`ack ${counter}`);
  }
}

void main();
