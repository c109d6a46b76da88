/**
 * What an absence changed, measured on two looks at a world (before and after a catch-up): XP and
 * levels per skill, the player level, gold, kills, the items gained and spent (materials, bag, bank
 * and stash together), wraith tokens, what found no room (waiting in the loot pouch, or lost from it)
 * and the deaths recorded. The forecast and the timeline (absence.ts) share it.
 */
import { SKILL_IDS, type SkillId } from '@/content/ids';
import type { ReadonlyWorld } from './readonly';
import type { DeathRecord, GameState } from './state-types';

export interface ItemCount {
  itemId: string;
  quantity: number;
}

export interface TokenGain {
  wraithId: string;
  quantity: number;
}

export interface AbsenceGains {
  xp: Partial<Record<SkillId, number>>;
  totalXp: number;
  levelUps: { skill: SkillId; from: number; to: number }[];
  playerLevel: { from: number; to: number };
  gold: number;
  kills: number;
  /** Items that grew, by id, most first. */
  itemsGained: ItemCount[];
  /** Items that shrank (potions drunk, materials used, gear lost), by id, most first. */
  itemsSpent: ItemCount[];
  /** Wraith tokens gained, by kind, most first. */
  tokens: TokenGain[];
  /** Drops that found the bag full and wait in the loot pouch, by id, most first. */
  pouched: ItemCount[];
  /** Units a full loot pouch let go. */
  lost: number;
}

export interface WorldTally {
  gold: number;
  playerLevel: number;
  kills: number;
  skills: { skill: SkillId; level: number; xp: number }[];
  items: Map<string, number>;
  tokens: Map<string, number>;
  pouch: Map<string, number>;
  overflowLost: number;
  deathIds: Set<string>;
}

function countItems(world: ReadonlyWorld): Map<string, number> {
  const items = new Map<string, number>();
  const add = (itemId: string, quantity: number) => items.set(itemId, (items.get(itemId) ?? 0) + quantity);
  for (const [itemId, quantity] of Object.entries(world.resources.materials)) add(itemId, quantity);
  for (const entry of world.inventory.items) add(entry.itemId, entry.quantity);
  for (const entry of world.banking.items) add(entry.itemId, entry.quantity);
  for (const entry of world.banking.stashItems) add(entry.itemId, entry.quantity);
  return items;
}

function countPouch(world: ReadonlyWorld): Map<string, number> {
  const pouch = new Map<string, number>();
  for (const entry of world.inventory.lootPouch)
    pouch.set(entry.itemId, (pouch.get(entry.itemId) ?? 0) + entry.quantity);
  return pouch;
}

/** What grew from one count to the other, by key, most first. */
function grown(before: Map<string, number>, after: Map<string, number>): ItemCount[] {
  const rows: ItemCount[] = [];
  for (const [itemId, quantity] of after) {
    const change = quantity - (before.get(itemId) ?? 0);
    if (change > 0) rows.push({ itemId, quantity: change });
  }
  return rows.sort(byQuantity);
}

export function tallyWorld(world: ReadonlyWorld): WorldTally {
  return {
    gold: world.resources.gold,
    playerLevel: world.player.level,
    kills: world.stats.enemiesKilled,
    skills: SKILL_IDS.map((skill) => ({ skill, level: world.skills[skill].level, xp: world.skills[skill].experience })),
    items: countItems(world),
    tokens: new Map(Object.entries(world.wraiths.tokens)),
    pouch: countPouch(world),
    overflowLost: world.inventory.overflowLost,
    deathIds: new Set(world.deathPenalty.deathHistory.map((record) => record.id)),
  };
}

const byQuantity = (a: ItemCount, b: ItemCount) => b.quantity - a.quantity || a.itemId.localeCompare(b.itemId);

export function gainsBetween(before: WorldTally, after: WorldTally): AbsenceGains {
  const xp: Partial<Record<SkillId, number>> = {};
  const levelUps: AbsenceGains['levelUps'] = [];
  let totalXp = 0;
  after.skills.forEach((entry, index) => {
    const was = before.skills[index]!;
    if (entry.xp !== was.xp) {
      xp[entry.skill] = entry.xp - was.xp;
      totalXp += entry.xp - was.xp;
    }
    if (entry.level > was.level) levelUps.push({ skill: entry.skill, from: was.level, to: entry.level });
  });
  const itemsGained: ItemCount[] = [];
  const itemsSpent: ItemCount[] = [];
  for (const itemId of new Set([...before.items.keys(), ...after.items.keys()])) {
    const change = (after.items.get(itemId) ?? 0) - (before.items.get(itemId) ?? 0);
    if (change > 0) itemsGained.push({ itemId, quantity: change });
    else if (change < 0) itemsSpent.push({ itemId, quantity: -change });
  }
  return {
    xp,
    totalXp,
    levelUps,
    playerLevel: { from: before.playerLevel, to: after.playerLevel },
    gold: after.gold - before.gold,
    kills: after.kills - before.kills,
    itemsGained: itemsGained.sort(byQuantity),
    itemsSpent: itemsSpent.sort(byQuantity),
    tokens: grown(before.tokens, after.tokens).map(({ itemId, quantity }) => ({ wraithId: itemId, quantity })),
    pouched: grown(before.pouch, after.pouch),
    lost: Math.max(0, after.overflowLost - before.overflowLost),
  };
}

/** The deaths recorded after `before` was taken, oldest first. */
export function newDeaths(before: WorldTally, world: GameState): DeathRecord[] {
  return world.deathPenalty.deathHistory.filter((record) => !before.deathIds.has(record.id)).reverse();
}
