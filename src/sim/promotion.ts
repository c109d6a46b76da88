/**
 * Promotion as the game does it: the server decides (evaluate_rank_up) from the next checkpoint's
 * requirements and a won rank trial, and the client then applies `setHunterRank`. Here the trial is
 * the core's own self-played fight (`autoPlayTrial`, src/core/trials), on the hunter as the world makes
 * them; a lost trial is retried after more play. The tier's rank cap is the core's refusal too.
 */
import { rankIndex } from '@/content/ids';
import { CHECKPOINTS_BY_RANK } from '@/core/content-index';
import { selectNextRankRequirements } from '@/core/selectors';
import { step } from '@/core/step';
import type { GameState } from '@/core/state-types';
import { autoPlayTrial } from '@/core/trials/replay';
import { MIN_STRETCH_MS, playOnline, SIM_CONTEXT } from './catch-up';
import { tick } from './fight';
import type { SimLedger } from './ledger';
import { PROMOTION_RANKS, type PromotionRank } from './types';

/** After a lost trial the hunter plays a while (the next active window) before trying again. */
export const TRIAL_RETRY_MS = 15 * 60_000;

export type PromotionOutcome = 'promoted' | 'lost' | 'notReady' | 'capped';

/** A trial seed of its own per run, rank and attempt (32 bits, as the server's). */
export function trialSeed(runSeed: number, rank: PromotionRank, attempt: number): number {
  let hash = Math.imul(runSeed ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (rankIndex(rank) * 0x27d4eb2f), 0xc2b2ae35) >>> 0;
  hash = Math.imul(hash ^ (attempt + 1), 0x165667b1) >>> 0;
  return (hash ^ (hash >>> 15)) >>> 0;
}

/** The time a trial takes goes by for the hunter too: out of combat, training on. */
function spendTrialTime(world: GameState, ledger: SimLedger, durationMs: number): void {
  if (world.combat.currentAreaId !== null) tick(world, ledger, [{ type: 'stopCombat' }]);
  if (durationMs >= MIN_STRETCH_MS) ledger.stretched(world, playOnline(world, durationMs));
  else for (let spent = 0; spent < durationMs; spent += 100) tick(world, ledger);
}

/** Takes the next rank's trial when its requirements hold (and no loss in the last quarter hour). */
export function tryPromotion(world: GameState, ledger: SimLedger, runSeed: number): PromotionOutcome {
  const next = selectNextRankRequirements(world);
  if (!next) return 'notReady';
  const rank = next.rank;
  if (!(PROMOTION_RANKS as readonly string[]).includes(rank)) return 'notReady';
  const promotion = rank as PromotionRank;
  if (next.tierBlocked) return 'capped';
  if (!next.canStartTrial) return 'notReady';
  const lostAt = ledger.lastTrialLostAt[promotion];
  if (lostAt !== undefined && world.sim.nowMs - lostAt < TRIAL_RETRY_MS) return 'notReady';
  const trialId = CHECKPOINTS_BY_RANK[promotion].trialId;
  if (trialId === null) return 'notReady';
  const attempt = ledger.progress[promotion].trialAttempts;
  const verdict = autoPlayTrial(world, trialId, trialSeed(runSeed, promotion, attempt));
  spendTrialTime(world, ledger, verdict.durationMs);
  if (verdict.outcome !== 'won') {
    ledger.trial(world, promotion, false);
    return 'lost';
  }
  const reply = step(world, [{ type: 'setHunterRank', rank: promotion }], SIM_CONTEXT);
  ledger.ticked(world, reply.events);
  const answer = reply.replies[0];
  if (!answer?.ok) throw new Error(`setHunterRank ${promotion} was refused: ${answer ? answer.message : 'no reply'}`);
  ledger.trial(world, promotion, true);
  return 'promoted';
}
