// Verified syncs (issue 31; DESIGN.md budgets: the server's replay of a minute of online play < 5 ms median, of
// 12 h away < 50 ms, late game). The core's verifyJournal alone on a late-game world (a minute of combat with an
// ability command every 10 s; a 12 h catch-up), then the sync function over HTTP on an in-process gateway with
// PGlite: players pushing a minute's journal each, one after another, for the verified syncs a second.
import { randomUUID } from 'node:crypto';
import { DEFAULT_CONTEXT } from '@/core/context';
import type { Command } from '@/core/commands';
import { CORE_VERSION } from '@/core/journal/core-version';
import { JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT, type JournalEntry } from '@/core/journal/journal-types';
import { verifyJournal, type ServerFacts } from '@/core/journal/verify';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { cloneWorld } from '@/core/world';
import { callFunction, signUpPlayer, startTestGateway } from '../../server/test-support/gateway';
import type { BenchOptions, BenchResult, BenchSuite } from '../types';

const MINUTE_TICKS = 600;

/** Samples of each figure: a full run's, and a smoke run's (a few, to prove the paths still work). */
const samplesFor = (options: BenchOptions) =>
  options.smoke ? { minutes: 3, absences: 1, players: 2 } : { minutes: 21, absences: 9, players: 12 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A minute of online play on `world` (in place), as the game journals it. */
function playMinute(world: GameState): JournalEntry[] {
  const writer = new JournalWriter();
  const ability = world.abilities.equipped.find((id) => id !== null) ?? null;
  for (let tick = 0; tick < MINUTE_TICKS; tick++) {
    const commands: Command[] = ability && tick % 100 === 0 ? [{ type: 'castAbility', abilityId: ability }] : [];
    writer.recordTick(commands, DEFAULT_CONTEXT);
    step(world, commands, DEFAULT_CONTEXT);
  }
  return writer.copy();
}

const journalOf = (base: GameState, entries: JournalEntry[]): unknown =>
  JSON.parse(JSON.stringify({ format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash: hashWorld(base), entries }));

/** A clock that lets any journal through: the bench times the replay, not the bound. */
const FAR_FUTURE = { serverNowMs: Number.MAX_SAFE_INTEGER / 2, verifiedAtMs: 0 };

/** The server stores the verified hash with the state, so the replay does not hash the base (as the function). */
function timeVerify(base: GameState, journal: unknown, facts: ServerFacts, baseHash = hashWorld(base)): number {
  const started = performance.now();
  const result = verifyJournal(base, journal, facts, FAR_FUTURE, baseHash);
  const elapsed = performance.now() - started;
  if (!result.ok) throw new Error(`verify refused: ${result.message}`);
  return elapsed;
}

function coreFigures(options: BenchOptions): { perMinute: number; away12h: number } {
  const samples = samplesFor(options);
  const late = createLateGameWorld(1);
  const facts: ServerFacts = { tier: late.player.accountTier, rank: late.player.hunterRank, duels: new Map() };
  const minute = journalOf(late, playMinute(cloneWorld(late)));
  const away = journalOf(late, [{ kind: 'away', ms: 12 * 3_600_000, utcOffsetMinutes: 0 }]);
  // Warm until the replay's code is compiled (3 runs left the median on half-optimized code, a third slower).
  for (let warm = 0; warm < (options.smoke ? 1 : 15); warm++) timeVerify(late, minute, facts);
  const perMinute = median(Array.from({ length: samples.minutes }, () => timeVerify(late, minute, facts)));
  const away12h = median(Array.from({ length: samples.absences }, () => timeVerify(late, away, facts)));
  return { perMinute, away12h };
}

/** Verified syncs a second through the gateway: new hunters each pushing one minute of play, in turn. */
async function gatewayFigures(options: BenchOptions): Promise<{ perSecond: number; p50: number }> {
  const gateway = await startTestGateway();
  try {
    const players = [];
    for (let index = 0; index < samplesFor(options).players; index++) {
      const player = await signUpPlayer(gateway, 'sync-bench');
      const base = await callFunction(gateway, player, 'sync', { action: 'base' });
      const world = base.body.state as GameState;
      const baseHash = hashWorld(world);
      const entries = playMinute(world);
      players.push({ player, baseHash, entries, clientHash: hashWorld(world) });
    }
    const times: number[] = [];
    const started = performance.now();
    for (const { player, baseHash, entries, clientHash } of players) {
      const body = {
        action: 'push',
        journalId: randomUUID(),
        journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash, entries },
        clientHash,
      };
      const sent = performance.now();
      const answer = await callFunction(gateway, player, 'sync', body);
      times.push(performance.now() - sent);
      if (answer.status !== 200 || answer.body.hash !== clientHash || answer.body.state !== undefined)
        throw new Error(`sync ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: players.length / seconds, p50: median(times) };
  } finally {
    await gateway.close();
  }
}

const suite: BenchSuite = async (options) => {
  const core = coreFigures(options);
  const gateway = await gatewayFigures(options);
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  const results: BenchResult[] = [
    { name: 'sync_replay_ms_per_min', value: round(core.perMinute), unit: 'ms (late game, median; budget 5)' },
    { name: 'sync_replay_12h_away_ms', value: round(core.away12h), unit: 'ms (late game, median; budget 50)' },
    { name: 'sync_gateway_verified_per_s', value: round(gateway.perSecond, 1), unit: 'syncs/s (one at a time)' },
    { name: 'sync_gateway_p50_ms', value: round(gateway.p50, 1), unit: 'ms' },
    {
      // At the declared cadence (one push a minute while playing), one core verifies this many players at once.
      name: 'sync_players_per_core_at_1_per_min',
      value: Math.floor(gateway.perSecond * 60),
      unit: 'players',
    },
  ];
  return results;
};

export default suite;
