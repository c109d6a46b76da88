import type { AudioBackend, SoundHandle, SoundHandleOptions } from './audio-backend';
import { isSoundId, SOUNDS_BY_ID } from './sound-catalog';

/** A fake sound: records plays, volumes and stops; the test decides when it loads. */
export class FakeSound implements SoundHandle {
  readonly plays: { playback: number; volume: number | null }[] = [];
  stops = 0;
  unloaded = false;
  private nextPlayback = 1;

  constructor(readonly options: SoundHandleOptions) {}

  play(): number {
    const playback = this.nextPlayback++;
    this.plays.push({ playback, volume: null });
    return playback;
  }

  volume(volume: number, soundId: number): void {
    const play = this.plays.find((candidate) => candidate.playback === soundId);
    if (play) play.volume = volume;
  }

  stop(): void {
    this.stops += 1;
  }

  unload(): void {
    this.unloaded = true;
  }

  /** The volumes of every play so far. */
  get volumes(): (number | null)[] {
    return this.plays.map((play) => play.volume);
  }
}

/** An audio backend of fake sounds (every sound created is kept, in order). */
export class FakeAudioBackend implements AudioBackend {
  readonly created: FakeSound[] = [];
  resumeCalls = 0;
  /** What resume() answers: whether the audio context runs. */
  resumes = true;

  createSound(options: SoundHandleOptions): FakeSound {
    const sound = new FakeSound(options);
    this.created.push(sound);
    return sound;
  }

  resume(): Promise<boolean> {
    this.resumeCalls += 1;
    return Promise.resolve(this.resumes);
  }

  /** The live (not unloaded) sound playing `src`: a sound id's default file, or a data URL. */
  soundFor(src: string): FakeSound | undefined {
    const url = isSoundId(src) ? SOUNDS_BY_ID[src].url : src;
    return this.created.findLast((sound) => !sound.unloaded && sound.options.src[0] === url);
  }

  /** Settles every sound created so far as loaded. */
  loadAll(): void {
    for (const sound of this.created) sound.options.onload();
  }
}

/** A Map-backed Storage for store tests. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}
