/**
 * The ability bar over the combat canvas and the loadout switch beside the fight: the 8 slots with
 * what each casts and costs, the casting mode, the loadouts, and the pools a manual caster spends.
 *
 * Two halves, because they change at different speeds. `selectAbilityBar` is the slow part (what is
 * slotted, costs, mode, loadouts) and rides the batched HUD snapshot. `selectAbilityBarLive` is the
 * fast part (cooldowns left, pool levels, what is affordable this instant): the bar reads it every
 * frame through a bridge watcher and writes it straight into the DOM, so a cooldown sweeping down does
 * not re-render React.
 */
import { ABILITY_SLOT_COUNT, type SkillId } from '@/content/ids';
import type { AbilityDef, AbilityVisual, BuffStat, DebuffStat } from '@/content/types';
import { ABILITIES_BY_ID, SKILLS_BY_ID } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';

export type AbilityEffectKind = AbilityDef['effect']['kind'];
export type AbilityResource = AbilityDef['cost']['resource'];
export type PoolName = 'mana' | 'energy' | 'comboPoints';

/** What the bar's glyph is drawn from: the effect (its school or stat) and how the canvas colours it. */
export interface AbilityGlyph {
  kind: AbilityEffectKind;
  school: 'physical' | 'spell' | null;
  stat: BuffStat | DebuffStat | null;
  visual: AbilityVisual;
  skillSource: SkillId;
}

export interface SlottedAbilityView {
  id: string;
  name: string;
  rank: number;
  maxRank: number;
  glyph: AbilityGlyph;
  cost: { resource: AbilityResource; amount: number };
  /** "15 mana", "3 combo points", "no cost". */
  costLabel: string;
  cooldownMs: number;
  /** A finisher's least combo points (0 for every other ability). */
  minComboPoints: number;
}

export interface AbilitySlotView {
  /** 0..7, the slot's place on the bar. */
  index: number;
  /** The keyboard key that casts it: "1".."8". */
  key: string;
  ability: SlottedAbilityView | null;
}

export interface LoadoutView {
  name: string;
  active: boolean;
}

export interface AbilityBarView {
  slots: AbilitySlotView[];
  /** Abilities the hunter knows (0: none learnt yet). */
  unlockedCount: number;
  /** Slots holding an ability. */
  equippedCount: number;
  manualMode: boolean;
  loadouts: LoadoutView[];
  /** The pools the slotted abilities spend or build, in bar order (the pool readout shows only these). */
  poolsInUse: PoolName[];
  poolMax: Record<PoolName, number>;
  /** The line shown instead of the bar when no ability is slotted; null when some are. */
  emptyHint: string | null;
}

const RESOURCE_WORDS: Record<PoolName, string> = { mana: 'mana', energy: 'energy', comboPoints: 'combo points' };

/** The first abilities a hunter can learn, named in the empty bar's hint. */
const FIRST_ABILITY_IDS = ['blade_strike', 'frost_bolt'] as const;

export function costLabel(cost: AbilityDef['cost']): string {
  if (cost.resource === 'none' || cost.amount <= 0) return 'no cost';
  return `${cost.amount} ${RESOURCE_WORDS[cost.resource]}`;
}

function glyphOf(ability: AbilityDef): AbilityGlyph {
  const effect = ability.effect;
  return {
    kind: effect.kind,
    school: 'school' in effect ? effect.school : null,
    stat: 'stat' in effect ? effect.stat : null,
    visual: ability.visual,
    skillSource: ability.skillSource,
  };
}

function slottedAbility(world: ReadonlyWorld, ability: AbilityDef): SlottedAbilityView {
  const unlocked = world.abilities.unlocked[ability.id];
  return {
    id: ability.id,
    name: ability.name,
    rank: unlocked?.currentRank ?? 1,
    maxRank: unlocked?.maxRank ?? ability.maxRank,
    glyph: glyphOf(ability),
    cost: { resource: ability.cost.resource, amount: ability.cost.amount },
    costLabel: costLabel(ability.cost),
    cooldownMs: ability.cooldownMs,
    minComboPoints: ability.effect.kind === 'finisher' ? ability.effect.minPoints : 0,
  };
}

/** The pools an ability touches: what it costs, and combo points it builds or spends. */
function poolsOf(ability: AbilityDef): PoolName[] {
  const pools: PoolName[] = [];
  if (ability.cost.resource !== 'none' && ability.cost.amount > 0) pools.push(ability.cost.resource);
  const effect = ability.effect;
  if (effect.kind === 'finisher' || (effect.kind === 'damage' && (effect.comboPointsGained ?? 0) > 0))
    pools.push('comboPoints');
  return pools;
}

const POOL_ORDER: readonly PoolName[] = ['energy', 'mana', 'comboPoints'];

/** "Blade Strike and Frost Bolt unlock at Bladework 2 and Witchcraft 2", from the content. */
function firstUnlocksLine(): string {
  const firsts = FIRST_ABILITY_IDS.map((id) => ABILITIES_BY_ID[id]).filter((ability) => ability !== undefined);
  const names = firsts.map((ability) => ability.name).join(' and ');
  const levels = firsts
    .map((ability) => `${SKILLS_BY_ID[ability.skillSource]?.name ?? ability.skillSource} ${ability.unlockLevel}`)
    .join(' and ');
  return `${names} unlock at ${levels}`;
}

function emptyHintFor(unlockedCount: number, equippedCount: number): string | null {
  if (equippedCount > 0) return null;
  if (unlockedCount === 0) return `No abilities yet: ${firstUnlocksLine()}`;
  return 'No abilities slotted: choose up to 8 for the bar';
}

/** The slow half of the bar: slots, mode, loadouts and which pools matter (goes into the HUD snapshot). */
export function selectAbilityBar(world: ReadonlyWorld): AbilityBarView {
  const abilities = world.abilities;
  const slots: AbilitySlotView[] = [];
  const used = new Set<PoolName>();
  for (let index = 0; index < ABILITY_SLOT_COUNT; index++) {
    const id = abilities.equipped[index] ?? null;
    const ability = id === null ? undefined : ABILITIES_BY_ID[id];
    if (ability) for (const pool of poolsOf(ability)) used.add(pool);
    slots.push({ index, key: String(index + 1), ability: ability ? slottedAbility(world, ability) : null });
  }
  const unlockedCount = Object.keys(abilities.unlocked).length;
  const equippedCount = slots.filter((slot) => slot.ability !== null).length;
  const pools = world.resourcePools;
  return {
    slots,
    unlockedCount,
    equippedCount,
    manualMode: abilities.manualMode,
    loadouts: abilities.loadouts.map((loadout) => ({
      name: loadout.name,
      active: loadout.name === abilities.activeLoadout,
    })),
    poolsInUse: POOL_ORDER.filter((pool) => used.has(pool)),
    poolMax: { mana: pools.mana.max, energy: pools.energy.max, comboPoints: pools.comboPoints.max },
    emptyHint: emptyHintFor(unlockedCount, equippedCount),
  };
}

export interface SlotLive {
  /** Time until the slot's ability is ready (0: ready, or an empty slot). */
  cooldownLeftMs: number;
  /** The cooldown the time left counts down from (the ability's, or longer if the world says so). */
  cooldownTotalMs: number;
  /** Why it can't be paid for now ("Not enough mana (15 needed)", "Needs 3 combo points"), or null. */
  shortfall: string | null;
}

export interface AbilityBarLive {
  slots: SlotLive[];
  /** Pool levels, whole numbers (regeneration's fractions would only churn the readout). */
  pools: Record<PoolName, number>;
}

function shortfallOf(world: ReadonlyWorld, ability: AbilityDef): string | null {
  const pools = world.resourcePools;
  const { resource, amount } = ability.cost;
  if (resource !== 'none' && pools[resource].current < amount)
    return `Not enough ${RESOURCE_WORDS[resource]} (${amount} needed)`;
  const effect = ability.effect;
  if (effect.kind === 'finisher' && pools.comboPoints.current < effect.minPoints)
    return `Needs ${effect.minPoints} combo points`;
  return null;
}

const READY: SlotLive = { cooldownLeftMs: 0, cooldownTotalMs: 0, shortfall: null };

/** The fast half of the bar, read every frame: each slot's cooldown left and affordability, and the pools. */
export function selectAbilityBarLive(world: ReadonlyWorld): AbilityBarLive {
  const abilities = world.abilities;
  const nowMs = world.sim.nowMs;
  const slots: SlotLive[] = [];
  for (let index = 0; index < ABILITY_SLOT_COUNT; index++) {
    const id = abilities.equipped[index] ?? null;
    const ability = id === null ? undefined : ABILITIES_BY_ID[id];
    if (!ability) {
      slots.push(READY);
      continue;
    }
    const left = Math.max(0, (abilities.cooldowns[ability.id] ?? 0) - nowMs);
    slots.push({
      cooldownLeftMs: left,
      cooldownTotalMs: left > 0 ? Math.max(ability.cooldownMs, left) : 0,
      shortfall: shortfallOf(world, ability),
    });
  }
  const pools = world.resourcePools;
  return {
    slots,
    pools: {
      mana: Math.floor(pools.mana.current),
      energy: Math.floor(pools.energy.current),
      comboPoints: Math.floor(pools.comboPoints.current),
    },
  };
}

/** Whether two live readings would draw the same bar (the watcher skips a frame that changes nothing). */
export function sameAbilityBarLive(a: AbilityBarLive, b: AbilityBarLive): boolean {
  if (a.pools.mana !== b.pools.mana || a.pools.energy !== b.pools.energy) return false;
  if (a.pools.comboPoints !== b.pools.comboPoints || a.slots.length !== b.slots.length) return false;
  return a.slots.every((slot, index) => {
    const other = b.slots[index]!;
    return (
      slot.cooldownLeftMs === other.cooldownLeftMs &&
      slot.cooldownTotalMs === other.cooldownTotalMs &&
      slot.shortfall === other.shortfall
    );
  });
}

/** The slot a key casts ("1".."8" → 0..7), or null for any other key. */
export function slotForKey(key: string): number | null {
  if (key.length !== 1 || key < '1' || key > '9') return null;
  const index = Number(key) - 1;
  return index < ABILITY_SLOT_COUNT ? index : null;
}

/**
 * The slot a key press casts. The digit row and the keypad count by position (`Digit3`, `Numpad3`), so
 * layouts whose digits need Shift (AZERTY) cast unshifted; other keys go by the character typed.
 */
export function slotForKeyPress(press: { key: string; code: string }): number | null {
  const byPosition = /^(?:Digit|Numpad)([1-9])$/.exec(press.code);
  if (byPosition) return slotForKey(byPosition[1]!);
  return slotForKey(press.key);
}

/** The cooldown's seconds left as the bar prints them (rounded up: 0.2 s left reads "1"), "" when ready. */
export function cooldownSecondsLabel(leftMs: number): string {
  return leftMs > 0 ? String(Math.ceil(leftMs / 1000)) : '';
}
