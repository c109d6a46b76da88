import { describe, expect, test } from 'vitest';
import { Container, Texture, type Renderer } from 'pixi.js';
import { SceneManager, type BundleLoader } from './scene-manager';
import type { Scene, SceneFrame } from './scene';
import { SceneBundles, type AssetsApi } from './bundles';

type World = { value: number };

/** A bundle loader whose loads finish when the test says so. */
class DeferredBundles implements BundleLoader {
  readonly requested: string[] = [];
  readonly loaded = new Set<string>();
  private waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();

  load(bundleId: string): Promise<void> {
    this.requested.push(bundleId);
    return new Promise((resolve, reject) => {
      this.waiting.set(bundleId, {
        resolve: () => {
          this.loaded.add(bundleId);
          resolve();
        },
        reject,
      });
    });
  }

  finish(bundleId: string): void {
    this.waiting.get(bundleId)!.resolve();
  }

  fail(bundleId: string): void {
    this.waiting.get(bundleId)!.reject(new Error(`network down for ${bundleId}`));
  }

  texture(bundleId: string, key: string): Texture {
    if (!this.loaded.has(bundleId)) throw new Error(`${bundleId} not loaded`);
    return key === 'known' ? Texture.WHITE : Texture.EMPTY;
  }
}

class RecordingScene implements Scene<World, string, { label: string }> {
  readonly root = new Container();
  readonly log: string[] = [];
  readonly bundlesAtEnter: boolean[] = [];
  constructor(
    readonly id: string,
    readonly bundleId: string | null,
    private readonly bundles?: DeferredBundles,
  ) {}
  enter(data: { label: string }, context: { width: number; height: number; texture(key: string): Texture }): void {
    this.log.push(`enter:${data.label}:${context.width}x${context.height}`);
    if (this.bundleId) this.bundlesAtEnter.push(this.bundles?.loaded.has(this.bundleId) ?? false);
    if (this.bundleId) expect(context.texture('known')).toBe(Texture.WHITE);
  }
  render(world: World, alpha: number, frame: SceneFrame): void {
    this.log.push(`render:${world.value}:${alpha}:${frame.simTimeMs}`);
  }
  resize(width: number, height: number): void {
    this.log.push(`resize:${width}x${height}`);
  }
  exit(): void {
    this.log.push('exit');
  }
  handleEvents(events: readonly string[]): void {
    this.log.push(`events:${events.join(',')}`);
  }
  destroy(): void {
    this.log.push('destroy');
  }
}

const frame: SceneFrame = { alpha: 0.5, simTimeMs: 150, frameMs: 16, timeScale: 1, paused: false };

function setup() {
  const stage = new Container();
  const bundles = new DeferredBundles();
  const manager = new SceneManager<World, string>({ stage, bundles, width: 800, height: 600 });
  const combat = new RecordingScene('combat', 'combat-art', bundles);
  const mining = new RecordingScene('mining', 'mining-art', bundles);
  manager.register(combat);
  manager.register(mining);
  return { stage, bundles, manager, combat, mining };
}

describe('SceneManager', () => {
  test('loads the bundle before the scene shows, then enters, sizes and attaches it', async () => {
    const { stage, bundles, manager, combat } = setup();
    const shown = manager.show('combat', { label: 'crypt' });
    await Promise.resolve();
    expect(bundles.requested).toEqual(['combat-art']);
    expect(manager.activeId).toBeNull();
    expect(combat.log).toEqual([]);
    bundles.finish('combat-art');
    await shown;
    expect(combat.bundlesAtEnter).toEqual([true]);
    expect(combat.log).toEqual(['enter:crypt:800x600', 'resize:800x600']);
    expect(stage.children).toContain(combat.root);
    expect(manager.activeId).toBe('combat');
  });

  test('forwards render, events and resize to the active scene only', async () => {
    const { bundles, manager, combat, mining } = setup();
    const shown = manager.show('combat', { label: 'a' });
    bundles.finish('combat-art');
    await shown;
    manager.render({ value: 7 }, 0.5, frame);
    manager.handleEvents(['hit', 'kill']);
    manager.resize(390, 844);
    expect(combat.log.slice(2)).toEqual(['render:7:0.5:150', 'events:hit,kill', 'resize:390x844']);
    expect(mining.log).toEqual([]);
  });

  test('switching exits and detaches the previous scene', async () => {
    const { stage, bundles, manager, combat, mining } = setup();
    const first = manager.show('combat', { label: 'a' });
    bundles.finish('combat-art');
    await first;
    const second = manager.show('mining', { label: 'b' });
    await Promise.resolve();
    expect(manager.activeId).toBe('combat'); // still showing while mining's bundle loads
    bundles.finish('mining-art');
    await second;
    expect(combat.log.at(-1)).toBe('exit');
    expect(stage.children).not.toContain(combat.root);
    expect(stage.children).toContain(mining.root);
  });

  test('the latest request wins when switches overlap', async () => {
    const { bundles, manager, combat, mining } = setup();
    const slow = manager.show('combat', { label: 'slow' });
    const fast = manager.show('mining', { label: 'fast' });
    bundles.finish('mining-art');
    await fast;
    bundles.finish('combat-art');
    await slow;
    expect(manager.activeId).toBe('mining');
    expect(combat.log).toEqual([]);
    expect(mining.log).toEqual(['enter:fast:800x600', 'resize:800x600']);
  });

  test('a failed bundle load rejects and keeps the current scene', async () => {
    const { bundles, manager } = setup();
    const first = manager.show('combat', { label: 'a' });
    bundles.finish('combat-art');
    await first;
    const failing = manager.show('mining', { label: 'b' });
    bundles.fail('mining-art');
    await expect(failing).rejects.toThrow('network down for mining-art');
    expect(manager.activeId).toBe('combat');
  });

  test('unknown and duplicate scene ids are refused with clear messages', async () => {
    const { manager, combat } = setup();
    await expect(manager.show('rift')).rejects.toThrow('No scene "rift" is registered (known: combat, mining).');
    expect(() => manager.register(combat)).toThrow('A scene with id "combat" is already registered.');
  });

  test('destroy exits the active scene and destroys every scene', async () => {
    const { bundles, manager, combat, mining } = setup();
    const shown = manager.show('combat', { label: 'a' });
    bundles.finish('combat-art');
    await shown;
    manager.destroy();
    expect(combat.log.slice(-2)).toEqual(['exit', 'destroy']);
    expect(mining.log).toEqual(['destroy']);
    expect(manager.activeId).toBeNull();
  });
});

describe('SceneBundles', () => {
  function fakeAssets() {
    const calls: string[] = [];
    const assets: AssetsApi = {
      addBundle: (id, files) => void calls.push(`add:${id}:${Object.keys(files).join(',')}`),
      loadBundle: async (id) => void calls.push(`load:${id}`),
      get: (alias) => (alias === 'hero' ? Texture.WHITE : undefined),
    };
    return { calls, assets };
  }

  test('file bundles go through addBundle once and loadBundle, then expose their textures', async () => {
    const { calls, assets } = fakeAssets();
    const bundles = new SceneBundles(null, assets);
    bundles.register({ id: 'art', kind: 'files', assets: { hero: '/art/hero.png' } });
    await Promise.all([bundles.load('art'), bundles.load('art')]);
    expect(calls).toEqual(['add:art:hero', 'load:art']);
    expect(bundles.texture('art', 'hero')).toBe(Texture.WHITE);
    // A second registry (a remount) does not add the bundle to Assets again.
    const again = new SceneBundles(null, assets);
    again.register({ id: 'art', kind: 'files', assets: { hero: '/art/hero.png' } });
    await again.load('art');
    expect(calls).toEqual(['add:art:hero', 'load:art', 'load:art']);
  });

  test('procedural bundles generate once with the renderer', async () => {
    const renderer = { name: 'stub renderer' } as unknown as Renderer;
    const bundles = new SceneBundles(renderer);
    let generated = 0;
    bundles.register({
      id: 'shapes',
      kind: 'procedural',
      generate: (given) => {
        expect(given).toBe(renderer);
        generated += 1;
        return { glow: Texture.WHITE };
      },
    });
    await bundles.load('shapes');
    await bundles.load('shapes');
    expect(generated).toBe(1);
    expect(bundles.isLoaded('shapes')).toBe(true);
    expect(bundles.texture('shapes', 'glow')).toBe(Texture.WHITE);
    expect(() => bundles.texture('shapes', 'missing')).toThrow('Texture "missing" is not in loaded bundle "shapes".');
  });

  test('unknown bundles and procedural bundles without a renderer fail clearly', async () => {
    const bundles = new SceneBundles(null);
    await expect(bundles.load('nope')).rejects.toThrow('No asset bundle "nope" is registered.');
    bundles.register({ id: 'shapes', kind: 'procedural', generate: () => ({}) });
    await expect(bundles.load('shapes')).rejects.toThrow('needs a renderer');
  });
});
