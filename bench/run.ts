// `npm run bench [suite...]`: runs bench/suites/*.ts (or the named ones) one after another, so no two
// suites compete for the machine, and writes bench/results.json as [{name, value, unit}].
// `npm run bench -- --smoke [suite...]`: every suite (or the named ones) with the least work that still goes through
// each path it measures (BenchOptions.smoke), as a step of the test line: a suite that throws, returns no figure or a
// figure that is not a finite number fails the run. bench/results.json is neither read nor written. (One suite at a
// time here too: two at once on the 2-core machine beside the line's other steps only made each slower.)
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchOptions, BenchResult, BenchSuite } from './types';

const suitesDir = fileURLToPath(new URL('./suites/', import.meta.url));
const resultsPath = fileURLToPath(new URL('./results.json', import.meta.url));
const args = process.argv.slice(2);
const options: BenchOptions = { smoke: args.includes('--smoke') };
const wanted = args.filter((arg) => !arg.startsWith('--'));
const suiteFiles = readdirSync(suitesDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.ts$/, '')))
  .sort();
const unknown = wanted.filter((name) => !suiteFiles.includes(`${name}.ts`));
if (unknown.length > 0) throw new Error(`no bench suite named ${unknown.join(', ')}`);

/** Why a suite's figures are no figures, or null. */
function resultProblem(results: readonly BenchResult[]): string | null {
  if (results.length === 0) return 'no figures';
  const seen = new Set<string>();
  for (const result of results) {
    if (typeof result.name !== 'string' || result.name === '')
      return `a figure without a name: ${JSON.stringify(result)}`;
    if (seen.has(result.name)) return `${result.name} twice`;
    seen.add(result.name);
    if (typeof result.value !== 'number' || !Number.isFinite(result.value)) return `${result.name} is ${result.value}`;
    if (typeof result.unit !== 'string') return `${result.name} has no unit`;
  }
  return null;
}

const runStarted = performance.now();
const fresh: BenchResult[] = [];
const timings: { suite: string; seconds: number }[] = [];

async function runSuite(file: string): Promise<void> {
  console.log(`\n== bench suite: ${file}${options.smoke ? ' (smoke)' : ''}`);
  const started = performance.now();
  const module = (await import(pathToFileURL(suitesDir + file).href)) as { default: BenchSuite };
  const results = await module.default(options);
  const problem = resultProblem(results);
  if (problem) throw new Error(`bench suite ${file}: ${problem}`);
  fresh.push(...results);
  timings.push({ suite: file, seconds: (performance.now() - started) / 1000 });
}

for (const file of suiteFiles) await runSuite(file);

if (options.smoke) {
  for (const { suite, seconds } of timings) console.log(`   ok ${seconds.toFixed(1).padStart(6)} s  ${suite}`);
  const total = (performance.now() - runStarted) / 1000;
  console.log(`== bench smoke: ${timings.length} suites, ${fresh.length} figures, ${total.toFixed(1)} s`);
  // Browsers, servers and workers the suites opened are closed; nothing may keep the process alive.
  process.exit(0);
}

// Running a subset keeps the other suites' last figures in results.json.
const previous: BenchResult[] =
  wanted.length > 0 && existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as BenchResult[]) : [];
const freshNames = new Set(fresh.map((result) => result.name));
const results = [...previous.filter((result) => !freshNames.has(result.name)), ...fresh];
writeFileSync(resultsPath, JSON.stringify(results, null, 2) + '\n');
console.table(results);
