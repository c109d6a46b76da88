/**
 * The wraiths page: tokens owned, the three summoning slots, and every wraith kind in band order with
 * its bond (level, bond XP, kills), what it does in numbers at its level and the next, what feeding
 * it would give, and where its tokens drop (read from the enemy and boss loot tables).
 */
import { HUNTER_RANKS, rankIndex, WRAITH_SLOTS, type HunterRank, type Rarity } from '@/content/ids';
import type { WraithDef, WraithShape } from '@/content/types';
import { ALL_AREAS, ALL_WRAITHS, BOSSES_BY_ID, ENEMIES_BY_ID, TIERS_BY_ID, WRAITHS_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import type { ReadonlyWorld } from '@/core/readonly';
import { computeDerivedStats, type DerivedStats } from '@/core/stats';
import { wraithMend, wraithStrike, wraithWard } from '@/core/systems/wraith-combat';
import {
  BOND_XP_PER_KILL,
  BOND_XP_PER_TOKEN,
  bondXpToNext,
  grantBondXp,
  tokensToMax,
  WRAITH_MAX_LEVEL,
  WRAITH_MESSAGES,
  WRAITH_POWER_PER_LEVEL,
  wraithPower,
  type SummonedWraith,
} from '@/core/systems/wraith-rules';
import type { BondedWraith } from '@/core/state-types';

/** What a wraith does at one bond level, in words with numbers. */
export interface WraithNumbers {
  level: number;
  /** Its effect and gift scale by this (1 at level 1). */
  power: number;
  /** "Strikes for 15% of your spell hit (about 12 damage) every 3.5 s" */
  effect: string;
  /** "+3% kill XP" (given while it is summoned) */
  passive: string;
}

export interface FeedOption {
  tokens: number;
  /** "Feed 1", "Feed 10", "Feed all 23" */
  label: string;
  bondXp: number;
  /** The bond level the feeding would reach. */
  reachesLevel: number;
  /** Why it can't be fed this many, or null. */
  blockedBy: string | null;
}

export interface BondView {
  bondedId: string;
  level: number;
  /** The cap, WRAITH_MAX_LEVEL. */
  maxLevel: number;
  atMax: boolean;
  bondXp: number;
  /** Bond XP from this level to the next (0 at the cap). */
  bondXpToNext: number;
  kills: number;
  /** The slot (0..2) it is summoned in, or null while it rests. */
  slot: number | null;
  /** Tokens it can still eat before the cap. */
  tokensToMax: number;
  /** 1, 10 and all useful (when that is another count); empty at the cap. */
  feed: FeedOption[];
  /** Why Summon is refused while it rests (all slots full), or null. */
  summonBlockedBy: string | null;
}

export interface WraithKindView {
  wraithId: string;
  name: string;
  description: string;
  lore: string;
  rarity: Rarity;
  band: HunterRank;
  /** "Rank E" */
  rankLabel: string;
  shape: WraithShape;
  glow: number;
  tokens: number;
  tokensToBond: number;
  /** "Dropped by foes of rank-E areas (2–4% of kills); their bosses always leave 2–3." */
  dropsFrom: string;
  /** Why its tokens are out of the hunter's reach for now, or null. */
  reach: string | null;
  /** Why Bond is refused (already bonded: null, see `bond`), or null when it can be bonded. */
  bondBlockedBy: string | null;
  bond: BondView | null;
  /** At its bond level; null before it is bonded. */
  current: WraithNumbers | null;
  /** At the next level (level 1 before bonding); null at the cap. */
  next: WraithNumbers | null;
}

export interface SlotView {
  slot: number;
  /** "Slot 1" */
  label: string;
  wraith: {
    bondedId: string;
    wraithId: string;
    name: string;
    rarity: Rarity;
    level: number;
    effect: string;
    passive: string;
  } | null;
}

export interface RestingWraithView {
  bondedId: string;
  wraithId: string;
  name: string;
  level: number;
}

export interface WraithsPageView {
  tokens: { wraithId: string; name: string; count: number }[];
  slots: SlotView[];
  /** Bonded wraiths not summoned, in band order: what an empty slot can take. */
  resting: RestingWraithView[];
  kinds: WraithKindView[];
  /** How a bond grows, with the rules' numbers. */
  growth: string;
  /** That no wraith is paid-only, and what a demo account can reach. */
  tierNote: string;
}

export const WRAITH_GROWTH =
  `Grows by fighting beside you (${BOND_XP_PER_KILL} bond XP per kill) and by eating its own tokens ` +
  `(${BOND_XP_PER_TOKEN} bond XP each), up to level ${WRAITH_MAX_LEVEL}. ` +
  `Each level above 1 adds ${Math.round(WRAITH_POWER_PER_LEVEL * 100)}% to what it does.`;

/** A percent with at most one decimal: 15, 17.3 (hundredths first, as the rules round it, so 3.45 reads 3.5). */
export function percentText(value: number): string {
  return `${Math.round(Math.round(value * 100) / 10) / 10}`;
}

function secondsText(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

const amount = (value: number) => value.toLocaleString('en-US');

const PASSIVE_WORDS: Record<WraithDef['passive']['kind'], string> = {
  xp: 'kill XP',
  gold: 'kill gold',
  loot: 'chance of item and material drops',
  regen: 'health regeneration',
};

const BUFF_WORDS = { damage: 'damage', haste: 'attack speed', crit: 'crit chance' } as const;

/** The bond the numbers are read for: only its kind, level and power count. */
function asSummoned(def: WraithDef, level: number): SummonedWraith {
  const bond: BondedWraith = { id: '', wraithId: def.id, bondedAt: 0, level, bondXp: 0, kills: 0 };
  return { slot: 0, bond, def, power: wraithPower(level) };
}

/** What a wraith of `def` does at `level` for this hunter (their hit and max health). */
export function wraithNumbers(def: WraithDef, level: number, derived: DerivedStats, maxHealth: number): WraithNumbers {
  const wraith = asSummoned(def, level);
  const power = wraith.power;
  const effect = def.effect;
  let text: string;
  switch (effect.kind) {
    case 'attack': {
      const school = effect.school === 'spell' ? 'spell' : 'physical';
      const hit = Math.max(1, Math.round(wraithStrike(derived, wraith)));
      text =
        `Strikes for ${percentText(effect.hitShare * 100 * power)}% of your ${school} hit ` +
        `(about ${amount(hit)} damage) every ${secondsText(effect.intervalMs)}`;
      break;
    }
    case 'shield':
      text =
        `Wards you for ${percentText(effect.percent * power)}% of max health ` +
        `(${amount(wraithWard(maxHealth, wraith))}) every ${secondsText(effect.intervalMs)}`;
      break;
    case 'heal':
      text =
        `Heals ${percentText(effect.percent * power)}% of max health ` +
        `(${amount(wraithMend(maxHealth, wraith))}) every ${secondsText(effect.intervalMs)}`;
      break;
    case 'buff':
      text = `+${percentText(effect.percent * power)}% ${BUFF_WORDS[effect.stat]} while summoned`;
      break;
  }
  const passive = `+${percentText(def.passive.percent * power)}% ${PASSIVE_WORDS[def.passive.kind]}`;
  return { level, power, effect: text, passive };
}

function rangeText(values: readonly number[], unit = ''): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}${unit}` : `${low}–${high}${unit}`;
}

function listText(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Where a kind's tokens drop, in words, from the loot tables of the areas' foes and bosses. */
export function tokenSourceText(wraithId: string): string {
  const foeChances: number[] = [];
  const foeBands = new Set<HunterRank>();
  const bossQuantities: number[] = [];
  const bossBands = new Set<HunterRank>();
  let everyBossAlways = true;
  for (const area of ALL_AREAS) {
    for (const enemyId of area.enemies) {
      const drop = ENEMIES_BY_ID[enemyId]?.loot.tokens?.find((row) => row.wraithId === wraithId);
      if (!drop) continue;
      foeChances.push(Math.round(drop.chance * 1000) / 10);
      foeBands.add(area.band);
    }
    const bossDrop = BOSSES_BY_ID[area.bossId]?.loot.tokens?.find((row) => row.wraithId === wraithId);
    if (bossDrop) {
      bossQuantities.push(bossDrop.quantity);
      bossBands.add(area.band);
      if (bossDrop.chance < 1) everyBossAlways = false;
    } else if (foeBands.has(area.band)) {
      everyBossAlways = false;
    }
  }
  const bandsText = (bands: Set<HunterRank>) =>
    `${listText(HUNTER_RANKS.filter((rank) => bands.has(rank)).map((rank) => `rank-${rank}`))} areas`;
  const bossText = everyBossAlways ? `bosses always leave ${rangeText(bossQuantities)}` : 'bosses sometimes leave some';
  if (foeChances.length > 0) {
    const foes = `Dropped by foes of ${bandsText(foeBands)} (${rangeText(foeChances, '%')} of kills)`;
    return bossQuantities.length > 0 ? `${foes}; their ${bossText}.` : `${foes}.`;
  }
  if (bossQuantities.length > 0) return `Dropped by the bosses of ${bandsText(bossBands)}: ${bossText}.`;
  return 'No foe drops its tokens yet.';
}

const SOURCES = new Map(ALL_WRAITHS.map((def) => [def.id, tokenSourceText(def.id)]));

/** Why a kind's tokens are out of reach for now: its band is above the tier's cap or the hunter's rank. */
function reachOf(world: ReadonlyWorld, band: HunterRank): string | null {
  const tier = TIERS_BY_ID[world.player.accountTier];
  if (rankIndex(band) > rankIndex(tier.maxRank))
    return `${tier.name} accounts stop at Hunter Rank ${tier.maxRank}: its tokens drop beyond that.`;
  if (rankIndex(band) > rankIndex(world.player.hunterRank)) return `Its hunting grounds open at Hunter Rank ${band}.`;
  return null;
}

/** The level a bond reaches after eating `tokens`, by the rules' own growth. */
function levelAfterFeeding(bond: ReadonlyWorld['wraiths']['bonded'][number], tokens: number): number {
  const copy: BondedWraith = { ...bond };
  const ignored: GameEvent[] = [];
  grantBondXp(copy, tokens * BOND_XP_PER_TOKEN, ignored);
  return copy.level;
}

function feedOptions(
  bond: ReadonlyWorld['wraiths']['bonded'][number],
  name: string,
  have: number,
  useful: number,
): FeedOption[] {
  if (useful <= 0) return [];
  const all = Math.min(have, useful);
  const counts: { tokens: number; label: string }[] = [
    { tokens: 1, label: 'Feed 1' },
    { tokens: 10, label: 'Feed 10' },
  ];
  if (all > 0 && all !== 1 && all !== 10) counts.push({ tokens: all, label: `Feed all ${amount(all)}` });
  return counts.map(({ tokens, label }) => {
    let blockedBy: string | null = null;
    if (have === 0) blockedBy = `No ${name} tokens to feed`;
    else if (tokens > have) blockedBy = `You have ${amount(have)}`;
    else if (tokens > useful) blockedBy = `Only ${amount(useful)} more would count`;
    return {
      tokens,
      label,
      bondXp: tokens * BOND_XP_PER_TOKEN,
      reachesLevel: levelAfterFeeding(bond, Math.min(tokens, useful)),
      blockedBy,
    };
  });
}

function tierNote(): string {
  const demo = TIERS_BY_ID.demo;
  const beyond = ALL_WRAITHS.filter((def) => rankIndex(def.band) > rankIndex(demo.maxRank));
  const base = 'Every wraith is open to every account tier: none is paid-only.';
  if (beyond.length === 0) return base;
  return (
    `${base} ${demo.name} accounts stop at Hunter Rank ${demo.maxRank}, so the tokens of ` +
    `${listText(beyond.map((def) => def.name))} never drop for them.`
  );
}

const TIER_NOTE = tierNote();

/** The kinds in band order, E to SSS (a stable sort keeps content order within a band). */
const KINDS_IN_BAND_ORDER = [...ALL_WRAITHS].sort((a, b) => rankIndex(a.band) - rankIndex(b.band));

/** A cheap fingerprint of what the page shows: the view is rebuilt only when it changes. */
export function wraithsPageKey(world: ReadonlyWorld): string {
  const parts: (string | number)[] = [
    world.player.accountTier,
    world.player.hunterRank,
    world.player.level,
    world.player.maxHealth,
    world.player.attack,
  ];
  for (const [wraithId, count] of Object.entries(world.wraiths.tokens)) parts.push(`${wraithId}:${count}`);
  for (const bond of world.wraiths.bonded) parts.push(`${bond.id}:${bond.level}:${bond.bondXp}:${bond.kills}`);
  for (const slot of WRAITH_SLOTS) parts.push(world.equipment.slots[slot] ?? '-');
  // Hits follow gear and the weapon skills; the equipped gear's ids stand for it.
  for (const entry of world.inventory.items) if (entry.equipped) parts.push(entry.id);
  for (const skill of ['bladework', 'marksmanship', 'witchcraft'] as const) parts.push(world.skills[skill].level);
  return parts.join('|');
}

export function selectWraithsPage(world: ReadonlyWorld): WraithsPageView {
  const derived = computeDerivedStats(world);
  const maxHealth = world.player.maxHealth;
  const slotOf = (bondedId: string) => {
    const index = WRAITH_SLOTS.findIndex((slot) => world.equipment.slots[slot] === bondedId);
    return index < 0 ? null : index;
  };
  const freeSlot = WRAITH_SLOTS.some((slot) => world.equipment.slots[slot] === null);

  const kinds = KINDS_IN_BAND_ORDER.map((def): WraithKindView => {
    const tokens = world.wraiths.tokens[def.id] ?? 0;
    const found = world.wraiths.bonded.find((row) => row.wraithId === def.id);
    let bond: BondView | null = null;
    if (found) {
      const slot = slotOf(found.id);
      const useful = tokensToMax(found);
      const atMax = found.level >= WRAITH_MAX_LEVEL;
      bond = {
        bondedId: found.id,
        level: found.level,
        maxLevel: WRAITH_MAX_LEVEL,
        atMax,
        bondXp: found.bondXp,
        bondXpToNext: atMax ? 0 : bondXpToNext(found.level),
        kills: found.kills,
        slot,
        tokensToMax: useful,
        feed: feedOptions(found, def.name, tokens, useful),
        summonBlockedBy: slot === null && !freeSlot ? WRAITH_MESSAGES.slotsFull : null,
      };
    }
    const level = found?.level ?? 0;
    return {
      wraithId: def.id,
      name: def.name,
      description: def.description,
      lore: def.lore,
      rarity: def.rarity,
      band: def.band,
      rankLabel: `Rank ${def.band}`,
      shape: def.look.shape,
      glow: def.look.glow,
      tokens,
      tokensToBond: def.tokensToBond,
      dropsFrom: SOURCES.get(def.id) ?? tokenSourceText(def.id),
      reach: reachOf(world, def.band),
      bondBlockedBy:
        found || tokens >= def.tokensToBond
          ? null
          : `Needs ${def.tokensToBond - tokens} more ${def.tokensToBond - tokens === 1 ? 'token' : 'tokens'}`,
      bond,
      current: found ? wraithNumbers(def, level, derived, maxHealth) : null,
      next: level >= WRAITH_MAX_LEVEL ? null : wraithNumbers(def, level + 1, derived, maxHealth),
    };
  });

  const slots = WRAITH_SLOTS.map((slotName, index): SlotView => {
    const bond = world.wraiths.bonded.find((row) => row.id === world.equipment.slots[slotName]);
    const def = bond ? WRAITHS_BY_ID[bond.wraithId] : undefined;
    if (!bond || !def) return { slot: index, label: `Slot ${index + 1}`, wraith: null };
    const numbers = wraithNumbers(def, bond.level, derived, maxHealth);
    return {
      slot: index,
      label: `Slot ${index + 1}`,
      wraith: {
        bondedId: bond.id,
        wraithId: def.id,
        name: def.name,
        rarity: def.rarity,
        level: bond.level,
        effect: numbers.effect,
        passive: numbers.passive,
      },
    };
  });

  const resting = kinds.flatMap((kind): RestingWraithView[] =>
    kind.bond && kind.bond.slot === null
      ? [{ bondedId: kind.bond.bondedId, wraithId: kind.wraithId, name: kind.name, level: kind.bond.level }]
      : [],
  );

  return {
    tokens: kinds.map((kind) => ({ wraithId: kind.wraithId, name: kind.name, count: kind.tokens })),
    slots,
    resting,
    kinds,
    growth: WRAITH_GROWTH,
    tierNote: TIER_NOTE,
  };
}
