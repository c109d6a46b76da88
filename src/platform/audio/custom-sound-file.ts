import { CUSTOM_SOUND_MAX_BYTES, CUSTOM_SOUND_MESSAGES, CUSTOM_SOUND_TYPES } from './sound-catalog';

/** The spec's refusal for a file offered as a custom sound, or null when it may be used. */
export function validateCustomSoundFile(file: { type: string; size: number }): string | null {
  if (!(CUSTOM_SOUND_TYPES as readonly string[]).includes(file.type)) return CUSTOM_SOUND_MESSAGES.wrongType;
  if (!(file.size < CUSTOM_SOUND_MAX_BYTES)) return CUSTOM_SOUND_MESSAGES.tooLarge;
  return null;
}

/** Reads a file as a data URL (the form custom sounds are kept in). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read as a data URL'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
