import { frameClock, type Clock, type TimerHandle } from '@/platform/clock';
import type { AudioBackend, SoundHandle } from './audio-backend';
import type { AudioSettings } from './sound-catalog';
import type { AudioSettingsState, AudioSettingsStore } from './audio-settings-store';
import {
  PRELOAD_POLL_MS,
  PRELOAD_WAIT_MS,
  SAME_SOUND_MIN_GAP_MS,
  SOUND_IDS,
  SOUND_POOL_SIZE,
  SOUNDS,
  SOUNDS_BY_ID,
  TEST_SEQUENCE_DELAYS_MS,
  TEST_SEQUENCE_SOUNDS,
  type SoundId,
} from './sound-catalog';

export type AudioLogger = Pick<Console, 'warn'>;

export interface AudioEngineOptions {
  store: AudioSettingsStore;
  backend: AudioBackend;
  /** Throttling, preload polling and the test sequence read this clock (tests pass a ManualClock). */
  clock?: Clock;
  logger?: AudioLogger;
}

interface LoadedSound {
  handle: SoundHandle;
  /** Loaded, or failed to load (a missing file counts as loaded: the game goes on without it). */
  status: { settled: boolean };
}

/** The gestures that let a page start audio: the first click, touch or key press. */
export const UNLOCK_EVENTS = ['pointerdown', 'touchstart', 'touchend', 'click', 'keydown'] as const;

/** A browser refusing playback until a gesture, or a format it cannot play: expected, never logged. */
export function isExpectedPlayError(error: unknown): boolean {
  let text = String(error);
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    text = `${String(name ?? '')} ${String(message ?? '')}`;
  }
  // howler words a refused start as "... was not within a user interaction".
  return /NotAllowed|NotSupported|not allowed|not supported|user interaction/i.test(text);
}

export function soundVolume(settings: AudioSettings, multiplier: number): number {
  return Math.min(1, Math.max(0, settings.masterVolume * settings.sfxVolume * multiplier));
}

/**
 * The game's sound effects: one pooled sound per sound id (5 for combat sounds, 2 for the others),
 * played at master x SFX x the event's multiplier, silenced by the switches, with custom sounds in
 * place of the default files. Settings come from the store and apply to the next play; turning sounds
 * off stops what is playing.
 */
export class AudioEngine {
  private readonly store: AudioSettingsStore;
  private readonly backend: AudioBackend;
  private readonly clock: Clock;
  private readonly logger: AudioLogger;
  private readonly sounds = new Map<SoundId, LoadedSound>();
  private readonly lastPlayedAt = new Map<SoundId, number>();
  /** The test sequence's pending plays (stopAll cancels them). */
  private readonly sequenceTimers = new Set<TimerHandle>();
  private readonly stopListening: () => void;
  private disposed = false;

  constructor(options: AudioEngineOptions) {
    this.store = options.store;
    this.backend = options.backend;
    this.clock = options.clock ?? frameClock;
    this.logger = options.logger ?? console;
    this.stopListening = this.store.subscribe((state, previous) => this.settingsChanged(state, previous));
  }

  /** Whether `id` would be heard now (sounds on, its category on). */
  canPlay(id: SoundId): boolean {
    const settings = this.store.getState().settings;
    if (!settings.soundsEnabled) return false;
    return SOUNDS_BY_ID[id].category === 'combat' ? settings.combatSoundsEnabled : settings.uiSoundsEnabled;
  }

  /**
   * Plays `id` at master x SFX x `multiplier` (at most 1). Returns false when nothing played: a switch is
   * off, the volume is zero, or the same sound played less than 60 ms ago.
   */
  play(id: SoundId, multiplier = 1): boolean {
    if (this.disposed || !this.canPlay(id)) return false;
    const volume = soundVolume(this.store.getState().settings, multiplier);
    if (volume <= 0) return false;
    const now = this.clock.now();
    const last = this.lastPlayedAt.get(id);
    if (last !== undefined && now - last < SAME_SOUND_MIN_GAP_MS) return false;
    this.lastPlayedAt.set(id, now);
    this.start(id, volume);
    return true;
  }

  /**
   * Plays `id` once at master x SFX, because the player asked to hear it (a preview): only the master
   * switch silences it, not the combat or UI switch, nor the throttle.
   */
  preview(id: SoundId): boolean {
    const settings = this.store.getState().settings;
    if (this.disposed || !settings.soundsEnabled) return false;
    const volume = soundVolume(settings, 1);
    if (volume <= 0) return false;
    this.start(id, volume);
    return true;
  }

  /** Stops every sound playing, and a test sequence under way. */
  stopAll(): void {
    this.cancelAll(this.sequenceTimers);
    for (const sound of this.sounds.values()) sound.handle.stop();
  }

  /**
   * Loads the preloaded sounds, waiting at most 3 s (checking every 100 ms). Resolves true when all of them
   * settled in time; files that fail to load are logged and count as loaded.
   */
  preload(): Promise<boolean> {
    const ids = SOUNDS.filter((sound) => sound.preload).map((sound) => sound.id);
    for (const id of ids) this.ensure(id);
    const startedAt = this.clock.now();
    return new Promise((resolve) => {
      const check = () => {
        const settled = ids.every((id) => this.sounds.get(id)?.status.settled ?? true);
        if (settled || this.disposed) return resolve(settled);
        if (this.clock.now() - startedAt >= PRELOAD_WAIT_MS) return resolve(false);
        this.clock.setTimeout(check, PRELOAD_POLL_MS);
      };
      check();
    });
  }

  /** Plays the test sequence (hit, critical, ability, level up) with the spec's gaps; returns a cancel. */
  playTestSequence(): () => void {
    const scheduled: TimerHandle[] = [];
    let at = 0;
    TEST_SEQUENCE_SOUNDS.forEach((step, index) => {
      if (index === 0) {
        this.play(step.id, step.multiplier);
        return;
      }
      at += TEST_SEQUENCE_DELAYS_MS[index - 1] ?? 0;
      scheduled.push(this.schedule(this.sequenceTimers, () => this.play(step.id, step.multiplier), at));
    });
    return () => {
      for (const handle of scheduled) this.cancel(this.sequenceTimers, handle);
    };
  }

  /**
   * Resumes the audio context at the first click, touch or key press on `target` (browsers keep it
   * suspended until then). Listens on until the context runs; returns a function that stops listening.
   */
  unlockOnFirstGesture(target: EventTarget): () => void {
    let listening = true;
    const stop = () => {
      if (!listening) return;
      listening = false;
      for (const type of UNLOCK_EVENTS) target.removeEventListener(type, onGesture, true);
    };
    const onGesture = () => {
      void this.backend.resume().then(
        (running) => {
          if (running) stop();
        },
        () => undefined,
      );
    };
    for (const type of UNLOCK_EVENTS) target.addEventListener(type, onGesture, { capture: true, passive: true });
    return stop;
  }

  /** Stops and unloads everything and stops following the settings. */
  dispose(): void {
    this.stopAll();
    // A preload still polling resolves at its next check.
    this.disposed = true;
    this.stopListening();
    for (const sound of this.sounds.values()) sound.handle.unload();
    this.sounds.clear();
  }

  private start(id: SoundId, volume: number): void {
    const { handle } = this.ensure(id);
    const playback = handle.play();
    handle.volume(volume, playback);
  }

  private ensure(id: SoundId): LoadedSound {
    const existing = this.sounds.get(id);
    if (existing) return existing;
    const definition = SOUNDS_BY_ID[id];
    const source = this.store.getState().customSounds[id] ?? definition.url;
    const status = { settled: false };
    const handle = this.backend.createSound({
      src: [source],
      pool: SOUND_POOL_SIZE[definition.category],
      preload: true,
      onload: () => {
        status.settled = true;
      },
      onloaderror: (_soundId, error) => {
        status.settled = true;
        this.logger.warn(`Sound ${id} failed to load; playing on without it.`, error);
      },
      onplayerror: (_soundId, error) => {
        if (!isExpectedPlayError(error)) this.logger.warn(`Sound ${id} failed to play.`, error);
      },
    });
    const sound: LoadedSound = { handle, status };
    this.sounds.set(id, sound);
    return sound;
  }

  private settingsChanged(state: AudioSettingsState, previous: AudioSettingsState): void {
    if (previous.settings.soundsEnabled && !state.settings.soundsEnabled) this.stopAll();
    if (state.customSounds === previous.customSounds) return;
    for (const id of SOUND_IDS) {
      if (state.customSounds[id] === previous.customSounds[id]) continue;
      const old = this.sounds.get(id);
      if (!old) continue;
      // The next play (or the preload below) loads the new source.
      old.handle.unload();
      this.sounds.delete(id);
      if (SOUNDS_BY_ID[id].preload) this.ensure(id);
    }
  }

  private schedule(group: Set<TimerHandle>, callback: () => void, ms: number): TimerHandle {
    const handle = this.clock.setTimeout(() => {
      group.delete(handle);
      callback();
    }, ms);
    group.add(handle);
    return handle;
  }

  private cancel(group: Set<TimerHandle>, handle: TimerHandle): void {
    this.clock.clearTimeout(handle);
    group.delete(handle);
  }

  private cancelAll(group: Set<TimerHandle>): void {
    for (const handle of group) this.clock.clearTimeout(handle);
    group.clear();
  }
}
