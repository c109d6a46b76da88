import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ArgumentError, DEFAULT_OPTIONS, parseSimArgs } from './args';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('sim arguments', () => {
  it('defaults to the base tier, the active strategy, seed 1 and 500 hours', () => {
    expect(parseSimArgs([])).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({ tier: 'base', strategy: 'active', seed: 1, hours: 500, json: false });
  });

  it('reads every option, as separate values or with =', () => {
    expect(
      parseSimArgs(['--tier', 'demo', '--hours=12.5', '--strategy', 'idle', '--seed', '-7', '--json', '--exact']),
    ).toMatchObject({ tier: 'demo', hours: 12.5, strategy: 'idle', seed: -7, json: true, exact: true });
    expect(parseSimArgs(['--sample-every', '2'])).toMatchObject({ sampleEveryHours: 2 });
  });

  it.each([
    [['--tier', 'gold'], '--tier must be one of demo, base, expansion_1, expansion_2, supporter, got "gold"'],
    [['--strategy', 'lazy'], '--strategy must be one of active, idle, got "lazy"'],
    [['--hours'], '--hours needs a value'],
    [['--hours', '--json'], '--hours needs a value'],
    [['--hours', '0'], '--hours must be a number above 0 and at most 5000, got "0"'],
    [['--hours', 'ten'], '--hours must be a number above 0 and at most 5000, got "ten"'],
    [['--hours', '5001'], '--hours must be a number above 0 and at most 5000, got "5001"'],
    [['--seed', '1.5'], '--seed must be a whole number, got "1.5"'],
    [['--json=yes'], '--json takes no value'],
    [['--turbo'], 'unknown argument "--turbo"'],
    [['base'], 'unknown argument "base"'],
  ])('refuses %j with a message that says what is accepted', (argv, message) => {
    expect(() => parseSimArgs(argv)).toThrow(new ArgumentError(message));
  });

  it('the CLI exits with code 2 and the usage on a bad argument', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sim.ts', '--tier', 'gold'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('sim: --tier must be one of');
    expect(run.stderr).toContain('usage: npm run sim --');
  }, 30_000);
});
