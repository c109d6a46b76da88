/**
 * The rift scene's pure side: what it reads of a run, the events it draws, and the portal's state and
 * timeline made from them. No display objects here, so the tests read it directly.
 */

/** A run as the rift scene reads it from the world (runtime/core-rift-adapter.ts fills it in place). */
export interface RiftRunView {
  /** False outside a run (between a clear and the next spawn, after a death, out of combat). */
  active: boolean;
  areaName: string;
  attempt: number;
  /** 1-based; the boss's wave is the last. */
  wave: number;
  waves: number;
  isBossWave: boolean;
  /** Simulated ms since the run began (0 outside a run). */
  sinceStartMs: number;
  /** The opening card's second line; "Run #n" when absent (a rank trial shows its rule). */
  subtitle?: string;
}

/** No run: what the scene reads before the first. */
export function createRiftRunView(): RiftRunView {
  return { active: false, areaName: '', attempt: 0, wave: 0, waves: 0, isBossWave: false, sinceStartMs: 0 };
}

/** The run's moments, as the scene draws them; the adapter maps the core's rift events onto these. */
export type RiftSceneEvent =
  /** The portal tears open for a new attempt. */
  | { type: 'runStarted'; areaName: string; attempt: number; waves: number; subtitle?: string }
  /** Comes just before the wave's first enemy steps out. */
  | { type: 'waveStarted'; wave: number; waves: number; isBoss: boolean }
  /** The boss fell: the portal seals. */
  | { type: 'cleared'; timeMs: number; newBest: boolean; firstClear: boolean; title?: string }
  /** A death or leaving ended the attempt: the portal collapses without the flash. */
  | { type: 'runEnded' }
  /** Something bigger takes the card's place (the promotion's banner): the card goes at once. */
  | { type: 'cardHidden' };

/** How the rift scene reads a world and the core's events. */
export interface RiftSceneAdapter<World, Event> {
  /** Called on resync only (a catch-up, the scene shown mid-run), not every frame. */
  readRun(world: World, into: RiftRunView): void;
  toRiftEvent(event: Event): RiftSceneEvent | null;
}

export type PortalPhase = 'closed' | 'opening' | 'open' | 'sealing' | 'collapsing';

/** The card under the enemy's bar: the rift's name and run when it opens, the time when it seals. */
export interface RiftCard {
  title: string;
  subtitle: string;
  startMs: number;
  sealed: boolean;
}

export interface PortalState {
  /** When the portal began to open, seal or collapse (simulated ms). */
  changedAtMs: number;
  /** Openness when the last change began (a seal from half open starts at half). */
  fromOpenness: number;
  opening: boolean;
  /** A seal (a clear) flashes; a collapse (death, leaving) does not. */
  sealed: boolean;
  wave: number;
  waves: number;
  isBoss: boolean;
  /** When the current wave was announced (the counter pops), or -Infinity. */
  waveAtMs: number;
  /** When the boss's wave was announced (the flare), or -Infinity. */
  bossAtMs: number;
  card: RiftCard | null;
}

export const PORTAL_OPEN_MS = 750;
/** Shorter than the core's respawn delay (1.5 s), so a clear's seal ends before the next run opens. */
export const PORTAL_SEAL_MS = 1000;
export const BOSS_FLARE_MS = 1400;
export const RIFT_CARD_MS = 2800;
/** How long an enemy takes to step from the portal to its place. */
export const WALK_IN_MS = 650;

export function createPortalState(): PortalState {
  return {
    changedAtMs: Number.NEGATIVE_INFINITY,
    fromOpenness: 0,
    opening: false,
    sealed: false,
    wave: 0,
    waves: 0,
    isBoss: false,
    waveAtMs: Number.NEGATIVE_INFINITY,
    bossAtMs: Number.NEGATIVE_INFINITY,
    card: null,
  };
}

const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);
/** Overshoots a little before settling: the tear snaps open. */
const easeOutBack = (t: number): number => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;
const easeIn = (t: number): number => t * t * t;

/** How open the portal is at `simMs`: 0 shut, 1 fully open (a little over 1 while it snaps open). */
export function portalOpenness(state: PortalState, simMs: number): number {
  const age = simMs - state.changedAtMs;
  if (state.opening) {
    const t = clamp01(age / PORTAL_OPEN_MS);
    // Never below 0: rounding at t = 0 would flip the sprites.
    return Math.max(0, state.fromOpenness + (1 - state.fromOpenness) * easeOutBack(t));
  }
  const t = clamp01(age / PORTAL_SEAL_MS);
  return state.fromOpenness * (1 - easeIn(t));
}

export function portalPhase(state: PortalState, simMs: number): PortalPhase {
  const age = simMs - state.changedAtMs;
  if (state.opening) return age < PORTAL_OPEN_MS ? 'opening' : 'open';
  if (age < PORTAL_SEAL_MS && state.fromOpenness > 0) return state.sealed ? 'sealing' : 'collapsing';
  return 'closed';
}

/** The seal's flash at `simMs`, 0..1: bright as the tear shuts, fading after. */
export function sealFlash(state: PortalState, simMs: number): number {
  if (state.opening || !state.sealed) return 0;
  const age = simMs - state.changedAtMs - PORTAL_SEAL_MS * 0.7;
  if (age < 0) return 0;
  return Math.max(0, 1 - age / 500);
}

/** The boss's flare at `simMs`, 0..1 (rises fast, fades slowly). */
export function bossFlare(state: PortalState, simMs: number): number {
  const age = simMs - state.bossAtMs;
  if (age < 0 || age >= BOSS_FLARE_MS) return 0;
  return age < 150 ? age / 150 : 1 - (age - 150) / (BOSS_FLARE_MS - 150);
}

/** The card's opacity at `simMs` (fades in and out), 0 without one. */
export function cardAlpha(state: PortalState, simMs: number): number {
  const card = state.card;
  if (!card) return 0;
  const age = simMs - card.startMs;
  if (age < 0 || age >= RIFT_CARD_MS) return 0;
  return Math.min(1, age / 250, (RIFT_CARD_MS - age) / 500);
}

/** The counter's text: "Wave 2 / 4", "BOSS" on the last wave, nothing outside a run. */
export function waveCounterText(wave: number, waves: number, isBoss: boolean): string {
  if (wave <= 0 || waves <= 0) return '';
  return isBoss ? 'BOSS' : `Wave ${wave} / ${waves}`;
}

/** A run's time as m:ss (minutes keep counting past an hour). */
export function formatRunTime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Moves the portal on one event seen at `simMs`. */
export function applyRiftEvent(state: PortalState, event: RiftSceneEvent, simMs: number): void {
  switch (event.type) {
    case 'runStarted':
      state.fromOpenness = Math.min(1, portalOpenness(state, simMs));
      state.changedAtMs = simMs;
      state.opening = true;
      state.sealed = false;
      state.wave = 0;
      state.waves = event.waves;
      state.isBoss = false;
      state.bossAtMs = Number.NEGATIVE_INFINITY;
      state.card = {
        title: event.areaName,
        subtitle: event.subtitle ?? `Run #${event.attempt}`,
        startMs: simMs,
        sealed: false,
      };
      break;
    case 'waveStarted':
      state.wave = event.wave;
      state.waves = event.waves;
      state.isBoss = event.isBoss;
      state.waveAtMs = simMs;
      if (event.isBoss) state.bossAtMs = simMs;
      break;
    case 'cardHidden':
      state.card = null;
      break;
    case 'cleared':
    case 'runEnded': {
      const sealed = event.type === 'cleared';
      state.fromOpenness = Math.min(1, portalOpenness(state, simMs));
      state.changedAtMs = simMs;
      state.opening = false;
      state.sealed = sealed;
      state.wave = 0;
      state.isBoss = false;
      if (event.type === 'cleared') {
        const time = formatRunTime(event.timeMs);
        const note = event.firstClear ? ' · first clear' : event.newBest ? ' · new best' : '';
        state.card = { title: event.title ?? 'Rift sealed', subtitle: `${time}${note}`, startMs: simMs, sealed: true };
      } else state.card = null;
      break;
    }
  }
}

/**
 * The portal as the world is at `simMs` (after a catch-up, or the scene shown mid-run): open on its wave or shut,
 * with no flares. A run begun moments ago (the scene came up after its event: the page switched scenes on
 * entering the rift) is still tearing open, with its card.
 */
export function resyncPortal(state: PortalState, run: RiftRunView, simMs: number): void {
  Object.assign(state, createPortalState());
  if (!run.active) return;
  state.opening = true;
  if (run.sinceStartMs < RIFT_CARD_MS) {
    const startMs = simMs - Math.max(0, run.sinceStartMs);
    state.changedAtMs = startMs;
    state.card = { title: run.areaName, subtitle: run.subtitle ?? `Run #${run.attempt}`, startMs, sealed: false };
  } else state.fromOpenness = 1;
  state.wave = run.wave;
  state.waves = run.waves;
  state.isBoss = run.isBossWave;
}

/** Moves every moment of the state by `deltaMs` (the scene's clock turned out to differ from the one used). */
export function shiftPortalTimes(state: PortalState, deltaMs: number): void {
  state.changedAtMs += deltaMs;
  state.waveAtMs += deltaMs;
  state.bossAtMs += deltaMs;
  if (state.card) state.card.startMs += deltaMs;
}
