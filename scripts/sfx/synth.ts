/**
 * A small sfxr-style synthesiser: each sound is a few layered voices, each an oscillator (square, saw,
 * sine, triangle or noise) shaped by an attack/sustain/decay envelope, a frequency slide, vibrato,
 * one-pole low/high-pass filters and optional crackle. Noise and crackle come from a seeded generator,
 * so the same preset always renders the same samples (the sound files are reproducible).
 */

export type Wave = 'square' | 'saw' | 'sine' | 'triangle' | 'noise';

export interface Voice {
  wave: Wave;
  /** Start frequency in Hz (for noise: how often a new random value is drawn, i.e. its brightness). */
  frequency: number;
  /** Frequency reached at the end of the voice (exponential slide); none: no slide. */
  slideTo?: number;
  /** Square duty cycle, 0..1 (0.5: a plain square). */
  duty?: number;
  /** Envelope, in seconds: rise, hold at full level, fall to silence. */
  attack: number;
  sustain: number;
  decay: number;
  /** Extra level at the start of the sustain, fading over it (sfxr's "punch"), 0..1. */
  punch?: number;
  /** Vibrato: depth as a share of the frequency, and rate in Hz. */
  vibratoDepth?: number;
  vibratoRate?: number;
  /** One-pole filters: cutoff in Hz. */
  lowPass?: number;
  highPass?: number;
  /** Chance per sample (0..1) of a short random pop on top of the voice: fire's crackle. */
  crackle?: number;
  /** Layer level, 0..1. */
  volume: number;
  /** Seconds before the voice starts (arpeggios, a second note). */
  delay?: number;
}

export interface SoundPreset {
  voices: Voice[];
  /** Seed of the noise generator. */
  seed: number;
  /** Peak level of the mixed sound after normalising, 0..1. */
  peak?: number;
}

const DEFAULT_PEAK = 0.89;
/** A short fade at the very end so no file ends on a click. */
const TAIL_FADE_SECONDS = 0.006;

/** mulberry32: a tiny seeded generator giving floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function voiceSeconds(voice: Voice): number {
  return (voice.delay ?? 0) + voice.attack + voice.sustain + voice.decay;
}

export function presetSeconds(preset: SoundPreset): number {
  return Math.max(0, ...preset.voices.map(voiceSeconds));
}

function envelopeAt(voice: Voice, time: number): number {
  if (time < voice.attack) return voice.attack > 0 ? time / voice.attack : 1;
  const inSustain = time - voice.attack;
  if (inSustain < voice.sustain) {
    const punch = voice.punch ?? 0;
    return 1 + punch * (1 - inSustain / voice.sustain);
  }
  const inDecay = inSustain - voice.sustain;
  if (inDecay >= voice.decay) return 0;
  const remaining = 1 - inDecay / voice.decay;
  return remaining * remaining;
}

function oscillator(wave: Exclude<Wave, 'noise'>, phase: number, duty: number): number {
  switch (wave) {
    case 'square':
      return phase < duty ? 1 : -1;
    case 'saw':
      return 1 - 2 * phase;
    case 'sine':
      return Math.sin(2 * Math.PI * phase);
    case 'triangle':
      return phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase;
  }
}

function onePoleCoefficient(cutoff: number, sampleRate: number): number {
  return 1 - Math.exp((-2 * Math.PI * cutoff) / sampleRate);
}

/** Renders one voice, added into `out` from its delay on. */
function renderVoice(voice: Voice, out: Float32Array, sampleRate: number, random: () => number): void {
  const start = Math.round((voice.delay ?? 0) * sampleRate);
  const length = Math.round((voice.attack + voice.sustain + voice.decay) * sampleRate);
  const duty = voice.duty ?? 0.5;
  const endFrequency = voice.slideTo ?? voice.frequency;
  const lowPass = voice.lowPass === undefined ? 1 : onePoleCoefficient(voice.lowPass, sampleRate);
  const highPass = voice.highPass === undefined ? 0 : onePoleCoefficient(voice.highPass, sampleRate);
  let phase = 0;
  let noiseValue = random() * 2 - 1;
  let lowState = 0;
  let highState = 0;
  let crackleLevel = 0;
  for (let index = 0; index < length && start + index < out.length; index += 1) {
    const time = index / sampleRate;
    const progress = length > 1 ? index / (length - 1) : 0;
    const slid = voice.frequency * Math.pow(endFrequency / voice.frequency, progress);
    const vibrato = 1 + (voice.vibratoDepth ?? 0) * Math.sin(2 * Math.PI * (voice.vibratoRate ?? 0) * time);
    phase += (slid * vibrato) / sampleRate;
    let raw: number;
    if (voice.wave === 'noise') {
      // Sample and hold: a new random value each period, so the frequency sets the noise's colour.
      while (phase >= 1) {
        phase -= 1;
        noiseValue = random() * 2 - 1;
      }
      raw = noiseValue;
    } else {
      phase -= Math.floor(phase);
      raw = oscillator(voice.wave, phase, duty);
    }
    if (voice.crackle && random() < voice.crackle) crackleLevel = (random() < 0.5 ? -1 : 1) * (0.6 + random() * 0.4);
    raw += crackleLevel;
    crackleLevel *= 0.86;
    lowState += lowPass * (raw - lowState);
    highState += highPass * (lowState - highState);
    const filtered = lowState - highState;
    out[start + index]! += filtered * envelopeAt(voice, time) * voice.volume;
  }
}

/** The preset's samples, mono, in [-1, 1], normalised to the preset's peak. */
export function renderPreset(preset: SoundPreset, sampleRate: number): Float32Array {
  const out = new Float32Array(Math.ceil(presetSeconds(preset) * sampleRate));
  const random = seededRandom(preset.seed);
  for (const voice of preset.voices) renderVoice(voice, out, sampleRate, random);
  let loudest = 0;
  for (const sample of out) loudest = Math.max(loudest, Math.abs(sample));
  const gain = loudest > 0 ? (preset.peak ?? DEFAULT_PEAK) / loudest : 0;
  const fade = Math.min(out.length, Math.round(TAIL_FADE_SECONDS * sampleRate));
  for (let index = 0; index < out.length; index += 1) {
    const fromEnd = out.length - 1 - index;
    const tail = fromEnd < fade ? fromEnd / fade : 1;
    out[index] = Math.max(-1, Math.min(1, out[index]! * gain * tail));
  }
  return out;
}

/** Float samples to 16-bit PCM. */
export function toPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    const clamped = Math.max(-1, Math.min(1, samples[index]!));
    pcm[index] = Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
  }
  return pcm;
}
