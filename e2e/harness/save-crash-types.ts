/** What the crash harness page reports after reading slot 1 at start. */
export interface CrashHarnessReport {
  /** Slot 1 held a save. */
  loaded: boolean;
  /** The counter of the save that loaded. */
  counter: number | null;
  sequence: number | null;
  /** The newest version was damaged and the previous one loaded. */
  recoveredFromBackup: boolean;
  /** The browser's database had lost slot 1 (or held it older or damaged): it came back from the rescue copy. */
  restoredFromMirror: boolean;
  /** Who writes the rescue copies here: the worker with sync access handles, or the page (createWritable). */
  rescueWriter: 'worker' | 'page' | null;
  /** Neither version could be read. */
  error: string | null;
  /** The save loop has started. */
  writing: boolean;
  /** What the browser said about the database before the game opened it (for a failure's report). */
  diagnostics: {
    databases: { name?: string; version?: number }[];
    dataLoss: string | null;
    dataLossMessage: string | null;
  };
}
