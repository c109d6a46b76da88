// The part of howler 2.2 the audio engine uses (the package ships no typings and @types/howler is not installed).
declare module 'howler' {
  export interface HowlOptions {
    src: string[];
    /** Inactive sounds kept for reuse (howler's pool). */
    pool?: number;
    preload?: boolean;
    format?: string[];
    html5?: boolean;
    onload?: () => void;
    onloaderror?: (soundId: number | null, error: unknown) => void;
    onplayerror?: (soundId: number, error: unknown) => void;
  }

  export class Howl {
    constructor(options: HowlOptions);
    play(): number;
    stop(soundId?: number): this;
    volume(volume: number, soundId?: number): this;
    state(): 'unloaded' | 'loading' | 'loaded';
    unload(): null;
  }

  export const Howler: {
    ctx: AudioContext | null | undefined;
    stop(): typeof Howler;
  };
}
