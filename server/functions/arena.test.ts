// The arena decided by the server (issue 15), against the real gateway and Postgres (PGlite): a card is
// built by the core from the stored save at the server's rank and published by the service role; it
// shows the card's fields only (no e-mail, auth id or save) to signed-in players, and no player writes
// one, their own included; a duel is the core's, from the two cards and a server seed, and its ratings
// follow the core's Elo rule; duels are rate-limited; a save's PvP counters come only from the duels the server
// recorded (the sync function checks each journaled duel against them; players write no save, 0019).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HunterRank } from '@/content/ids';
import type { ArenaCard } from '@/core/arena/arena-types';
import { buildArenaCard, parseArenaCard } from '@/core/arena/card';
import { simulateDuel } from '@/core/arena/duel';
import { ARENA_START_RATING, arenaLockReason, eloUpdate } from '@/core/arena/rating';
import type { Command } from '@/core/commands';
import { DEFAULT_CONTEXT } from '@/core/context';
import { CORE_VERSION } from '@/core/journal/core-version';
import { JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT } from '@/core/journal/journal-types';
import { VERIFY_MESSAGES } from '@/core/journal/verify';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { setHunterRank } from '@/core/systems/character';
import { cloneWorld } from '@/core/world';
import { withForgedEquippedFlags } from '@/core/testing/fixtures';
import { tierRules } from '@/core/tiers';
import { hunterForTrial } from '@/core/trials/testing';
import { ARENA_MESSAGES } from '../../supabase/functions/arena/handler';
import {
  callFunction,
  clientFor,
  rawFetch,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type FunctionAnswer,
  type TestGateway,
  type TestPlayer,
} from '../test-support/gateway';
import {
  edited,
  establishedBaseAccount,
  expectPlayerWriteRefused,
  readSaveRow,
  setAccountTier,
  setServerRank,
  storeVerifiedSave,
} from '../saves/guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

const CARD_KEYS = ['abilities', 'gear', 'level', 'name', 'rank', 'stats', 'title', 'version', 'wraiths'];
const STAT_KEYS = ['attackIntervalMs', 'attack', 'critChance', 'critDamage', 'defense', 'evasion', 'maxHealth'];
const ROW_KEYS = ['card', 'losses', 'player_id', 'published_at', 'rating', 'wins'];

interface Hunter {
  player: TestPlayer;
  world: GameState;
}

const callArena = (player: TestPlayer, body: unknown): Promise<FunctionAnswer> =>
  callFunction(gateway, player, 'arena', body);

/** A new base hunter (its first save stored, verified) whose server rank is `rank`; the save itself says E. */
async function plainHunter(rank: HunterRank = 'A'): Promise<Hunter> {
  const hunter = await establishedBaseAccount(gateway);
  await setServerRank(gateway, hunter.player, rank);
  return hunter;
}

/** A geared rank-A hunter ready for S (hunterForTrial), renamed, its verified save at server rank A. */
async function gearedHunter(): Promise<Hunter> {
  const player = await signUpPlayer(gateway);
  await setAccountTier(gateway, player, 'base');
  await setServerRank(gateway, player, 'A');
  const world = hunterForTrial('S', 11);
  world.playerId = player.playerId;
  world.player.id = player.playerId;
  world.player.username = 'Vesper Nightfall';
  world.player.accountTier = 'base';
  world.inventory.maxSlots = tierRules('base').start.inventorySlots;
  world.banking.upgrades.totalSlots = tierRules('base').start.bankSlots;
  world.createdAt = Date.now() - 7 * 86_400_000;
  world.lastSaved = Date.now();
  expect(world.player.hunterRank).toBe('A');
  await storeVerifiedSave(gateway, player, world);
  return { player, world };
}

async function published(hunter: Hunter): Promise<ArenaCard> {
  const answer = await callArena(hunter.player, { action: 'publish' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.card as ArenaCard;
}

interface CardRow {
  player_id: string;
  card: ArenaCard;
  rating: number;
  wins: number;
  losses: number;
  published_at: string;
}

async function cardRow(playerId: string): Promise<CardRow | null> {
  const { data, error } = await serviceClient(gateway)
    .from('arena_cards')
    .select('*')
    .eq('player_id', playerId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as CardRow | null;
}

interface DuelAnswer {
  duelId: string;
  seed: number;
  won: boolean;
  attacker: { playerId: string; card: ArenaCard; ratingBefore: number; ratingAfter: number };
  defender: { playerId: string; card: ArenaCard; ratingBefore: number; ratingAfter: number };
  result: { winner: 'attacker' | 'defender'; endedBy: string; durationMs: number };
}

async function duel(attacker: Hunter, defender: Hunter): Promise<DuelAnswer> {
  const answer = await callArena(attacker.player, { action: 'duel', opponentId: defender.player.playerId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as DuelAnswer;
}

describe('arena function: cards', () => {
  it('publishes the core’s card of the stored save: card fields only, read when signed in, not by anon', async () => {
    const hunter = await gearedHunter();
    const answer = await callArena(hunter.player, { action: 'publish' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ rating: ARENA_START_RATING, wins: 0, losses: 0 });
    const card = answer.body.card as ArenaCard;
    // The server's card is the core's card of the saved hunter.
    expect(card).toEqual(parseArenaCard(buildArenaCard(hunter.world)));
    expect(card).toMatchObject({ name: 'Vesper Nightfall', rank: 'A', level: hunter.world.player.level });
    expect(card.gear.length).toBeGreaterThan(0);
    expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
    expect(Object.keys(card.stats).sort()).toEqual([...STAT_KEYS].sort());

    const reader = await signUpPlayer(gateway);
    const { data, error } = await reader.client.from('arena_cards').select('*').eq('player_id', hunter.player.playerId);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const row = (data as CardRow[])[0]!;
    expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    expect(row.card).toEqual(card);
    // Keyed by the players row, never the account: no auth id, no e-mail, no save anywhere in the row.
    expect(row.player_id).toBe(hunter.player.playerId);
    expect(row.player_id).not.toBe(hunter.player.user.id);
    const text = JSON.stringify(row);
    expect(text).not.toContain(hunter.player.user.id);
    expect(text).not.toContain(hunter.player.email);
    expect(text).not.toContain(hunter.player.email.split('@')[0]!);
    for (const saveKey of ['playerId', 'inventory', 'resources', 'skills', 'banking', 'lastSaved', 'pvpWins', 'gold'])
      expect(text).not.toContain(`"${saveKey}"`);

    // The ladder: every signed-in player reads it; the signed-out read nothing.
    const ladder = await reader.client.from('arena_cards').select('player_id, rating').order('rating', {
      ascending: false,
    });
    expect(ladder.error).toBeNull();
    expect((ladder.data as { player_id: string }[]).map((entry) => entry.player_id)).toContain(hunter.player.playerId);
    const anonymous = await clientFor(gateway).from('arena_cards').select('*');
    expect(anonymous.data ?? []).toEqual([]);
    expect(anonymous.error).not.toBeNull();
  });

  it('a save with 60 weapons flagged equipped publishes the card of the one weapon its slot holds', async () => {
    const hunter = await gearedHunter();
    const honest = await published(hunter);
    expect(honest).toEqual(parseArenaCard(buildArenaCard(hunter.world)));
    // The attacker's save (issue 31), as a save stored before verification could hold it: the card must not take it.
    const forged = withForgedEquippedFlags(hunter.world, 60);
    forged.lastSaved = Date.now();
    await storeVerifiedSave(gateway, hunter.player, forged);
    const answer = await callArena(hunter.player, { action: 'publish' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.card).toEqual(honest);
    // What is stored, and what every duel reads, is the one-weapon card.
    const row = await cardRow(hunter.player.playerId);
    expect(row!.card).toEqual(honest);
    expect(row!.card.stats.attack).toBe(honest.stats.attack);
    expect(row!.card.gear.filter((piece) => piece.slot === 'weapon')).toHaveLength(1);
  });

  it('publishes at the server’s rank, and a default name (the e-mail prefix) as “Hunter” and its digits', async () => {
    const hunter = await plainHunter('A');
    expect(hunter.world.player.hunterRank).toBe('E');
    const card = await published(hunter);
    const atServerRank = structuredClone(hunter.world);
    expect(setHunterRank(atServerRank, 'A', [])).toBeNull();
    const expected = buildArenaCard(atServerRank);
    expect(card).toEqual({ ...expected, name: `Hunter ${hunter.world.player.username.slice(-5)}` });
    expect(card.rank).toBe('A');
    expect(JSON.stringify(card)).not.toContain(hunter.player.email.split('@')[0]!);
    // Republishing keeps the rating and record, and takes the newest save.
    const renamed = edited(hunter.world, (copy) => {
      copy.player.username = 'Ash Warden';
      copy.lastSaved = Date.now();
    });
    await storeVerifiedSave(gateway, hunter.player, renamed);
    const again = await callArena(hunter.player, { action: 'publish' });
    expect(again).toMatchObject({ status: 200, body: { rating: ARENA_START_RATING, card: { name: 'Ash Warden' } } });
  });

  it('refuses to publish below rank A with the core’s reason (the server’s rank, not the save’s)', async () => {
    const hunter = await plainHunter('B');
    const promotedSave = edited(hunter.world, (copy) => {
      copy.lastSaved = Date.now();
    });
    await storeVerifiedSave(gateway, hunter.player, promotedSave);
    const answer = await callArena(hunter.player, { action: 'publish' });
    expect(answer).toMatchObject({ status: 403, body: { error: arenaLockReason('B') } });
    expect(await cardRow(hunter.player.playerId)).toBeNull();
    // The SQL function refuses too, even for the service role.
    const direct = await serviceClient(gateway).rpc('publish_arena_card', {
      player_uuid: hunter.player.playerId,
      card: buildArenaCard(hunter.world),
    });
    expect(direct.error?.message).toBe(ARENA_MESSAGES.rankLocked);
    expect(await cardRow(hunter.player.playerId)).toBeNull();
    // A save claiming rank A cannot be written by the player; the rank stays the server's.
    const claimed = edited(hunter.world, (copy) => {
      copy.player.hunterRank = 'A';
      copy.lastSaved = Date.now();
    });
    await expectPlayerWriteRefused(hunter.player, claimed);
    const duelAnswer = await callArena(hunter.player, { action: 'duel', opponentId: hunter.player.playerId });
    expect(duelAnswer.status).toBe(403);
  });

  it('publishes no card from a save the server never verified (written before verification began)', async () => {
    const hunter = await gearedHunter();
    await serviceClient(gateway)
      .from('user_profiles')
      .update({ verified_hash: null, verified_at: null })
      .eq('id', hunter.player.user.id)
      .throwOnError();
    const answer = await callArena(hunter.player, { action: 'publish' });
    expect(answer).toMatchObject({ status: 409, body: { error: ARENA_MESSAGES.noSave } });
    expect(await cardRow(hunter.player.playerId)).toBeNull();
  });

  it('lets no player insert, update or delete a card, their own included', async () => {
    const owner = await plainHunter('A');
    await published(owner);
    const before = await cardRow(owner.player.playerId);
    expect(before).not.toBeNull();
    const card = before!.card;
    const other = await plainHunter('A');
    const attempts = [
      owner.player.client.from('arena_cards').update({ rating: 3000, wins: 99 }).eq('player_id', owner.player.playerId),
      owner.player.client
        .from('arena_cards')
        .update({ card: { ...card, level: 999 } })
        .eq('player_id', owner.player.playerId),
      owner.player.client.from('arena_cards').delete().eq('player_id', owner.player.playerId),
      owner.player.client
        .from('arena_cards')
        .upsert({ player_id: owner.player.playerId, card: { ...card, level: 999 }, rating: 3000 }),
      other.player.client.from('arena_cards').insert({ player_id: other.player.playerId, card, rating: 3000 }),
      other.player.client.from('arena_cards').update({ rating: 1 }).eq('player_id', owner.player.playerId),
      other.player.client.from('arena_cards').delete().eq('player_id', owner.player.playerId),
      owner.player.client.from('arena_duels').insert({
        attacker: owner.player.playerId,
        defender: other.player.playerId,
        seed: 1,
        winner: 'attacker',
        attacker_rating_before: 1200,
        attacker_rating_after: 1216,
        defender_rating_before: 1200,
        defender_rating_after: 1184,
        attacker_card: card,
        defender_card: card,
      }),
      owner.player.client.rpc('publish_arena_card', {
        player_uuid: owner.player.playerId,
        card: { ...card, level: 999 },
      }),
      owner.player.client.rpc('record_arena_duel', {
        attacker_uuid: owner.player.playerId,
        defender_uuid: other.player.playerId,
        duel_seed: 1,
        attacker_won: true,
        attacker_before: 1200,
        defender_before: 1200,
        attacker_after: 3000,
        defender_after: 0,
        attacker_card: card,
        defender_card: card,
      }),
    ];
    for (const attempt of attempts) {
      const result = await attempt;
      expect(result.error, `status ${result.status}`).not.toBeNull();
      expect(result.status).toBeGreaterThanOrEqual(400);
    }
    // Raw PostgREST with the anon key, too.
    const anonymous = await rawFetch(gateway, `/rest/v1/arena_cards?player_id=eq.${owner.player.playerId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 3000 }),
    });
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(await cardRow(owner.player.playerId)).toEqual(before);
    expect(await cardRow(other.player.playerId)).toBeNull();
    const duels = await serviceClient(gateway).from('arena_duels').select('id').eq('attacker', owner.player.playerId);
    expect(duels.data).toEqual([]);
  });
});

describe('arena function: duels', () => {
  it('simulates with the core, moves ratings by the Elo rule, shows the duel to its two fighters only', async () => {
    const attacker = await gearedHunter();
    const defender = await plainHunter('A');
    const attackerCard = await published(attacker);
    const defenderCard = await published(defender);
    const first = await duel(attacker, defender);
    expect(first.attacker).toMatchObject({ playerId: attacker.player.playerId, card: attackerCard });
    expect(first.defender).toMatchObject({ playerId: defender.player.playerId, card: defenderCard });
    // The client replays the same duel from the two cards and the seed.
    const replayed = simulateDuel(first.attacker.card, first.defender.card, first.seed);
    expect(first.result).toEqual({
      winner: replayed.winner === 'a' ? 'attacker' : 'defender',
      endedBy: replayed.endedBy,
      durationMs: replayed.durationMs,
    });
    expect(first.won).toBe(replayed.winner === 'a');

    for (const fought of [first, await duel(attacker, defender), await duel(defender, attacker)]) {
      const { attacker: a, defender: d, won } = fought;
      expect(a.ratingAfter).toBe(eloUpdate(a.ratingBefore, d.ratingBefore, won ? 1 : 0));
      expect(d.ratingAfter).toBe(eloUpdate(d.ratingBefore, a.ratingBefore, won ? 0 : 1));
      const [winner, loser] = won ? [a, d] : [d, a];
      expect(winner.ratingAfter).toBeGreaterThan(winner.ratingBefore);
      expect(loser.ratingAfter).toBeLessThan(loser.ratingBefore);
      expect(a.ratingAfter + d.ratingAfter).toBe(a.ratingBefore + d.ratingBefore);
    }
    expect(first.attacker.ratingBefore).toBe(ARENA_START_RATING);
    const rows = [await cardRow(attacker.player.playerId), await cardRow(defender.player.playerId)];
    expect(rows[0]!.rating + rows[1]!.rating).toBe(2 * ARENA_START_RATING);
    expect(rows[0]!.wins + rows[0]!.losses).toBe(3);
    expect(rows[0]!.wins).toBe(rows[1]!.losses);
    expect(rows[0]!.losses).toBe(rows[1]!.wins);

    // The duel row: both fighters read it, a third player does not.
    for (const fighter of [attacker, defender]) {
      const { data, error } = await fighter.player.client.from('arena_duels').select('*').eq('id', first.duelId);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect((data as Record<string, unknown>[])[0]).toMatchObject({
        attacker: attacker.player.playerId,
        defender: defender.player.playerId,
        seed: first.seed,
        winner: first.result.winner,
        attacker_rating_before: first.attacker.ratingBefore,
        attacker_rating_after: first.attacker.ratingAfter,
        defender_rating_before: first.defender.ratingBefore,
        defender_rating_after: first.defender.ratingAfter,
        attacker_card: attackerCard,
        defender_card: defenderCard,
      });
    }
    const third = await signUpPlayer(gateway);
    const hidden = await third.client.from('arena_duels').select('*').eq('id', first.duelId);
    expect(hidden.error).toBeNull();
    expect(hidden.data).toEqual([]);
  });

  it('refuses a duel against oneself, without a card, against a hunter without one, and bad requests', async () => {
    const carded = await plainHunter('A');
    await published(carded);
    const uncarded = await plainHunter('A');
    expect(await callArena(carded.player, { action: 'duel', opponentId: carded.player.playerId })).toMatchObject({
      status: 409,
      body: { error: ARENA_MESSAGES.self },
    });
    expect(await callArena(uncarded.player, { action: 'duel', opponentId: carded.player.playerId })).toMatchObject({
      status: 409,
      body: { error: ARENA_MESSAGES.noCard },
    });
    expect(await callArena(carded.player, { action: 'duel', opponentId: uncarded.player.playerId })).toMatchObject({
      status: 404,
      body: { error: ARENA_MESSAGES.noOpponentCard },
    });
    // The auth id is not a card's key.
    expect(await callArena(carded.player, { action: 'duel', opponentId: carded.player.user.id })).toMatchObject({
      status: 404,
    });
    expect((await callArena(carded.player, { action: 'duel', opponentId: 'nobody' })).status).toBe(400);
    expect((await callArena(carded.player, { action: 'duel' })).status).toBe(400);
    expect((await callArena(carded.player, { action: 'crown' })).status).toBe(400);
    expect((await callArena(carded.player, [1, 2])).status).toBe(400);
    // The SQL function refuses a self-duel even for the service role.
    const direct = await serviceClient(gateway).rpc('record_arena_duel', {
      attacker_uuid: carded.player.playerId,
      defender_uuid: carded.player.playerId,
      duel_seed: 1,
      attacker_won: true,
      attacker_before: 1200,
      defender_before: 1200,
      attacker_after: 1216,
      defender_after: 1184,
      attacker_card: {},
      defender_card: {},
    });
    expect(direct.error?.message).toBe(ARENA_MESSAGES.self);
    const anonymous = await rawFetch(gateway, '/functions/v1/arena', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'publish' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await cardRow(carded.player.playerId)).toMatchObject({ rating: ARENA_START_RATING, wins: 0, losses: 0 });
  });

  it('refuses the 31st duel within the hour, and opens again an hour later', async () => {
    const attacker = await plainHunter('A');
    const defender = await plainHunter('A');
    await published(attacker);
    await published(defender);
    for (let count = 0; count < 30; count += 1) await duel(attacker, defender);
    const refused = await callArena(attacker.player, { action: 'duel', opponentId: defender.player.playerId });
    expect(refused).toMatchObject({ status: 429, body: { error: ARENA_MESSAGES.tooManyDuels } });
    const row = await cardRow(attacker.player.playerId);
    expect(row!.wins + row!.losses).toBe(30);
    // The defender is not limited by duels fought against it.
    await duel(defender, attacker);
    // An hour later the attacker may fight again.
    const { error } = await serviceClient(gateway)
      .from('arena_duels')
      .update({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .eq('attacker', attacker.player.playerId);
    expect(error).toBeNull();
    await duel(attacker, defender);
  });

  it('loses no rating update when duels against one defender land at once', async () => {
    const defender = await plainHunter('A');
    const attackers = [await plainHunter('A'), await plainHunter('A'), await gearedHunter()];
    for (const hunter of [defender, ...attackers]) await published(hunter);
    const answers = await Promise.all(
      attackers.map((attacker) => callArena(attacker.player, { action: 'duel', opponentId: defender.player.playerId })),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = await Promise.all([defender, ...attackers].map((hunter) => cardRow(hunter.player.playerId)));
    expect(rows[0]!.wins + rows[0]!.losses).toBe(3);
    expect(rows.reduce((sum, row) => sum + row!.rating, 0)).toBe(4 * ARENA_START_RATING);
    // The defender's duels chain: each starts from the rating the one before left.
    const { data } = await serviceClient(gateway)
      .from('arena_duels')
      .select('defender_rating_before, defender_rating_after')
      .eq('defender', defender.player.playerId)
      .order('created_at', { ascending: true });
    const chain = data as { defender_rating_before: number; defender_rating_after: number }[];
    expect(chain).toHaveLength(3);
    expect(chain[0]!.defender_rating_before).toBe(ARENA_START_RATING);
    expect(chain[1]!.defender_rating_before).toBe(chain[0]!.defender_rating_after);
    expect(chain[2]!.defender_rating_before).toBe(chain[1]!.defender_rating_after);
    expect(chain[2]!.defender_rating_after).toBe(rows[0]!.rating);
  });
});

/** Journals `commands` on the hunter's verified world as the game does, and syncs them; the function's answer. */
async function syncCommands(hunter: Hunter, commands: Command[]): Promise<FunctionAnswer> {
  const world = cloneWorld(
    ((await readSaveRow(gateway, hunter.player.user.id)).player_state as GameState) ?? hunter.world,
  );
  const baseHash = hashWorld(world);
  const writer = new JournalWriter();
  writer.recordTick(commands, DEFAULT_CONTEXT);
  step(world, commands, DEFAULT_CONTEXT);
  return callFunction(gateway, hunter.player, 'sync', {
    action: 'push',
    journalId: randomUUID(),
    journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash, entries: writer.copy() },
    clientHash: hashWorld(world),
  });
}

describe('PvP counters come only from the duels the server recorded', () => {
  it('stores the duels a journal records as fought; refuses one more won, lost or never fought', async () => {
    const fighter = await plainHunter('A');
    const rival = await plainHunter('A');
    await published(fighter);
    await published(rival);
    // Two duels as the attacker, two as the defender (whose client learns of them from arena_duels).
    const outcomes: { duelId: string; won: boolean }[] = [];
    for (let count = 0; count < 4; count += 1) {
      const fought = count % 2 === 0 ? await duel(fighter, rival) : await duel(rival, fighter);
      outcomes.push({ duelId: fought.duelId, won: count % 2 === 0 ? fought.won : !fought.won });
    }
    const won = outcomes.filter((outcome) => outcome.won).length;
    const lost = outcomes.length - won;
    const before = await readSaveRow(gateway, fighter.player.user.id);
    // A duel the server never fought, and a real one with its outcome turned: refused, nothing stored.
    const forgedDuels: Command[][] = [
      [{ type: 'recordArenaDuel', duelId: randomUUID(), won: true }],
      [{ type: 'recordArenaDuel', duelId: outcomes[0]!.duelId, won: !outcomes[0]!.won }],
    ];
    for (const commands of forgedDuels) {
      const answer = await syncCommands(fighter, [{ type: 'setHunterRank', rank: 'A' }, ...commands]);
      expect(answer).toMatchObject({ status: 422, body: { error: VERIFY_MESSAGES.serverDecision } });
    }
    expect(await readSaveRow(gateway, fighter.player.user.id)).toEqual(before);
    // Nor can the counters be written into the save directly.
    await expectPlayerWriteRefused(
      fighter.player,
      edited(fighter.world, (copy) => {
        copy.stats.pvpWins = won + 1;
      }),
    );
    // The game's own record of the duels (the core's recordArenaDuel, at the server's rank) is stored.
    const recorded = await syncCommands(fighter, [
      { type: 'setHunterRank', rank: 'A' },
      ...outcomes.map((outcome): Command => ({ type: 'recordArenaDuel', ...outcome })),
    ]);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const stored = (await readSaveRow(gateway, fighter.player.user.id)).player_state as GameState;
    expect(stored.stats).toMatchObject({ pvpWins: won, pvpLosses: lost });
    expect(stored.deathPenalty.statistics.pvpDeaths).toBe(lost);
    // A hunter who never fought claims nothing.
    const bystander = await plainHunter('A');
    const claimed = await syncCommands(bystander, [
      { type: 'recordArenaDuel', duelId: outcomes[0]!.duelId, won: true },
    ]);
    expect(claimed).toMatchObject({ status: 422, body: { error: VERIFY_MESSAGES.serverDecision } });
  });
});
