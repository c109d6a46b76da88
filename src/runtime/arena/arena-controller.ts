/**
 * The arena from the player's side (issue 15): my card and standing, the ladder, my recent duels, and a
 * duel from the click to the verdict. The server decides everything: a publish reads the save stored
 * on the server (so a quiet forced sync puts the latest save there first, as the rank trial does), and a
 * duel is fought by the function. The client records the outcome in the save (`recordArenaDuel`, which
 * counts pvpWins/pvpLosses/pvpDeaths once per duel id), checks the replay with the same core
 * (`simulateDuel` must name the server's winner) and plays it on the canvas. Duels others started against
 * the player are recorded when the page opens, so the save's counters catch up.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { simulateDuel } from '@/core/arena/duel';
import type { Command, CommandReply } from '@/core/commands';
import type { ReadonlyWorld } from '@/core/readonly';
import { arenaLockReason } from '@/core/arena/rating';
import type { ManualSyncResult } from '@/persistence/cloud/cloud-sync';
import { errorMessage, type Logger, type Notifier } from '@/persistence/deps';
import type { Clock } from '@/platform/clock';
import type { ArenaBackend, ArenaStanding, DuelOutcome, DuelRecord } from './arena-backend';
import { DuelPlayer, type DuelSceneFeed } from './duel-scene';

export const ARENA_CONTROLLER_MESSAGES = {
  loadFailed: 'The arena could not be read',
  published: 'Your arena card is published',
  refreshed: 'Your arena card shows your last saved hunter',
  offline: 'You are offline. The arena is on the Guild’s server: connect and try again.',
  readOnly: 'Another tab is playing this hunter. Take over there, or close it, first.',
  replayMismatch: 'This duel could not be replayed here; the arena’s verdict stands.',
} as const;

/** A duel being shown: the replay on the canvas, then the verdict. */
export interface ArenaDuelView {
  duelId: string;
  opponentId: string;
  opponentName: string;
  won: boolean;
  endedBy: 'knockout' | 'time';
  durationMs: number;
  ratingBefore: number;
  ratingAfter: number;
  /** 'fighting' while the blows are replayed; 'verdict' once they are all out (or no replay could be shown). */
  phase: 'fighting' | 'verdict';
  /** False when the core's replay named another winner than the server (the server's verdict is shown). */
  verified: boolean;
}

export interface ArenaState {
  /** 'idle' until the page first opens; 'loading' on the first read; 'ready' after one. */
  status: 'idle' | 'loading' | 'ready';
  playerId: string | null;
  /** My published card and standing, or null before the first publish. */
  mine: ArenaStanding | null;
  ladder: ArenaStanding[];
  duels: DuelRecord[];
  /** What the player asked of the server and waits for. */
  pending: 'publishing' | 'dueling' | null;
  duel: ArenaDuelView | null;
  /** The last error, in the server's words. */
  error: string | null;
}

export const IDLE_ARENA_STATE: ArenaState = {
  status: 'idle',
  playerId: null,
  mine: null,
  ladder: [],
  duels: [],
  pending: null,
  duel: null,
  error: null,
};

export interface ArenaControllerDeps {
  backend: ArenaBackend;
  clock: Clock;
  notifier: Notifier;
  logger: Logger;
  isOnline(): boolean;
  /** A forced push of the save, without its own toasts (CloudSync.syncForServer). */
  syncForServer(): Promise<ManualSyncResult>;
  getWorld(): ReadonlyWorld | null;
  send(command: Command): Promise<CommandReply>;
}

/** The player won `duel` (on whichever side they fought it). */
export function wonDuel(duel: DuelRecord, playerId: string): boolean {
  return duel.attacker === playerId ? duel.winner === 'attacker' : duel.winner === 'defender';
}

export class ArenaController {
  readonly store: StoreApi<ArenaState>;
  /** The replay the canvas draws (request `{ scene: 'duel', feed }`). */
  readonly feed: DuelSceneFeed;
  private readonly player: DuelPlayer;
  /** Duel ids sent to the world and not answered yet: never sent twice. */
  private readonly recording = new Set<string>();
  private disposed = false;

  constructor(private readonly deps: ArenaControllerDeps) {
    this.store = createStore<ArenaState>()(() => ({ ...IDLE_ARENA_STATE }));
    this.player = new DuelPlayer(deps.clock);
    this.feed = this.player;
  }

  /** The page opened: read everything, and record the duels the save has not counted yet. */
  async open(): Promise<void> {
    this.disposed = false;
    if (this.store.getState().status === 'idle') this.store.setState({ status: 'loading' });
    await this.reload();
  }

  /** Reads my card, the ladder and my duels; records the duels the save does not know. */
  async reload(): Promise<void> {
    try {
      const { backend } = this.deps;
      const playerId = await backend.playerId();
      const [mine, ladder, duels] = await Promise.all([
        backend.readMyCard(playerId),
        backend.readLadder(),
        backend.readMyDuels(playerId),
      ]);
      if (this.disposed) return;
      this.store.setState({ status: 'ready', playerId, mine, ladder, duels });
      await this.catchUp(playerId, duels);
    } catch (error) {
      const message = errorMessage(error);
      this.deps.logger.warn(ARENA_CONTROLLER_MESSAGES.loadFailed, message);
      if (this.disposed) return;
      this.store.setState({ status: 'ready', error: message });
      this.deps.notifier.error(ARENA_CONTROLLER_MESSAGES.loadFailed, { description: message });
    }
  }

  /** Pushes the latest save quietly, then publishes the card the server builds from it, then reloads. */
  async publish(): Promise<void> {
    if (this.store.getState().pending) return;
    const republish = this.store.getState().mine !== null;
    this.store.setState({ pending: 'publishing', error: null });
    try {
      if (!this.deps.isOnline()) throw new Error(ARENA_CONTROLLER_MESSAGES.offline);
      const synced = await this.deps.syncForServer();
      if (synced.status === 'offline') throw new Error(ARENA_CONTROLLER_MESSAGES.offline);
      if (synced.status === 'read-only') throw new Error(ARENA_CONTROLLER_MESSAGES.readOnly);
      if (synced.status === 'failed') throw new Error(synced.error);
      await this.deps.backend.publish();
    } catch (error) {
      this.fail(error);
      return;
    } finally {
      this.store.setState({ pending: null });
    }
    this.deps.notifier.success(republish ? ARENA_CONTROLLER_MESSAGES.refreshed : ARENA_CONTROLLER_MESSAGES.published);
    await this.reload();
  }

  /** Fights `opponentId`: the server decides; the save records it; the replay is checked and played. */
  async duel(opponentId: string): Promise<void> {
    const state = this.store.getState();
    if (state.pending || state.duel?.phase === 'fighting') return;
    if (!this.deps.isOnline()) {
      this.fail(new Error(ARENA_CONTROLLER_MESSAGES.offline));
      return;
    }
    this.player.clear();
    this.store.setState({ pending: 'dueling', duel: null, error: null });
    let outcome: DuelOutcome;
    try {
      outcome = await this.deps.backend.duel(opponentId);
    } catch (error) {
      this.store.setState({ pending: null });
      this.fail(error);
      return;
    }
    if (this.disposed) return;
    await this.record(outcome.duelId, outcome.won);
    this.show(outcome, opponentId);
    this.store.setState({ pending: null });
    // The new ratings wait for the verdict: the ladder and my card would tell the outcome mid-duel.
    if (this.store.getState().duel?.phase !== 'fighting') void this.reload();
  }

  /** Plays the rest of the replay at once. */
  skipReplay(): void {
    this.player.skip();
  }

  /** Closes the verdict: the canvas shows no duel. */
  dismissDuel(): void {
    if (this.store.getState().duel?.phase !== 'verdict') return;
    this.player.clear();
    this.store.setState({ duel: null });
  }

  dispose(): void {
    this.disposed = true;
    this.player.clear();
  }

  private show(outcome: DuelOutcome, opponentId: string): void {
    const { attacker, defender, result } = outcome;
    const view: ArenaDuelView = {
      duelId: outcome.duelId,
      opponentId,
      opponentName: defender.card?.name ?? this.ladderName(opponentId),
      won: outcome.won,
      endedBy: result.endedBy,
      durationMs: result.durationMs,
      ratingBefore: attacker.ratingBefore,
      ratingAfter: attacker.ratingAfter,
      phase: 'verdict',
      verified: false,
    };
    if (!attacker.card || !defender.card) {
      this.deps.logger.warn('An arena duel came without readable cards; showing the verdict', outcome.duelId);
      this.store.setState({ duel: view });
      return;
    }
    const replay = simulateDuel(attacker.card, defender.card, outcome.seed);
    const replayWinner = replay.winner === 'a' ? 'attacker' : 'defender';
    if (replayWinner !== result.winner) {
      this.deps.logger.warn(ARENA_CONTROLLER_MESSAGES.replayMismatch, {
        duelId: outcome.duelId,
        server: result.winner,
        replay: replayWinner,
      });
      this.deps.notifier.warning(ARENA_CONTROLLER_MESSAGES.replayMismatch);
      this.store.setState({ duel: view });
      return;
    }
    this.store.setState({ duel: { ...view, verified: true, phase: 'fighting' } });
    this.player.play(
      { duelId: outcome.duelId, result: replay, mySide: 'a', myCard: attacker.card, foeCard: defender.card },
      () => {
        const shown = this.store.getState().duel;
        if (shown?.duelId === outcome.duelId) this.store.setState({ duel: { ...shown, phase: 'verdict' } });
        void this.reload();
      },
    );
  }

  private ladderName(playerId: string): string {
    return this.store.getState().ladder.find((entry) => entry.playerId === playerId)?.card.name ?? 'Your rival';
  }

  /**
   * Records, oldest first, every listed duel the save has not counted: one fought against me, or one whose
   * record was lost (a tab closed mid-duel).
   */
  private async catchUp(playerId: string, duels: readonly DuelRecord[]): Promise<void> {
    const world = this.deps.getWorld();
    if (!world || arenaLockReason(world.player.hunterRank)) return;
    const recorded = new Set(world.arena?.recordedDuels ?? []);
    for (const duel of [...duels].reverse()) {
      if (recorded.has(duel.id) || (duel.attacker !== playerId && duel.defender !== playerId)) continue;
      await this.record(duel.id, wonDuel(duel, playerId));
    }
  }

  /**
   * Sends `recordArenaDuel` to the world once; a refusal is only logged (the counters are the save's, the
   * verdict the server's).
   */
  private async record(duelId: string, won: boolean): Promise<void> {
    if (this.recording.has(duelId)) return;
    if (this.deps.getWorld()?.arena?.recordedDuels.includes(duelId)) return;
    this.recording.add(duelId);
    try {
      const reply = await this.deps.send({ type: 'recordArenaDuel', duelId, won });
      if (!reply.ok) this.deps.logger.warn('An arena duel could not be recorded', `${duelId}: ${reply.message}`);
    } finally {
      this.recording.delete(duelId);
    }
  }

  private fail(error: unknown): void {
    const message = errorMessage(error);
    if (!this.disposed) this.store.setState({ error: message });
    this.deps.notifier.error(message);
  }
}
