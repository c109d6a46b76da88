import { combatFxBundle } from '@/scenes/art/textures';
import { CombatScene } from '@/scenes/combat/combat-scene';
import type { CombatSceneEvent } from '@/scenes/combat/combat-model';
import type { PixiHostOptions } from '@/scenes/pixi-app';
import { FrameTimeGraph } from '@/scenes/sandbox/frame-graph';
import { HitboxOverlay } from '@/scenes/sandbox/hitboxes';
import {
  DEFAULT_FIXTURE,
  SYNTHETIC_TICK_MS,
  catchUpSyntheticCombat,
  createSyntheticWorld,
  stepSyntheticCombat,
  syntheticCombatAdapter,
  type SandboxFixture,
  type SyntheticCommand,
  type SyntheticReply,
  type SyntheticWorld,
} from '@/scenes/sandbox/synthetic-combat';
import { mountCanvas, type CanvasMount } from './canvas-mount';
import { GameRuntime } from './game-runtime';

/** What the sandbox page shows next to the canvas. */
export interface SandboxSnapshot {
  enemy: string | null;
  enemyHp: number;
  hunterHp: number;
  potions: number | null;
}

export interface CombatSandboxOptions {
  container: HTMLElement;
  fixture?: SandboxFixture;
  timeScale?: number;
  /** Start paused (step with `runtime.stepOnce()`). */
  paused?: boolean;
  /** Do not start the loop at all (benchmarks start it themselves). */
  manual?: boolean;
  /** Canvas taps turned into commands, and the replies they got. */
  onAction?: (label: string) => void;
  onReply?: (label: string, reply: SyntheticReply) => void;
  onError?: (error: unknown) => void;
  frameLogCapacity?: number;
  host?: PixiHostOptions;
}

export interface CombatSandbox {
  readonly runtime: GameRuntime<SyntheticWorld, SyntheticCommand, CombatSceneEvent, SyntheticReply, SandboxSnapshot>;
  readonly scene: CombatScene<SyntheticWorld, CombatSceneEvent>;
  readonly mount: CanvasMount<SyntheticWorld, CombatSceneEvent>;
  /** Resolves true once the scene is showing (false if disposed first). */
  readonly ready: Promise<boolean>;
  /** Restarts the fight with new fixed data (area, enemy, boss, gear, seed). */
  setFixture(fixture: SandboxFixture): void;
  setHitboxes(visible: boolean): void;
  setFrameGraph(visible: boolean): void;
  dispose(): void;
}

/**
 * The designers' sandbox for the combat scene: the real runtime and canvas driving the scene with the
 * synthetic fight and fixed data, plus the hitbox and frame-time overlays. The `/game/templates` page
 * (HUD) wraps this with its controls: play and pause (`runtime.pause/resume`), one tick
 * (`runtime.stepOnce`), time scale (`runtime.setTimeScale`), the fixture, the overlay toggles.
 */
export function createCombatSandbox(options: CombatSandboxOptions): CombatSandbox {
  const world = createSyntheticWorld(options.fixture ?? DEFAULT_FIXTURE);
  const runtime = new GameRuntime<SyntheticWorld, SyntheticCommand, CombatSceneEvent, SyntheticReply, SandboxSnapshot>({
    world,
    simulation: {
      tickMs: SYNTHETIC_TICK_MS,
      step: (state, commands) => stepSyntheticCombat(state, commands),
      catchUp: (state, elapsedMs) => catchUpSyntheticCombat(state, elapsedMs),
    },
    snapshot: (state) => ({
      enemy: state.view.enemy?.name ?? null,
      enemyHp: state.view.enemy?.hp ?? 0,
      hunterHp: state.view.hunter.hp,
      potions: state.view.potions,
    }),
    isImportantEvent: (event) => event.type === 'enemyKilled' || event.type === 'playerDied' || event.type === 'respawned',
    timeScale: options.timeScale,
    // Designers tab away to their editor: a hidden sandbox pauses rather than fast-forwarding.
    hiddenTime: 'discard',
    frameLogCapacity: options.frameLogCapacity,
    onError: options.onError,
  });

  const act = (label: string, command: SyntheticCommand): void => {
    options.onAction?.(label);
    void runtime.enqueue(command).then(
      (reply) => options.onReply?.(label, reply),
      () => undefined,
    );
  };
  const scene = new CombatScene<SyntheticWorld, CombatSceneEvent>({
    adapter: syntheticCombatAdapter,
    actions: {
      targetEnemy: (enemyId) => act(`target ${enemyId}`, { type: 'target', enemyId }),
      usePotion: () => act('potion', { type: 'usePotion' }),
    },
  });
  const graph = new FrameTimeGraph(runtime.frameTimes);
  graph.root.position.set(8, 8);
  graph.root.visible = false;
  const hitboxes = new HitboxOverlay(scene.root);
  hitboxes.root.visible = false;
  scene.overlay.addChild(hitboxes.root, graph.root);

  let resolveReady: (shown: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => (resolveReady = resolve));
  const mount = mountCanvas<SyntheticWorld, CombatSceneEvent>({
    container: options.container,
    runtime,
    bundles: [combatFxBundle],
    host: options.host,
    setup: ({ scenes }) => {
      scenes.register(scene);
      scenes.show(scene.id, { seed: world.fixture.seed }).then(
        () => {
          if (options.paused) runtime.pause();
          if (!options.manual) runtime.start();
          resolveReady(true);
        },
        (error: unknown) => {
          options.onError?.(error);
          resolveReady(false);
        },
      );
    },
    afterScenes: (frame) => {
      if (graph.root.visible) graph.update(frame.frameMs);
      if (hitboxes.root.visible) hitboxes.update();
    },
  });
  mount.ready.then(
    (session) => {
      if (!session) resolveReady(false);
    },
    (error: unknown) => {
      options.onError?.(error);
      resolveReady(false);
    },
  );

  return {
    runtime,
    scene,
    mount,
    ready,
    setFixture(fixture) {
      runtime.replaceWorld(createSyntheticWorld(fixture));
    },
    setHitboxes(visible) {
      hitboxes.root.visible = visible;
    },
    setFrameGraph(visible) {
      graph.root.visible = visible;
    },
    dispose() {
      runtime.dispose();
      mount.dispose();
    },
  };
}
