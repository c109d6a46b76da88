// Helpers for the save-guard tests: pushes through the player's own supabase-js client, and
// service-role moves of the guard's clock. Time is moved by writing player_state_accepted_at back
// (as the service role), never by a test-only hook in the migration.
import { expect } from 'vitest';
import { GEAR_SLOTS, SKILL_IDS } from '@/content/ids';
import type { ItemDef } from '@/content/types';
import { ALL_ITEMS } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import { addItem } from '@/core/inventory';
import { createNewGameState, type GameState } from '@/core/state';
import { HEALTH_PER_STAMINA, MANA_PER_INTELLIGENCE } from '@/core/stats';
import { step } from '@/core/step';
import { allocateAttribute, setHunterRank } from '@/core/systems/character';
import { equipItem, SLOTS_FOR_TYPE } from '@/core/systems/equipment';
import { grantSkillXp } from '@/core/systems/progression';
import { MAX_SKILL_LEVEL, xpForLevel } from '@/core/xp';
import { serviceClient, signUpPlayer, type TestGateway, type TestPlayer } from '../test-support/gateway';

export interface PushResult {
  status: number;
  error: { code?: string; message: string } | null;
}

/** The game's push: update player_state and updated_at of the player's own profile. */
export async function pushState(player: TestPlayer, state: GameState | object): Promise<PushResult> {
  const result = await player.client
    .from('user_profiles')
    .update({ player_state: state, updated_at: new Date().toISOString() })
    .eq('id', player.user.id);
  return { status: result.status, error: result.error };
}

export async function expectAccepted(player: TestPlayer, state: GameState | object): Promise<void> {
  const result = await pushState(player, state);
  expect(result.error, result.error?.message).toBeNull();
  expect(result.status).toBe(204);
}

/** Pushes and expects the guard's refusal: HTTP 400, P0001, a message starting "Save rejected: ". */
export async function expectRejected(player: TestPlayer, state: GameState | object, message: RegExp): Promise<string> {
  const result = await pushState(player, state);
  expect(result.status).toBe(400);
  expect(result.error?.code).toBe('P0001');
  expect(result.error?.message).toMatch(/^Save rejected: /);
  expect(result.error?.message).toMatch(message);
  return result.error!.message;
}

export interface GuardRow {
  player_state: unknown;
  player_state_accepted_at: string | null;
  player_state_credit: Record<string, number>;
}

export async function readGuardRow(gateway: TestGateway, userId: string): Promise<GuardRow> {
  const { data, error } = await serviceClient(gateway)
    .from('user_profiles')
    .select('player_state, player_state_accepted_at, player_state_credit')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data as GuardRow;
}

/** Moves the last accepted save `seconds` into the past, as if that much server time had passed. */
export async function passServerTime(gateway: TestGateway, userId: string, seconds: number): Promise<void> {
  const row = await readGuardRow(gateway, userId);
  if (!row.player_state_accepted_at) throw new Error('no accepted save yet');
  const moved = new Date(Date.parse(row.player_state_accepted_at) - seconds * 1000).toISOString();
  const { error } = await serviceClient(gateway)
    .from('user_profiles')
    .update({ player_state_accepted_at: moved })
    .eq('id', userId);
  if (error) throw new Error(error.message);
}

/** What evaluate_rank_up would have granted: the server-side rank. */
/** Moves the account's creation `seconds` into the past (its first save is judged against its age). */
export async function ageAccount(gateway: TestGateway, userId: string, seconds: number): Promise<void> {
  const { data, error } = await serviceClient(gateway)
    .from('user_profiles')
    .select('created_at')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  const moved = new Date(Date.parse((data as { created_at: string }).created_at) - seconds * 1000).toISOString();
  const { error: update } = await serviceClient(gateway)
    .from('user_profiles')
    .update({ created_at: moved })
    .eq('id', userId);
  if (update) throw new Error(update.message);
}

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

/** A new base account that has saved once, a minute ago (signed up on the test gateway). */
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
  await expectAccepted(player, world);
  await passServerTime(gateway, player.user.id, 60);
  world.lastSaved = Date.now();
  return { player, world };
}
