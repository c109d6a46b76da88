/**
 * The debug-balance page's pickers (tier, strategy, seed, hours) as typed text, and their check: a run's
 * SimConfig, or a message per field that says what is accepted.
 */
import { ACCOUNT_TIERS, type AccountTier } from '@/content/ids';
import { STRATEGY_IDS, type SimConfig, type StrategyId } from '@/sim/types';

export const MIN_HOURS = 1;
export const MAX_HOURS = 1_000;
/** Points per curve: a sample every hundredth of the run (at least every quarter hour). */
const SAMPLES_PER_RUN = 100;
const MIN_SAMPLE_HOURS = 0.25;

export interface BalanceForm {
  tier: AccountTier;
  strategy: StrategyId;
  /** As typed: checked to be a whole number. */
  seed: string;
  /** As typed: checked to be whole hours in MIN_HOURS..MAX_HOURS. */
  hours: string;
}

export const DEFAULT_FORM: BalanceForm = { tier: 'base', strategy: 'active', seed: '1', hours: '500' };

export type FormErrors = Partial<Record<keyof BalanceForm, string>>;

export type FormCheck = { ok: true; config: SimConfig } | { ok: false; errors: FormErrors };

export function sampleEveryHours(hours: number): number {
  return Math.max(MIN_SAMPLE_HOURS, hours / SAMPLES_PER_RUN);
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

export function checkForm(form: BalanceForm): FormCheck {
  const errors: FormErrors = {};
  if (!(ACCOUNT_TIERS as readonly string[]).includes(form.tier))
    errors.tier = `Tier must be one of ${ACCOUNT_TIERS.join(', ')}.`;
  if (!(STRATEGY_IDS as readonly string[]).includes(form.strategy))
    errors.strategy = `Strategy must be one of ${STRATEGY_IDS.join(', ')}.`;
  const seed = wholeNumber(form.seed);
  if (seed === null) errors.seed = 'Seed must be a whole number.';
  const hours = wholeNumber(form.hours);
  if (hours === null || hours < MIN_HOURS || hours > MAX_HOURS)
    errors.hours = `Hours must be a whole number from ${MIN_HOURS} to ${MAX_HOURS}.`;
  if (seed === null || hours === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: { tier: form.tier, strategy: form.strategy, seed, hours, sampleEveryHours: sampleEveryHours(hours) },
  };
}
