/**
 * One account on a sync server, in process: the sync function's real handler and the core it replays with, its
 * database an in-memory record and its clock set by the test (server/functions/sync.test.ts covers the same
 * function over HTTP with Postgres). For the device-side sync tests.
 */
import { SYNC_FUNCTION_CORE } from '@/core/journal/function-core';
import type { SyncTransport } from '@/persistence/cloud/verified-sync';
import { handleSync, type StoreRequest, type SyncRecord } from '../../../supabase/functions/sync/handler';

export const SYNC_TEST_USER = 'user-1';
export const SERVER_START = Date.parse('2026-11-01T00:00:00Z');

export class MemorySyncServer {
  record: SyncRecord = {
    player_state: null,
    verified_hash: null,
    last_journal_id: null,
    last_base_hash: null,
    account_tier: 'base',
    email: 'hunter@example.com',
    verified_at: null,
    hunter_rank: 'E',
    duels: {},
  };
  nowMs = SERVER_START;
  calls = 0;
  /** Calls fail as a network would. */
  offline = false;
  /** The server's answers are lost after it acted (a connection dropped on the way back). */
  loseAnswers = false;
  /** Calls do not answer (a hung connection) until `timeOutHung` fails them, as the client's timeout would. */
  hang = false;
  private readonly hung: ((error: Error) => void)[] = [];
  /** Calls answer this status instead (a rate limit, an outage). */
  status: number | null = null;
  /** The server runs other rules (its CORE_VERSION). */
  version: string | null = null;
  readonly bodies: Record<string, unknown>[] = [];

  /** The server's clock: `nowMs`, or the test's own clock when given. */
  constructor(
    readonly userId: string = SYNC_TEST_USER,
    private readonly clock: (() => number) | null = null,
  ) {}

  /** The hung calls fail (the client's request timeout), and calls answer again. */
  timeOutHung(): void {
    this.hang = false;
    for (const reject of this.hung.splice(0)) reject(new Error('The request timed out'));
  }

  now(): number {
    return this.clock ? this.clock() : this.nowMs;
  }

  readonly transport: SyncTransport = async (body) => {
    this.calls += 1;
    this.bodies.push(body);
    if (this.offline) throw new Error('offline');
    if (this.hang) return new Promise((_resolve, reject) => this.hung.push(reject));
    if (this.status !== null) return { status: this.status, body: { error: `Scripted ${this.status}` } };
    const sent = this.version ? { ...body, journal: { ...(body.journal as object), coreVersion: this.version } } : body;
    const response = await handleSync(
      new Request('http://server/functions/v1/sync', {
        method: 'POST',
        headers: { Authorization: 'Bearer token' },
        body: JSON.stringify(sent),
      }),
      {
        userIdFor: () => Promise.resolve(this.userId),
        load: () => Promise.resolve(structuredClone(this.record)),
        store: (write: StoreRequest) => {
          if (this.record.verified_hash !== write.expectedHash) return Promise.resolve(false);
          this.record = {
            ...this.record,
            player_state: JSON.parse(JSON.stringify(write.state)) as unknown,
            verified_hash: write.hash,
            last_journal_id: write.journalId,
            last_base_hash: write.baseHash,
            verified_at: new Date(write.atMs).toISOString(),
          };
          return Promise.resolve(true);
        },
        core: SYNC_FUNCTION_CORE,
        allow: () => true,
        now: () => this.now(),
        log: () => undefined,
      },
    );
    const answer = { status: response.status, body: (await response.json()) as Record<string, unknown> };
    if (this.loseAnswers) throw new Error('the answer was lost');
    return answer;
  };
}
