/**
 * Writes the game's 12 sound files (public/sounds/{category}/{id}.mp3) from the presets of the
 * in-repo synthesiser. Deterministic: running it again gives the same files.
 *
 *   npx tsx scripts/make-sounds.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOUNDS } from '../src/platform/audio/sound-catalog';
import { encodeMp3 } from './sfx/mp3';
import { SOUND_PRESETS } from './sfx/presets';
import { presetSeconds, renderPreset, toPcm16 } from './sfx/synth';

const SAMPLE_RATE = 44_100;
const KBPS = 64;
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

for (const sound of SOUNDS) {
  const preset = SOUND_PRESETS[sound.id];
  const mp3 = encodeMp3(toPcm16(renderPreset(preset, SAMPLE_RATE)), SAMPLE_RATE, KBPS);
  const file = join(publicDir, sound.url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, mp3);
  console.log(`${sound.url}  ${presetSeconds(preset).toFixed(2)} s  ${mp3.length} bytes`);
}
