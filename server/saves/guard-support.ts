// Helpers for server tests that need a player with a given save. Only the server writes saves (issue 31, migration
// 0019): a test stores one as the sync function does (store_verified_save, as the service role) or writes any JSON
// as the service role, never through the player's own client, which is refused. (The file keeps its old name: the
// save guard these helpers once drove is gone.)
import { expect } from 'vitest';
import { GEAR_SLOTS, SKILL_IDS } from '@/content/ids';
import type { ItemDef } from '@/content/types';
import { ALL_ITEMS } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import { addItem } from '@/core/inventory';
import { hashWorld } from '@/core/journal/world-hash';
import { createNewGameState, type GameState } from '@/core/state';
import { HEALTH_PER_STAMINA, MANA_PER_INTELLIGENCE } from '@/core/stats';
import { step } from '@/core/step';
import { allocateAttribute, setHunterRank } from '@/core/systems/character';
import { equipItem, SLOTS_FOR_TYPE } from '@/core/systems/equipment';
import { grantSkillXp } from '@/core/systems/progression';
import { MAX_SKILL_LEVEL, xpForLevel } from '@/core/xp';
import { serviceClient, signUpPlayer, type TestGateway, type TestPlayer } from '../test-support/gateway';

/** What the server holds for an account's save. */
export interface SaveRow {
  player_state: unknown;
  verified_hash: string | null;
  verified_at: string | null;
  updated_at: string;
}

export async function readSaveRow(gateway: TestGateway, userId: string): Promise<SaveRow> {
  const { data, error } = await serviceClient(gateway)
    .from('user_profiles')
    .select('player_state, verified_hash, verified_at, updated_at')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data as SaveRow;
}

/**
 * Stores `world` as the account's verified save, as the sync function stores a replay (store_verified_save, the
 * service role, conditional on the hash it finds): the next journal is replayed from it. Returns its hash.
 */
export async function storeVerifiedSave(gateway: TestGateway, player: TestPlayer, world: GameState): Promise<string> {
  const { verified_hash: expected } = await readSaveRow(gateway, player.user.id);
  const hash = hashWorld(world);
  const { data, error } = await serviceClient(gateway).rpc('store_verified_save', {
    user_uuid: player.user.id,
    expected_hash: expected,
    new_state: world,
    new_hash: hash,
    journal_uuid: null,
    base_hash: null,
    now_at: new Date().toISOString(),
  });
  if (error) throw new Error(`store_verified_save: ${error.message}`);
  expect(data, 'the verified save was stored').toBe(true);
  return hash;
}

/** Writes any JSON as the account's save, as the service role (an admin's restore; no verified hash changes). */
export async function writeSaveAsService(gateway: TestGateway, userId: string, state: unknown): Promise<void> {
  const { error } = await serviceClient(gateway).from('user_profiles').update({ player_state: state }).eq('id', userId);
  if (error) throw new Error(`service-role save: ${error.message}`);
}

/** The game's old push (PATCH player_state and updated_at of the player's own profile), as a player sends it. */
export async function playerPush(
  player: TestPlayer,
  state: unknown,
): Promise<{ status: number; error: { code?: string; message: string } | null }> {
  const result = await player.client
    .from('user_profiles')
    .update({ player_state: state, updated_at: new Date().toISOString() })
    .eq('id', player.user.id);
  return { status: result.status, error: result.error };
}

/** PostgreSQL's refusal of a write the role holds no privilege for, as PostgREST answers a signed-in player. */
export const PLAYER_WRITE_REFUSED = {
  status: 403,
  code: '42501',
  message: 'permission denied for table user_profiles',
};

/** A player's own write of `state` is refused before anything runs: 403, 42501, permission denied. */
export async function expectPlayerWriteRefused(player: TestPlayer, state: unknown): Promise<void> {
  const result = await playerPush(player, state);
  expect(result.status).toBe(PLAYER_WRITE_REFUSED.status);
  expect(result.error?.code).toBe(PLAYER_WRITE_REFUSED.code);
  expect(result.error?.message).toBe(PLAYER_WRITE_REFUSED.message);
}

/**
 * Moves the account's verified save `seconds` into the past, as if that much server time had passed since the sync
 * function verified it (the journal's time bound reads `verified_at`).
 */
export async function passServerTime(gateway: TestGateway, userId: string, seconds: number): Promise<void> {
  const row = await readSaveRow(gateway, userId);
  if (!row.verified_at) throw new Error('no verified save yet');
  const moved = new Date(Date.parse(row.verified_at) - seconds * 1000).toISOString();
  const { error } = await serviceClient(gateway).from('user_profiles').update({ verified_at: moved }).eq('id', userId);
  if (error) throw new Error(error.message);
}

/** What evaluate_rank_up would have granted: the server-side rank. */
export async function setServerRank(gateway: TestGateway, player: TestPlayer, rank: string): Promise<void> {
  const { error } = await serviceClient(gateway)
    .from('player_hunter_rank')
    .update({ current_rank: rank })
    .eq('player_id', player.playerId);
  if (error) throw new Error(error.message);
}

export async function setAccountTier(gateway: TestGateway, player: TestPlayer, tier: string): Promise<void> {
  const { error } = await serviceClient(gateway).rpc('set_account_tier', { user_id: player.user.id, tier });
  if (error) throw new Error(error.message);
}

/** A copy of a world with `edit` applied (the world itself is left alone). */
export function edited(world: GameState, edit: (copy: GameState) => void): GameState {
  const copy = structuredClone(world);
  edit(copy);
  return copy;
}

/**
 * The largest pool the core can make: a supporter hunter raised by the core's own XP grants to level
 * 100 in every skill (so player level 100 and every attribute point earned on the way), promoted to
 * rank SSS, wearing in every gear slot the item that adds most to the pool, every point in the pool's
 * attribute, then left idle until health and mana are full.
 */
export function bestGearHunter(pool: 'health' | 'mana', userId: string): GameState {
  const world = createNewGameState({
    userId,
    email: 'best-gear@example.com',
    tier: 'supporter',
    nowMs: Date.now(),
    seed: userId,
  });
  const events: GameEvent[] = [];
  for (const skill of SKILL_IDS) grantSkillXp(world, skill, xpForLevel(MAX_SKILL_LEVEL), 'training', events);
  expect(world.player.level).toBe(MAX_SKILL_LEVEL);
  expect(setHunterRank(world, 'SSS', events)).toBeNull();
  const worth = (item: ItemDef): number =>
    pool === 'health'
      ? (item.stats?.stamina ?? 0) * HEALTH_PER_STAMINA + (item.stats?.health ?? 0)
      : (item.stats?.intelligence ?? 0) * MANA_PER_INTELLIGENCE + (item.stats?.mana ?? 0);
  for (const slot of GEAR_SLOTS) {
    const best = ALL_ITEMS.filter(
      (item) => SLOTS_FOR_TYPE[item.type].includes(slot) && (item.levelRequirement ?? 1) <= world.player.level,
    ).sort((a, b) => worth(b) - worth(a))[0];
    if (!best || worth(best) <= 0) continue;
    expect(addItem(world, best.id, 1)).toBe(1);
    const entry = world.inventory.items.find((candidate) => candidate.itemId === best.id && !candidate.equipped)!;
    expect(equipItem(world, entry.id, slot, events)).toBeNull();
  }
  const points = world.attributes.available;
  expect(allocateAttribute(world, pool === 'health' ? 'endurance' : 'intelligence', points, events)).toBeNull();
  for (let tick = 0; tick < 36_000; tick += 1) {
    if (world.player.health === world.player.maxHealth && world.resourcePools.mana.current === world.player.maxMana)
      break;
    step(world, []);
  }
  expect(world.player.health).toBe(world.player.maxHealth);
  expect(world.player.mana).toBe(world.player.maxMana);
  world.lastSaved = Date.now();
  return world;
}

/** The mirrored `players` row of a player, as the player reads it (RLS applies). */
export interface MirroredHero {
  level: number;
  experience: number;
  health: number;
  max_health: number;
  mana: number;
  max_mana: number;
  computed_strength: number;
  updated_at: string;
}

export async function readMirroredHero(player: TestPlayer): Promise<MirroredHero> {
  const { data, error } = await player.client
    .from('players')
    .select('level, experience, health, max_health, mana, max_mana, computed_strength, updated_at')
    .eq('id', player.playerId)
    .single();
  if (error) throw new Error(error.message);
  return data as MirroredHero;
}

/** A new base account whose new hunter is its verified save (signed up on the test gateway). */
export async function establishedBaseAccount(gateway: TestGateway): Promise<{ player: TestPlayer; world: GameState }> {
  const player = await signUpPlayer(gateway);
  await setAccountTier(gateway, player, 'base');
  const world = createNewGameState({
    userId: player.user.id,
    email: player.email,
    tier: 'base',
    nowMs: Date.now(),
    seed: player.user.id,
  });
  await storeVerifiedSave(gateway, player, world);
  return { player, world };
}
