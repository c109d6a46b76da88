import { describe, expect, it } from 'vitest';
import { readFileAsDataUrl, validateCustomSoundFile } from './custom-sound-file';

const MB = 1024 * 1024;

describe('a custom sound file', () => {
  it('must be MP3, WAV, OGG or WebM audio', () => {
    for (const type of ['audio/mp3', 'audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm']) {
      expect(validateCustomSoundFile({ type, size: 1_000 }), type).toBeNull();
    }
    for (const type of ['text/plain', 'audio/flac', 'video/webm', '']) {
      expect(validateCustomSoundFile({ type, size: 1_000 }), type).toBe(
        'Please upload an audio file (MP3, WAV, OGG, or WebM)',
      );
    }
  });

  it('must be smaller than 5 MB', () => {
    expect(validateCustomSoundFile({ type: 'audio/wav', size: 5 * MB - 1 })).toBeNull();
    expect(validateCustomSoundFile({ type: 'audio/wav', size: 5 * MB })).toBe('File size must be less than 5MB');
    expect(validateCustomSoundFile({ type: 'audio/ogg', size: 6 * MB })).toBe('File size must be less than 5MB');
  });

  it('is read as a data URL', async () => {
    const file = new File([new Uint8Array([82, 73, 70, 70])], 'tick.wav', { type: 'audio/wav' });
    await expect(readFileAsDataUrl(file)).resolves.toBe('data:audio/wav;base64,UklGRg==');
  });
});
