/**
 * Command-line arguments of `npm run sim`: `--tier base --hours 500 --strategy active --seed 1 --json`.
 * A bad argument is an `ArgumentError` with a message that says what is accepted; the CLI exits 2 on it.
 */
import { ACCOUNT_TIERS, type AccountTier } from '@/content/ids';
import { STRATEGY_IDS, type SimConfig, type StrategyId } from './types';

export const MAX_HOURS = 5_000;

export class ArgumentError extends Error {
  override readonly name = 'ArgumentError';
}

export interface CliOptions extends SimConfig {
  json: boolean;
  /** Step every tick instead of the closed-form stretches (slow; checks them). */
  exact: boolean;
  help: boolean;
}

export const DEFAULT_OPTIONS: CliOptions = {
  tier: 'base',
  strategy: 'active',
  seed: 1,
  hours: 500,
  sampleEveryHours: 10,
  json: false,
  exact: false,
  help: false,
};

export const USAGE =
  'usage: npm run sim -- [--tier demo|base|expansion_1|expansion_2|supporter] [--strategy active|idle] ' +
  `[--hours <0..${MAX_HOURS}>] [--seed <integer>] [--sample-every <hours>] [--json] [--exact]`;

/** Flags that take no value, and the option each sets. */
const SWITCHES = { '--json': 'json', '--exact': 'exact', '--help': 'help' } as const;

function isTier(value: string): value is AccountTier {
  return (ACCOUNT_TIERS as readonly string[]).includes(value);
}

function isStrategy(value: string): value is StrategyId {
  return (STRATEGY_IDS as readonly string[]).includes(value);
}

function positiveNumber(flag: string, raw: string, max: number): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value <= 0 || value > max)
    throw new ArgumentError(`${flag} must be a number above 0 and at most ${max}, got "${raw}"`);
  return value;
}

/** Parses `argv` (without node and the script); throws `ArgumentError` on anything it does not accept. */
export function parseSimArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { ...DEFAULT_OPTIONS };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const [flag, inline] = argument.startsWith('--') && argument.includes('=') ? argument.split('=', 2) : [argument];
    if (flag !== undefined && flag in SWITCHES) {
      if (inline !== undefined) throw new ArgumentError(`${flag} takes no value`);
      options[SWITCHES[flag as keyof typeof SWITCHES]] = true;
      continue;
    }
    if (!['--tier', '--strategy', '--hours', '--seed', '--sample-every'].includes(flag!))
      throw new ArgumentError(`unknown argument "${argument}"`);
    const value = inline ?? argv[++index];
    if (value === undefined || value.startsWith('--')) throw new ArgumentError(`${flag} needs a value`);
    switch (flag) {
      case '--tier':
        if (!isTier(value))
          throw new ArgumentError(`--tier must be one of ${ACCOUNT_TIERS.join(', ')}, got "${value}"`);
        options.tier = value;
        break;
      case '--strategy':
        if (!isStrategy(value))
          throw new ArgumentError(`--strategy must be one of ${STRATEGY_IDS.join(', ')}, got "${value}"`);
        options.strategy = value;
        break;
      case '--hours':
        options.hours = positiveNumber('--hours', value, MAX_HOURS);
        break;
      case '--sample-every':
        options.sampleEveryHours = positiveNumber('--sample-every', value, MAX_HOURS);
        break;
      default: {
        const seed = Number(value);
        if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(seed))
          throw new ArgumentError(`--seed must be a whole number, got "${value}"`);
        options.seed = seed;
      }
    }
  }
  return options;
}
