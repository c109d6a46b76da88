import type { Container, Texture } from 'pixi.js';
import type { Scene, SceneEnterContext, SceneFrame } from './scene';

/** Loads a scene's assets before it shows and hands out its textures. */
export interface BundleLoader {
  load(bundleId: string): Promise<void>;
  texture(bundleId: string, key: string): Texture;
}

export interface SceneManagerOptions {
  stage: Container;
  bundles: BundleLoader;
  width?: number;
  height?: number;
}

/**
 * Owns the scenes drawn on the one canvas: registers them, switches between them (the next scene's
 * bundle is loaded before it replaces the current one; the latest request wins), and forwards frames,
 * events and size changes to the active scene. Satisfies the runtime's WorldView.
 */
export class SceneManager<World, Event = unknown> {
  private readonly stage: Container;
  private readonly bundles: BundleLoader;
  private readonly scenes = new Map<string, Scene<World, Event, unknown>>();
  private current: Scene<World, Event, unknown> | null = null;
  private switchToken = 0;
  private width: number;
  private height: number;
  private destroyed = false;

  constructor(options: SceneManagerOptions) {
    this.stage = options.stage;
    this.bundles = options.bundles;
    this.width = options.width ?? 0;
    this.height = options.height ?? 0;
  }

  register<Data>(scene: Scene<World, Event, Data>): void {
    if (this.scenes.has(scene.id)) throw new Error(`A scene with id "${scene.id}" is already registered.`);
    this.scenes.set(scene.id, scene as Scene<World, Event, unknown>);
  }

  get active(): Scene<World, Event, unknown> | null {
    return this.current;
  }

  get activeId(): string | null {
    return this.current?.id ?? null;
  }

  get sceneIds(): string[] {
    return [...this.scenes.keys()];
  }

  /**
   * Shows a registered scene with its data once its bundle is loaded. If another `show` or `hide` comes
   * in while loading, this one gives way. A failed load rejects and leaves the current scene in place.
   */
  async show(id: string, data?: unknown): Promise<void> {
    const scene = this.scenes.get(id);
    if (!scene) throw new Error(`No scene "${id}" is registered (known: ${this.sceneIds.join(', ') || 'none'}).`);
    const token = ++this.switchToken;
    if (scene.bundleId !== null) await this.bundles.load(scene.bundleId);
    if (token !== this.switchToken || this.destroyed) return;
    this.detachCurrent();
    const bundleId = scene.bundleId;
    const context: SceneEnterContext = {
      width: this.width,
      height: this.height,
      texture: (key) => {
        if (bundleId === null) throw new Error(`Scene "${scene.id}" has no asset bundle.`);
        return this.bundles.texture(bundleId, key);
      },
    };
    scene.enter(data, context);
    scene.resize(this.width, this.height);
    this.stage.addChild(scene.root);
    this.current = scene;
  }

  /** Exits the active scene; the canvas shows nothing until the next `show`. */
  hide(): void {
    this.switchToken += 1;
    this.detachCurrent();
  }

  render(world: World, alpha: number, frame: SceneFrame): void {
    this.current?.render(world, alpha, frame);
  }

  handleEvents(events: readonly Event[]): void {
    this.current?.handleEvents?.(events);
  }

  /** The world jumped without events (catch-up, a replaced world): the active scene redraws from it. */
  resync(world: World): void {
    this.current?.resync?.(world);
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.current?.resize(width, height);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.hide();
    for (const scene of this.scenes.values()) scene.destroy?.();
    this.scenes.clear();
  }

  private detachCurrent(): void {
    const previous = this.current;
    if (!previous) return;
    this.current = null;
    previous.exit();
    this.stage.removeChild(previous.root);
  }
}
