/**
 * An arena duel (issue 15): two public cards and a seed give one result, blow by blow, the same every
 * time (the server decides it, the client replays the blows). The fight runs in 100 ms steps up to
 * 90 s; the rules are kept simple and all on the card:
 *
 * - Health. Each hunter fights on DUEL_HEALTH_MULTIPLIER times its card's health.
 * - Blows. Each hunter strikes every `attackIntervalMs` (its first blow one interval in). A blow misses
 *   on the foe's evasion ('dodge', 0 damage); else it deals `attack x multiplier x spread(0.9..1.1)`,
 *   times `critDamage` on a crit (`critChance`), less the foe's armour: the game's own shape
 *   (`armorMitigation` in enemy-stats.ts, as enemy blows meet the hunter's armour in hits.ts), with the
 *   attacker's level in the place of the enemy's: `defense / (defense + 50 + 10 x attacker level)`. A
 *   share, never the whole blow: armour matters and never zeroes damage; at least 1 lands.
 * - Abilities. Damage-dealing abilities replace the basic blow, in slot order, whenever off cooldown
 *   (every one is ready at the start): a blow of their multiplier at rank 1 (the card carries no ranks),
 *   then their own `cooldownMs`. No mana, energy or combo points: a finisher strikes as with its minimum
 *   points, a damage-over-time lands its opening and all its ticks at once, a debuff only its blow.
 *   Heals, wards and buffs do nothing in a duel.
 * - Wraiths. Each summoned wraith of an attacking kind strikes on its own interval (its first one
 *   interval in) for `attack x hitShare x wraithPower(bond level)` x spread, as in wraith-combat.ts;
 *   it never crits, and the foe's evasion and armour meet it as any blow. Wards, mends and auras do
 *   nothing here (auras are already in the card's stats).
 * - Order. In a step where both sides have blows due, a coin from the seed says who goes first; a
 *   side strikes with the hunter, then its wraiths in slot order. The first to 0 health loses
 *   ('knockout'); at 90 s the larger share of health left wins ('time'), an exact tie going to the
 *   side with more attack, then to 'a'.
 */
import { WRAITHS_BY_ID, ABILITIES_BY_ID } from '../content-index';
import { createRngState, SeededRandom } from '../rng';
import { MIN_ATTACK_INTERVAL_MS } from '../stats';
import { armorMitigation } from '../systems/enemy-stats';
import { wraithPower } from '../systems/wraith-rules';
import { TICK_MS } from '../tick';
import type { AbilityDef } from '@/content/types';
import type { ArenaCard, DuelBlow, DuelResult, DuelSide } from './arena-types';

export const DUEL_STEP_MS = TICK_MS;
export const DUEL_TIME_LIMIT_MS = 90_000;
/** The blow list goes over the network and is replayed: it never grows past this. */
export const DUEL_MAX_BLOWS = 2_000;
export const DUEL_SPREAD_MIN = 0.9;
export const DUEL_SPREAD_MAX = 1.1;
/**
 * Hunters are built to out-last monsters, not each other: two of them trade blows that would end a
 * duel in a few seconds (a late-game opener took 80% of a starter's health). In the arena each stands
 * on this many times its health, so an even duel lasts tens of seconds and a build's speed, crits and
 * abilities have time to tell (the figures in duel.test.ts).
 */
export const DUEL_HEALTH_MULTIPLIER = 5;

/** The health a card's hunter fights a duel on (the replay's bars are shares of it). */
export function duelMaxHealth(card: ArenaCard): number {
  return Math.max(1, Math.round(finiteOr(card.stats.maxHealth, 1) * DUEL_HEALTH_MULTIPLIER));
}

/**
 * An ability's blow in a duel, as a multiple of the basic blow, or null when it deals no damage
 * (rank 1; no pools: see the file's comment).
 */
export function duelAbilityMultiplier(ability: AbilityDef): number | null {
  const effect = ability.effect;
  switch (effect.kind) {
    case 'damage':
      return effect.multiplier;
    case 'finisher':
      return effect.multiplierPerPoint * effect.minPoints;
    case 'dot':
      return effect.multiplier + effect.tickMultiplier * effect.ticks;
    case 'debuff':
      return effect.multiplier > 0 ? effect.multiplier : null;
    case 'heal':
    case 'shield':
    case 'buff':
      return null;
  }
}

/** The damage a hunter's blow keeps through the foe's armour (0..1 off). */
export function duelMitigation(defense: number, attackerLevel: number): number {
  return armorMitigation(defense, attackerLevel);
}

interface Fighter {
  side: DuelSide;
  maxHealth: number;
  health: number;
  attack: number;
  defense: number;
  level: number;
  critChance: number;
  critDamage: number;
  evasion: number;
  intervalMs: number;
  nextBlowAt: number;
  abilities: { id: string; multiplier: number; cooldownMs: number; readyAt: number }[];
  wraiths: { id: string; share: number; intervalMs: number; nextAt: number }[];
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A card made into a fighter; numbers are clamped so a careless caller cannot stall or flood the duel. */
function fighterOf(card: ArenaCard, side: DuelSide): Fighter {
  const stats = card.stats;
  const maxHealth = duelMaxHealth(card);
  const intervalMs = clamp(
    finiteOr(stats.attackIntervalMs, DUEL_TIME_LIMIT_MS),
    MIN_ATTACK_INTERVAL_MS,
    DUEL_TIME_LIMIT_MS,
  );
  const abilities: Fighter['abilities'] = [];
  for (const abilityId of card.abilities) {
    const def = ABILITIES_BY_ID[abilityId];
    const multiplier = def ? duelAbilityMultiplier(def) : null;
    if (def && multiplier !== null && !abilities.some((entry) => entry.id === def.id))
      abilities.push({ id: def.id, multiplier, cooldownMs: Math.max(DUEL_STEP_MS, def.cooldownMs), readyAt: 0 });
  }
  const wraiths: Fighter['wraiths'] = [];
  for (const wraith of card.wraiths) {
    const def = WRAITHS_BY_ID[wraith.wraithId];
    if (!def || def.effect.kind !== 'attack') continue;
    const wraithInterval = Math.max(MIN_ATTACK_INTERVAL_MS, def.effect.intervalMs);
    const share = def.effect.hitShare * wraithPower(finiteOr(wraith.level, 1));
    wraiths.push({ id: def.id, share, intervalMs: wraithInterval, nextAt: wraithInterval });
  }
  return {
    side,
    maxHealth,
    health: maxHealth,
    attack: Math.max(0, finiteOr(stats.attack, 0)),
    defense: Math.max(0, finiteOr(stats.defense, 0)),
    level: Math.max(1, finiteOr(card.level, 1)),
    critChance: clamp(finiteOr(stats.critChance, 0), 0, 1),
    critDamage: Math.max(1, finiteOr(stats.critDamage, 1)),
    evasion: clamp(finiteOr(stats.evasion, 0), 0, 1),
    intervalMs,
    nextBlowAt: intervalMs,
    abilities,
    wraiths,
  };
}

function hasDue(fighter: Fighter, atMs: number): boolean {
  return fighter.nextBlowAt <= atMs || fighter.wraiths.some((wraith) => wraith.nextAt <= atMs);
}

/** Simulates a duel between challenger `a` and defender `b`; the same cards and seed give the same result. */
export function simulateDuel(a: ArenaCard, b: ArenaCard, seed: number): DuelResult {
  const random = new SeededRandom(createRngState(seed));
  const fighters = { a: fighterOf(a, 'a'), b: fighterOf(b, 'b') };
  const blows: DuelBlow[] = [];

  const record = (
    attacker: Fighter,
    atMs: number,
    source: DuelBlow['source'],
    abilityId: string | null,
    wraithId: string | null,
    outcome: DuelBlow['outcome'],
    damage: number,
  ): void => {
    blows.push({
      atMs,
      attacker: attacker.side,
      source,
      abilityId,
      wraithId,
      outcome,
      damage,
      healthA: fighters.a.health,
      healthB: fighters.b.health,
    });
  };

  /** One blow of `base` damage before spread, crit and armour; returns the damage dealt (0: dodged). */
  const strike = (attacker: Fighter, foe: Fighter, base: number, canCrit: boolean): [DuelBlow['outcome'], number] => {
    if (random.chanceFraction(foe.evasion)) return ['dodge', 0];
    let raw = base * random.randomFloat(DUEL_SPREAD_MIN, DUEL_SPREAD_MAX);
    const crit = canCrit && random.chanceFraction(attacker.critChance);
    if (crit) raw *= attacker.critDamage;
    const damage = Math.max(1, Math.round(raw * (1 - duelMitigation(foe.defense, attacker.level))));
    foe.health = Math.max(0, foe.health - damage);
    return [crit ? 'crit' : 'hit', damage];
  };

  /** The side's blows due at `atMs`; true when the foe fell or the blow list is full. */
  const act = (attacker: Fighter, foe: Fighter, atMs: number): boolean => {
    if (attacker.nextBlowAt <= atMs) {
      attacker.nextBlowAt += attacker.intervalMs;
      const ability = attacker.abilities.find((entry) => entry.readyAt <= atMs);
      if (ability) ability.readyAt = atMs + ability.cooldownMs;
      const [outcome, damage] = strike(attacker, foe, attacker.attack * (ability?.multiplier ?? 1), true);
      record(attacker, atMs, 'hunter', ability?.id ?? null, null, outcome, damage);
      if (foe.health <= 0 || blows.length >= DUEL_MAX_BLOWS) return true;
    }
    for (const wraith of attacker.wraiths) {
      if (wraith.nextAt > atMs) continue;
      wraith.nextAt += wraith.intervalMs;
      const [outcome, damage] = strike(attacker, foe, attacker.attack * wraith.share, false);
      record(attacker, atMs, 'wraith', null, wraith.id, outcome, damage);
      if (foe.health <= 0 || blows.length >= DUEL_MAX_BLOWS) return true;
    }
    return false;
  };

  for (let atMs = DUEL_STEP_MS; atMs <= DUEL_TIME_LIMIT_MS; atMs += DUEL_STEP_MS) {
    const dueA = hasDue(fighters.a, atMs);
    const dueB = hasDue(fighters.b, atMs);
    if (!dueA && !dueB) continue;
    const first: DuelSide = dueA && dueB ? (random.next() < 0.5 ? 'a' : 'b') : dueA ? 'a' : 'b';
    const order: [Fighter, Fighter][] =
      first === 'a'
        ? [
            [fighters.a, fighters.b],
            [fighters.b, fighters.a],
          ]
        : [
            [fighters.b, fighters.a],
            [fighters.a, fighters.b],
          ];
    for (const [attacker, foe] of order) {
      if (!act(attacker, foe, atMs)) continue;
      if (foe.health <= 0) return { winner: attacker.side, endedBy: 'knockout', durationMs: atMs, blows };
      return { winner: judgeOnTime(fighters.a, fighters.b), endedBy: 'time', durationMs: atMs, blows };
    }
  }
  return { winner: judgeOnTime(fighters.a, fighters.b), endedBy: 'time', durationMs: DUEL_TIME_LIMIT_MS, blows };
}

/** At the limit: the larger share of health left; an exact tie goes to more attack, then to 'a'. */
function judgeOnTime(a: Fighter, b: Fighter): DuelSide {
  // Cross-multiplied, whole numbers: no rounding in the comparison.
  const shareA = a.health * b.maxHealth;
  const shareB = b.health * a.maxHealth;
  if (shareA !== shareB) return shareA > shareB ? 'a' : 'b';
  if (a.attack !== b.attack) return a.attack > b.attack ? 'a' : 'b';
  return 'a';
}
