// `npm run bench [suite...]`: runs bench/suites/*.ts (or the named ones) one after another, so no two
// suites compete for the machine, and writes bench/results.json as [{name, value, unit}].
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchResult, BenchSuite } from './types';

const suitesDir = fileURLToPath(new URL('./suites/', import.meta.url));
const resultsPath = fileURLToPath(new URL('./results.json', import.meta.url));
const wanted = process.argv.slice(2);
const suiteFiles = readdirSync(suitesDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.ts$/, '')))
  .sort();

// Running a subset keeps the other suites' last figures in results.json.
const previous: BenchResult[] =
  wanted.length > 0 && existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as BenchResult[]) : [];
const fresh: BenchResult[] = [];
for (const file of suiteFiles) {
  console.log(`\n== bench suite: ${file}`);
  const module = (await import(pathToFileURL(suitesDir + file).href)) as { default: BenchSuite };
  fresh.push(...(await module.default()));
}
const freshNames = new Set(fresh.map((result) => result.name));
const results = [...previous.filter((result) => !freshNames.has(result.name)), ...fresh];
writeFileSync(resultsPath, JSON.stringify(results, null, 2) + '\n');
console.table(results);
