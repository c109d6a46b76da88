import { Assets, type Renderer, type Texture } from 'pixi.js';
import type { BundleLoader } from './scene-manager';

/** Files loaded through PixiJS Assets: alias to URL. */
export interface FileBundle {
  readonly id: string;
  readonly kind: 'files';
  readonly assets: Readonly<Record<string, string>>;
}

/** Textures drawn in code once per renderer (procedural art), then cached. */
export interface ProceduralBundle {
  readonly id: string;
  readonly kind: 'procedural';
  generate(renderer: Renderer): Record<string, Texture>;
}

export type AssetBundle = FileBundle | ProceduralBundle;

/** The part of PixiJS `Assets` this registry uses (injectable for tests). */
export interface AssetsApi {
  addBundle(bundleId: string, assets: Record<string, string>): void;
  loadBundle(bundleId: string): Promise<unknown>;
  get(alias: string): unknown;
}

const pixiAssets: AssetsApi = {
  addBundle: (bundleId, assets) => Assets.addBundle(bundleId, assets),
  loadBundle: (bundleId) => Assets.loadBundle(bundleId) as Promise<unknown>,
  get: (alias) => Assets.get(alias) as unknown,
};

// Assets is global: a bundle added by an earlier registry (a remount) must not be added again.
const addedFileBundles = new WeakMap<AssetsApi, Set<string>>();

/**
 * The asset bundles of every scene. File bundles go through `Assets.addBundle` / `Assets.loadBundle`;
 * procedural bundles generate their textures with this renderer the first time they load. Loading the
 * same bundle twice, even concurrently, does the work once. Generated textures die with `destroy`.
 */
export class SceneBundles implements BundleLoader {
  private readonly renderer: Renderer | null;
  private readonly assets: AssetsApi;
  private readonly bundles = new Map<string, AssetBundle>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly textures = new Map<string, Map<string, Texture>>();

  constructor(renderer: Renderer | null, assets: AssetsApi = pixiAssets) {
    this.renderer = renderer;
    this.assets = assets;
  }

  register(bundle: AssetBundle): void {
    if (this.bundles.has(bundle.id)) throw new Error(`Asset bundle "${bundle.id}" is already registered.`);
    this.bundles.set(bundle.id, bundle);
  }

  isLoaded(bundleId: string): boolean {
    return this.textures.has(bundleId);
  }

  load(bundleId: string): Promise<void> {
    const existing = this.loading.get(bundleId);
    if (existing) return existing;
    const bundle = this.bundles.get(bundleId);
    if (!bundle) return Promise.reject(new Error(`No asset bundle "${bundleId}" is registered.`));
    const promise = this.loadBundle(bundle);
    this.loading.set(bundleId, promise);
    // A failed load may be retried.
    promise.catch(() => this.loading.delete(bundleId));
    return promise;
  }

  texture(bundleId: string, key: string): Texture {
    const texture = this.textures.get(bundleId)?.get(key);
    if (!texture) throw new Error(`Texture "${key}" is not in loaded bundle "${bundleId}".`);
    return texture;
  }

  /**
   * Destroys generated textures and their sources (they belong to this renderer; several textures may
   * share one atlas source); file textures stay in the Assets cache.
   */
  destroy(): void {
    const sources = new Set<Texture['source']>();
    for (const [bundleId, textures] of this.textures) {
      if (this.bundles.get(bundleId)?.kind !== 'procedural') continue;
      for (const texture of textures.values()) {
        sources.add(texture.source);
        texture.destroy(false);
      }
    }
    for (const source of sources) source.destroy();
    this.textures.clear();
    this.loading.clear();
  }

  private async loadBundle(bundle: AssetBundle): Promise<void> {
    if (bundle.kind === 'files') {
      let added = addedFileBundles.get(this.assets);
      if (!added) addedFileBundles.set(this.assets, (added = new Set()));
      if (!added.has(bundle.id)) {
        this.assets.addBundle(bundle.id, { ...bundle.assets });
        added.add(bundle.id);
      }
      await this.assets.loadBundle(bundle.id);
      const textures = new Map<string, Texture>();
      for (const alias of Object.keys(bundle.assets)) textures.set(alias, this.assets.get(alias) as Texture);
      this.textures.set(bundle.id, textures);
      return;
    }
    if (!this.renderer) throw new Error(`Procedural bundle "${bundle.id}" needs a renderer.`);
    this.textures.set(bundle.id, new Map(Object.entries(bundle.generate(this.renderer))));
  }
}
