// The combat scene running the synthetic fight through the real runtime (loop, queue, bridge) and
// canvas mount, for the benchmark and the canvas Playwright spec. Query: timeScale, area, enemy, boss,
// seed, gear, overlays=graph,hitboxes, paused=1, manual=1 (do not start the loop).
import { GameRuntime } from '@/runtime/game-runtime';
import { mountCanvas } from '@/runtime/canvas-mount';
import { combatFxBundle } from '@/scenes/art/textures';
import { CombatScene } from '@/scenes/combat/combat-scene';
import type { CombatSceneEvent } from '@/scenes/combat/combat-model';
import { countRenderables, coveredScreens } from '@/scenes/inspect';
import { FrameTimeGraph } from '@/scenes/sandbox/frame-graph';
import { HitboxOverlay } from '@/scenes/sandbox/hitboxes';
import {
  SYNTHETIC_TICK_MS,
  catchUpSyntheticCombat,
  createSyntheticWorld,
  fixtureFromQuery,
  stepSyntheticCombat,
  syntheticCombatAdapter,
  type SyntheticCommand,
  type SyntheticReply,
  type SyntheticWorld,
} from '@/scenes/sandbox/synthetic-combat';
import { LongFrameCounter, readRing } from './frame-probes';
import type { CombatHarness } from './harness-types';

const params = new URLSearchParams(location.search);
const world = createSyntheticWorld(fixtureFromQuery(params));
const runtime = new GameRuntime<SyntheticWorld, SyntheticCommand, CombatSceneEvent, SyntheticReply, { enemyHp: number }>({
  world,
  simulation: {
    tickMs: SYNTHETIC_TICK_MS,
    step: (state, commands) => stepSyntheticCombat(state, commands),
    catchUp: (state, elapsedMs) => catchUpSyntheticCombat(state, elapsedMs),
  },
  snapshot: (state) => ({ enemyHp: state.view.enemy?.hp ?? 0 }),
  isImportantEvent: (event) => event.type === 'enemyKilled' || event.type === 'playerDied',
  timeScale: Number(params.get('timeScale') ?? 1) || 1,
  visibility: null,
  frameLogCapacity: 8192,
  onError: (error) => {
    harness.error = String(error);
    console.error(error);
  },
});

const actions: string[] = [];
const replies: string[] = [];
const record = (label: string, command: SyntheticCommand): void => {
  actions.push(label);
  void runtime.enqueue(command).then((reply) => replies.push(reply.ok ? `${label}: ok` : `${label}: ${reply.message}`));
};
const scene = new CombatScene<SyntheticWorld, CombatSceneEvent>({
  adapter: syntheticCombatAdapter,
  actions: {
    targetEnemy: (enemyId) => record(`target ${enemyId}`, { type: 'target', enemyId }),
    usePotion: () => record('potion', { type: 'usePotion' }),
  },
});

const overlays = new Set((params.get('overlays') ?? '').split(',').filter(Boolean));
const graph = overlays.has('graph') ? new FrameTimeGraph(runtime.frameTimes) : null;
const hitboxes = overlays.has('hitboxes') ? new HitboxOverlay(scene.root) : null;
if (graph) {
  graph.root.position.set(8, 8);
  scene.overlay.addChild(graph.root);
}
if (hitboxes) scene.overlay.addChild(hitboxes.root);

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

const mount = mountCanvas<SyntheticWorld, CombatSceneEvent>({
  container: document.getElementById('stage')!,
  runtime,
  bundles: [combatFxBundle],
  setup: ({ scenes }) => {
    scenes.register(scene);
    void scenes.show(scene.id, { seed: world.fixture.seed }).then(() => {
      if (params.get('paused') === '1') runtime.pause();
      if (params.get('manual') !== '1') runtime.start();
      harness.ready = true;
    });
  },
  afterScenes: (frame) => {
    graph?.update(frame.frameMs);
    hitboxes?.update();
  },
});
mount.ready.catch((error: unknown) => {
  harness.error = `The canvas could not start: ${String(error)}`;
});
import.meta.hot?.dispose(() => {
  runtime.dispose();
  mount.dispose();
});
