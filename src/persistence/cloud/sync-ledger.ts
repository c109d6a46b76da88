/**
 * What this device holds of its verified sync (issue 31): the journal written since the last state the server
 * verified, that state's hash, and the part sent whose answer is not known yet. The runtime's simulation writes
 * into `writer`; every save carries `snapshot()` beside the world, so the journal survives reloads, tabs and
 * crashes by the same rules as the save, and a loaded save brings its own back (`load`).
 */
import { JournalWriter } from '@/core/journal/journal';
import { hashWorld } from '@/core/journal/world-hash';
import { worldOf, type SavedJournal, type SaveState } from '@/persistence/save-shape';

/**
 * `verified`: journaled from a state the server holds (or is taken to hold, see `load`). `local`: loaded by hand
 * from a slot or a file the server cannot vouch for; it plays on this device only.
 */
export type LedgerStatus = 'verified' | 'local';

export class SyncLedger {
  readonly writer = new JournalWriter();
  private base: string | null = null;
  private sending: SavedJournal['inFlight'] = null;

  get status(): LedgerStatus {
    return this.base === null ? 'local' : 'verified';
  }

  /** The verified state the journal starts from (null when `local`). */
  get baseHash(): string | null {
    return this.base;
  }

  get inFlight(): SavedJournal['inFlight'] {
    return this.sending;
  }

  /** What a save keeps beside its world. */
  snapshot(): SavedJournal {
    return { baseHash: this.base, entries: this.writer.copy(), inFlight: this.sending && { ...this.sending } };
  }

  /**
   * Takes a loaded save's journal. A save without one (kept from before verified syncs, or a hunter made while the
   * cloud was unreachable) starts a journal from itself: if the server holds the same state the journal is
   * accepted, otherwise the server's state replaces it at the first sync. `byHand`: the player loaded it (a slot, a
   * file); it stays verified only when it starts from `knownHash`, the state this device last synced to, and
   * otherwise plays on this device only (a slot copied long ago would otherwise be thrown away at the next sync for
   * the cloud's hunter).
   */
  load(state: SaveState, byHand = false, knownHash: string | null = null): void {
    const saved = state.journal;
    this.sending = null;
    if (byHand && (saved?.baseHash == null || saved.baseHash !== knownHash)) {
      this.makeLocal();
      return;
    }
    this.base = saved ? saved.baseHash : hashWorld(worldOf(state));
    this.writer.reset(saved?.entries ?? []);
    this.sending = saved?.inFlight ?? null;
  }

  /** The first `count` entries went out as journal `id`. */
  sent(id: string, count: number): void {
    this.sending = { id, count };
    this.writer.seal();
  }

  /** The part in flight was verified as `hash`: it is the new base. */
  acknowledged(hash: string): void {
    if (this.sending) this.writer.drop(this.sending.count);
    this.sending = null;
    this.base = hash;
  }

  /** A new base with nothing journaled on it (the server's state was adopted). */
  rebase(hash: string): void {
    this.writer.reset();
    this.sending = null;
    this.base = hash;
  }

  /** The world is no longer the cloud's (an import over it, a slot loaded by hand). */
  makeLocal(): void {
    this.writer.reset();
    this.sending = null;
    this.base = null;
  }
}
