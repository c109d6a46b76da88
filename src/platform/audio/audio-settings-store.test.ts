import { describe, expect, it } from 'vitest';
import { createAudioSettingsStore, parseAudioSettings, parseCustomSounds } from './audio-settings-store';
import { AUDIO_SETTINGS_STORAGE_KEY, CUSTOM_SOUNDS_STORAGE_KEY, DEFAULT_AUDIO_SETTINGS } from './sound-catalog';
import { memoryStorage } from './testing';

const WAV = 'data:audio/wav;base64,UklGRg==';

describe('the audio settings store', () => {
  it('starts from the spec defaults on a fresh device', () => {
    const store = createAudioSettingsStore(memoryStorage());
    expect(store.getState().settings).toEqual({
      masterVolume: 0.7,
      sfxVolume: 0.8,
      musicVolume: 0.5,
      soundsEnabled: true,
      combatSoundsEnabled: true,
      uiSoundsEnabled: true,
    });
    expect(store.getState().customSounds).toEqual({});
  });

  it('keeps changes on the device and reads them back', () => {
    const storage = memoryStorage();
    const store = createAudioSettingsStore(storage);
    store.getState().updateSettings({ masterVolume: 0.35, uiSoundsEnabled: false });
    expect(JSON.parse(storage.getItem(AUDIO_SETTINGS_STORAGE_KEY)!)).toMatchObject({
      masterVolume: 0.35,
      uiSoundsEnabled: false,
    });
    store.getState().setCustomSound('hit_normal', WAV);
    const reloaded = createAudioSettingsStore(storage).getState();
    expect(reloaded.settings.masterVolume).toBe(0.35);
    expect(reloaded.settings.uiSoundsEnabled).toBe(false);
    expect(reloaded.customSounds).toEqual({ hit_normal: WAV });
    store.getState().removeCustomSound('hit_normal');
    expect(createAudioSettingsStore(storage).getState().customSounds).toEqual({});
  });

  it('clamps volumes and falls back to the defaults for broken stored data', () => {
    expect(parseAudioSettings({ masterVolume: 3, sfxVolume: -1, musicVolume: 'loud', soundsEnabled: 'yes' })).toEqual({
      ...DEFAULT_AUDIO_SETTINGS,
      masterVolume: 1,
      sfxVolume: 0,
    });
    const broken = memoryStorage({ [AUDIO_SETTINGS_STORAGE_KEY]: '{not json', [CUSTOM_SOUNDS_STORAGE_KEY]: '[1,2]' });
    const store = createAudioSettingsStore(broken);
    expect(store.getState().settings).toEqual(DEFAULT_AUDIO_SETTINGS);
    expect(store.getState().customSounds).toEqual({});
    store.getState().updateSettings({ sfxVolume: 7 });
    expect(store.getState().settings.sfxVolume).toBe(1);
  });

  it('keeps only known sound ids with audio data URLs', () => {
    expect(
      parseCustomSounds({ hit_normal: WAV, hit_miss: 'https://example.com/a.mp3', dragon_roar: WAV, level_up: 4 }),
    ).toEqual({ hit_normal: WAV });
  });

  it('throws and keeps the old sounds when the device refuses to store a custom sound', () => {
    const storage = memoryStorage();
    const store = createAudioSettingsStore(storage);
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => store.getState().setCustomSound('hit_normal', WAV)).toThrow();
    expect(store.getState().customSounds).toEqual({});
  });

  it('works without any storage at all', () => {
    const store = createAudioSettingsStore(null);
    store.getState().updateSettings({ soundsEnabled: false });
    expect(store.getState().settings.soundsEnabled).toBe(false);
  });
});
