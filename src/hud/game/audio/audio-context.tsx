import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { GameEvent } from '@/core/events';
import type { AudioBackend } from '@/platform/audio/audio-backend';
import { AudioEngine } from '@/platform/audio/audio-engine';
import {
  createAudioSettingsStore,
  type AudioSettingsState,
  type AudioSettingsStore,
} from '@/platform/audio/audio-settings-store';
import { SOUND_VOLUME_MULTIPLIER } from '@/platform/audio/sound-catalog';
import { soundForEvent } from '@/platform/audio/sound-for-event';
import type { Clock } from '@/platform/clock';
import { useGameEvents, type GameSession } from '@/hud/game/game-session';

export interface AudioServices {
  /** The settings and custom sounds, kept on the device. */
  store: AudioSettingsStore;
  /** Null until the sound library has loaded (and outside an AudioProvider). */
  engine: AudioEngine | null;
}

const AudioServicesContext = createContext<AudioServices | null>(null);

let deviceStore: AudioSettingsStore | null = null;

/** The one settings store over localStorage, shared by every part of the HUD. */
export function deviceAudioSettingsStore(): AudioSettingsStore {
  deviceStore ??= createAudioSettingsStore();
  return deviceStore;
}

export interface AudioProviderProps {
  children: ReactNode;
  /** The sound library; default howler, loaded on demand (tests pass a fake). */
  backend?: AudioBackend;
  /** Default: the device store over localStorage. */
  store?: AudioSettingsStore;
  clock?: Clock;
  /** Where the first click, touch or key press unlocks audio. Default: the document. */
  gestureTarget?: EventTarget;
  /** Plays the click sound for every button pressed below `gestureTarget` (default on). */
  buttonClicks?: boolean;
}

/**
 * Owns the game's one audio engine: loads howler (only here, so it never weighs on the homepage),
 * preloads the sounds, resumes audio at the first gesture and plays the click sound for buttons.
 * Mount it once around the signed-in game; game events are wired with `useGameSounds`.
 */
export function AudioProvider({
  children,
  backend,
  store = deviceAudioSettingsStore(),
  clock,
  gestureTarget,
  buttonClicks = true,
}: AudioProviderProps) {
  const [engine, setEngine] = useState<AudioEngine | null>(null);

  useEffect(() => {
    let cancelled = false;
    let created: AudioEngine | null = null;
    let stopUnlocking = () => {};
    const start = (audioBackend: AudioBackend) => {
      if (cancelled) return;
      created = new AudioEngine({ store, backend: audioBackend, ...(clock ? { clock } : {}) });
      stopUnlocking = created.unlockOnFirstGesture(gestureTarget ?? document);
      void created.preload();
      setEngine(created);
    };
    if (backend) start(backend);
    else {
      import('@/platform/audio/howler-backend').then(
        (module) => start(module.howlerBackend),
        (error: unknown) => console.warn('Sound is unavailable: the sound library did not load.', error),
      );
    }
    return () => {
      cancelled = true;
      stopUnlocking();
      created?.dispose();
      setEngine(null);
    };
  }, [store, backend, clock, gestureTarget]);

  useButtonClickSound(buttonClicks ? engine : null, gestureTarget);

  const services = useMemo(() => ({ store, engine }), [store, engine]);
  return <AudioServicesContext.Provider value={services}>{children}</AudioServicesContext.Provider>;
}

/** The audio engine and settings store; outside an AudioProvider, the device store and no engine. */
export function useAudio(): AudioServices {
  return useContext(AudioServicesContext) ?? { store: deviceAudioSettingsStore(), engine: null };
}

/** A slice of the audio settings state, re-rendering when it changes. */
export function useAudioSettings<T>(select: (state: AudioSettingsState) => T): T {
  return useStore(useAudio().store, select);
}

/**
 * Plays the sounds of the session's live events (hits, abilities, kills, death, level-ups, news).
 * The bridge's event stream carries only ticks stepped live; catch-up results (a hidden tab, time
 * away) go to `onCatchUp` and stay silent.
 */
export function useGameSounds(session: GameSession | null): void {
  const { engine } = useAudio();
  const onEvent = useCallback(
    (event: GameEvent) => {
      const cue = engine ? soundForEvent(event) : null;
      if (cue) engine?.play(cue.id, cue.multiplier);
    },
    [engine],
  );
  useGameEvents(engine ? session : null, onEvent);
}

/** `useGameSounds` as a component, to mount where the session is known. */
export function GameSounds({ session }: { session: GameSession | null }) {
  useGameSounds(session);
  return null;
}

/** Plays the click sound (x0.7, when UI sounds are on) for every button clicked below `target`. */
export function useButtonClickSound(engine: AudioEngine | null, target?: EventTarget): void {
  useEffect(() => {
    if (!engine) return undefined;
    const root = target ?? document;
    const onClick = (event: Event) => {
      const element = event.target;
      if (element instanceof Element && element.closest('button, [role="button"]')) {
        engine.play('button_click', SOUND_VOLUME_MULTIPLIER.click);
      }
    };
    // Capture: a button that stops the click's propagation still clicks.
    root.addEventListener('click', onClick, true);
    return () => root.removeEventListener('click', onClick, true);
  }, [engine, target]);
}
