// The combat scene drawn from the real core: a sandbox world (by default the late-game hunter in the
// Abyssal Crown) stepped by the real runtime (loop, queue, bridge) on the game's canvas, for the
// benchmark and the canvas Playwright spec. Query: timeScale, area, enemy, boss=true, gear
// (starter|banded|legendary), seed, skill, overlays=graph,hitboxes, paused=1 (first enemy already
// out), manual=1, adaptive=0 (fixed resolution), scene=rift (the rift scene: the same fight with its portal
// and waves).
import { step } from '@/core/step';
import {
  DEFAULT_SANDBOX_SETTINGS,
  createSandboxSimulation,
  createSandboxWorld,
  sandboxSettingsFromQuery,
} from '@/runtime/core-sandbox';
import { createGameCanvas } from '@/runtime/game-canvas';
import { GameRuntime } from '@/runtime/game-runtime';
import { isImportantHudEvent, selectHudSnapshot } from '@/runtime/hud-snapshot';
import { countRenderables, coveredScreens } from '@/scenes/inspect';
import { LongFrameCounter, readRing } from './frame-probes';
import type { CombatHarness } from './harness-types';

const params = new URLSearchParams(location.search);
const settings = sandboxSettingsFromQuery(params, {
  ...DEFAULT_SANDBOX_SETTINGS,
  areaId: 'abyssal_crown_rift',
  gear: 'legendary',
  trainingSkill: 'witchcraft',
});
const world = createSandboxWorld(settings);
const paused = params.get('paused') === '1';
const sceneId = params.get('scene') === 'rift' ? 'rift' : 'combat';
// Paused pages start with the first enemy already out, so there is something to tap.
if (paused) for (let tick = 0; tick < 100 && world.combat.enemy === null; tick += 1) step(world, []);

const actions: string[] = [];
const replies: string[] = [];
const runtime = new GameRuntime({
  world,
  simulation: createSandboxSimulation(() => settings),
  snapshot: selectHudSnapshot,
  isImportantEvent: isImportantHudEvent,
  timeScale: Number(params.get('timeScale') ?? 1) || 1,
  visibility: null,
  frameLogCapacity: 8192,
  onError: (error) => fail(error),
});
const canvas = createGameCanvas({
  container: document.getElementById('stage')!,
  // adaptive=0 pins the resolution, so the frame ratio compares the scene and the baseline pixel for pixel.
  host: { adaptiveResolution: params.get('adaptive') !== '0' },
  onAction: (action) => {
    if (action.type === 'targetEnemy') actions.push(`target ${action.enemyId}`);
    else if (action.type === 'potionTapped') actions.push('potion');
    else replies.push(action.reply.ok ? 'potion: ok' : `potion: ${action.reply.message}`);
  },
  onError: (error) => fail(error),
});
const overlays = new Set((params.get('overlays') ?? '').split(','));
canvas.setOverlays({ hitboxes: overlays.has('hitboxes'), frameGraph: overlays.has('graph') });

function fail(error: unknown): void {
  harness.error = String(error);
  console.error(error);
}

const sceneRoot = () => (sceneId === 'rift' ? canvas.rift.root : canvas.combat.root);
const longFrames = new LongFrameCounter();
let samplingFrom = 0;
const harness: CombatHarness = {
  ready: false,
  error: null,
  actions,
  replies,
  spriteCount: () => countRenderables(sceneRoot()),
  coverage: () => coveredScreens(sceneRoot(), innerWidth, innerHeight),
  resolution: () => canvas.inspect().resolution,
  start: () => runtime.start(),
  stop: () => runtime.stop(),
  beginSampling: () => void (samplingFrom = runtime.stats.frames),
  endSampling: () => readRing(runtime.frameTimes, samplingFrom, runtime.stats.frames),
  beginLongFrames: () => longFrames.begin(),
  endLongFrames: () => longFrames.end(),
  inspect: () => canvas.inspect().combat,
  setTimeScale: (scale) => runtime.setTimeScale(scale),
  pause: () => runtime.pause(),
  resume: () => runtime.resume(),
  stepOnce: () => runtime.stepOnce(),
  ticks: () => runtime.stats.ticks,
};
window.__combat = harness;

canvas.ready.then(
  async (ok) => {
    if (!ok) return;
    await canvas.show(runtime, { scene: sceneId, seed: settings.seed });
    if (paused) runtime.pause();
    if (params.get('manual') !== '1') runtime.start();
    // Paused pages step through the enemy's entrance (the scene animates on the runtime's ticks), and
    // manual ones draw a first frame, so the scene is on screen.
    if (paused) for (let tick = 0; tick < 8; tick += 1) runtime.stepOnce();
    else if (params.get('manual') === '1') runtime.stepOnce();
    harness.ready = true;
  },
  (error: unknown) => fail(error),
);
import.meta.hot?.dispose(() => {
  runtime.dispose();
  canvas.dispose();
});
