/** What the trial screen shows of a run: names, bars, the wave, the clock, the last blows. */
import { ENEMIES_BY_ID } from '@/core/content-index';
import { AUTO_DRAUGHT_BELOW, DRAUGHT_HEAL_SHARE, trialDef, trialFoes } from '@/core/trials/rank-trial';
import type { TrialEvent, TrialRun } from '@/core/trials/trial-types';
import type { AttackOutcome } from '@/core/events';

export interface TrialBlow {
  id: number;
  by: 'hunter' | 'foe';
  damage: number;
  outcome: AttackOutcome | 'hit';
}

export interface TrialView {
  trialId: string;
  name: string;
  description: string;
  ruleName: string;
  ruleText: string;
  wardenName: string;
  wardenTitle: string;
  wardenDescription: string;
  elapsedMs: number;
  timeLimitMs: number;
  /** 1-based; the warden's wave is the last. */
  wave: number;
  waves: number;
  foeName: string | null;
  foeIsWarden: boolean;
  foeHealth: number;
  foeMaxHealth: number;
  /** The warden's phase: 1 above two thirds of its health, 2 above one third, 3 below; 0 before it. */
  wardenPhase: 0 | 1 | 2 | 3;
  enraged: boolean;
  hunterHealth: number;
  hunterMaxHealth: number;
  draughtsLeft: number;
  draughtsAllowed: boolean;
  /** A draught heals this share of max health, in percent. */
  draughtHealPercent: number;
  /** Draughts are drunk by themselves below this share of health, in percent. */
  autoDraughtBelowPercent: number;
  draughtReady: boolean;
  blows: TrialBlow[];
  outcome: TrialRun['outcome'];
}

const BLOWS_SHOWN = 6;
let blowIds = 0;

export function trialView(run: TrialRun, events: readonly TrialEvent[], previous: TrialView | null = null): TrialView {
  const trial = trialDef(run.trialId)!;
  const foes = trialFoes(trial);
  const foe = foes[Math.min(run.foeIndex, foes.length - 1)]!;
  const enemy = run.enemy;
  const isWarden = foe.enemyId === null;
  const share = enemy ? run.enemyHealth / enemy.maxHealth : 1;
  const blows = [...(previous?.blows ?? [])];
  for (const event of events) {
    if (event.type === 'hunterStruck')
      blows.push({ id: ++blowIds, by: 'hunter', damage: event.damage, outcome: 'hit' });
    if (event.type === 'foeStruck')
      blows.push({ id: ++blowIds, by: 'foe', damage: event.damage, outcome: event.outcome });
  }
  return {
    trialId: trial.id,
    name: trial.name,
    description: trial.description,
    ruleName: trial.ruleName,
    ruleText: trial.ruleText,
    wardenName: trial.warden.name,
    wardenTitle: trial.warden.title,
    wardenDescription: trial.warden.description,
    elapsedMs: run.elapsedMs,
    timeLimitMs: trial.timeLimitMs,
    wave: foe.wave,
    waves: trial.waves.length + 1,
    foeName: enemy ? (isWarden ? trial.warden.name : (ENEMIES_BY_ID[enemy.id]?.name ?? enemy.id)) : null,
    foeIsWarden: isWarden && enemy !== null,
    foeHealth: enemy ? run.enemyHealth : 0,
    foeMaxHealth: enemy?.maxHealth ?? 0,
    wardenPhase: isWarden && enemy ? (share > 2 / 3 ? 1 : share > 1 / 3 ? 2 : 3) : 0,
    enraged: trial.enrage !== null && isWarden && run.elapsedMs >= trial.enrage.afterMs,
    hunterHealth: Math.max(0, run.hunter.player.health),
    hunterMaxHealth: run.hunter.player.maxHealth,
    draughtsLeft: run.draughtsLeft,
    draughtsAllowed: trial.draughts > 0,
    draughtHealPercent: Math.round(DRAUGHT_HEAL_SHARE * 100),
    autoDraughtBelowPercent: Math.round(AUTO_DRAUGHT_BELOW * 100),
    // Ready means it would be drunk: none left, the cooldown, or full health refuse it.
    draughtReady:
      run.draughtsLeft > 0 &&
      run.draughtReadyAt <= run.elapsedMs &&
      run.hunter.player.health < run.hunter.player.maxHealth,
    blows: blows.slice(-BLOWS_SHOWN),
    outcome: run.outcome,
  };
}
