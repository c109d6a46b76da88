import { SceneBundles, type AssetBundle } from '@/scenes/bundles';
import { PixiHost, type PixiHostOptions } from '@/scenes/pixi-app';
import type { SceneFrame } from '@/scenes/scene';
import { SceneManager } from '@/scenes/scene-manager';
import type { WorldView } from './simulation-port';

/** The live canvas: the Pixi host, its asset bundles and its scenes. */
export interface CanvasSession<World, Event> {
  readonly host: PixiHost;
  readonly bundles: SceneBundles;
  readonly scenes: SceneManager<World, Event>;
}

export interface MountCanvasOptions<World, Event> {
  container: HTMLElement;
  /** Receives the view once the canvas is ready, and null when it goes away (a GameRuntime). */
  runtime: { setView(view: WorldView<World, Event> | null): void };
  /** Asset bundles the scenes use (e.g. combatFxBundle). */
  bundles: readonly AssetBundle[];
  /** Registers the scenes (and may show the first one) once the canvas exists. */
  setup: (session: CanvasSession<World, Event>) => void;
  /** Runs after the scenes drew and before the stage is rendered (sandbox overlays). */
  afterScenes?: (frame: SceneFrame) => void;
  host?: PixiHostOptions;
}

export interface CanvasMount<World, Event> {
  /** The session, or null if `dispose` came first (React StrictMode's first mount). Rejects without WebGL. */
  readonly ready: Promise<CanvasSession<World, Event> | null>;
  /** Idempotent; safe before `ready` settles. */
  dispose(): void;
}

/**
 * Mounts the game's canvas into `container` and plugs its scenes into the runtime as the view:
 * each frame the runtime renders the active scene, then the stage. What `GameCanvas` (hud/app) calls
 * from an effect, returning `dispose` as the cleanup.
 */
export function mountCanvas<World, Event>(options: MountCanvasOptions<World, Event>): CanvasMount<World, Event> {
  const host = new PixiHost(options.host);
  let session: CanvasSession<World, Event> | null = null;
  let disposed = false;
  let unsubscribeResize: (() => void) | null = null;

  const ready = host.mount(options.container).then((app) => {
    if (!app || disposed) return null;
    const bundles = new SceneBundles(host.renderer);
    for (const bundle of options.bundles) bundles.register(bundle);
    const scenes = new SceneManager<World, Event>({
      stage: host.stage,
      bundles,
      width: host.width,
      height: host.height,
    });
    unsubscribeResize = host.onResize((width, height) => scenes.resize(width, height));
    session = { host, bundles, scenes };
    options.setup(session);
    const afterScenes = options.afterScenes;
    options.runtime.setView({
      render(world, alpha, frame) {
        scenes.render(world, alpha, frame);
        afterScenes?.(frame);
        host.render();
      },
      handleEvents(events) {
        scenes.handleEvents(events);
      },
      resync(world) {
        scenes.resync(world);
      },
    });
    return session;
  });

  return {
    ready,
    dispose() {
      if (disposed) return;
      disposed = true;
      unsubscribeResize?.();
      if (session) {
        options.runtime.setView(null);
        session.scenes.destroy();
        session.bundles.destroy();
      }
      host.destroy();
      session = null;
    },
  };
}
