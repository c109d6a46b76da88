import type { SoundId } from '../../src/platform/audio/sound-catalog';
import type { SoundPreset, Voice } from './synth';

/** Note frequencies used below (equal temperament, A4 = 440 Hz). */
const NOTE = { C5: 523.25, E5: 659.26, G5: 783.99, A5: 880, C6: 1046.5, E6: 1318.51, G6: 1567.98, C7: 2093 };

/** A quick body blow under a hit: a low square that drops in pitch. */
function thump(from: number, to: number, decay: number, volume: number): Voice {
  return {
    wave: 'square',
    frequency: from,
    slideTo: to,
    attack: 0,
    sustain: 0.015,
    decay,
    punch: 0.6,
    lowPass: 1400,
    volume,
  };
}

/** One note of an arpeggio or chime. */
function note(wave: Voice['wave'], frequency: number, delay: number, decay: number, volume: number): Voice {
  return { wave, frequency, attack: 0.004, sustain: 0.03, decay, delay, volume };
}

/** One preset per sound, chosen so each sounds like what it marks. */
export const SOUND_PRESETS: Readonly<Record<SoundId, SoundPreset>> = {
  // A crisp, short impact: a bright noise snap over a small low thump.
  hit_normal: {
    seed: 101,
    voices: [
      {
        wave: 'noise',
        frequency: 9000,
        attack: 0,
        sustain: 0.008,
        decay: 0.08,
        punch: 0.5,
        highPass: 500,
        volume: 0.8,
      },
      thump(190, 70, 0.09, 0.6),
    ],
  },
  // Heavier than a hit (a longer snap, a deeper saw thump), with a high ringing ping on top.
  hit_critical: {
    seed: 202,
    voices: [
      {
        wave: 'noise',
        frequency: 7000,
        attack: 0,
        sustain: 0.015,
        decay: 0.16,
        punch: 0.8,
        lowPass: 6000,
        volume: 0.9,
      },
      {
        wave: 'saw',
        frequency: 150,
        slideTo: 42,
        attack: 0,
        sustain: 0.02,
        decay: 0.22,
        punch: 0.8,
        lowPass: 900,
        volume: 0.9,
      },
      {
        wave: 'sine',
        frequency: 1760,
        slideTo: 1720,
        attack: 0.002,
        sustain: 0.02,
        decay: 0.34,
        delay: 0.02,
        volume: 0.35,
      },
      { wave: 'sine', frequency: 2637, attack: 0.002, sustain: 0.01, decay: 0.24, delay: 0.02, volume: 0.14 },
    ],
  },
  // A blade cutting air: filtered noise whose colour rises and falls away, no impact.
  hit_miss: {
    seed: 303,
    voices: [
      {
        wave: 'noise',
        frequency: 1500,
        slideTo: 7000,
        attack: 0.09,
        sustain: 0.02,
        decay: 0.17,
        highPass: 700,
        lowPass: 3200,
        volume: 1,
      },
    ],
  },
  // Flame catching: a roaring low band, a hissing band with sparse crackles, and a rising breath.
  ability_fire: {
    seed: 404,
    voices: [
      {
        wave: 'noise',
        frequency: 5000,
        attack: 0.04,
        sustain: 0.3,
        decay: 0.42,
        crackle: 0.0035,
        highPass: 300,
        lowPass: 3000,
        volume: 0.6,
      },
      { wave: 'noise', frequency: 500, attack: 0.06, sustain: 0.28, decay: 0.45, lowPass: 320, volume: 0.9 },
      { wave: 'saw', frequency: 85, slideTo: 150, attack: 0.08, sustain: 0.2, decay: 0.35, lowPass: 500, volume: 0.3 },
    ],
  },
  // Glassy and cold: bell-like high sines stacked a fifth apart, with a frosty sparkle of high noise.
  ability_ice: {
    seed: 505,
    voices: [
      note('sine', NOTE.C7, 0, 0.6, 0.55),
      note('sine', 3136, 0.05, 0.5, 0.4),
      note('sine', 4186, 0.1, 0.42, 0.25),
      {
        wave: 'triangle',
        frequency: 2637,
        attack: 0.004,
        sustain: 0.05,
        decay: 0.55,
        vibratoDepth: 0.004,
        vibratoRate: 9,
        delay: 0.02,
        volume: 0.25,
      },
      { wave: 'noise', frequency: 16000, attack: 0, sustain: 0.01, decay: 0.16, highPass: 6000, volume: 0.25 },
    ],
  },
  // A low, wavering drone sinking an octave: two detuned saws under a dark breath of noise.
  ability_shadow: {
    seed: 606,
    voices: [
      {
        wave: 'saw',
        frequency: 110,
        slideTo: 55,
        attack: 0.1,
        sustain: 0.35,
        decay: 0.4,
        vibratoDepth: 0.03,
        vibratoRate: 6,
        lowPass: 520,
        volume: 0.8,
      },
      {
        wave: 'saw',
        frequency: 116.5,
        slideTo: 58,
        attack: 0.12,
        sustain: 0.33,
        decay: 0.4,
        lowPass: 480,
        volume: 0.6,
      },
      { wave: 'noise', frequency: 700, attack: 0.2, sustain: 0.2, decay: 0.4, lowPass: 380, volume: 0.35 },
    ],
  },
  // Soft and warm: a rising major triad of sines, staggered, with a gentle shimmer.
  ability_heal: {
    seed: 707,
    voices: [
      {
        wave: 'sine',
        frequency: NOTE.C5,
        slideTo: NOTE.C6,
        attack: 0.15,
        sustain: 0.18,
        decay: 0.4,
        vibratoDepth: 0.008,
        vibratoRate: 7,
        volume: 0.55,
      },
      {
        wave: 'sine',
        frequency: NOTE.E5,
        slideTo: NOTE.E6,
        attack: 0.15,
        sustain: 0.16,
        decay: 0.4,
        vibratoDepth: 0.008,
        vibratoRate: 7,
        delay: 0.08,
        volume: 0.45,
      },
      {
        wave: 'sine',
        frequency: NOTE.G5,
        slideTo: NOTE.G6,
        attack: 0.15,
        sustain: 0.14,
        decay: 0.4,
        vibratoDepth: 0.008,
        vibratoRate: 7,
        delay: 0.16,
        volume: 0.35,
      },
      {
        wave: 'noise',
        frequency: 14000,
        attack: 0.2,
        sustain: 0.15,
        decay: 0.3,
        highPass: 7000,
        volume: 0.06,
        delay: 0.1,
      },
    ],
  },
  // The foe falls: a heavy thud, then a tone that sinks away.
  enemy_defeat: {
    seed: 808,
    voices: [
      { wave: 'noise', frequency: 900, attack: 0, sustain: 0.02, decay: 0.18, punch: 1, lowPass: 380, volume: 1 },
      { wave: 'sine', frequency: 95, slideTo: 38, attack: 0, sustain: 0.03, decay: 0.26, punch: 0.5, volume: 0.9 },
      {
        wave: 'square',
        frequency: 440,
        slideTo: 110,
        duty: 0.4,
        attack: 0.01,
        sustain: 0.1,
        decay: 0.34,
        delay: 0.08,
        lowPass: 1800,
        volume: 0.3,
      },
    ],
  },
  // Grim: two saws a fifth apart fall over a second, wavering, over a dark rumble, ending on a low thud.
  player_death: {
    seed: 909,
    voices: [
      {
        wave: 'saw',
        frequency: 330,
        slideTo: 55,
        attack: 0.02,
        sustain: 0.45,
        decay: 0.6,
        vibratoDepth: 0.04,
        vibratoRate: 5,
        lowPass: 1200,
        volume: 0.6,
      },
      {
        wave: 'saw',
        frequency: 220,
        slideTo: 36,
        attack: 0.04,
        sustain: 0.45,
        decay: 0.6,
        vibratoDepth: 0.03,
        vibratoRate: 4,
        lowPass: 900,
        volume: 0.45,
      },
      { wave: 'noise', frequency: 320, attack: 0.1, sustain: 0.4, decay: 0.6, lowPass: 220, volume: 0.4 },
      {
        wave: 'sine',
        frequency: 70,
        slideTo: 32,
        attack: 0,
        sustain: 0.03,
        decay: 0.3,
        punch: 0.8,
        delay: 0.95,
        volume: 0.6,
      },
    ],
  },
  // Bright: a quick rising arpeggio of soft squares (C E G C), the top note ringing longer.
  level_up: {
    seed: 1010,
    voices: [
      { ...note('square', NOTE.C5, 0, 0.12, 0.35), duty: 0.25, lowPass: 5000 },
      { ...note('square', NOTE.E5, 0.07, 0.12, 0.35), duty: 0.25, lowPass: 5000 },
      { ...note('square', NOTE.G5, 0.14, 0.12, 0.35), duty: 0.25, lowPass: 5000 },
      { ...note('square', NOTE.C6, 0.21, 0.38, 0.4), duty: 0.25, lowPass: 5000, vibratoDepth: 0.006, vibratoRate: 6 },
      note('sine', NOTE.C7, 0.21, 0.38, 0.15),
    ],
  },
  // Short and soft: a tiny falling tick with a breath of noise.
  button_click: {
    seed: 1111,
    peak: 0.6,
    voices: [
      { wave: 'sine', frequency: 1400, slideTo: 700, attack: 0.001, sustain: 0.004, decay: 0.03, volume: 0.8 },
      { wave: 'noise', frequency: 8000, attack: 0, sustain: 0.002, decay: 0.012, lowPass: 5000, volume: 0.2 },
    ],
  },
  // Two notes up a fifth (A then E), soft and clear.
  notification: {
    seed: 1212,
    peak: 0.75,
    voices: [
      note('sine', NOTE.A5, 0, 0.18, 0.6),
      note('triangle', NOTE.A5 * 2, 0, 0.12, 0.12),
      note('sine', NOTE.E6, 0.12, 0.3, 0.6),
      note('triangle', NOTE.E6 * 2, 0.12, 0.2, 0.12),
    ],
  },
};
