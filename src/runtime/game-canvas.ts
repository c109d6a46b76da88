import { Container } from 'pixi.js';
import type { Command, CommandReply } from '@/core/commands';
import type { GameEvent } from '@/core/events';
import type { ReadonlyWorld } from '@/core/readonly';
import { POTION_MESSAGES } from '@/core/systems/potions';
import { combatFxBundle } from '@/scenes/art/textures';
import { CombatScene, type CombatSceneInspection } from '@/scenes/combat/combat-scene';
import type { CombatSceneActions } from '@/scenes/combat/combat-model';
import { MiningScene, type MiningSceneInspection } from '@/scenes/mining/mining-scene';
import { miningFxBundle } from '@/scenes/mining/mining-textures';
import type { PixiHostOptions } from '@/scenes/pixi-app';
import { RiftScene, type RiftSceneInspection } from '@/scenes/rift/rift-scene';
import { riftFxBundle } from '@/scenes/rift/rift-textures';
import { FrameTimeGraph } from '@/scenes/sandbox/frame-graph';
import { HitboxOverlay } from '@/scenes/sandbox/hitboxes';
import type { SceneManager } from '@/scenes/scene-manager';
import { TrainingScene, type TrainingSceneInspection } from '@/scenes/training/training-scene';
import { trainingFxBundle } from '@/scenes/training/training-textures';
import { mountCanvas, type CanvasMount } from './canvas-mount';
import { createCoreCombatAdapter, type CoreCombatAdapter } from './core-combat-adapter';
import { createCoreMiningAdapter } from './core-mining-adapter';
import { createCoreRiftAdapter } from './core-rift-adapter';
import { createCoreTrainingAdapter } from './core-training-adapter';
import type { FrameTimeLog } from './frame-time-log';
import {
  createTrialCombatAdapter,
  createTrialRiftAdapter,
  isTrialSceneEvent,
  type TrialCanvasEvent,
  type TrialSceneFeed,
} from './rank-trials/trial-scene';
import type { WorldView } from './simulation-port';
import {
  createDuelCombatAdapter,
  isDuelSceneEvent,
  type DuelCanvasEvent,
  type DuelSceneFeed,
} from './arena/duel-scene';

/** A runtime whose world the canvas can draw: the player's game, or the sandbox's own. GameRuntime fits. */
export interface CanvasDriver {
  readonly world: ReadonlyWorld;
  readonly frameTimes: FrameTimeLog;
  setView(view: WorldView<ReadonlyWorld, GameEvent> | null): void;
  send(command: Command, onReply?: (reply: CommandReply) => void): void;
}

/**
 * The scenes the game's canvas shows, with their data. Mining without a node shows the node under way; the rift
 * scene is the combat scene with a rift or raid run's portal and waves.
 */
export type GameSceneRequest =
  | { scene: 'combat'; seed?: number }
  | { scene: 'rift'; seed?: number }
  /** A rank trial on the rift scene, read from its feed (the trial controller), not from the world. */
  | { scene: 'trial'; feed: TrialSceneFeed; seed?: number }
  /** An arena duel's replay on the combat scene, read from its feed (the arena controller's player). */
  | { scene: 'duel'; feed: DuelSceneFeed; seed?: number }
  | { scene: 'training'; skill: string; seed?: number }
  | { scene: 'mining'; nodeId?: string; seed?: number };

/** What a tap on the canvas did, for the HUD (a refusal becomes a toast). */
export type CanvasAction =
  | { type: 'targetEnemy'; enemyId: string }
  /** The flask was tapped; the core's answer follows as `usePotion` at the next tick. */
  | { type: 'potionTapped'; slot: 'potion_1' | 'potion_2' | null }
  | { type: 'usePotion'; slot: 'potion_1' | 'potion_2' | null; reply: CommandReply };

export interface CanvasOverlays {
  hitboxes: boolean;
  frameGraph: boolean;
}

export interface GameCanvasInspection {
  scene: string | null;
  width: number;
  height: number;
  /** Device pixels per CSS pixel drawn now (lowered while frames run long). */
  resolution: number;
  /** The fight drawn now: the rift scene's while it shows, else the combat scene's. */
  combat: CombatSceneInspection;
  rift: RiftSceneInspection;
  training: TrainingSceneInspection;
  mining: MiningSceneInspection;
}

export interface GameCanvasOptions {
  /** The element the Pixi canvas lives in; the HUD moves it into whichever page shows a scene. */
  container: HTMLElement;
  onAction?: (action: CanvasAction) => void;
  onError?: (error: unknown) => void;
  host?: PixiHostOptions;
}

export interface GameCanvas {
  /** True once the canvas exists (false if disposed first); rejects without WebGL. */
  readonly ready: Promise<boolean>;
  readonly combat: CombatScene<ReadonlyWorld, GameEvent>;
  readonly rift: RiftScene<ReadonlyWorld, GameEvent>;
  readonly trial: RiftScene<ReadonlyWorld, TrialCanvasEvent>;
  readonly duel: CombatScene<ReadonlyWorld, DuelCanvasEvent>;
  readonly training: TrainingScene<ReadonlyWorld, GameEvent>;
  readonly mining: MiningScene<ReadonlyWorld, GameEvent>;
  /** Draws `request`'s scene from `driver`'s world, the canvas rendering on `driver`'s frames. The latest call wins. */
  show(driver: CanvasDriver, request: GameSceneRequest): Promise<void>;
  /** No scene: the canvas stops rendering (the runtime keeps stepping the world). */
  hide(): void;
  setOverlays(overlays: CanvasOverlays): void;
  inspect(): GameCanvasInspection;
  dispose(): void;
}

const sameRequest = (a: GameSceneRequest | null, b: GameSceneRequest): boolean =>
  a !== null &&
  a.scene === b.scene &&
  a.seed === b.seed &&
  (a.scene !== 'training' || (b.scene === 'training' && a.skill === b.skill)) &&
  (a.scene !== 'trial' || (b.scene === 'trial' && a.feed === b.feed)) &&
  (a.scene !== 'duel' || (b.scene === 'duel' && a.feed === b.feed)) &&
  (a.scene !== 'mining' || (b.scene === 'mining' && a.nodeId === b.nodeId));

/** The data a request's scene is shown with. */
function sceneData(request: GameSceneRequest): object {
  if (request.scene === 'training') return { skill: request.skill, seed: request.seed };
  if (request.scene === 'mining') return { nodeId: request.nodeId, seed: request.seed };
  return { seed: request.seed };
}

/**
 * The game's one Pixi canvas and its scenes (combat, rift run, training vignette, mining node), plus the sandbox
 * overlays. It renders on the frames of whichever runtime it is showing (`show`), so a page's scene and the
 * designers' sandbox share the one WebGL context; hidden, it draws nothing.
 */
export function createGameCanvas(options: GameCanvasOptions): GameCanvas {
  let driver: CanvasDriver | null = null;
  let view: WorldView<ReadonlyWorld, GameEvent> | null = null;
  let scenes: SceneManager<ReadonlyWorld, GameEvent> | null = null;
  let shown: GameSceneRequest | null = null;
  let wanted: { driver: CanvasDriver; request: GameSceneRequest } | null = null;
  let overlays: CanvasOverlays = { hitboxes: false, frameGraph: false };
  const overlayRoot = new Container({ label: 'sandbox-overlays' });
  let graph: FrameTimeGraph | null = null;
  let hitboxes: HitboxOverlay | null = null;
  let size = { width: 0, height: 0 };
  let readResolution = (): number => 1;

  const act = (action: CanvasAction): void => options.onAction?.(action);
  /** Taps on a fight's canvas (combat or rift): target the enemy, drink from the flask `adapter` read. */
  const fightActions = (adapter: CoreCombatAdapter): CombatSceneActions => ({
    targetEnemy: (enemyId) => act({ type: 'targetEnemy', enemyId }),
    usePotion: () => {
      const slot = adapter.flaskSlot();
      act({ type: 'potionTapped', slot });
      if (!driver || !slot) {
        act({ type: 'usePotion', slot, reply: { ok: false, message: POTION_MESSAGES.empty } });
        return;
      }
      driver.send({ type: 'usePotion', slot }, (reply) => act({ type: 'usePotion', slot, reply }));
    },
  });
  // One combat adapter per scene: each remembers the enemy on its own field.
  const combatAdapter = createCoreCombatAdapter();
  const combat = new CombatScene<ReadonlyWorld, GameEvent>({
    adapter: combatAdapter,
    actions: fightActions(combatAdapter),
  });
  const riftCombatAdapter = createCoreCombatAdapter();
  const rift = new RiftScene<ReadonlyWorld, GameEvent>({
    adapter: riftCombatAdapter,
    rift: createCoreRiftAdapter(),
    actions: fightActions(riftCombatAdapter),
  });
  // The trial's scene reads the feed of the request showing it; taps on its flask drink the Guild's draughts.
  let trialFeed: TrialSceneFeed | null = null;
  let stopTrialFeed: (() => void) | null = null;
  const trial = new RiftScene<ReadonlyWorld, TrialCanvasEvent>({
    id: 'trial',
    adapter: createTrialCombatAdapter(() => trialFeed),
    rift: createTrialRiftAdapter(() => trialFeed),
    actions: {
      targetEnemy: (enemyId) => act({ type: 'targetEnemy', enemyId }),
      usePotion: () => trialFeed?.drinkDraught(),
    },
  });
  /** Follows `feed`'s trial on the trial scene (null: none); the trial's events reach it only while it shows. */
  const followTrial = (feed: TrialSceneFeed | null): void => {
    if (feed === trialFeed) return;
    stopTrialFeed?.();
    stopTrialFeed = null;
    trialFeed = feed;
    if (feed)
      stopTrialFeed = feed.onTrialEvents((events) => {
        if (scenes?.activeId === trial.id) trial.handleEvents(events.filter(isTrialSceneEvent));
      });
  };
  // An arena duel: the combat scene drawing the replay of the request showing it (nothing on it is tapped).
  let duelFeed: DuelSceneFeed | null = null;
  let stopDuelFeed: (() => void) | null = null;
  const duel = new CombatScene<ReadonlyWorld, DuelCanvasEvent>({
    id: 'duel',
    adapter: createDuelCombatAdapter(() => duelFeed),
    actions: { targetEnemy: () => undefined, usePotion: () => undefined },
  });
  /** Follows `feed`'s duel on the duel scene (null: none); its events reach the scene only while it shows. */
  const followDuel = (feed: DuelSceneFeed | null): void => {
    if (feed === duelFeed) return;
    stopDuelFeed?.();
    stopDuelFeed = null;
    duelFeed = feed;
    if (feed)
      stopDuelFeed = feed.onDuelEvents((events) => {
        if (scenes?.activeId === duel.id) duel.handleEvents(events.filter(isDuelSceneEvent));
      });
  };
  const training = new TrainingScene<ReadonlyWorld, GameEvent>({ adapter: createCoreTrainingAdapter() });
  const mining = new MiningScene<ReadonlyWorld, GameEvent>({ adapter: createCoreMiningAdapter() });
  const sceneRoot = (request: GameSceneRequest): Container => {
    if (request.scene === 'combat') return combat.root;
    if (request.scene === 'rift') return rift.root;
    if (request.scene === 'trial') return trial.root;
    if (request.scene === 'duel') return duel.root;
    return request.scene === 'training' ? training.root : mining.root;
  };

  /** Puts `next` in charge of the canvas's frames; the previous runtime stops drawing it. */
  const bind = (next: CanvasDriver | null): void => {
    if (next === driver) return;
    driver?.setView(null);
    driver = next;
    if (driver && view) driver.setView(view);
    if (driver) graph?.setSamples(driver.frameTimes);
  };

  const apply = async (): Promise<void> => {
    const target = wanted;
    if (!scenes || !target) return;
    bind(target.driver);
    followTrial(target.request.scene === 'trial' ? target.request.feed : null);
    followDuel(target.request.scene === 'duel' ? target.request.feed : null);
    if (!sameRequest(shown, target.request)) {
      const { request } = target;
      await scenes.show(request.scene, sceneData(request));
      if (wanted !== target) return;
      shown = request;
      hitboxes?.setScanned(sceneRoot(request));
    }
    scenes.resync(target.driver.world);
  };

  const mount: CanvasMount<ReadonlyWorld, GameEvent> = mountCanvas<ReadonlyWorld, GameEvent>({
    container: options.container,
    host: options.host,
    bundles: [combatFxBundle, riftFxBundle, trainingFxBundle, miningFxBundle],
    runtime: {
      setView(next) {
        view = next;
        if (driver) driver.setView(next);
      },
    },
    setup: (session) => {
      scenes = session.scenes;
      session.scenes.register(combat);
      session.scenes.register(rift);
      session.scenes.register(trial);
      session.scenes.register(duel);
      session.scenes.register(training);
      session.scenes.register(mining);
      graph = new FrameTimeGraph(
        driver?.frameTimes ?? {
          intervals: new Float32Array(1),
          work: new Float32Array(1),
          capacity: 1,
          count: 0,
          oldest: 0,
        },
      );
      hitboxes = new HitboxOverlay(combat.root);
      overlayRoot.addChild(hitboxes.root, graph.root);
      session.host.stage.addChild(overlayRoot);
      readResolution = () => session.host.resolution;
      graph.showResolution(readResolution);
      const resized = (width: number, height: number): void => {
        size = { width, height };
        // Narrow canvases centre the enemy's name and bar at the top: the graph goes below them.
        graph?.root.position.set(8, width < 640 ? Math.round(height * 0.05) + 52 : 8);
      };
      resized(session.host.width, session.host.height);
      session.host.onResize(resized);
      setOverlays(overlays);
    },
    afterScenes: (frame) => {
      if (!overlayRoot.visible) return;
      const stage = overlayRoot.parent;
      // Scenes are added to the stage as they show: keep the overlays on top.
      if (stage && stage.children[stage.children.length - 1] !== overlayRoot) stage.addChild(overlayRoot);
      if (graph?.root.visible) graph.update(frame.frameMs);
      if (hitboxes?.root.visible) hitboxes.update();
    },
  });

  const ready = mount.ready.then(
    (session) => {
      if (!session) return false;
      void apply().catch((error: unknown) => options.onError?.(error));
      return true;
    },
    (error: unknown) => {
      options.onError?.(error);
      throw error;
    },
  );

  function setOverlays(next: CanvasOverlays): void {
    overlays = next;
    if (graph) graph.root.visible = next.frameGraph;
    if (hitboxes) hitboxes.root.visible = next.hitboxes;
    overlayRoot.visible = next.frameGraph || next.hitboxes;
  }

  return {
    ready,
    combat,
    rift,
    trial,
    duel,
    training,
    mining,
    async show(next, request) {
      wanted = { driver: next, request };
      await apply();
    },
    hide() {
      wanted = null;
      shown = null;
      scenes?.hide();
      followTrial(null);
      followDuel(null);
      bind(null);
    },
    setOverlays,
    inspect() {
      return {
        scene: scenes?.activeId ?? null,
        width: size.width,
        height: size.height,
        resolution: readResolution(),
        // The fight on the canvas: the rift scene draws one too.
        combat:
          (scenes?.activeId === duel.id
            ? duel.inspect()
            : (scenes?.activeId === rift.id ? rift : scenes?.activeId === trial.id ? trial : null)?.combat.inspect()) ??
          combat.inspect(),
        rift: (scenes?.activeId === trial.id ? trial : rift).inspect(),
        training: training.inspect(),
        mining: mining.inspect(),
      };
    },
    dispose() {
      wanted = null;
      followTrial(null);
      followDuel(null);
      bind(null);
      mount.dispose();
    },
  };
}

export type CanvasFactory = typeof createGameCanvas;
type CodeUpdateListener = (create: CanvasFactory) => void;

// Shared by every instance of this module, so a holder subscribed to the old code hears of the next update too.
const listenerHome = globalThis as { __shadowHunterCanvasCode?: Set<CodeUpdateListener> };
const codeUpdateListeners = (listenerHome.__shadowHunterCanvasCode ??= new Set<CodeUpdateListener>());

/**
 * Calls `listener` with the new `createGameCanvas` when scene or canvas code changes under `npm run
 * dev` (Vite HMR): the holder disposes its canvas and builds a new one from the new code, keeping the
 * world. Returns the unsubscribe function. Never called in production builds.
 */
export function onCanvasCodeUpdate(listener: CodeUpdateListener): () => void {
  codeUpdateListeners.add(listener);
  return () => codeUpdateListeners.delete(listener);
}

// This module accepts its own updates and those of the scenes under it.
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    const create = (next as { createGameCanvas?: CanvasFactory } | undefined)?.createGameCanvas;
    if (create) for (const listener of codeUpdateListeners) listener(create);
  });
}
