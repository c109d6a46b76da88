import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  AUDIO_SETTINGS_STORAGE_KEY,
  CUSTOM_SOUNDS_STORAGE_KEY,
  DEFAULT_AUDIO_SETTINGS,
  isSoundId,
  type AudioSettings,
  type SoundId,
} from './sound-catalog';

/** A custom sound per sound id, as an audio data URL. */
export type CustomSounds = Partial<Record<SoundId, string>>;

export interface AudioSettingsState {
  settings: AudioSettings;
  customSounds: CustomSounds;
  /** Changes some settings (volumes clamped to 0..1) and keeps them on the device. */
  updateSettings: (patch: Partial<AudioSettings>) => void;
  /** Keeps `dataUrl` as the sound's custom sound; throws when the device refuses to store it (quota). */
  setCustomSound: (id: SoundId, dataUrl: string) => void;
  removeCustomSound: (id: SoundId) => void;
}

export type AudioSettingsStore = StoreApi<AudioSettingsState>;

/** The subset of the Web Storage API the store uses (tests pass a map). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

const VOLUME_KEYS = ['masterVolume', 'sfxVolume', 'musicVolume'] as const;
const SWITCH_KEYS = ['soundsEnabled', 'combatSoundsEnabled', 'uiSoundsEnabled'] as const;

function clampVolume(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(1, Math.max(0, value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Settings read from anything: missing or broken fields fall back to the defaults, volumes clamp to 0..1. */
export function parseAudioSettings(raw: unknown): AudioSettings {
  const source = isRecord(raw) ? raw : {};
  const settings: AudioSettings = { ...DEFAULT_AUDIO_SETTINGS };
  for (const key of VOLUME_KEYS) settings[key] = clampVolume(source[key], DEFAULT_AUDIO_SETTINGS[key]);
  for (const key of SWITCH_KEYS) {
    const value = source[key];
    settings[key] = typeof value === 'boolean' ? value : DEFAULT_AUDIO_SETTINGS[key];
  }
  return settings;
}

export function isAudioDataUrl(value: unknown): value is string {
  return typeof value === 'string' && /^data:audio\/[\w.+-]+[;,]/i.test(value);
}

/** Custom sounds read from anything: only known sound ids with audio data URLs are kept. */
export function parseCustomSounds(raw: unknown): CustomSounds {
  if (!isRecord(raw)) return {};
  const sounds: CustomSounds = {};
  for (const [id, url] of Object.entries(raw)) {
    if (isSoundId(id) && isAudioDataUrl(url)) sounds[id] = url;
  }
  return sounds;
}

function readJson(storage: SettingsStorage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** localStorage, or null where it is missing or blocked (private modes, sandboxed frames). */
export function browserStorage(): SettingsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The audio settings and custom sounds, loaded from the device and written back on every change. */
export function createAudioSettingsStore(storage: SettingsStorage | null = browserStorage()): AudioSettingsStore {
  const saveSettings = (settings: AudioSettings) => {
    try {
      storage?.setItem(AUDIO_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    } catch {
      // A full or blocked storage keeps the settings for this visit only.
    }
  };
  return createStore<AudioSettingsState>()((set, get) => ({
    settings: parseAudioSettings(readJson(storage, AUDIO_SETTINGS_STORAGE_KEY)),
    customSounds: parseCustomSounds(readJson(storage, CUSTOM_SOUNDS_STORAGE_KEY)),
    updateSettings: (patch) => {
      const settings = parseAudioSettings({ ...get().settings, ...patch });
      saveSettings(settings);
      set({ settings });
    },
    setCustomSound: (id, dataUrl) => {
      if (!isAudioDataUrl(dataUrl)) throw new Error(`Not an audio data URL for ${id}`);
      const customSounds = { ...get().customSounds, [id]: dataUrl };
      // Written first: a refused write (quota) throws before the sound is used.
      storage?.setItem(CUSTOM_SOUNDS_STORAGE_KEY, JSON.stringify(customSounds));
      set({ customSounds });
    },
    removeCustomSound: (id) => {
      const customSounds = Object.fromEntries(
        Object.entries(get().customSounds).filter(([soundId]) => soundId !== id),
      ) as CustomSounds;
      try {
        storage?.setItem(CUSTOM_SOUNDS_STORAGE_KEY, JSON.stringify(customSounds));
      } catch {
        // Removing only shrinks the stored map; if even that fails, the default plays for this visit.
      }
      set({ customSounds });
    },
  }));
}
