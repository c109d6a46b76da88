// The README's test line (`npm test`, issue 30): every check the project has, in three phases, with the time each
// step took printed at the end so a slower line shows where it grew.
//   1. static checks, the end-to-end build and the benchmarks' smoke run (`npm run bench -- --smoke`: every suite
//      with minimal work, its writes and figures checked, bench/results.json untouched), two at a time (each is
//      mostly one core's work; the smoke, the longest, goes first);
//   2. vitest: unit, property and integration tests (its projects in vitest.config.ts);
//   3. Playwright: the end-to-end journeys against the build of phase 1 (playwright.config.ts).
// A failing step fails the line; the steps of its phase still finish, so one run reports every broken check there.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @typedef {{ name: string, command: string, args: string[] }} Step */

/** @type {Step[][]} */
const PHASES = [
  [
    { name: 'bench smoke', command: npm, args: ['run', '-s', 'bench', '--', '--smoke'] },
    { name: 'typecheck', command: npm, args: ['run', '-s', 'typecheck'] },
    { name: 'lint', command: npm, args: ['run', '-s', 'lint'] },
    { name: 'format', command: npm, args: ['run', '-s', 'format:check'] },
    { name: 'content lint', command: npm, args: ['run', '-s', 'content:lint'] },
    { name: 'Edge Functions under Deno', command: process.execPath, args: ['scripts/deno-test.mjs'] },
    { name: 'e2e build', command: process.execPath, args: ['scripts/e2e-build.mjs'] },
  ],
  [{ name: 'unit and integration (vitest)', command: npm, args: ['run', '-s', 'test:unit'] }],
  [{ name: 'end-to-end (Playwright)', command: npm, args: ['run', '-s', 'test:e2e'] }],
];

/** Static checks run two at a time: the machine the line is sized for has two cores. */
const PARALLEL = Number(process.env.TEST_LINE_PARALLEL ?? 2);

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const timings = [];

/** Runs one step with its output passed through; resolves whether it passed. */
function run(step) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: 'inherit', env: process.env });
    child.once('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      timings.push({ name: step.name, seconds, ok });
      const how = ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`\n== ${step.name}: ${how} in ${seconds.toFixed(1)} s\n`);
      resolve(ok);
    });
  });
}

/** Runs a phase's steps, at most PARALLEL at once; resolves whether all passed. */
async function runPhase(steps) {
  const waiting = [...steps];
  let allPassed = true;
  const lane = async () => {
    for (let step = waiting.shift(); step; step = waiting.shift()) if (!(await run(step))) allPassed = false;
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, steps.length) }, lane));
  return allPassed;
}

const lineStarted = performance.now();
let passed = true;
for (const phase of PHASES) {
  if (!(await runPhase(phase))) {
    passed = false;
    break;
  }
}
const total = (performance.now() - lineStarted) / 1000;
console.log('== test line');
for (const { name, seconds, ok } of timings)
  console.log(`   ${ok ? 'ok  ' : 'FAIL'} ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`   ${passed ? 'passed' : 'FAILED'} in ${(total / 60).toFixed(1)} min (${total.toFixed(0)} s)`);
process.exit(passed ? 0 : 1);
