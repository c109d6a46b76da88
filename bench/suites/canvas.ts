// `npm run bench canvas`: the combat scene drawing the real core (the late-game hunter fighting in the
// Abyssal Crown, re-entering after a death) against bare PixiJS sprite baselines, in one headless
// Chromium (WebGL through SwiftShader), samples alternating so machine noise hits every page alike and
// every page pinned at the same resolution (adaptive=0), so the ratio compares pixel for pixel. Then,
// as a player gets it (adaptive resolution on), long animation frames over 60 s of steady combat, the
// resolution the canvas settled at, and the JS heap after 10 simulated minutes. The machine's load
// average is reported with the figures (other work on it moves frame times).
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { chromiumArgs } from '../../playwright.config';
import { freePort } from '../free-port';
import type { BenchResult } from '../types';
import type { FrameWindow } from '../pages/harness-types';
import '../pages/harness-types';

const ROUNDS = 6;
const SAMPLE_MS = 4000;
const SETTLE_MS = 600;
/** Time for adaptive resolution to find its level before steady play is measured. */
const ADAPT_MS = 10_000;
const STEADY_MS = 60_000;
const HEAP_SIM_MINUTES = 10;
const HEAP_TIME_SCALE = 10;
const VIEWPORT = { width: 1366, height: 860 };

const root = fileURLToPath(new URL('../../', import.meta.url));

type Harness = '__combat' | '__baseline';
type Sampled = { name: string; page: Page; harness: Harness; frames: FrameWindow; longFrames: number };

function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function openPage(browser: Browser, url: string, ready: string): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  await page.goto(url);
  await page.waitForFunction(ready, null, { timeout: 90_000 });
  return page;
}

/** Runs one page's loop for a sampling window; adds its frames and long frames to `into`. */
async function sample(into: Sampled): Promise<void> {
  const { page, harness } = into;
  await page.bringToFront();
  await page.evaluate((name) => window[name]!.start(), harness);
  await sleep(SETTLE_MS);
  await page.evaluate((name) => {
    window[name]!.beginSampling();
    window[name]!.beginLongFrames();
  }, harness);
  await sleep(SAMPLE_MS);
  const { frames, longFrames } = await page.evaluate(
    (name) => ({ frames: window[name]!.endSampling(), longFrames: window[name]!.endLongFrames() }),
    harness,
  );
  await page.evaluate((name) => window[name]!.stop(), harness);
  into.frames.intervals.push(...frames.intervals.filter((interval) => interval > 0));
  into.frames.work.push(...frames.work);
  into.longFrames += longFrames.count;
}

export default async function canvasBench(): Promise<BenchResult[]> {
  const loadAtStart = loadavg()[0]!;
  const port = Number(process.env.WEB_PORT) || (await freePort());
  let vite: ViteDevServer | null = null;
  let browser: Browser | null = null;
  try {
    vite = await createViteServer({
      root,
      configFile: `${root}vite.config.ts`,
      logLevel: 'warn',
      server: { port, strictPort: true, host: 'localhost' },
    });
    await vite.listen();
    const base = `http://localhost:${port}/bench/pages`;
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });

    // The combat scene first, to learn how many objects it draws in steady play and what they cover.
    const combat = await openPage(browser, `${base}/combat.html?seed=7&adaptive=0`, 'window.__combat?.ready === true');
    console.log(`machine load average (1 min) at start: ${loadAtStart.toFixed(2)} on ${cpus().length} cores`);
    await sleep(5000);
    const counts: number[] = [];
    const coverages: number[] = [];
    for (let probe = 0; probe < 20; probe += 1) {
      counts.push(await combat.evaluate(() => window.__combat!.spriteCount()));
      coverages.push(await combat.evaluate(() => window.__combat!.coverage()));
      await sleep(200);
    }
    const spriteCount = Math.round(percentile(counts, 0.5));
    const coverage = percentile(coverages, 0.5);
    await combat.evaluate(() => window.__combat!.stop());
    console.log(
      `combat scene draws ${spriteCount} objects in steady play ` +
        `(min ${Math.min(...counts)}, max ${Math.max(...counts)}), covering ${coverage.toFixed(2)} screens`,
    );

    const matched = await openPage(
      browser,
      `${base}/baseline.html?manual=1&adaptive=0&count=${spriteCount}&coverage=${coverage.toFixed(3)}`,
      'window.__baseline?.ready === true',
    );
    const small = await openPage(
      browser,
      `${base}/baseline.html?manual=1&adaptive=0&count=${spriteCount}`,
      'window.__baseline?.ready === true',
    );
    const runs: Sampled[] = [
      { name: 'combat', page: combat, harness: '__combat', frames: { intervals: [], work: [] }, longFrames: 0 },
      { name: 'baseline', page: matched, harness: '__baseline', frames: { intervals: [], work: [] }, longFrames: 0 },
      { name: 'small', page: small, harness: '__baseline', frames: { intervals: [], work: [] }, longFrames: 0 },
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Rotate the order so no page always follows the same one.
      for (let index = 0; index < runs.length; index += 1) await sample(runs[(round + index) % runs.length]!);
      console.log(
        `round ${round + 1}/${ROUNDS}: ` +
          `${runs.map((run) => `${run.name} ${run.frames.intervals.length} frames`).join(', ')}`,
      );
    }
    await matched.close();
    await small.close();
    await combat.close();
    const [combatRun, baselineRun, smallRun] = runs as [Sampled, Sampled, Sampled];

    // Steady combat at 1x for 60 s as a player gets it: long animation frames, once resolution has adapted.
    const played = await openPage(browser, `${base}/combat.html?seed=7`, 'window.__combat?.ready === true');
    await sleep(ADAPT_MS);
    await played.evaluate(() => window.__combat!.beginLongFrames());
    await sleep(STEADY_MS);
    const longFrames = await played.evaluate(() => window.__combat!.endLongFrames());
    const settledResolution = await played.evaluate(() => window.__combat!.resolution());
    console.log(
      `long frames over 50 ms in ${STEADY_MS / 1000} s of combat at resolution ${settledResolution}: ` +
        `${longFrames.count}, ${longFrames.withLongWork} with over 50 ms of the page's own work ` +
        `(worst ${longFrames.worstMs.toFixed(1)} ms, via ${longFrames.api})`,
    );

    // Ten simulated minutes at time scale, then the heap after a forced collection.
    const cdp = await played.context().newCDPSession(played);
    await played.evaluate((scale) => window.__combat!.setTimeScale(scale), HEAP_TIME_SCALE);
    const ticksBefore = await played.evaluate(() => window.__combat!.ticks());
    await sleep((HEAP_SIM_MINUTES * 60_000) / HEAP_TIME_SCALE);
    const ticksAfter = await played.evaluate(() => window.__combat!.ticks());
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const heapMb = heap.usedSize / (1024 * 1024);
    const error = await played.evaluate(() => window.__combat!.error);
    if (error) throw new Error(`The combat page failed: ${error}`);
    console.log(
      `heap after ${HEAP_SIM_MINUTES} simulated minutes at ${HEAP_TIME_SCALE}x ` +
        `(${ticksAfter - ticksBefore} ticks stepped, the rest caught up): ${heapMb.toFixed(1)} MB`,
    );

    const combatP95 = percentile(combatRun.frames.intervals, 0.95);
    const baselineP95 = percentile(baselineRun.frames.intervals, 0.95);
    return [
      { name: 'combat_frame_p95_ms', value: round2(combatP95), unit: 'ms' },
      { name: 'baseline_frame_p95_ms', value: round2(baselineP95), unit: 'ms (same sprite count and pixel coverage)' },
      { name: 'combat_frame_ratio', value: round2(combatP95 / baselineP95), unit: 'x (budget 1.25)' },
      {
        name: 'baseline_small_sprites_frame_p95_ms',
        value: round2(percentile(smallRun.frames.intervals, 0.95)),
        unit: 'ms (same count, 32 px sprites)',
      },
      {
        name: 'combat_frame_work_p95_ms',
        value: round2(percentile(combatRun.frames.work, 0.95)),
        unit: 'ms of script per frame',
      },
      {
        name: 'baseline_frame_work_p95_ms',
        value: round2(percentile(baselineRun.frames.work, 0.95)),
        unit: 'ms of script per frame',
      },
      { name: 'combat_sprite_count', value: spriteCount, unit: 'display objects' },
      { name: 'combat_coverage_screens', value: round2(coverage), unit: 'screens of pixels per frame' },
      {
        name: 'combat_sampled_long_frames',
        value: combatRun.longFrames,
        unit: `in ${(ROUNDS * SAMPLE_MS) / 1000} s sampled at full resolution`,
      },
      {
        name: 'baseline_sampled_long_frames',
        value: baselineRun.longFrames,
        unit: `in ${(ROUNDS * SAMPLE_MS) / 1000} s sampled at full resolution`,
      },
      {
        name: 'long_frames_over_50ms',
        value: longFrames.count,
        unit: `frames in ${STEADY_MS / 1000} s, adaptive resolution (budget 0)`,
      },
      {
        name: 'combat_settled_resolution',
        value: settledResolution,
        unit: 'device px per CSS px after adapting (1 = full)',
      },
      {
        name: 'long_frames_with_50ms_of_work',
        value: longFrames.withLongWork,
        unit: `frames in ${STEADY_MS / 1000} s`,
      },
      { name: 'heap_mb_after_10min', value: round2(heapMb), unit: 'MB (budget 150)' },
      {
        name: 'canvas_bench_load_average',
        value: round2(Math.max(loadAtStart, loadavg()[0]!)),
        unit: 'runnable tasks, 1-min load at start or end (the higher)',
      },
    ];
  } finally {
    await browser?.close();
    await vite?.close();
  }
}
