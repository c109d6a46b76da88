// Rank trial verdicts on the gateway (issue 13): the rank-trial function's `finish` over HTTP, as a
// player's client calls it, on an in-process gateway with PGlite: the run's recorded save read back,
// the trial replayed from it with the player's command log, the verdict written. Each sample is a new
// player at the rank D requirements (its verified save stored by the service role as the sync function stores
// one: players write no save, migration 0019), whose run is backdated by the service role (the server refuses
// a report sooner than the fight could have lasted). bench/suites/core.ts times the replay alone.
import { hashWorld } from '@/core/journal/world-hash';
import { tierRules } from '@/core/tiers';
import { createTrialRun, stepTrialRun } from '@/core/trials/rank-trial';
import { hunterForTrial } from '@/core/trials/testing';
import type { GameState } from '@/core/state-types';
import {
  callFunction,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
  type TestPlayer,
} from '../../server/test-support/gateway';
import type { BenchResult, BenchSuite } from '../types';

async function callTrial(gateway: TestGateway, player: TestPlayer, body: unknown): Promise<Record<string, unknown>> {
  const answer = await callFunction(gateway, player, 'rank-trial', body);
  if (answer.status !== 200) throw new Error(`rank-trial ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A base-tier player at rank E whose verified save meets the D requirements. */
async function readyPlayer(gateway: TestGateway): Promise<TestPlayer> {
  const player = await signUpPlayer(gateway, 'trial-bench');
  const service = serviceClient(gateway);
  const tier = await service.rpc('set_account_tier', { user_id: player.user.id, tier: 'base' });
  if (tier.error) throw new Error(tier.error.message);
  const weekAgo = Date.now() - 7 * 86_400_000;
  const world = hunterForTrial('D', 7);
  world.playerId = player.playerId;
  world.player.id = player.playerId;
  world.player.accountTier = 'base';
  world.inventory.maxSlots = tierRules('base').start.inventorySlots;
  world.banking.upgrades.totalSlots = tierRules('base').start.bankSlots;
  world.combat.clearedRifts = ['tutorial_rift'];
  world.createdAt = weekAgo;
  world.lastSaved = Date.now();
  const saved = await service.rpc('store_verified_save', {
    user_uuid: player.user.id,
    expected_hash: null,
    new_state: world,
    new_hash: hashWorld(world),
    journal_uuid: null,
    base_hash: null,
    now_at: new Date().toISOString(),
  });
  if (saved.error || saved.data !== true) throw new Error(`the save was not stored: ${saved.error?.message ?? 'no'}`);
  return player;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const suite: BenchSuite = async (options): Promise<BenchResult[]> => {
  // A smoke run finishes one trial: the same path, one sample.
  const SAMPLES = options.smoke ? 1 : 15;
  const gateway = await startTestGateway();
  try {
    const times: number[] = [];
    let won = 0;
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const player = await readyPlayer(gateway);
      const started = await callTrial(gateway, player, { action: 'start' });
      // The client's own fight: no commands (the draughts are drunk by themselves), so an empty log.
      const run = createTrialRun(started.state as GameState, started.trialId as string, started.seed as number);
      if (typeof run === 'string') throw new Error(run);
      while (run.outcome === 'running') stepTrialRun(run);
      // Seven minutes back: past the longest trial (6 min), well inside a run's 30-minute expiry (0017).
      const backdated = await serviceClient(gateway)
        .from('rank_trial_runs')
        .update({ started_at: new Date(Date.now() - 7 * 60_000).toISOString() })
        .eq('player_id', player.playerId);
      if (backdated.error) throw new Error(backdated.error.message);
      const before = performance.now();
      const verdict = await callTrial(gateway, player, { action: 'finish', runId: started.runId, log: [] });
      times.push(performance.now() - before);
      if (verdict.outcome !== run.outcome) throw new Error(`the server's verdict ${String(verdict.outcome)} differs`);
      if (verdict.completed === true) won += 1;
    }
    console.log(
      `trial finish on the gateway: ${SAMPLES} runs, ${won} won, times ${times.map((t) => t.toFixed(1)).join(' ')}`,
    );
    return [
      {
        name: 'trial_replay_p50_ms',
        value: Number(median(times).toFixed(1)),
        unit:
          `ms per rank-trial finish over HTTP on the gateway (PGlite): the D trial replayed from the stored ` +
          `save and the verdict written; median of ${SAMPLES}`,
      },
    ];
  } finally {
    await gateway.close();
  }
};

export default suite;
