// The mining scene drawn from the real core: a sandbox world mining a node, stepped by the real runtime
// on the game's canvas, for screenshots and the canvas benchmark. Query: node, depletion (0..1), gear,
// seed, timeScale; ahead=<ms> steps the world before showing it until the harvest under way ends within
// that many simulated ms (rare=1: a harvest paying a rare-or-better drop); skip=<ms> steps that much
// simulated time first (to just before a depleted node returns); manual=1 leaves the loop stopped;
// adaptive=0 pins the resolution.
// view=nodes draws the nine node shapes side by side instead (stage=0..3 cracks, rubble=1).
import { Container, Text } from 'pixi.js';
import { MINING_NODES_BY_ID } from '@/core/content-index';
import { createSandboxSimulation, createSandboxWorld, sandboxSettingsFromQuery } from '@/runtime/core-sandbox';
import { dropRarity } from '@/runtime/core-mining-adapter';
import { createGameCanvas } from '@/runtime/game-canvas';
import { GameRuntime } from '@/runtime/game-runtime';
import { isImportantHudEvent, selectHudSnapshot } from '@/runtime/hud-snapshot';
import { countRenderables, coveredScreens } from '@/scenes/inspect';
import { PixiHost } from '@/scenes/pixi-app';
import { MINING_NODE_CATEGORIES, dropGlints } from '@/scenes/mining/mining-model';
import { buildNode, drawCracks } from '@/scenes/mining/node-art';
import { LongFrameCounter, readRing } from './frame-probes';
import type { MiningHarness } from './harness-types';

const params = new URLSearchParams(location.search);
const stage = document.getElementById('stage')!;

if (params.get('view') === 'nodes') showNodes();
else showScene();

function showScene(): void {
  const settings = sandboxSettingsFromQuery(params, {
    ...sandboxSettingsFromQuery(new URLSearchParams()),
    trainingSkill: null,
    miningNodeId: 'violet_iron_seam',
  });
  const world = createSandboxWorld(settings);
  const simulation = createSandboxSimulation(() => settings);
  const context = { wallTimeMs: 0, tick: 0, timeScale: 1 };
  const skipUntil = world.sim.nowMs + Number(params.get('skip') ?? 0);
  while (world.sim.nowMs < skipUntil) simulation.step(world, [], context);
  const ahead = Number(params.get('ahead') ?? NaN);
  if (Number.isFinite(ahead)) {
    const node = MINING_NODES_BY_ID[settings.miningNodeId ?? ''];
    const wanted = (): boolean => {
      const harvest = world.mining.currentActivity;
      if (!harvest || harvest.endTime - world.sim.nowMs > ahead) return false;
      if (params.get('rare') !== '1') return true;
      return harvest.expectedLoot.some((loot) => dropGlints(dropRarity(node, loot.itemId)));
    };
    for (let tick = 0; tick < 500_000 && !wanted(); tick += 1) simulation.step(world, [], context);
  }

  const runtime = new GameRuntime({
    world,
    simulation,
    snapshot: selectHudSnapshot,
    isImportantEvent: isImportantHudEvent,
    timeScale: Number(params.get('timeScale') ?? 1) || 1,
    visibility: null,
    frameLogCapacity: 8192,
    onError: (error) => fail(error),
  });
  const canvas = createGameCanvas({
    container: stage,
    // adaptive=0 pins the resolution, so the frame ratio compares the scene and the baseline pixel for pixel.
    host: { adaptiveResolution: params.get('adaptive') !== '0' },
    onError: (error) => fail(error),
  });
  const longFrames = new LongFrameCounter();
  let samplingFrom = 0;
  const harness: MiningHarness = {
    ready: false,
    error: null,
    spriteCount: () => countRenderables(canvas.mining.root),
    coverage: () => coveredScreens(canvas.mining.root, innerWidth, innerHeight),
    resolution: () => canvas.inspect().resolution,
    start: () => runtime.start(),
    stop: () => runtime.stop(),
    beginSampling: () => void (samplingFrom = runtime.stats.frames),
    endSampling: () => readRing(runtime.frameTimes, samplingFrom, runtime.stats.frames),
    beginLongFrames: () => longFrames.begin(),
    endLongFrames: () => longFrames.end(),
    inspect: () => canvas.mining.inspect(),
    setTimeScale: (scale) => runtime.setTimeScale(scale),
    pause: () => runtime.pause(),
    resume: () => runtime.resume(),
    stepOnce: () => runtime.stepOnce(),
    harvestLeftMs: () => {
      const harvest = runtime.world.mining.currentActivity;
      return harvest ? harvest.endTime - runtime.world.sim.nowMs : null;
    },
    harvests: () => runtime.world.mining.nodeProgress[settings.miningNodeId ?? '']?.totalHarvests ?? 0,
  };
  window.__mining = harness;
  function fail(error: unknown): void {
    harness.error = String(error);
    console.error(error);
  }
  canvas.ready.then(
    async (ok) => {
      if (!ok) return;
      await canvas.show(runtime, { scene: 'mining', nodeId: settings.miningNodeId ?? undefined, seed: settings.seed });
      if (params.get('manual') !== '1') runtime.start();
      else runtime.stepOnce();
      harness.ready = true;
    },
    (error: unknown) => fail(error),
  );
  import.meta.hot?.dispose(() => {
    runtime.dispose();
    canvas.dispose();
  });
}

/** The nine node shapes in a grid, for art review: cracks at `stage`, or the rubble they leave. */
function showNodes(): void {
  const host = new PixiHost();
  const crackStage = Number(params.get('stage') ?? 0);
  const rubble = params.get('rubble') === '1';
  void host.mount(stage).then((app) => {
    if (!app) return;
    const root = new Container();
    app.stage.addChild(root);
    const columns = 3;
    const cellWidth = host.width / columns;
    const cellHeight = host.height / 3;
    const scale = Math.min(cellWidth / 130, cellHeight / 140);
    MINING_NODE_CATEGORIES.forEach((category, index) => {
      const node = buildNode(category);
      drawCracks(node, crackStage);
      node.body.visible = !rubble;
      node.rubble.visible = rubble;
      const x = (index % columns) * cellWidth + cellWidth / 2;
      const y = Math.floor(index / columns) * cellHeight + cellHeight * 0.85;
      node.root.position.set(x, y);
      node.root.scale.set(scale);
      const label = new Text({ text: category, style: { fontFamily: 'Georgia, serif', fontSize: 13, fill: 0xd9d2bf } });
      label.anchor.set(0.5, 0);
      label.position.set(x, y + 6);
      root.addChild(node.root, label);
    });
    // The host renders only when asked (the game's loop drives it): one frame is enough here.
    app.render();
    window.__mining = { ready: true } as MiningHarness;
  });
}
