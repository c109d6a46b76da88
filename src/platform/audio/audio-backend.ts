/**
 * What the audio engine needs of a sound library: a pooled, loadable sound and an audio context to
 * resume. howler provides it in the game (howler-backend.ts); tests pass a fake.
 */

export interface SoundHandleOptions {
  /** One source: the default file's URL or a custom sound's data URL. */
  src: string[];
  pool: number;
  preload: boolean;
  onload: () => void;
  onloaderror: (soundId: number | null, error: unknown) => void;
  onplayerror: (soundId: number, error: unknown) => void;
}

export interface SoundHandle {
  /** Starts one playback; returns its id. */
  play(): number;
  /** Sets the volume (0..1) of one playback. */
  volume(volume: number, soundId: number): void;
  /** Stops every playback of this sound. */
  stop(): void;
  unload(): void;
}

export interface AudioBackend {
  createSound(options: SoundHandleOptions): SoundHandle;
  /** Resumes a suspended audio context; resolves whether it now runs (false: keep asking at gestures). */
  resume(): Promise<boolean>;
}
