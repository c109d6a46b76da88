import { Application, type ColorSource, type Container, type Renderer } from 'pixi.js';
import { AdaptiveResolution } from './adaptive-resolution';

export interface PixiHostOptions {
  background?: ColorSource;
  /** Device pixel ratio cap on desktops. Default 2. */
  maxResolution?: number;
  /** Device pixel ratio cap on touch devices (phones fill fewer, denser pixels). Default 1.5. */
  touchMaxResolution?: number;
  /** MSAA. 'auto' (default): on, except on software WebGL (SwiftShader, llvmpipe), which pays 4x per pixel. */
  antialias?: boolean | 'auto';
  /**
   * Textures one batch may mix. 'auto' (default): Pixi's choice (up to 16) on a GPU, 4 on software
   * WebGL, where the batch shader's per-fragment texture switch over 16 textures nearly halved the
   * frame rate. Not 1: Pixi 8's batcher then splits every sprite after a texture switch into its own
   * draw call.
   */
  batchTextures?: number | 'auto';
  preference?: 'webgl' | 'webgpu';
  /**
   * Lower the resolution while frames run long, raise it again with headroom (adaptive-resolution.ts). Default true.
   */
  adaptiveResolution?: boolean;
}

/** True when WebGL runs on the CPU: no GPU, a blocklisted driver, or headless test browsers. */
export function isSoftwareRenderer(): boolean {
  if (typeof document === 'undefined') return false;
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return false;
  const debugInfo = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(debugInfo ? debugInfo.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
}

export interface ResolutionEnvironment {
  devicePixelRatio: number;
  coarsePointer: boolean;
}

/** The renderer resolution: the device pixel ratio, capped (lower on touch devices), never below 1. */
export function pickResolution(environment: ResolutionEnvironment, options: PixiHostOptions = {}): number {
  const cap = environment.coarsePointer ? (options.touchMaxResolution ?? 1.5) : (options.maxResolution ?? 2);
  const ratio =
    Number.isFinite(environment.devicePixelRatio) && environment.devicePixelRatio > 0
      ? environment.devicePixelRatio
      : 1;
  return Math.max(1, Math.min(ratio, cap));
}

/** Software WebGL starts at 0.6 of the device resolution (RESOLUTION_FACTORS[3]). */
const SOFTWARE_START_LEVEL = 3;

function browserResolutionEnvironment(): ResolutionEnvironment {
  return {
    devicePixelRatio: globalThis.devicePixelRatio ?? 1,
    coarsePointer: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
  };
}

type HostState = 'idle' | 'initializing' | 'ready' | 'destroyed';

/**
 * The one PixiJS Application of the game. Mounted into a container element, sized to it (a
 * ResizeObserver, so sidebar toggles count, not only window resizes), rendered only when the runtime
 * loop asks (no Pixi ticker). Single use: create a new host per mount.
 *
 * Safe under React StrictMode's mount, unmount, mount: `destroy()` may come while `app.init` is still
 * pending; the host then destroys the application as soon as init settles and `mount` resolves null.
 */
export class PixiHost {
  private readonly options: PixiHostOptions;
  private state: HostState = 'idle';
  private app: Application | null = null;
  private container: HTMLElement | null = null;
  private observer: ResizeObserver | null = null;
  private resizeListeners: ((width: number, height: number) => void)[] = [];
  private size = { width: 0, height: 0 };
  private adaptive: AdaptiveResolution | null = null;
  private lastRenderAt = 0;

  constructor(options: PixiHostOptions = {}) {
    this.options = options;
  }

  get isReady(): boolean {
    return this.state === 'ready';
  }

  get isDestroyed(): boolean {
    return this.state === 'destroyed';
  }

  get application(): Application {
    if (!this.app) throw new Error('The canvas is not ready.');
    return this.app;
  }

  get stage(): Container {
    return this.application.stage;
  }

  get renderer(): Renderer {
    return this.application.renderer;
  }

  get canvas(): HTMLCanvasElement {
    return this.application.canvas;
  }

  /** Device pixels per CSS pixel the canvas renders at now (adaptive resolution moves it). */
  get resolution(): number {
    return this.app?.renderer.resolution ?? 1;
  }

  /** CSS pixel size of the canvas. */
  get width(): number {
    return this.size.width;
  }

  get height(): number {
    return this.size.height;
  }

  /**
   * Creates the application sized to `container` and appends its canvas. Resolves the application, or
   * null if the host was destroyed before init finished. Rejects if WebGL is unavailable.
   */
  async mount(
    container: HTMLElement,
    environment: ResolutionEnvironment = browserResolutionEnvironment(),
  ): Promise<Application | null> {
    if (this.state !== 'idle') throw new Error('A PixiHost mounts once; create a new one.');
    this.state = 'initializing';
    const app = new Application();
    this.size = measure(container);
    const software = isSoftwareRenderer();
    const deviceResolution = pickResolution(environment, this.options);
    // Software WebGL is fill-bound at any size: start adaptive resolution lower there rather than hitch while it finds
    // its level.
    const adaptive =
      this.options.adaptiveResolution === false
        ? null
        : new AdaptiveResolution(deviceResolution, { startLevel: software ? SOFTWARE_START_LEVEL : 0 });
    const resolution = adaptive?.resolution ?? deviceResolution;
    try {
      await app.init({
        width: this.size.width,
        height: this.size.height,
        resolution,
        autoDensity: true,
        antialias:
          this.options.antialias === undefined || this.options.antialias === 'auto'
            ? !software
            : this.options.antialias,
        background: this.options.background ?? 0x0b0a12,
        preference: this.options.preference ?? 'webgl',
        // The runtime loop renders; no ticker of our own.
        autoStart: false,
        sharedTicker: false,
      });
    } catch (error) {
      this.state = 'destroyed';
      throw error;
    }
    if (this.isDestroyed) {
      destroyApplication(app);
      return null;
    }
    this.app = app;
    this.container = container;
    this.state = 'ready';
    this.adaptive = adaptive;
    const batchTextures = this.options.batchTextures ?? 'auto';
    const perBatch = batchTextures === 'auto' ? (software ? 4 : 0) : batchTextures;
    // Read by the batchers, which are created at the first render: set before anything draws.
    if (perBatch > 0) (app.renderer.limits as { maxBatchableTextures: number }).maxBatchableTextures = perBatch;
    const canvas = app.canvas;
    canvas.style.display = 'block';
    // Taps still reach the scene, but a swipe scrolls the page and a pinch zooms it instead of being swallowed.
    canvas.style.touchAction = 'manipulation';
    app.renderer.events.autoPreventDefault = false;
    container.appendChild(canvas);
    if (typeof ResizeObserver === 'function') {
      this.observer = new ResizeObserver(() => this.syncSize());
      this.observer.observe(container);
    }
    return app;
  }

  /** Draws the stage now. Called by the runtime loop once per frame. */
  render(): void {
    if (!this.app) return;
    const now = performance.now();
    const changed = this.adaptive && this.lastRenderAt > 0 ? this.adaptive.recordFrame(now - this.lastRenderAt) : null;
    this.lastRenderAt = now;
    if (changed !== null) {
      const raised = changed > this.app.renderer.resolution;
      this.app.renderer.resize(this.size.width, this.size.height, changed);
      // Same CSS size, new backing store. Going up, scenes re-lay out so cached layers are redrawn sharp;
      // going down, the sharper caches serve as they are (redrawing them costs the long frame being avoided).
      if (raised) for (const listener of this.resizeListeners) listener(this.size.width, this.size.height);
    }
    this.app.render();
  }

  /** Calls `listener(width, height)` on every size change; returns the unsubscribe function. */
  onResize(listener: (width: number, height: number) => void): () => void {
    this.resizeListeners = [...this.resizeListeners, listener];
    return () => {
      this.resizeListeners = this.resizeListeners.filter((candidate) => candidate !== listener);
    };
  }

  /** Re-reads the container's size (the ResizeObserver does this on its own). */
  syncSize(): void {
    if (!this.app || !this.container) return;
    // A container taken out of the page (the game parks the canvas between scenes) keeps the last size.
    if (this.container.clientWidth === 0 || this.container.clientHeight === 0) return;
    const next = measure(this.container);
    if (next.width === this.size.width && next.height === this.size.height) return;
    this.size = next;
    this.adaptive?.reset();
    this.app.renderer.resize(next.width, next.height);
    for (const listener of this.resizeListeners) listener(next.width, next.height);
  }

  destroy(): void {
    if (this.state === 'destroyed') return;
    const app = this.app;
    this.state = 'destroyed';
    this.observer?.disconnect();
    this.observer = null;
    this.resizeListeners = [];
    this.app = null;
    this.container = null;
    // While init is pending, `mount` destroys the application once init settles.
    if (app) destroyApplication(app);
  }
}

function measure(container: HTMLElement): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(container.clientWidth)),
    height: Math.max(1, Math.round(container.clientHeight)),
  };
}

function destroyApplication(app: Application): void {
  // Remove the canvas and every display object. Textures are left alone: generated ones are destroyed
  // by their SceneBundles, file ones stay in the Assets cache for the next mount.
  app.destroy({ removeView: true }, { children: true });
}
