/** A rank trial's run, commands, events and log (rank-trial.ts); plain JSON, as the world is. */
import type { AttackOutcome } from '../events';
import type { ActiveEnemy, GameState } from '../state-types';

/** What a player may do in a trial; the fight itself runs by itself, as every fight does. */
export type TrialCommand = { type: 'drinkDraught' } | { type: 'forfeit' };

/** A command and the tick it was given at (before that tick's step): what the server replays. */
export interface TrialLogEntry {
  tick: number;
  command: TrialCommand;
}

export type TrialOutcome = 'running' | 'won' | 'lost';
export type TrialEndReason = 'wardenFell' | 'hunterFell' | 'timeUp' | 'forfeit';

export interface TrialRun {
  trialId: string;
  seed: number;
  /** The hunter's private copy of the world the trial started from: the player's own is never touched. */
  hunter: GameState;
  elapsedMs: number;
  tick: number;
  /** Position in `trialFoes(trial)`: the waves' enemies, then the warden. */
  foeIndex: number;
  enemy: ActiveEnemy | null;
  enemyHealth: number;
  nextSpawnAt: number;
  nextPlayerActionAt: number;
  nextEnemyAttackAt: number;
  draughtsLeft: number;
  draughtReadyAt: number;
  outcome: TrialOutcome;
  endReason: TrialEndReason | null;
  stats: { damageDealt: number; damageTaken: number; draughtsDrunk: number; foesDefeated: number };
}

export type TrialEvent =
  | { type: 'foeAppeared'; enemyId: string; wave: number; isWarden: boolean }
  | { type: 'foeFell'; enemyId: string; isWarden: boolean }
  | { type: 'hunterStruck'; damage: number; abilityId: string | null }
  | { type: 'foeStruck'; damage: number; outcome: AttackOutcome }
  | { type: 'draughtDrunk'; healed: number; left: number }
  | { type: 'trialEnded'; outcome: Exclude<TrialOutcome, 'running'>; reason: TrialEndReason; elapsedMs: number };
