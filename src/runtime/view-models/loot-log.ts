/**
 * The combat page's loot log: what the last fallen enemies dropped (gold, items, wraith tokens,
 * materials, what went to the loot pouch and what a full pouch let fall), newest first, built from
 * the core's `lootDropped` events as they happen, short catch-ups included. The world keeps no loot history, so the log
 * lives beside the runtime for as long as the game runs (`lootLogFor`).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Rarity } from '@/content/ids';
import { ITEMS, WRAITHS_BY_ID, enemyOrBoss } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import type { CatchUpResult } from '@/core/offline';
import { TICK_MS } from '@/core/tick';

/** How many drops (one per fallen enemy) the log keeps. */
export const LOOT_LOG_LIMIT = 10;

/** `pouched`: did not fit in the inventory, waiting in the loot pouch; `lost`: pushed out of a full pouch. */
export type LootKind = 'item' | 'token' | 'material' | 'gold' | 'pouched' | 'lost';

export interface LootLine {
  kind: LootKind;
  name: string;
  quantity: number;
  rarity: Rarity;
}

export interface LootDrop {
  /** Increasing within one log: a stable key. */
  id: number;
  /** Simulation time of the kill (epoch ms). */
  atMs: number;
  enemyName: string;
  isBoss: boolean;
  /** Rarest items first, then wraith tokens, materials, gold, the loot pouch's, and what a full pouch lost. */
  lines: LootLine[];
}

type LootDropped = Extract<GameEvent, { type: 'lootDropped' }>;

const RARITY_ORDER: readonly Rarity[] = ['common', 'uncommon', 'rare', 'epic', 'legendary'];

/** The lines of one enemy's loot, in the order the log shows them. */
export function lootLines(loot: LootDropped['loot']): LootLine[] {
  const lines: LootLine[] = [];
  const items = [...loot.items].sort((a, b) => RARITY_ORDER.indexOf(b.rarity) - RARITY_ORDER.indexOf(a.rarity));
  for (const item of items) lines.push({ kind: 'item', name: item.name, quantity: item.quantity, rarity: item.rarity });
  for (const token of loot.tokens) {
    const wraith = WRAITHS_BY_ID[token.wraithId];
    const name = `${wraith?.name ?? token.wraithId} token`;
    lines.push({ kind: 'token', name, quantity: token.quantity, rarity: wraith?.rarity ?? 'rare' });
  }
  for (const material of loot.materials) {
    const item = ITEMS[material.itemId];
    lines.push({
      kind: 'material',
      name: item?.name ?? material.itemId,
      quantity: material.quantity,
      rarity: item?.rarity ?? 'common',
    });
  }
  if (loot.gold > 0) lines.push({ kind: 'gold', name: 'gold', quantity: loot.gold, rarity: 'common' });
  const listed = (kind: 'pouched' | 'lost', drops: LootDropped['loot']['lost']) => {
    for (const drop of drops) {
      const item = ITEMS[drop.itemId];
      lines.push({ kind, name: item?.name ?? drop.itemId, quantity: drop.quantity, rarity: item?.rarity ?? 'common' });
    }
  };
  listed('pouched', loot.pouched);
  listed('lost', loot.lost);
  return lines;
}

/** The log with one more drop in front, at most `limit` long. */
export function withDrop(log: readonly LootDrop[], drop: LootDrop, limit = LOOT_LOG_LIMIT): LootDrop[] {
  return [drop, ...log].slice(0, limit);
}

export interface LootLog {
  /** Newest drop first; a new array on every drop, so stores and React see the change. */
  readonly store: StoreApi<readonly LootDrop[]>;
  /** Takes one core event at `atMs`; anything but a drop with something in it is ignored. */
  record(event: GameEvent, atMs: number): void;
}

export function createLootLog(limit = LOOT_LOG_LIMIT): LootLog {
  const store = createStore<readonly LootDrop[]>()(() => []);
  let nextId = 1;
  return {
    store,
    record(event, atMs) {
      if (event.type !== 'lootDropped') return;
      const lines = lootLines(event.loot);
      if (lines.length === 0) return;
      const enemy = enemyOrBoss(event.enemyId);
      const drop: LootDrop = {
        id: nextId++,
        atMs,
        enemyName: enemy?.name ?? event.enemyId,
        isBoss: enemy !== undefined && 'hpMultiplier' in enemy,
        lines,
      };
      store.setState(withDrop(store.getState(), drop, limit), true);
    },
  };
}

/** What the log listens to: the runtime's bridge and the world's clock. */
export interface LootLogSource {
  readonly bridge: {
    onEvent(listener: (event: GameEvent) => void): () => void;
    onCatchUp(listener: (result: unknown) => void): () => void;
  };
  readonly world: { readonly sim: { readonly nowMs: number } };
}

const logs = new WeakMap<LootLogSource, LootLog>();

/**
 * The loot log of a running game, made and subscribed on first use and kept as long as the runtime
 * (leaving the combat page and coming back keeps the drops). A short catch-up's drops are dated by
 * their tick.
 */
export function lootLogFor(source: LootLogSource): LootLog {
  const existing = logs.get(source);
  if (existing) return existing;
  const log = createLootLog();
  // The world is stepped in place: its clock is the tick's when the tick's events arrive.
  source.bridge.onEvent((event) => log.record(event, source.world.sim.nowMs));
  source.bridge.onCatchUp((result) => {
    // Long gaps are time away: their report tells the loot in totals, not drop by drop.
    const caught = result as Partial<CatchUpResult> | null;
    if (caught?.mode !== 'ticks' || !Array.isArray(caught.results)) return;
    const ticks = caught.results;
    const endMs = source.world.sim.nowMs;
    ticks.forEach((tick, index) => {
      for (const event of tick.events) log.record(event, endMs - (ticks.length - 1 - index) * TICK_MS);
    });
  });
  logs.set(source, log);
  return log;
}
