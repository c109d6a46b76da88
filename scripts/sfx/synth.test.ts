import { describe, expect, it } from 'vitest';
import { SOUND_IDS } from '../../src/platform/audio/sound-catalog';
import { encodeMp3, startsLikeMp3 } from './mp3';
import { SOUND_PRESETS } from './presets';
import { presetSeconds, renderPreset, seededRandom, toPcm16, type SoundPreset } from './synth';

const SAMPLE_RATE = 22_050;

describe('the sound synthesiser', () => {
  it('renders the same samples for the same preset, and other noise for another seed', () => {
    const preset = SOUND_PRESETS.hit_miss;
    const first = renderPreset(preset, SAMPLE_RATE);
    expect(renderPreset(preset, SAMPLE_RATE)).toEqual(first);
    expect(renderPreset({ ...preset, seed: preset.seed + 1 }, SAMPLE_RATE)).not.toEqual(first);
    expect(seededRandom(7)()).toBe(seededRandom(7)());
  });

  it('gives every sound id a preset of at most 1.5 s whose samples stay within [-1, 1] and are not silent', () => {
    for (const id of SOUND_IDS) {
      const preset = SOUND_PRESETS[id];
      const samples = renderPreset(preset, SAMPLE_RATE);
      expect(presetSeconds(preset), id).toBeLessThanOrEqual(1.5);
      expect(samples.length, id).toBe(Math.ceil(presetSeconds(preset) * SAMPLE_RATE));
      let loudest = 0;
      for (const sample of samples) loudest = Math.max(loudest, Math.abs(sample));
      expect(loudest, id).toBeLessThanOrEqual(1);
      expect(loudest, id).toBeGreaterThan(0.5);
      expect(samples.every(Number.isFinite), id).toBe(true);
    }
  });

  it('lasts as long as its longest voice, delays included', () => {
    const preset: SoundPreset = {
      seed: 1,
      voices: [
        { wave: 'sine', frequency: 440, attack: 0.01, sustain: 0.1, decay: 0.1, volume: 1 },
        { wave: 'square', frequency: 220, attack: 0, sustain: 0.05, decay: 0.05, delay: 0.3, volume: 1 },
      ],
    };
    expect(presetSeconds(preset)).toBeCloseTo(0.4, 10);
    expect(renderPreset(preset, 1_000)).toHaveLength(400);
  });

  it('encodes to bytes that open with an MP3 frame sync, a few KB for a short sound', () => {
    const pcm = toPcm16(renderPreset(SOUND_PRESETS.hit_critical, 44_100));
    const mp3 = encodeMp3(pcm, 44_100, 64);
    expect(startsLikeMp3(mp3)).toBe(true);
    expect(mp3.length).toBeGreaterThan(500);
    expect(mp3.length).toBeLessThan(16_000);
    expect(startsLikeMp3(new Uint8Array([0x00, 0x11, 0x22]))).toBe(false);
  });

  it('maps full scale to the 16-bit range', () => {
    expect(Array.from(toPcm16(new Float32Array([1, -1, 0, 2])))).toEqual([32767, -32768, 0, 32767]);
  });
});
