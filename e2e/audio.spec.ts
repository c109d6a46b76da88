import { expect, test } from './fixtures';
import { SOUNDS } from '../src/platform/audio/sound-catalog';
import { collectPageErrors, openInApp, screenshot } from './support';
import { startNewHunter } from './saves-support';

// The game's sound (issue 16, spec 000 §3-§4, §8): the twelve files the repo synthesises, the audio
// settings page, and custom sounds with the spec's refusals.

test('the twelve sounds answer as audio files @desktop-only', async ({ request }) => {
  expect(SOUNDS).toHaveLength(12);
  for (const sound of SOUNDS) {
    const response = await request.get(sound.url);
    expect(response.status(), sound.url).toBe(200);
    expect(response.headers()['content-type'], sound.url).toMatch(/^audio\/mpeg/);
    expect((await response.body()).byteLength, sound.url).toBeGreaterThan(500);
  }
});

test('audio settings: volumes, switches, and a custom sound refused, taken and removed', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await startNewHunter(page, request, 'audio');
  await openInApp(page, '/game/audio-settings', 'Audio Settings');
  const main = page.locator('#game-main');

  const master = main.getByRole('slider', { name: 'Master volume' });
  await expect(master).toHaveValue('70');
  await master.focus();
  await page.keyboard.press('ArrowRight');
  await expect(master).toHaveValue('75');
  await expect(main.getByRole('slider', { name: /Music volume/ })).toBeDisabled();
  await expect(main.getByText('Coming Soon')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('audio_settings') ?? '{}') as unknown);
  expect(stored).toMatchObject({ masterVolume: 0.75 });
  await screenshot(page, testInfo, 'audio-settings', { fullPage: true });

  await main.getByRole('tab', { name: 'Custom Sounds' }).click();
  const critical = main.getByTestId('custom-sound').filter({ hasText: 'Critical Hit' });
  const file = critical.getByLabel('Custom sound file for Critical Hit');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a sound') });
  await expect(page.getByText('Please upload an audio file (MP3, WAV, OGG, or WebM)')).toBeVisible();
  await file.setInputFiles({ name: 'huge.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(6 * 1024 * 1024) });
  await expect(page.getByText('File size must be less than 5MB')).toBeVisible();
  await expect(critical.getByTestId('custom-sound-state')).toHaveText('Default');

  await file.setInputFiles({ name: 'crit.wav', mimeType: 'audio/wav', buffer: smallWav() });
  await expect(page.getByText('Custom sound uploaded for Critical Hit')).toBeVisible();
  await expect(critical.getByTestId('custom-sound-state')).toHaveText('Custom');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('custom_sounds') ?? '{}') as unknown);
  expect(kept).toMatchObject({ hit_critical: expect.stringMatching(/^data:audio\/wav;base64,/) as unknown });
  await screenshot(page, testInfo, 'custom-sounds');

  await critical.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('Custom sound removed, using default')).toBeVisible();
  await expect(critical.getByTestId('custom-sound-state')).toHaveText('Default');
  expect(errors).toEqual([]);
});

/** A tenth of a second of silence as a 16-bit mono WAV. */
function smallWav(): Buffer {
  const samples = 2205;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(22050, 24);
  buffer.writeUInt32LE(44100, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}
