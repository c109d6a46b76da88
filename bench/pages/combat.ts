// The combat scene running the synthetic fight through the real runtime (loop, queue, bridge) and
// canvas mount, via the designers' sandbox, for the benchmark and the canvas Playwright spec.
// Query: timeScale, area, enemy, boss, seed, gear, overlays=graph,hitboxes, paused=1, manual=1.
import { createCombatSandbox } from '@/runtime/combat-sandbox';
import { countRenderables, coveredScreens } from '@/scenes/inspect';
import { fixtureFromQuery } from '@/scenes/sandbox/synthetic-combat';
import { LongFrameCounter, readRing } from './frame-probes';
import type { CombatHarness } from './harness-types';

const params = new URLSearchParams(location.search);
const actions: string[] = [];
const replies: string[] = [];
const sandbox = createCombatSandbox({
  container: document.getElementById('stage')!,
  fixture: fixtureFromQuery(params),
  timeScale: Number(params.get('timeScale') ?? 1) || 1,
  paused: params.get('paused') === '1',
  manual: params.get('manual') === '1',
  frameLogCapacity: 8192,
  onAction: (label) => actions.push(label),
  onReply: (label, reply) => replies.push(reply.ok ? `${label}: ok` : `${label}: ${reply.message}`),
  onError: (error) => {
    harness.error = String(error);
    console.error(error);
  },
});
const { runtime, scene } = sandbox;
const overlays = new Set((params.get('overlays') ?? '').split(','));
sandbox.setFrameGraph(overlays.has('graph'));
sandbox.setHitboxes(overlays.has('hitboxes'));

const longFrames = new LongFrameCounter();
let samplingFrom = 0;
const harness: CombatHarness = {
  ready: false,
  error: null,
  actions,
  replies,
  spriteCount: () => countRenderables(scene.root),
  coverage: () => coveredScreens(scene.root, innerWidth, innerHeight),
  start: () => runtime.start(),
  stop: () => runtime.stop(),
  beginSampling: () => void (samplingFrom = runtime.stats.frames),
  endSampling: () => readRing(runtime.frameTimes, samplingFrom, runtime.stats.frames),
  beginLongFrames: () => longFrames.begin(),
  endLongFrames: () => longFrames.end(),
  inspect: () => scene.inspect(),
  setTimeScale: (scale) => runtime.setTimeScale(scale),
  pause: () => runtime.pause(),
  resume: () => runtime.resume(),
  stepOnce: () => runtime.stepOnce(),
  ticks: () => runtime.stats.ticks,
};
window.__combat = harness;
void sandbox.ready.then((shown) => {
  harness.ready = shown;
  if (!shown && !harness.error) harness.error = 'The combat scene did not start.';
});
import.meta.hot?.dispose(() => sandbox.dispose());
