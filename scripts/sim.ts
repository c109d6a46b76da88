// `npm run sim -- --tier base --hours 500 --strategy active --seed 1 [--json]`: the balance simulator
// (src/sim). The report goes to stdout (the same seed prints the same bytes); the time it took goes to
// stderr. A bad argument exits with code 2.
import { performance } from 'node:perf_hooks';
import { ArgumentError, parseSimArgs, USAGE, type CliOptions } from '../src/sim/args';
import { formatReport } from '../src/sim/report';
import { runSimulation } from '../src/sim/run';

function main(argv: readonly string[]): number {
  let options: CliOptions;
  try {
    options = parseSimArgs(argv);
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    console.error(`sim: ${error.message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const started = performance.now();
  const report = runSimulation(options, { exact: options.exact });
  const seconds = (performance.now() - started) / 1000;
  console.log(options.json ? JSON.stringify(report, null, 2) : formatReport(report));
  console.error(`sim: ${options.hours} simulated hours in ${seconds.toFixed(1)} s`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
