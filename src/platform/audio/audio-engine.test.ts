import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@/platform/clock';
import { AudioEngine, isExpectedPlayError } from './audio-engine';
import { createAudioSettingsStore } from './audio-settings-store';
import { SOUNDS, TEST_SEQUENCE_SOUNDS } from './sound-catalog';
import { FakeAudioBackend, memoryStorage } from './testing';

const MP3 = 'data:audio/mpeg;base64,SUQz';

function setup() {
  const store = createAudioSettingsStore(memoryStorage());
  const backend = new FakeAudioBackend();
  const clock = new ManualClock(1_000);
  const logger = { warn: vi.fn() };
  const engine = new AudioEngine({ store, backend, clock, logger });
  return { store, backend, clock, logger, engine };
}

describe('the audio engine', () => {
  it('pools 5 of each combat sound and 2 of the others, each from its file', async () => {
    const { backend, clock, engine } = setup();
    const preloading = engine.preload();
    backend.loadAll();
    clock.step(100);
    await expect(preloading).resolves.toBe(true);
    engine.play('button_click');
    engine.play('notification');
    expect(backend.created).toHaveLength(SOUNDS.length);
    for (const sound of SOUNDS) {
      const fake = backend.soundFor(sound.id)!;
      expect(fake.options.src).toEqual([`/sounds/${sound.category}/${sound.id}.mp3`]);
      expect(fake.options.pool, sound.id).toBe(sound.category === 'combat' ? 5 : 2);
    }
  });

  it('loads only the preloaded sounds at start; the others on first play', () => {
    const { backend, engine } = setup();
    void engine.preload();
    expect(backend.soundFor('level_up')).toBeDefined();
    expect(backend.soundFor('button_click')).toBeUndefined();
    expect(backend.soundFor('notification')).toBeUndefined();
  });

  it('plays at master x SFX x the multiplier, never above 1', () => {
    const { backend, clock, engine, store } = setup();
    expect(engine.play('hit_normal')).toBe(true);
    expect(backend.soundFor('hit_normal')!.volumes[0]).toBeCloseTo(0.7 * 0.8, 10);
    engine.play('player_death', 1.5);
    expect(backend.soundFor('player_death')!.volumes[0]).toBeCloseTo(0.7 * 0.8 * 1.5, 10);
    store.getState().updateSettings({ masterVolume: 1, sfxVolume: 1 });
    clock.step(100);
    engine.play('player_death', 1.5);
    expect(backend.soundFor('player_death')!.volumes[1]).toBe(1);
  });

  it('respects the master, combat and UI switches, and a zero volume', () => {
    const { backend, clock, engine, store } = setup();
    store.getState().updateSettings({ combatSoundsEnabled: false });
    expect(engine.play('hit_normal')).toBe(false);
    expect(engine.play('level_up')).toBe(true);
    store.getState().updateSettings({ combatSoundsEnabled: true, uiSoundsEnabled: false });
    clock.step(100);
    expect(engine.play('level_up')).toBe(false);
    expect(engine.play('hit_normal')).toBe(true);
    store.getState().updateSettings({ soundsEnabled: false, uiSoundsEnabled: true });
    clock.step(100);
    expect(engine.play('hit_normal')).toBe(false);
    expect(engine.play('button_click')).toBe(false);
    store.getState().updateSettings({ soundsEnabled: true, sfxVolume: 0 });
    expect(engine.play('enemy_defeat')).toBe(false);
    expect(backend.soundFor('hit_normal')!.plays).toHaveLength(1);
    expect(backend.soundFor('level_up')!.plays).toHaveLength(1);
  });

  it('previews a sound even with its category switched off, but not with all sounds off', () => {
    const { backend, engine, store } = setup();
    store.getState().updateSettings({ combatSoundsEnabled: false, uiSoundsEnabled: false });
    expect(engine.preview('ability_ice')).toBe(true);
    expect(engine.preview('ability_ice')).toBe(true);
    expect(backend.soundFor('ability_ice')!.volumes).toEqual([0.7 * 0.8, 0.7 * 0.8]);
    store.getState().updateSettings({ soundsEnabled: false });
    expect(engine.preview('notification')).toBe(false);
  });

  it('plays one sound at most once per 60 ms, other sounds freely', () => {
    const { backend, clock, engine } = setup();
    expect(engine.play('hit_normal')).toBe(true);
    expect(engine.play('hit_normal')).toBe(false);
    expect(engine.play('hit_critical')).toBe(true);
    clock.step(59);
    expect(engine.play('hit_normal')).toBe(false);
    clock.step(1);
    expect(engine.play('hit_normal')).toBe(true);
    expect(backend.soundFor('hit_normal')!.plays).toHaveLength(2);
  });

  it('stops every sound, and a running test sequence, when sounds are switched off', () => {
    const { backend, clock, engine, store } = setup();
    engine.play('hit_normal');
    engine.play('level_up');
    engine.playTestSequence();
    store.getState().updateSettings({ soundsEnabled: false });
    expect(backend.soundFor('hit_normal')!.stops).toBe(1);
    expect(backend.soundFor('level_up')!.stops).toBe(1);
    store.getState().updateSettings({ soundsEnabled: true });
    clock.step(5_000);
    // Only the sequence's first sound played: the rest were cancelled with the switch.
    expect(backend.soundFor('hit_critical')).toBeUndefined();
    // Volume changes alone stop nothing.
    store.getState().updateSettings({ masterVolume: 0.2 });
    expect(backend.soundFor('hit_normal')!.stops).toBe(1);
  });

  it('plays a custom sound in place of the default file, and the default again once removed', () => {
    const { backend, engine, store } = setup();
    void engine.preload();
    const original = backend.soundFor('hit_miss')!;
    store.getState().setCustomSound('hit_miss', MP3);
    expect(original.unloaded).toBe(true);
    // A preloaded sound loads its new source at once.
    const custom = backend.soundFor(MP3)!;
    expect(custom.options.pool).toBe(5);
    engine.play('hit_miss', 0.8);
    expect(custom.plays).toHaveLength(1);
    store.getState().removeCustomSound('hit_miss');
    expect(custom.unloaded).toBe(true);
    expect(backend.soundFor('hit_miss')).toBeDefined();
    // A custom sound chosen before the first play is used from the start.
    store.getState().setCustomSound('notification', MP3);
    engine.play('notification');
    expect(backend.created.at(-1)!.options.src).toEqual([MP3]);
    expect(backend.created.at(-1)!.options.pool).toBe(2);
  });

  it('waits at most 3 s for preloads, polling every 100 ms; a failed load is logged and counts as loaded', async () => {
    const { backend, clock, engine, logger } = setup();
    const preloading = engine.preload();
    const settled = vi.fn();
    void preloading.then(settled);
    for (const sound of backend.created.slice(1)) sound.options.onload();
    clock.step(2_900);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    clock.step(100);
    await expect(preloading).resolves.toBe(false);

    // A missing file: logged, then counted as loaded at the next poll.
    const second = setup();
    const again = second.engine.preload();
    second.backend.loadAll();
    second.backend.created[0]!.options.onloaderror(null, 'Failed loading audio file with status: 404.');
    second.clock.step(100);
    await expect(again).resolves.toBe(true);
    expect(second.logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs play errors except a browser refusing playback before a gesture', () => {
    const { backend, engine, logger } = setup();
    engine.play('hit_normal');
    const { onplayerror } = backend.soundFor('hit_normal')!.options;
    onplayerror(1, new DOMException('play() failed', 'NotAllowedError'));
    onplayerror(1, 'Playback was unable to start. ... was not within a user interaction.');
    onplayerror(1, new DOMException('no source', 'NotSupportedError'));
    expect(logger.warn).not.toHaveBeenCalled();
    onplayerror(1, new Error('decoder crashed'));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(isExpectedPlayError(new Error('decoder crashed'))).toBe(false);
  });

  it('plays the test sequence with gaps of 500, 1000 and 300 ms', () => {
    const { backend, clock, engine } = setup();
    engine.playTestSequence();
    const played = () => TEST_SEQUENCE_SOUNDS.map((step) => backend.soundFor(step.id)?.plays.length ?? 0);
    expect(played()).toEqual([1, 0, 0, 0]);
    clock.step(499);
    expect(played()).toEqual([1, 0, 0, 0]);
    clock.step(1);
    expect(played()).toEqual([1, 1, 0, 0]);
    clock.step(1_000);
    expect(played()).toEqual([1, 1, 1, 0]);
    clock.step(300);
    expect(played()).toEqual([1, 1, 1, 1]);
  });

  it('resumes the audio context at the first gesture, then stops listening', async () => {
    const { backend, engine } = setup();
    const target = new EventTarget();
    backend.resumes = false;
    engine.unlockOnFirstGesture(target);
    target.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(backend.resumeCalls).toBe(1);
    backend.resumes = true;
    target.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    await Promise.resolve();
    expect(backend.resumeCalls).toBe(2);
    target.dispatchEvent(new Event('touchstart'));
    target.dispatchEvent(new Event('click'));
    expect(backend.resumeCalls).toBe(2);
  });

  it('unloads everything and follows the settings no more once disposed', () => {
    const { backend, engine, store } = setup();
    engine.play('hit_normal');
    engine.dispose();
    expect(backend.created[0]!.unloaded).toBe(true);
    expect(engine.play('hit_normal')).toBe(false);
    store.getState().updateSettings({ soundsEnabled: false });
    expect(backend.created[0]!.stops).toBe(1);
  });
});
