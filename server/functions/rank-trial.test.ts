// The rank trial decided by the server (issue 13), against the real gateway and Postgres (PGlite):
// the start records the stored save and a seed; only a replay that wins completes the trial; a forged
// win (a changed seed, an edited log, raised stats, a report sent too soon) is refused; evaluate_rank_up
// promotes only after a verified trial; a demo account stops at D.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_SLOTS } from '@/content/ids';
import type { GameState } from '@/core/state-types';
import { tierRules } from '@/core/tiers';
import { createTrialRun, stepTrialRun } from '@/core/trials/rank-trial';
import { TRIAL_REPORTED_TOO_SOON } from '@/core/trials/replay';
import { hunterForTrial } from '@/core/trials/testing';
import type { TrialLogEntry } from '@/core/trials/trial-types';
import { RANK_TRIAL_MESSAGES } from '../../supabase/functions/rank-trial/handler';
import {
  callFunction,
  serviceClient,
  signUpPlayer,
  type FunctionAnswer,
  startTestGateway,
  type TestGateway,
  type TestPlayer,
} from '../test-support/gateway';
import { ageAccount, expectAccepted, setAccountTier, setServerRank } from '../saves/guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

type Answer = FunctionAnswer;

const callTrial = (player: TestPlayer, body: unknown): Promise<Answer> =>
  callFunction(gateway, player, 'rank-trial', body);

/** A hunter of `tier` at rank E who meets the D requirements (`share` of them), saved to the server. */
async function readyHunter(
  tier: 'base' | 'demo',
  share = 1,
  saveBareHanded = false,
): Promise<{ player: TestPlayer; world: GameState }> {
  const player = await signUpPlayer(gateway);
  if (tier !== 'demo') await setAccountTier(gateway, player, tier);
  await ageAccount(gateway, player.user.id, 7 * 86_400);
  const world = hunterForTrial('D', 7, share);
  world.playerId = player.playerId;
  world.player.id = player.playerId;
  world.player.accountTier = tier;
  world.inventory.maxSlots = tierRules(tier).start.inventorySlots;
  world.banking.upgrades.totalSlots = tierRules(tier).start.bankSlots;
  world.combat.clearedRifts = ['tutorial_rift'];
  world.createdAt = Date.now() - 7 * 86_400_000;
  world.lastSaved = Date.now();
  await expectAccepted(player, saveBareHanded ? bareHanded(world) : world);
  return { player, world };
}

/** The hunter without its gear (what it saved, while the client keeps its kit). */
function bareHanded(world: GameState): GameState {
  const copy = structuredClone(world);
  for (const slot of GEAR_SLOTS) {
    const entryId = copy.equipment.slots[slot];
    if (!entryId) continue;
    copy.equipment.slots[slot] = null;
    copy.inventory.items = copy.inventory.items.filter((entry) => entry.id !== entryId);
  }
  copy.equipment.sets = {};
  return copy;
}

/** Plays the run the server handed out, as the client would, and returns its log and outcome. */
interface PlayedRun {
  log: TrialLogEntry[];
  outcome: string;
  ms: number;
  damageTaken: number;
}

function playRun(state: unknown, trialId: string, seed: number): PlayedRun {
  const run = createTrialRun(state as GameState, trialId, seed);
  if (typeof run === 'string') throw new Error(run);
  while (run.outcome === 'running') stepTrialRun(run);
  return { log: [], outcome: run.outcome, ms: run.elapsedMs, damageTaken: run.stats.damageTaken };
}

async function trialState(player: TestPlayer): Promise<{ completed: boolean } | null> {
  const { data } = await player.client
    .from('player_trial_state')
    .select('completed')
    .eq('trial_id', 'trial_d')
    .maybeSingle();
  return data as { completed: boolean } | null;
}

/** The run's start as if it began long enough ago for the fight to have happened. */
async function backdateRuns(player: TestPlayer): Promise<void> {
  const { error } = await serviceClient(gateway)
    .from('rank_trial_runs')
    .update({ started_at: new Date(Date.now() - 3_600_000).toISOString() })
    .eq('player_id', player.playerId);
  if (error) throw new Error(error.message);
}

describe('rank-trial function', () => {
  it('starts from the stored save and a server seed, replays, completes, and evaluate_rank_up promotes', async () => {
    const { player } = await readyHunter('base');
    expect(await player.client.rpc('evaluate_rank_up', { player_uuid: player.playerId })).toMatchObject({
      data: false,
    });
    const started = await callTrial(player, { action: 'start' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ trialId: 'trial_d' });
    const state = started.body.state as GameState;
    expect(state.player.id).toBe(player.playerId);
    const played = playRun(state, 'trial_d', started.body.seed as number);
    expect(played.outcome).toBe('won');
    // The client may not mark its own trial completed before a verified win.
    const forged = await player.client
      .from('player_trial_state')
      .upsert({ player_id: player.playerId, trial_id: 'trial_d', attempts: 1, completed: true });
    expect(forged.error).not.toBeNull();
    await backdateRuns(player);
    const finished = await callTrial(player, { action: 'finish', runId: started.body.runId, log: played.log });
    expect(finished).toMatchObject({ status: 200, body: { completed: true, outcome: 'won' } });
    expect(await trialState(player)).toEqual({ completed: true });
    // The spec's own finishing upsert now passes, and the promotion follows.
    const upsert = await player.client
      .from('player_trial_state')
      .upsert({ player_id: player.playerId, trial_id: 'trial_d', attempts: 1, completed: true });
    expect(upsert.error).toBeNull();
    expect(await player.client.rpc('evaluate_rank_up', { player_uuid: player.playerId })).toMatchObject({ data: true });
    const rank = await player.client
      .from('player_hunter_rank')
      .select('current_rank')
      .eq('player_id', player.playerId)
      .single();
    expect(rank.data).toEqual({ current_rank: 'D' });
    // A run is finished once.
    const again = await callTrial(player, { action: 'finish', runId: started.body.runId, log: [] });
    expect(again.status).toBe(409);
  });

  it('refuses a win reported sooner than the fight could have lasted', async () => {
    const { player } = await readyHunter('base');
    const started = await callTrial(player, { action: 'start' });
    const finished = await callTrial(player, { action: 'finish', runId: started.body.runId, log: [] });
    expect(finished).toMatchObject({ status: 422, body: { error: RANK_TRIAL_MESSAGES.tooSoon } });
    // The client knows this answer by the core's words: it waits and sends again.
    expect(RANK_TRIAL_MESSAGES.tooSoon).toBe(TRIAL_REPORTED_TOO_SOON);
    expect(await trialState(player)).toBeNull();
  });

  it('a forfeit in the log loses, a garbage log is refused, and neither completes the trial', async () => {
    const { player } = await readyHunter('base');
    let started = await callTrial(player, { action: 'start' });
    const garbage = await callTrial(player, {
      action: 'finish',
      runId: started.body.runId,
      log: [{ tick: 1, command: { type: 'win' } }],
    });
    expect(garbage.status).toBe(422);
    await backdateRuns(player);
    const forfeited = await callTrial(player, {
      action: 'finish',
      runId: started.body.runId,
      log: [{ tick: 10, command: { type: 'forfeit' } }],
    });
    expect(forfeited).toMatchObject({ status: 200, body: { completed: false, outcome: 'lost', reason: 'forfeit' } });
    expect(await trialState(player)).toBeNull();
    started = await callTrial(player, { action: 'start' });
    expect(started.status).toBe(200);
  });

  it('replays the server’s record: gear kept only on the client, or another seed, changes nothing', async () => {
    const { player, world: strong } = await readyHunter('base', 1, true);
    const started = await callTrial(player, { action: 'start' });
    expect(started.status).toBe(200);
    const seed = started.body.seed as number;
    // The client's own hunter, with the gear it never saved, fights another fight than the one the server
    // recorded. Not always a faster one: other stats draw the seed's numbers in another order, so for
    // some seeds the geared hunter meets a slower wave; the fights differ in time or in wounds...
    const claimed = playRun(strong, 'trial_d', seed);
    const recorded = playRun(started.body.state, 'trial_d', seed);
    expect([claimed.ms, claimed.damageTaken]).not.toEqual([recorded.ms, recorded.damageTaken]);
    await backdateRuns(player);
    // ...and the verdict is the recorded hunter's fight, whatever seed the client names.
    const finished = await callTrial(player, { action: 'finish', runId: started.body.runId, seed: seed + 1, log: [] });
    expect(finished).toMatchObject({ status: 200, body: { outcome: recorded.outcome, elapsedMs: recorded.ms } });
  });

  it('a hunter short of the requirements cannot start', async () => {
    const { player } = await readyHunter('base', 0.5);
    const started = await callTrial(player, { action: 'start' });
    expect(started.status).toBe(409);
    expect(String(started.body.error)).toMatch(/Two combat skills must reach level 10|Total XP must reach/);
  });

  it('refuses anyone signed out, another player’s run, and a demo account past D', async () => {
    const { player } = await readyHunter('base');
    const started = await callTrial(player, { action: 'start' });
    const other = await signUpPlayer(gateway);
    const stolen = await callTrial(other, { action: 'finish', runId: started.body.runId, log: [] });
    expect(stolen.status).toBe(404);
    const anonymous = await fetch(`${gateway.url}/functions/v1/rank-trial`, {
      method: 'POST',
      headers: { apikey: gateway.config.anonKey, Authorization: `Bearer ${gateway.config.anonKey}` },
      body: JSON.stringify({ action: 'start' }),
    });
    expect(anonymous.status).toBe(401);
    const demo = await readyHunter('demo');
    await setServerRank(gateway, demo.player, 'D');
    const capped = await callTrial(demo.player, { action: 'start' });
    expect(capped).toMatchObject({
      status: 409,
      body: {
        error:
          'Demo accounts are limited to Hunter Rank D. Upgrade to unlock higher ranks and more challenging content!',
      },
    });
  });
});
