/**
 * Offline combat rules (spec 001 §9): basic blows only, at the expected damage per tick of the
 * hunter's stats against each enemy, in integer hundredths of a hit point so the two
 * implementations below agree exactly. Per fight tick: the player's damage; if the enemy survives,
 * its damage; death at 0; in-combat regeneration; a health potion below 40% when ready. Between
 * fights: the respawn delay with regeneration only. Each spawn draws the enemy, each kill draws its
 * gold (10..25, capped at the enemy's online drop). `simulateByEvents` jumps from one kill, potion or death to the
 * next; `simulateByTicks` is the tick-by-tick reference the tests compare it with.
 */
import type { SeededRandom } from '../rng';

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
}

interface Running {
  hp: number;
  readyTick: number;
  potions: OfflinePotionStack[];
  outcome: OfflineCombatOutcome;
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
    },
  };
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
}

function kill(running: Running, setup: OfflineCombatSetup, foe: OfflineFoe, random: SeededRandom): void {
  running.outcome.kills += 1;
  running.outcome.xp += foe.xp;
  running.outcome.gold += Math.min(foe.goldCap, random.randomRange(setup.killGold[0], setup.killGold[1]));
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
    const foe = random.pickOne(setup.foes);
    let enemyHp = foe.maxHpCenti;
    let killed = false;
    while (tick < budgetTicks) {
      tick += 1;
      enemyHp -= foe.playerDamagePerTick;
      if (enemyHp <= 0) {
        kill(running, setup, foe, random);
        running.hp = Math.min(max, running.hp + setup.regenPerTick);
        killed = true;
        break;
      }
      running.hp -= foe.enemyDamagePerTick;
      if (running.hp <= 0) {
        running.outcome.died = true;
        running.outcome.killerId = foe.id;
        return finish(running, tick);
      }
      running.hp = Math.min(max, running.hp + setup.regenPerTick);
      if (running.hp < setup.thresholdCenti && tick >= running.readyTick && havePotion(running))
        drink(running, setup, tick);
    }
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
    const foe = random.pickOne(setup.foes);
    const damage = foe.enemyDamagePerTick;
    const killTick = tick + Math.ceil(foe.maxHpCenti / foe.playerDamagePerTick);
    let killed = false;
    for (;;) {
      const budgetLeft = budgetTicks - tick;
      const damageTicks = killTick - tick - 1;
      const deathAt = firstDeathTick(running.hp, damage, regen);
      const potionAt = havePotion(running)
        ? firstBelowTick(running.hp, setup.thresholdCenti, damage, regen, Math.max(1, running.readyTick - tick))
        : NEVER;
      if (deathAt <= damageTicks && deathAt <= budgetLeft && deathAt <= potionAt) {
        running.hp = healthAfter(running.hp, deathAt - 1, damage, regen, max) - damage;
        running.outcome.died = true;
        running.outcome.killerId = foe.id;
        return finish(running, tick + deathAt);
      }
      if (potionAt <= damageTicks && potionAt <= budgetLeft) {
        running.hp = healthAfter(running.hp, potionAt, damage, regen, max);
        tick += potionAt;
        drink(running, setup, tick);
        continue;
      }
      if (killTick - tick <= budgetLeft) {
        running.hp = Math.min(max, healthAfter(running.hp, damageTicks, damage, regen, max) + regen);
        tick = killTick;
        kill(running, setup, foe, random);
        killed = true;
      } else {
        running.hp = healthAfter(running.hp, budgetLeft, damage, regen, max);
        tick = budgetTicks;
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
