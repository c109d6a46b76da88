import { Howl, Howler } from 'howler';
import type { AudioBackend } from './audio-backend';

function isRunning(context: BaseAudioContext): boolean {
  return context.state === 'running';
}

/** The audio engine's backend in the browser: howler's pooled sounds and its shared audio context. */
export const howlerBackend: AudioBackend = {
  createSound(options) {
    const howl = new Howl(options);
    return {
      play: () => howl.play(),
      volume: (volume, soundId) => {
        howl.volume(volume, soundId);
      },
      stop: () => {
        howl.stop();
      },
      unload: () => {
        howl.unload();
      },
    };
  },
  async resume() {
    const context = Howler.ctx;
    // No Web Audio (HTML5 audio fallback): nothing to resume; howler unlocks those elements itself.
    if (!context) return true;
    if (isRunning(context)) return true;
    try {
      await context.resume();
    } catch {
      return false;
    }
    return isRunning(context);
  },
};
