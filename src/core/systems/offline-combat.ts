/**
 * Offline combat rules (spec 001 §9): basic blows only, at the expected damage per tick of the
 * hunter's stats against each enemy, in integer hundredths of a hit point so the two
 * implementations below agree exactly. Per fight tick: the player's damage; if the enemy survives,
 * its damage; death at 0; in-combat regeneration; a health potion below 40% when ready. Between
 * fights: the respawn delay with regeneration only. Each spawn draws the enemy (a zone's boss steps
 * out instead after its cadence of kills, issue 32), each kill draws its gold (10..25, capped at the
 * enemy's online drop) and then its loot table as a kill online rolls it (materials, items, tokens).
 * Each fight also gives its chance of a fall (away-risk.ts) from its lowest health. `simulateByEvents`
 * jumps from one kill, potion or death to the next; `simulateByTicks` is the tick-by-tick reference
 * the tests compare it with.
 */
import type { SeededRandom } from '../rng';
import { deathChance } from './away-risk';

/** One line of an enemy's loot table, rolled in table order after the kill's gold (loot.ts). */
export type OfflineDrop =
  /** `chance` already holds the wraiths' loot passive (at most 1); quantity min..max */
  | { kind: 'material'; itemId: string; chance: number; min: number; max: number }
  /** one unit */
  | { kind: 'item'; itemId: string; chance: number }
  /** `chance` before the events' token boost */
  | { kind: 'token'; wraithId: string; chance: number; quantity: number };

/** From `fromTick` on (until the next phase), the running events' effects on a fight. */
export interface OfflinePhase {
  fromTick: number;
  /** Kills of the visit before the boss steps out. */
  bossEvery: number;
  /** The wraith tokens' drop-chance multiplier. */
  tokenBoost: number;
}

export interface OfflineFoe {
  id: string;
  /** XP per kill: the spec's 50 + 5 x level, capped at the enemy's online XP. */
  xp: number;
  /** Gold per kill is 10..25 (spec), never more than the enemy drops online. */
  goldCap: number;
  maxHpCenti: number;
  /** player damage per tick against this foe, hundredths of HP */
  playerDamagePerTick: number;
  /** this foe's damage per tick to the player, hundredths of HP */
  enemyDamagePerTick: number;
  /** Its loot table, in the order a kill rolls it. */
  drops?: readonly OfflineDrop[];
  /** The spread of the damage it deals over one fight (hundredths of HP): its fights' chance of a fall. */
  spreadCenti?: number;
}

export interface OfflinePotionStack {
  entryId: string;
  count: number;
  healCenti: number;
}

export interface OfflineCombatSetup {
  foes: OfflineFoe[];
  maxHpCenti: number;
  hpCenti: number;
  regenPerTick: number;
  thresholdCenti: number;
  potions: OfflinePotionStack[];
  potionCooldownTicks: number;
  respawnTicks: number;
  killGold: readonly [number, number];
  /** The zone's boss, stepping out after `bossEvery` kills; null where bosses fight only online. */
  boss?: OfflineFoe | null;
  /** Kills of the visit toward the boss when the hunter left. */
  killsTowardBoss?: number;
  /** The events' effects over the budget, the first from tick 0; none: no boss cadence, tokens as listed. */
  phases?: readonly OfflinePhase[];
}

/** An item drop, in the order drops fell. */
export interface OfflineItemDrop {
  itemId: string;
  quantity: number;
}

export interface OfflineCombatOutcome {
  ticksUsed: number;
  kills: number;
  xp: number;
  gold: number;
  hpCenti: number;
  /** entry id -> potions drunk */
  potionsUsed: Record<string, number>;
  died: boolean;
  killerId: string | null;
  /** The boss's fights begun (a fall or the end of the time may leave the last unfinished). */
  bossFights: number;
  bossKills: number;
  /** Kills of the visit toward the boss at the end. */
  killsTowardBoss: number;
  /** Materials and items, in the order they dropped. */
  drops: OfflineItemDrop[];
  /** wraith id -> tokens */
  tokens: Record<string, number>;
  /** The chance of coming through every fight fought (1: nothing could go wrong). */
  survival: number;
  /** foe id -> the chance the first fall comes in one of its fights (they sum to 1 - survival) */
  perils: Record<string, number>;
}

interface Running {
  hp: number;
  readyTick: number;
  potions: OfflinePotionStack[];
  outcome: OfflineCombatOutcome;
  phase: number;
  /** The lowest health after a blow in the fight under way (NEVER before its first blow). */
  fightLow: number;
  /** Ticks from the fight's start, or the last potion drunk before it, to that lowest point. */
  lowSpan: number;
  /** The fight's start, then each potion drunk in it: a potion at 40% wipes out the luck before it. */
  anchor: number;
  /** The expected fight's length in ticks. */
  fightTicks: number;
}

function begin(setup: OfflineCombatSetup): Running {
  return {
    hp: setup.hpCenti,
    readyTick: 0,
    potions: setup.potions.map((stack) => ({ ...stack })),
    outcome: {
      ticksUsed: 0,
      kills: 0,
      xp: 0,
      gold: 0,
      hpCenti: setup.hpCenti,
      potionsUsed: {},
      died: false,
      killerId: null,
      bossFights: 0,
      bossKills: 0,
      killsTowardBoss: setup.killsTowardBoss ?? 0,
      drops: [],
      tokens: {},
      survival: 1,
      perils: {},
    },
    phase: 0,
    fightLow: Number.POSITIVE_INFINITY,
    lowSpan: 0,
    anchor: 0,
    fightTicks: 1,
  };
}

/** A fight begins at `tick`. */
function openFight(running: Running, foe: OfflineFoe, tick: number): number {
  running.fightLow = Number.POSITIVE_INFINITY;
  running.lowSpan = 0;
  running.anchor = tick;
  running.fightTicks = Math.ceil(foe.maxHpCenti / foe.playerDamagePerTick);
  return tick + running.fightTicks;
}

/** Health `hp` right after a blow at `tick`: a new lowest point of the fight? (The first of equals counts.) */
function noteLow(running: Running, hp: number, tick: number): void {
  if (hp >= running.fightLow) return;
  running.fightLow = hp;
  running.lowSpan = tick - running.anchor;
}

const NO_PHASE: OfflinePhase = { fromTick: 0, bossEvery: Number.POSITIVE_INFINITY, tokenBoost: 1 };

/** The phase holding at `tick` (ticks only move forward within a run). */
function phaseAt(setup: OfflineCombatSetup, running: Running, tick: number): OfflinePhase {
  const phases = setup.phases;
  if (!phases || phases.length === 0) return NO_PHASE;
  while (running.phase + 1 < phases.length && phases[running.phase + 1]!.fromTick <= tick) running.phase += 1;
  return phases[running.phase]!;
}

/** The next enemy: the boss once the visit's kills reach its cadence, else one of the area's, drawn. */
function nextFoe(setup: OfflineCombatSetup, running: Running, tick: number, random: SeededRandom): OfflineFoe {
  const boss = setup.boss;
  if (boss && running.outcome.killsTowardBoss >= phaseAt(setup, running, tick).bossEvery) {
    running.outcome.bossFights += 1;
    return boss;
  }
  return random.pickOne(setup.foes);
}

/**
 * A fight the expected blows lose, taken on to the kill: after the fall at `deathTick` (health `hp`
 * after the blow), the blows still due before the kill tick, each net of regeneration. A fight lost by
 * a whisker is near an even chance; one lost by far, near certain.
 */
function noteLostFight(
  running: Running,
  hp: number,
  deathTick: number,
  killTick: number,
  damage: number,
  regen: number,
): void {
  const after = Math.max(0, killTick - 1 - deathTick);
  if (after > 0 && damage > regen) noteLow(running, hp - after * (damage - regen), killTick - 1);
  else noteLow(running, hp, deathTick);
}

/**
 * A fight ended (a kill, a fall, or the end of the time): its chance of a fall, from its lowest
 * health against the spread of the damage it took. A potion drunk at 40% resets the health's course,
 * yet bad luck before it still counts (it brings the potion sooner, and more fight after it): the
 * spread is taken over half the fight plus half the ticks since the last potion before that low
 * point, which matched fights with rolled blows within a few points (away-risk.test.ts).
 */
function closeFight(running: Running, foe: OfflineFoe): void {
  const low = running.fightLow;
  running.fightLow = Number.POSITIVE_INFINITY;
  if (low === Number.POSITIVE_INFINITY || foe.enemyDamagePerTick <= 0) return;
  const sinceReset = Math.min(1, Math.max(1, running.lowSpan) / running.fightTicks);
  const share = (1 + sinceReset) / 2;
  const chance = deathChance(low, (foe.spreadCenti ?? 0) * Math.sqrt(share));
  if (chance <= 0) return;
  const outcome = running.outcome;
  // This foe's share: the chance the first fall comes here (the run came through every fight before).
  outcome.perils[foe.id] = (outcome.perils[foe.id] ?? 0) + outcome.survival * chance;
  outcome.survival *= 1 - chance;
}

function havePotion(running: Running): OfflinePotionStack | undefined {
  return running.potions.find((stack) => stack.count > 0);
}

function drink(running: Running, setup: OfflineCombatSetup, tick: number): void {
  const stack = havePotion(running)!;
  stack.count -= 1;
  running.outcome.potionsUsed[stack.entryId] = (running.outcome.potionsUsed[stack.entryId] ?? 0) + 1;
  running.hp = Math.min(setup.maxHpCenti, running.hp + stack.healCenti);
  running.readyTick = tick + setup.potionCooldownTicks;
  running.anchor = tick;
}

function kill(running: Running, setup: OfflineCombatSetup, foe: OfflineFoe, random: SeededRandom, tick: number): void {
  const outcome = running.outcome;
  outcome.kills += 1;
  outcome.xp += foe.xp;
  outcome.gold += Math.min(foe.goldCap, random.randomRange(setup.killGold[0], setup.killGold[1]));
  for (const drop of foe.drops ?? []) {
    if (drop.kind === 'token') {
      const chance = Math.min(1, drop.chance * phaseAt(setup, running, tick).tokenBoost);
      if (random.chanceFraction(chance))
        outcome.tokens[drop.wraithId] = (outcome.tokens[drop.wraithId] ?? 0) + drop.quantity;
    } else if (random.chanceFraction(drop.chance)) {
      const quantity = drop.kind === 'material' ? random.randomRange(drop.min, drop.max) : 1;
      outcome.drops.push({ itemId: drop.itemId, quantity });
    }
  }
  if (foe === setup.boss) {
    outcome.bossKills += 1;
    outcome.killsTowardBoss = 0;
  } else outcome.killsTowardBoss += 1;
  closeFight(running, foe);
}

function finish(running: Running, ticks: number): OfflineCombatOutcome {
  running.outcome.ticksUsed = ticks;
  running.outcome.hpCenti = running.hp;
  return running.outcome;
}

/** The reference: every tick of the budget, one after another. */
export function simulateByTicks(
  setup: OfflineCombatSetup,
  budgetTicks: number,
  random: SeededRandom,
  maxKills = Number.POSITIVE_INFINITY,
): OfflineCombatOutcome {
  const running = begin(setup);
  const max = setup.maxHpCenti;
  let tick = 0;
  while (tick < budgetTicks && running.outcome.kills < maxKills) {
    const foe = nextFoe(setup, running, tick, random);
    const killTick = openFight(running, foe, tick);
    let enemyHp = foe.maxHpCenti;
    let killed = false;
    while (tick < budgetTicks) {
      tick += 1;
      enemyHp -= foe.playerDamagePerTick;
      if (enemyHp <= 0) {
        kill(running, setup, foe, random, tick);
        running.hp = Math.min(max, running.hp + setup.regenPerTick);
        killed = true;
        break;
      }
      running.hp -= foe.enemyDamagePerTick;
      noteLow(running, running.hp, tick);
      if (running.hp <= 0) {
        noteLostFight(running, running.hp, tick, killTick, foe.enemyDamagePerTick, setup.regenPerTick);
        running.outcome.died = true;
        running.outcome.killerId = foe.id;
        closeFight(running, foe);
        return finish(running, tick);
      }
      running.hp = Math.min(max, running.hp + setup.regenPerTick);
      if (running.hp < setup.thresholdCenti && tick >= running.readyTick && havePotion(running))
        drink(running, setup, tick);
    }
    if (!killed) closeFight(running, foe);
    if (!killed || running.outcome.kills >= maxKills) break;
    for (let gap = 0; gap < setup.respawnTicks && tick < budgetTicks; gap++) {
      tick += 1;
      running.hp = Math.min(max, running.hp + setup.regenPerTick);
    }
  }
  return finish(running, tick);
}

const NEVER = Number.POSITIVE_INFINITY;

/** Health after `ticks` damage ticks (no death among them). */
function healthAfter(hp: number, ticks: number, damage: number, regen: number, max: number): number {
  if (ticks <= 0) return hp;
  if (damage >= regen) return hp - ticks * (damage - regen);
  return Math.min(max, hp + ticks * (regen - damage));
}

/** The lowest health right after a blow over the `ticks` damage ticks after `tick` (no death, no potion among them). */
function noteBlows(running: Running, tick: number, ticks: number, damage: number, regen: number, max: number): void {
  if (ticks <= 0) return;
  // Health after each blow only falls (damage above regen) or only rises: the lowest is the last or the first.
  if (damage > regen) noteLow(running, healthAfter(running.hp, ticks - 1, damage, regen, max) - damage, tick + ticks);
  else noteLow(running, running.hp - damage, tick + 1);
}

/** First damage tick (1-based) on which health reaches 0, or NEVER. */
function firstDeathTick(hp: number, damage: number, regen: number): number {
  if (hp - damage <= 0) return 1;
  const loss = damage - regen;
  if (loss <= 0) return NEVER;
  return 1 + Math.ceil((hp - damage) / loss);
}

/** First damage tick >= fromTick on which health (after regen) is below the threshold, or NEVER. */
function firstBelowTick(hp: number, threshold: number, damage: number, regen: number, fromTick: number): number {
  const loss = damage - regen;
  if (loss > 0) return Math.max(fromTick, Math.max(1, Math.floor((hp - threshold) / loss) + 1));
  if (loss === 0) return hp < threshold ? fromTick : NEVER;
  const lastBelow = Math.ceil((threshold - hp) / -loss) - 1;
  return fromTick <= lastBelow ? fromTick : NEVER;
}

/** Event to event: the same rules, jumping between kills, potions and death. */
export function simulateByEvents(
  setup: OfflineCombatSetup,
  budgetTicks: number,
  random: SeededRandom,
  maxKills = Number.POSITIVE_INFINITY,
): OfflineCombatOutcome {
  const running = begin(setup);
  const max = setup.maxHpCenti;
  const regen = setup.regenPerTick;
  let tick = 0;
  while (tick < budgetTicks && running.outcome.kills < maxKills) {
    const foe = nextFoe(setup, running, tick, random);
    const damage = foe.enemyDamagePerTick;
    const killTick = openFight(running, foe, tick);
    let killed = false;
    for (;;) {
      const budgetLeft = budgetTicks - tick;
      const damageTicks = killTick - tick - 1;
      const deathAt = firstDeathTick(running.hp, damage, regen);
      const potionAt = havePotion(running)
        ? firstBelowTick(running.hp, setup.thresholdCenti, damage, regen, Math.max(1, running.readyTick - tick))
        : NEVER;
      if (deathAt <= damageTicks && deathAt <= budgetLeft && deathAt <= potionAt) {
        noteBlows(running, tick, deathAt - 1, damage, regen, max);
        running.hp = healthAfter(running.hp, deathAt - 1, damage, regen, max) - damage;
        noteLow(running, running.hp, tick + deathAt);
        noteLostFight(running, running.hp, tick + deathAt, killTick, damage, regen);
        running.outcome.died = true;
        running.outcome.killerId = foe.id;
        closeFight(running, foe);
        return finish(running, tick + deathAt);
      }
      if (potionAt <= damageTicks && potionAt <= budgetLeft) {
        noteBlows(running, tick, potionAt, damage, regen, max);
        running.hp = healthAfter(running.hp, potionAt, damage, regen, max);
        tick += potionAt;
        drink(running, setup, tick);
        continue;
      }
      if (killTick - tick <= budgetLeft) {
        noteBlows(running, tick, damageTicks, damage, regen, max);
        running.hp = Math.min(max, healthAfter(running.hp, damageTicks, damage, regen, max) + regen);
        tick = killTick;
        kill(running, setup, foe, random, tick);
        killed = true;
      } else {
        noteBlows(running, tick, budgetLeft, damage, regen, max);
        running.hp = healthAfter(running.hp, budgetLeft, damage, regen, max);
        tick = budgetTicks;
        closeFight(running, foe);
      }
      break;
    }
    if (!killed || running.outcome.kills >= maxKills) break;
    const gap = Math.min(setup.respawnTicks, budgetTicks - tick);
    running.hp = Math.min(max, running.hp + gap * regen);
    tick += gap;
  }
  return finish(running, tick);
}
