/**
 * A rank trial as a self-contained, deterministic fight (issue 13; DESIGN.md "Server-decided facts"):
 * the hunter as a world makes them (gear, skills, rank, abilities) against a trial's waves and warden,
 * on a private copy of that world, with its own clock and an RNG seeded only by the trial's seed. The
 * client plays it on the rift scene; the server replays it from the state it recorded at the start,
 * the same seed and the player's command log (replay.ts), and only a replay that wins completes it.
 * Nothing here touches the player's world: the Guild's draughts are the trial's own.
 */
import type { TrialDef } from '@/content/types';
import { ENEMIES_BY_ID, TRIALS_BY_ID } from '../content-index';
import type { ReadonlyWorld } from '../readonly';
import { SeededRandom, createRngState } from '../rng';
import type { ActiveEnemy, GameState } from '../state-types';
import { computeDerivedStats, type DerivedStats } from '../stats';
import { TICK_MS } from '../tick';
import { chooseAbility, useAbility } from '../systems/abilities';
import { ARCHETYPES, enemyBaseDamage, enemyBaseHealth, spawnEnemy } from '../systems/enemy-stats';
import { rollEnemyBlow, rollPlayerBlow } from '../systems/hits';
import {
  absorbIncoming,
  buffedStats,
  clearEnemyEffects,
  exposedMultiplier,
  tickEffects,
  weakenedMultiplier,
} from '../systems/ability-effects';
import { WRAITH_SLOTS } from '@/content/ids';
import { POTION_COOLDOWN_MS } from '../systems/potions';
import type { TrialCommand, TrialEndReason, TrialEvent, TrialRun } from './trial-types';

/** A draught heals this share of max health. */
export const DRAUGHT_HEAL_SHARE = 0.35;
/** Draughts are drunk by themselves below this share of health, as the belt's potions are. */
export const AUTO_DRAUGHT_BELOW = 0.3;
export const NEXT_FOE_DELAY_MS = 1_500;
/** Mana and energy come back once a second, as in any fight (regen.ts). */
const TICKS_PER_SECOND = 1000 / TICK_MS;

export const TRIAL_MESSAGES = {
  unknown: (id: string) => `Unknown rank trial: ${id}`,
  noDraughts: 'No draughts left',
  noDraughtsAllowed: 'This trial allows no draughts',
  draughtCooldown: 'The draught is not ready yet',
  fullHealth: 'Your health is already full',
  over: 'The trial is over',
} as const;

export function trialDef(trialId: string): TrialDef | null {
  return TRIALS_BY_ID[trialId] ?? null;
}

/** The warden as an enemy: the same scaling as bosses (enemy-stats.ts), from the trial's own numbers. */
export function spawnWarden(trial: TrialDef, nowMs: number): ActiveEnemy {
  const warden = trial.warden;
  const archetype = ARCHETYPES[warden.archetype];
  return {
    id: warden.id,
    isBoss: true,
    level: warden.level,
    maxHealth: Math.max(1, Math.round(enemyBaseHealth(warden.level) * archetype.hp * warden.hpMultiplier)),
    attack: Math.max(1, Math.round(enemyBaseDamage(warden.level) * archetype.damage * warden.damageMultiplier)),
    attackIntervalMs: archetype.intervalMs,
    evasion: archetype.evasion,
    spawnedAt: nowMs,
    damageTakenByPlayer: 0,
  };
}

/** The foes in order: every wave's enemies, then the warden (null). */
export function trialFoes(trial: TrialDef): { wave: number; enemyId: string | null }[] {
  const foes: { wave: number; enemyId: string | null }[] = trial.waves.flatMap((wave, index) =>
    wave.map((enemyId) => ({ wave: index + 1, enemyId })),
  );
  foes.push({ wave: trial.waves.length + 1, enemyId: null });
  return foes;
}

/** A run at its first tick, or the refusal. The hunter enters whole: full health, mana and energy. */
export function createTrialRun(world: ReadonlyWorld, trialId: string, seed: number): TrialRun | string {
  const trial = trialDef(trialId);
  if (!trial) return TRIAL_MESSAGES.unknown(trialId);
  const hunter = structuredClone(world) as GameState;
  hunter.sim.nowMs = 0;
  hunter.sim.tick = 0;
  hunter.sim.rng = createRngState(`trial:${trialId}:${seed >>> 0}`);
  hunter.abilities.cooldowns = {};
  // The Guild tests the hunter alone and by the book (docs/decisions.md, Rank trials): no wraiths at
  // their side, abilities on auto-use, nothing lingering from the hunt.
  for (const slot of WRAITH_SLOTS) hunter.equipment.slots[slot] = null;
  hunter.abilities.manualMode = false;
  hunter.abilities.queuedCast = null;
  hunter.combat.effects = [];
  const derived = computeDerivedStats(hunter);
  hunter.player.maxHealth = derived.maxHealth;
  hunter.player.health = derived.maxHealth;
  const pools = hunter.resourcePools;
  pools.mana.current = pools.mana.max;
  pools.energy.current = pools.energy.max;
  pools.comboPoints.current = 0;
  return {
    trialId,
    seed: seed >>> 0,
    hunter,
    elapsedMs: 0,
    tick: 0,
    foeIndex: 0,
    enemy: null,
    enemyHealth: 0,
    nextSpawnAt: NEXT_FOE_DELAY_MS,
    nextPlayerActionAt: 0,
    nextEnemyAttackAt: 0,
    draughtsLeft: trial.draughts,
    draughtReadyAt: 0,
    outcome: 'running',
    endReason: null,
    stats: { damageDealt: 0, damageTaken: 0, draughtsDrunk: 0, foesDefeated: 0 },
  };
}

function end(run: TrialRun, reason: TrialEndReason, events: TrialEvent[]): void {
  run.outcome = reason === 'wardenFell' ? 'won' : 'lost';
  run.endReason = reason;
  run.enemy = null;
  events.push({ type: 'trialEnded', outcome: run.outcome, reason, elapsedMs: run.elapsedMs });
}

function drink(run: TrialRun, trial: TrialDef, events: TrialEvent[]): string | null {
  if (trial.draughts === 0) return TRIAL_MESSAGES.noDraughtsAllowed;
  if (run.draughtsLeft <= 0) return TRIAL_MESSAGES.noDraughts;
  if (run.draughtReadyAt > run.elapsedMs) return TRIAL_MESSAGES.draughtCooldown;
  const player = run.hunter.player;
  if (player.health >= player.maxHealth) return TRIAL_MESSAGES.fullHealth;
  const healed = Math.min(Math.round(player.maxHealth * DRAUGHT_HEAL_SHARE), player.maxHealth - player.health);
  player.health += healed;
  run.draughtsLeft -= 1;
  run.draughtReadyAt = run.elapsedMs + POTION_COOLDOWN_MS;
  run.stats.draughtsDrunk += 1;
  events.push({ type: 'draughtDrunk', healed, left: run.draughtsLeft });
  return null;
}

/** Applies one command at the run's current time; the refusal, or null. */
export function applyTrialCommand(run: TrialRun, command: TrialCommand, events: TrialEvent[]): string | null {
  if (run.outcome !== 'running') return TRIAL_MESSAGES.over;
  const trial = trialDef(run.trialId)!;
  if (command.type === 'forfeit') {
    end(run, 'forfeit', events);
    return null;
  }
  return drink(run, trial, events);
}

function spawnNextFoe(run: TrialRun, trial: TrialDef, events: TrialEvent[]): void {
  const foe = trialFoes(trial)[run.foeIndex]!;
  const definition = foe.enemyId === null ? null : ENEMIES_BY_ID[foe.enemyId];
  const enemy = definition ? spawnEnemy(definition, run.elapsedMs) : spawnWarden(trial, run.elapsedMs);
  run.enemy = enemy;
  run.enemyHealth = enemy.maxHealth;
  run.nextPlayerActionAt = run.elapsedMs;
  run.nextEnemyAttackAt = run.elapsedMs + Math.round(enemy.attackIntervalMs / 2);
  events.push({ type: 'foeAppeared', enemyId: enemy.id, wave: foe.wave, isWarden: foe.enemyId === null });
}

function enemyBlowMultiplier(run: TrialRun, trial: TrialDef, enemy: ActiveEnemy): number {
  return enemy.isBoss && trial.enrage && run.elapsedMs >= trial.enrage.afterMs ? trial.enrage.damageMultiplier : 1;
}

function playerAct(run: TrialRun, derived: DerivedStats, random: SeededRandom, events: TrialEvent[]): void {
  const hunter = run.hunter;
  const enemy = run.enemy!;
  const chosen = chooseAbility(hunter, derived, enemy, random, run.enemyHealth);
  let damage: number;
  let abilityId: string | null = null;
  if (chosen) {
    // The ability's own events (statistics) stay in the trial: it is not the player's world.
    const result = useAbility(chosen, []);
    abilityId = chosen.ability.id;
    damage = result.blow?.damage ?? 0;
    if (result.healing > 0)
      hunter.player.health = Math.min(hunter.player.maxHealth, hunter.player.health + result.healing);
    if (result.chillMs > 0) run.nextEnemyAttackAt += result.chillMs;
  } else {
    const exposed = exposedMultiplier(hunter.combat.effects);
    damage = rollPlayerBlow(random, derived, enemy, derived.damageSchool, exposed).damage;
  }
  const dealt = Math.min(damage, run.enemyHealth);
  run.enemyHealth -= dealt;
  run.stats.damageDealt += dealt;
  events.push({ type: 'hunterStruck', damage, abilityId });
  run.nextPlayerActionAt = run.elapsedMs + derived.attackIntervalMs;
}

function enemyAct(run: TrialRun, trial: TrialDef, derived: DerivedStats, random: SeededRandom, events: TrialEvent[]) {
  const enemy = run.enemy!;
  const blow = rollEnemyBlow(random, derived, enemy);
  const effects = run.hunter.combat.effects;
  const raw = blow.damage * enemyBlowMultiplier(run, trial, enemy) * weakenedMultiplier(effects);
  const damage = blow.damage > 0 ? Math.max(1, Math.round(raw)) : 0;
  const taken = Math.min(absorbIncoming(effects, damage, []), run.hunter.player.health);
  run.hunter.player.health -= taken;
  run.stats.damageTaken += taken;
  events.push({ type: 'foeStruck', damage, outcome: blow.outcome });
  run.nextEnemyAttackAt = run.elapsedMs + enemy.attackIntervalMs;
}

function regenerate(run: TrialRun): void {
  if (run.tick % TICKS_PER_SECOND !== 0) return;
  const pools = run.hunter.resourcePools;
  pools.mana.current = Math.min(pools.mana.max, pools.mana.current + pools.mana.regenPerSecond);
  pools.energy.current = Math.min(pools.energy.max, pools.energy.current + pools.energy.regenPerSecond);
}

/**
 * One tick: the commands at the current time, then the clock moves TICK_MS and the fight goes on:
 * the next foe steps out when due, the hunter and the foe strike when their timers come round, a
 * fallen foe brings the next (the warden's fall wins), the hunter's fall or the time limit loses.
 */
export function stepTrialRun(run: TrialRun, commands: readonly TrialCommand[] = []): TrialEvent[] {
  const events: TrialEvent[] = [];
  if (run.outcome !== 'running') return events;
  for (const command of commands) applyTrialCommand(run, command, events);
  if (run.outcome !== 'running') return events;
  const trial = trialDef(run.trialId)!;
  const hunter = run.hunter;
  run.tick += 1;
  run.elapsedMs += TICK_MS;
  hunter.sim.tick = run.tick;
  hunter.sim.nowMs = run.elapsedMs;
  regenerate(run);
  if (run.elapsedMs >= trial.timeLimitMs) {
    end(run, 'timeUp', events);
    return events;
  }
  const random = new SeededRandom(hunter.sim.rng);
  if (run.enemy === null) {
    if (run.elapsedMs >= run.nextSpawnAt) spawnNextFoe(run, trial, events);
    return events;
  }
  const derived = buffedStats(computeDerivedStats(hunter), hunter.combat.effects);
  for (const bite of tickEffects(hunter.combat.effects, run.elapsedMs)) {
    const dealt = Math.min(bite.damage, run.enemyHealth);
    run.enemyHealth -= dealt;
    run.stats.damageDealt += dealt;
  }
  const playerTurn = run.elapsedMs >= run.nextPlayerActionAt;
  if (playerTurn || run.enemyHealth <= 0) {
    if (playerTurn && run.enemyHealth > 0) playerAct(run, derived, random, events);
    if (run.enemyHealth <= 0) {
      clearEnemyEffects(hunter.combat);
      const fallen = run.enemy;
      run.stats.foesDefeated += 1;
      events.push({ type: 'foeFell', enemyId: fallen.id, isWarden: fallen.isBoss });
      if (fallen.isBoss) {
        end(run, 'wardenFell', events);
        return events;
      }
      run.enemy = null;
      run.foeIndex += 1;
      run.nextSpawnAt = run.elapsedMs + NEXT_FOE_DELAY_MS;
      return events;
    }
  }
  if (run.elapsedMs >= run.nextEnemyAttackAt) enemyAct(run, trial, derived, random, events);
  if (hunter.player.health <= 0) {
    end(run, 'hunterFell', events);
    return events;
  }
  if (trial.draughts > 0 && hunter.player.health < hunter.player.maxHealth * AUTO_DRAUGHT_BELOW)
    drink(run, trial, events);
  return events;
}

/** The longest run any trial allows, in ticks: a replay never steps further. */
export function trialTickLimit(trial: TrialDef): number {
  return Math.ceil(trial.timeLimitMs / TICK_MS);
}
