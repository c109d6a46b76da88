/**
 * A rank trial from the player's side (spec 001 §4, §7; issue 13): the forced sync that puts the
 * latest save on the server, the start the server records, the fight stepped in real time from the
 * hunter the server recorded (the player's own world is untouched), the command log, and the report
 * the server replays. The report is kept in local storage until the server has it, so a closed tab
 * or a lost connection never loses a finished trial. The promoted rank is the server's, applied to the
 * world with `setHunterRank`, here and on every device at start. A lost or abandoned attempt holds the
 * next start back for the server's cooldown (issue 31): `nextAttemptAt` is when, as the server said.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { CHECKPOINTS_BY_RANK } from '@/core/content-index';
import type { Command, CommandReply } from '@/core/commands';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameState } from '@/core/state-types';
import { createTrialRun, stepTrialRun } from '@/core/trials/rank-trial';
import { TICK_MS } from '@/core/tick';
import { TRIAL_REPORTED_TOO_SOON } from '@/core/trials/replay';
import type { TrialCommand, TrialLogEntry, TrialRun } from '@/core/trials/trial-types';
import { HUNTER_RANKS, rankIndex, type HunterRank } from '@/content/ids';
import type { ManualSyncResult } from '@/persistence/cloud/cloud-sync';
import { errorMessage, type KeyValueStorage, type Logger, type Notifier } from '@/persistence/deps';
import type { Clock, TimerHandle } from '@/platform/clock';
import { epochOf, ServerRefusal, type RankTrialBackend } from './rank-trial-backend';
import type { TrialSceneEvent, TrialSceneFeed } from './trial-scene';
import { trialView, type TrialView } from './trial-view';

// What a left trial costs and how long the wait after a lost one is, for the rank dialog and the trial's brief.
export { formatAttemptWait, TRIAL_ATTEMPT_RULE_TEXT } from '@/core/trials/attempts';

export const RANK_TRIAL_MESSAGES = {
  started: 'Trial started! Good luck!',
  promoted: 'Congratulations! You have been promoted!',
  failed: "Trial failed. Try again when you're ready.",
  startFailed: (reason: string) => `Failed to start trial: ${reason}`,
  updateFailed: (reason: string) => `Failed to update trial status: ${reason}`,
  loadFailed: 'Failed to load rank information',
  offline: 'You are offline. The Guild decides rank trials on its server: connect and try again.',
  readOnly: 'Another tab is playing this hunter. Take over there, or close it, first.',
  completedAwaiting: 'Trial completed! Your promotion waits for the other requirements.',
  reportWaiting: 'Your trial report could not reach the Guild yet. It is kept and sent again shortly.',
} as const;

/** Retries of a report that could not be sent: then it waits for the next start or the next retry. */
const REPORT_RETRY_MS = [2_000, 5_000, 15_000, 60_000];

export type RankTrialPhase = 'idle' | 'starting' | 'fighting' | 'reporting' | 'finished';

export interface RankTrialResult {
  won: boolean;
  promotedTo: HunterRank | null;
  message: string;
}

export interface RankTrialState {
  /** The rank the server granted (null until read). */
  serverRank: HunterRank | null;
  trialInProgress: boolean;
  /** The next rank's trial is completed (the server's record). */
  trialCompleted: boolean;
  phase: RankTrialPhase;
  view: TrialView | null;
  result: RankTrialResult | null;
  /**
   * When the server allows the next start after a lost or abandoned attempt (epoch ms, the server's
   * clock), or null; a time already past means nothing holds it back.
   */
  nextAttemptAt: number | null;
}

/** No trial under way, nothing read from the server yet. */
export const IDLE_TRIAL_STATE: RankTrialState = {
  serverRank: null,
  trialInProgress: false,
  trialCompleted: false,
  phase: 'idle',
  view: null,
  result: null,
  nextAttemptAt: null,
};

interface PendingReport {
  runId: string;
  trialId: string;
  log: TrialLogEntry[];
}

export interface RankTrialControllerDeps {
  userId: string;
  backend: RankTrialBackend;
  clock: Clock;
  storage: KeyValueStorage;
  notifier: Notifier;
  logger: Logger;
  isOnline(): boolean;
  /** A forced push of the save, without its own toasts (CloudSync.syncForServer). */
  syncForServer(): Promise<ManualSyncResult>;
  getWorld(): ReadonlyWorld | null;
  send(command: Command): Promise<CommandReply>;
}

const reportKey = (userId: string): string => `shadow-hunter:rank-trial-report:${userId}`;

export class RankTrialController implements TrialSceneFeed {
  readonly store: StoreApi<RankTrialState>;
  private run: TrialRun | null = null;
  /** The run the canvas draws: the one under way, then the one just ended until its verdict is closed. */
  private shownRun: TrialRun | null = null;
  private readonly sceneListeners = new Set<(events: readonly TrialSceneEvent[]) => void>();
  private runId: string | null = null;
  private log: TrialLogEntry[] = [];
  private queued: TrialCommand[] = [];
  private ticker: TimerHandle | null = null;
  private retryTimer: TimerHandle | null = null;
  private retries = 0;
  private disposed = false;

  constructor(private readonly deps: RankTrialControllerDeps) {
    this.store = createStore<RankTrialState>()(() => ({ ...IDLE_TRIAL_STATE }));
  }

  /** At start: the server's rank onto the world, and any report a closed tab left behind. */
  async init(): Promise<void> {
    // React's development double mount disposes and inits again: init undoes dispose.
    this.disposed = false;
    await this.refresh();
    if (this.pendingReport()) void this.sendReport();
  }

  /** Reads the server's rank and trial records; the world takes the server's rank. */
  async refresh(): Promise<void> {
    try {
      const playerId = await this.deps.backend.playerId();
      const server = await this.deps.backend.readRank(playerId);
      const next = HUNTER_RANKS[rankIndex(server.rank) + 1];
      const nextTrial = next ? CHECKPOINTS_BY_RANK[next].trialId : null;
      const trialCompleted = nextTrial ? await this.deps.backend.readTrialCompleted(playerId, nextTrial) : false;
      const nextAttemptAt = await this.readNextAttempt(playerId);
      if (this.disposed) return;
      this.store.setState({
        serverRank: server.rank,
        trialInProgress: server.trialInProgress,
        trialCompleted,
        nextAttemptAt,
      });
      await this.applyServerRank(server.rank);
    } catch (error) {
      this.deps.logger.warn(RANK_TRIAL_MESSAGES.loadFailed, errorMessage(error));
      this.deps.notifier.error(RANK_TRIAL_MESSAGES.loadFailed);
    }
  }

  /** The countdown is a help, not a rule: without it the start still asks the server, which says when. */
  private async readNextAttempt(playerId: string): Promise<number | null> {
    try {
      return await this.deps.backend.readNextAttempt(playerId);
    } catch (error) {
      this.deps.logger.warn('The next rank trial attempt could not be read', errorMessage(error));
      return null;
    }
  }

  async start(): Promise<void> {
    const { phase } = this.store.getState();
    if (phase === 'starting' || phase === 'fighting' || phase === 'reporting') return;
    if (!this.deps.isOnline()) {
      this.deps.notifier.error(RANK_TRIAL_MESSAGES.startFailed(RANK_TRIAL_MESSAGES.offline));
      return;
    }
    this.store.setState({ phase: 'starting', result: null, view: null });
    try {
      const synced = await this.deps.syncForServer();
      if (synced.status === 'offline') throw new ServerRefusal(RANK_TRIAL_MESSAGES.offline);
      if (synced.status === 'read-only') throw new ServerRefusal(RANK_TRIAL_MESSAGES.readOnly);
      if (synced.status === 'failed') throw new ServerRefusal(synced.error);
      const started = await this.deps.backend.startRun();
      const run = createTrialRun(started.state as GameState, started.trialId, started.seed);
      if (typeof run === 'string') throw new ServerRefusal(run);
      this.begin(started.runId, run);
    } catch (error) {
      // A cooldown (or the start limit): the server says when the next attempt opens.
      const retryAt = error instanceof ServerRefusal ? error.retryAt : null;
      this.store.setState(retryAt === null ? { phase: 'idle' } : { phase: 'idle', nextAttemptAt: retryAt });
      this.deps.notifier.error(RANK_TRIAL_MESSAGES.startFailed(errorMessage(error)));
      return;
    }
    this.deps.notifier.success(RANK_TRIAL_MESSAGES.started);
    await this.recordTrialWrites(this.run!.trialId, 'start', false);
  }

  /** Drink one of the Guild's draughts at the next tick. */
  drinkDraught(): void {
    if (this.store.getState().phase === 'fighting') this.queued.push({ type: 'drinkDraught' });
  }

  forfeit(): void {
    if (this.store.getState().phase === 'fighting') this.queued.push({ type: 'forfeit' });
  }

  /** Closes the result screen. */
  dismiss(): void {
    if (this.store.getState().phase !== 'finished') return;
    this.shownRun = null;
    this.store.setState({ phase: 'idle', view: null });
  }

  sceneRun(): Readonly<TrialRun> | null {
    return this.shownRun;
  }

  onTrialEvents(listener: (events: readonly TrialSceneEvent[]) => void): () => void {
    this.sceneListeners.add(listener);
    return () => this.sceneListeners.delete(listener);
  }

  dispose(): void {
    this.disposed = true;
    this.stopTicker();
    if (this.retryTimer !== null) this.deps.clock.clearTimeout(this.retryTimer);
  }

  private begin(runId: string, run: TrialRun): void {
    this.run = run;
    this.shownRun = run;
    this.runId = runId;
    this.log = [];
    this.queued = [];
    this.retries = 0;
    this.keepReport();
    this.store.setState({ phase: 'fighting', trialInProgress: true, view: trialView(run, []) });
    this.ticker = this.deps.clock.setInterval(() => this.tick(), TICK_MS);
    this.emit([{ type: 'trialBegan', trialId: run.trialId }]);
  }

  private emit(events: readonly TrialSceneEvent[]): void {
    for (const listener of this.sceneListeners) listener(events);
  }

  private tick(): void {
    const run = this.run;
    if (!run || this.disposed) return;
    const commands = this.queued;
    this.queued = [];
    for (const command of commands) this.log.push({ tick: run.tick, command });
    if (commands.length > 0) this.keepReport();
    const events = stepTrialRun(run, commands);
    this.store.setState({ view: trialView(run, events, this.store.getState().view) });
    if (events.length > 0) this.emit(events);
    if (run.outcome !== 'running') {
      this.stopTicker();
      void this.sendReport();
    }
  }

  /**
   * The spec's own writes (spec 001 §7): the trial state (attempts 1, completed as the server's replay
   * decided) and the trial_in_progress flag; at the start, and at the finish.
   */
  private async recordTrialWrites(trialId: string, moment: 'start' | 'finish', completed: boolean): Promise<void> {
    try {
      const playerId = await this.deps.backend.playerId();
      await this.deps.backend.recordTrialState(playerId, trialId, completed);
      await this.deps.backend.setTrialInProgress(playerId, moment === 'start');
    } catch (error) {
      this.deps.notifier.error(RANK_TRIAL_MESSAGES.updateFailed(errorMessage(error)));
    }
  }

  private async sendReport(): Promise<void> {
    const report = this.pendingReport();
    if (!report || this.disposed) return;
    this.store.setState({ phase: 'reporting' });
    let verdict;
    try {
      verdict = await this.deps.backend.finishRun(report.runId, report.log);
    } catch (error) {
      // A tab closed mid-fight sends its report early: the server waits for the fight's own time. Too many
      // reports in a minute: the server hears it again shortly. Both are sent again.
      if (error instanceof ServerRefusal && error.message !== TRIAL_REPORTED_TOO_SOON && !error.isRateLimit) {
        // The server has decided (a run already closed or left too long, a log it refuses): nothing to send again.
        this.clearReport();
        if (error.retryAt !== null) this.store.setState({ nextAttemptAt: error.retryAt });
        this.finishWith({ won: false, promotedTo: null, message: RANK_TRIAL_MESSAGES.failed });
        this.deps.notifier.error(RANK_TRIAL_MESSAGES.updateFailed(error.message));
        return;
      }
      this.scheduleRetry(error);
      return;
    }
    this.clearReport();
    if (!verdict.completed) {
      this.store.setState({ nextAttemptAt: epochOf(verdict.retryAt) });
      await this.recordTrialWrites(report.trialId, 'finish', false);
      this.finishWith({ won: false, promotedTo: null, message: RANK_TRIAL_MESSAGES.failed });
      this.deps.notifier.error(RANK_TRIAL_MESSAGES.failed);
      return;
    }
    await this.recordTrialWrites(report.trialId, 'finish', true);
    await this.promote();
  }

  private async promote(): Promise<void> {
    try {
      const playerId = await this.deps.backend.playerId();
      const promoted = await this.deps.backend.evaluateRankUp(playerId);
      if (!promoted) {
        this.store.setState({ trialCompleted: true, trialInProgress: false });
        this.finishWith({ won: true, promotedTo: null, message: RANK_TRIAL_MESSAGES.completedAwaiting });
        this.deps.notifier.success(RANK_TRIAL_MESSAGES.completedAwaiting);
        return;
      }
      const server = await this.deps.backend.readRank(playerId);
      await this.applyServerRank(server.rank);
      this.store.setState({ serverRank: server.rank, trialInProgress: false, trialCompleted: false });
      this.finishWith({ won: true, promotedTo: server.rank, message: RANK_TRIAL_MESSAGES.promoted });
      this.deps.notifier.success(RANK_TRIAL_MESSAGES.promoted);
    } catch (error) {
      this.finishWith({ won: true, promotedTo: null, message: RANK_TRIAL_MESSAGES.loadFailed });
      this.deps.notifier.error(RANK_TRIAL_MESSAGES.loadFailed, { description: errorMessage(error) });
    }
  }

  private finishWith(result: RankTrialResult): void {
    this.run = null;
    this.runId = null;
    this.store.setState({ phase: 'finished', result, trialInProgress: false });
  }

  private async applyServerRank(rank: HunterRank): Promise<void> {
    const world = this.deps.getWorld();
    if (!world || world.player.hunterRank === rank) return;
    const reply = await this.deps.send({ type: 'setHunterRank', rank });
    if (!reply.ok) this.deps.logger.warn('The server rank could not be applied', reply.message);
  }

  private scheduleRetry(error: unknown): void {
    const delay = REPORT_RETRY_MS[Math.min(this.retries, REPORT_RETRY_MS.length - 1)]!;
    this.retries += 1;
    this.deps.logger.warn('The rank trial report could not be sent; trying again', errorMessage(error));
    if (this.retries === 1) this.deps.notifier.warning(RANK_TRIAL_MESSAGES.reportWaiting);
    this.retryTimer = this.deps.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.sendReport();
    }, delay);
  }

  private keepReport(): void {
    if (!this.run || !this.runId) return;
    const report: PendingReport = { runId: this.runId, trialId: this.run.trialId, log: this.log };
    this.deps.storage.setItem(reportKey(this.deps.userId), JSON.stringify(report));
  }

  private pendingReport(): PendingReport | null {
    const raw = this.deps.storage.getItem(reportKey(this.deps.userId));
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as PendingReport;
      return typeof parsed.runId === 'string' && Array.isArray(parsed.log) ? parsed : null;
    } catch {
      return null;
    }
  }

  private clearReport(): void {
    this.deps.storage.removeItem(reportKey(this.deps.userId));
  }

  private stopTicker(): void {
    if (this.ticker === null) return;
    this.deps.clock.clearInterval(this.ticker);
    this.ticker = null;
  }
}
