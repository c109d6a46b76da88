import { describe, expect, it } from 'vitest';
import { checkForm, DEFAULT_FORM, sampleEveryHours, type BalanceForm } from './balance-form';

const form = (overrides: Partial<BalanceForm>): BalanceForm => ({ ...DEFAULT_FORM, ...overrides });

describe('the debug-balance pickers (checkForm)', () => {
  it('turns the defaults into base, active, seed 1, 500 h with a sample every 5 h', () => {
    expect(checkForm(DEFAULT_FORM)).toEqual({
      ok: true,
      config: { tier: 'base', strategy: 'active', seed: 1, hours: 500, sampleEveryHours: 5 },
    });
  });

  it('accepts negative and padded whole seeds, and the bounds of the hours', () => {
    expect(checkForm(form({ seed: ' -42 ', hours: '1' }))).toMatchObject({ ok: true, config: { seed: -42, hours: 1 } });
    expect(checkForm(form({ hours: '1000' }))).toMatchObject({ ok: true, config: { hours: 1000 } });
  });

  it.each([
    ['seed', '1.5', 'Seed must be a whole number.'],
    ['seed', '', 'Seed must be a whole number.'],
    ['seed', '99999999999999999999', 'Seed must be a whole number.'],
    ['hours', '0', 'Hours must be a whole number from 1 to 1000.'],
    ['hours', '1001', 'Hours must be a whole number from 1 to 1000.'],
    ['hours', '12.5', 'Hours must be a whole number from 1 to 1000.'],
    ['hours', 'abc', 'Hours must be a whole number from 1 to 1000.'],
  ] as const)('refuses %s "%s"', (field, value, message) => {
    expect(checkForm(form({ [field]: value }))).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('refuses a tier or strategy the simulator does not know, saying which it knows', () => {
    const checked = checkForm({ ...DEFAULT_FORM, tier: 'gold' as BalanceForm['tier'], strategy: 'x' as 'idle' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        tier: 'Tier must be one of demo, base, expansion_1, expansion_2, supporter.',
        strategy: 'Strategy must be one of active, idle.',
      },
    });
  });

  it('samples a hundred times a run, but not more often than every quarter hour', () => {
    expect(sampleEveryHours(1000)).toBe(10);
    expect(sampleEveryHours(50)).toBe(0.5);
    expect(sampleEveryHours(10)).toBe(0.25);
  });
});
