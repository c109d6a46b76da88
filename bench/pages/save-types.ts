/** The save bench page's interface, shared with bench/suites/save-browser.ts. */
export type SaveBenchWorld = 'late-game' | 'full-supporter';

export interface SaveBenchResult {
  /** Per write: from the call until it is committed with its rescue copy, as the game saves (ms). */
  wall: number[];
  /** Per write: the strict flush that follows it off the save's path, once saves pause (ms). */
  diskFlush: number[];
  /** The same writes without the rescue copy, alternating with the others (ms). */
  wallWithoutRescueCopy: number[];
  /** Writes with a pause before each, as autosaves come (with the copy, then without; alternating order). */
  afterPause: number[];
  afterPauseWithoutRescueCopy: number[];
  /** Per write: the synchronous steps on the main thread (ms). */
  mainThread: number[];
  compressedBytes: number;
  rawBytes: number;
  /** Who wrote the rescue copies: the worker with sync access handles, or the page with createWritable. */
  rescueWriter: 'worker' | 'page';
}

export interface SaveBenchHarness {
  ready: boolean;
  run(kind: SaveBenchWorld, warmup: number, runs: number, paused: number, pauseMs: number): Promise<SaveBenchResult>;
}

declare global {
  interface Window {
    __saveBench?: SaveBenchHarness;
  }
}
