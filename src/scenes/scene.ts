import type { Container, Texture } from 'pixi.js';

/** Timing of the frame being drawn (the runtime's FrameInfo has this shape). */
export interface SceneFrame {
  /** Interpolation factor in [0, 1]: time past the last tick, in ticks. */
  readonly alpha: number;
  /** Continuous simulated time in ms (ticks plus alpha): animations run on this, so pause and time scale apply. */
  readonly simTimeMs: number;
  /** Wall milliseconds since the previous frame. */
  readonly frameMs: number;
  readonly timeScale: number;
  readonly paused: boolean;
}

/** What a scene gets when it is shown. */
export interface SceneEnterContext {
  readonly width: number;
  readonly height: number;
  /** A texture from the scene's loaded bundle. Throws for an unknown key. */
  texture(key: string): Texture;
}

/**
 * One screen drawn on the canvas (combat, mining node, rift). Built once, shown and hidden by the
 * scene manager; `render` mutates display objects directly every frame and must not allocate.
 */
export interface Scene<World, Event = unknown, Data = unknown> {
  readonly id: string;
  /** Asset bundle loaded before the scene first shows, or null. */
  readonly bundleId: string | null;
  /** Added to the stage while the scene is active. */
  readonly root: Container;
  enter(data: Data, context: SceneEnterContext): void;
  render(world: World, alpha: number, frame: SceneFrame): void;
  resize(width: number, height: number): void;
  exit(): void;
  /** Simulation events of one tick, in order, while the scene is active. */
  handleEvents?(events: readonly Event[]): void;
  /**
   * The world jumped ahead without events (a catch-up after a hidden tab): drop transient effects and
   * put figures in the state the world is in now.
   */
  resync?(world: World): void;
  /** Frees the scene's display objects for good (the canvas is unmounting). */
  destroy?(): void;
}
