// Local save cost in the browser (DESIGN budget: p95 <= 10 ms, compressed <= 50 KB): SlotStore.writeSlot,
// as the game calls it, in headless Chromium over its real IndexedDB (relaxed commits, flushed to the disk
// off the save's path: disk-flush.ts) and with its OPFS rescue copy (slot-mirror.ts), for the core's late-game world
// (createLateGameWorld) and the largest save a player can build (every supporter cap filled). These are the figures
// reported under the budget's names; bench/suites/save.ts measures the same in Node (over fake-indexeddb) as *_node.
// save_p95_ms is wall time per write until it resolves; save_main_thread_p95_ms the part of it that
// occupies the main thread (validation, JSON, deflate, hashing), i.e. what could delay a frame.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { chromiumArgs } from '../../playwright.config';
import type { SaveBenchWorld } from '../pages/save-types';
import '../pages/save-types';
import { freePort } from '../free-port';
import type { BenchOptions, BenchResult } from '../types';

/**
 * Writes: warm-up, measured, and measured after a pause longer than the copy's flush delay (1.5 s), as autosaves
 * come. A smoke run writes a few of each, its pause shorter than the flush delay.
 */
const runsFor = (options: BenchOptions) =>
  options.smoke
    ? { WARMUP: 1, RUNS: 3, PAUSED_RUNS: 1, PAUSE_MS: 200 }
    : { WARMUP: 30, RUNS: 300, PAUSED_RUNS: 15, PAUSE_MS: 2000 };
const root = fileURLToPath(new URL('../../', import.meta.url));

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

export default async function saveBrowserBench(options: BenchOptions): Promise<BenchResult[]> {
  const { WARMUP, RUNS, PAUSED_RUNS, PAUSE_MS } = runsFor(options);
  const port = await freePort();
  let vite: ViteDevServer | null = null;
  let context: BrowserContext | null = null;
  let profile: string | null = null;
  try {
    vite = await createViteServer({
      root,
      configFile: `${root}vite.config.ts`,
      logLevel: 'warn',
      server: { port, strictPort: true, host: 'localhost' },
    });
    await vite.listen();
    // A profile on disk, as a player's browser has: a fresh context without one keeps IndexedDB and
    // OPFS in memory (as incognito windows do), which would time neither the disk nor its flushes.
    profile = await mkdtemp(path.join(tmpdir(), 'save-bench-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
    await page.goto(`http://localhost:${port}/bench/pages/save.html`);
    await page.waitForFunction(() => window.__saveBench?.ready === true, null, { timeout: 90_000 });
    const results: BenchResult[] = [];
    const worlds: [SaveBenchWorld, string, string][] = [
      ['late-game', '', 'core late-game world'],
      ['full-supporter', '_full_supporter', 'full-supporter world (every cap filled)'],
    ];
    for (const [kind, suffix, label] of worlds) {
      const measured = await page.evaluate(
        ([world, warmup, runs, paused, pause]) => window.__saveBench!.run(world, warmup, runs, paused, pause),
        [kind, WARMUP, RUNS, PAUSED_RUNS, PAUSE_MS] as const,
      );
      // Every write was made (a failed one throws in the page) and measured.
      if (measured.wall.length !== RUNS || measured.afterPause.length !== PAUSED_RUNS || measured.compressedBytes <= 0)
        throw new Error(`the ${label} writes were not all measured: ${measured.wall.length} of ${RUNS}`);
      const load = round2(loadavg()[0] ?? 0);
      results.push(
        {
          name: `save_p95_ms${suffix}`,
          value: round2(percentile(measured.wall, 0.95)),
          unit:
            `ms per ${label} slot write until committed (headless Chromium, profile on disk; ` +
            `IndexedDB and the rescue copy written by the ${measured.rescueWriter}; load ${load})`,
        },
        {
          name: `save_median_ms${suffix}`,
          value: round2(percentile(measured.wall, 0.5)),
          unit: `ms, ${label} (headless Chromium)`,
        },
        {
          name: `save_disk_flush_p95_ms${suffix}`,
          value: round2(percentile(measured.diskFlush, 0.95)),
          unit: `ms, ${label}: the strict flush to the disk that follows saves off their path (both stores at once)`,
        },
        {
          name: `save_p95_ms_without_rescue_copy${suffix}`,
          value: round2(percentile(measured.wallWithoutRescueCopy, 0.95)),
          unit: `ms, ${label}, IndexedDB only (alternating with the writes above)`,
        },
        {
          name: `save_median_ms_without_rescue_copy${suffix}`,
          value: round2(percentile(measured.wallWithoutRescueCopy, 0.5)),
          unit: `ms, ${label}, IndexedDB only`,
        },
        {
          name: `save_median_ms_after_pause${suffix}`,
          value: round2(percentile(measured.afterPause, 0.5)),
          unit: `ms, ${label}: ${PAUSED_RUNS} writes each after ${PAUSE_MS / 1000} s idle, as autosaves come`,
        },
        {
          name: `save_median_ms_after_pause_without_rescue_copy${suffix}`,
          value: round2(percentile(measured.afterPauseWithoutRescueCopy, 0.5)),
          unit: `ms, ${label}: the same, IndexedDB only`,
        },
        {
          name: `save_main_thread_p95_ms${suffix}`,
          value: round2(percentile(measured.mainThread, 0.95)),
          unit: `ms of main-thread work per ${label} write (validate, JSON, deflate, hash)`,
        },
        {
          name: `save_compressed_kb${suffix}`,
          value: round2(measured.compressedBytes / 1024),
          unit: `KB stored (${label}, deflate)`,
        },
        {
          name: `save_raw_json_kb${suffix}`,
          value: round2(measured.rawBytes / 1024),
          unit: `KB (${label} JSON before compression)`,
        },
      );
    }
    console.table(results);
    return results;
  } finally {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
    await vite?.close();
  }
}
