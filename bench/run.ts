// `npm run bench`: runs every benchmark suite and writes bench/results.json as [{name, value, unit}].
import { writeFileSync } from 'node:fs';

export interface BenchResult { name: string; value: number; unit: string }

const suites: Array<{ name: string; run: () => Promise<BenchResult[]> }> = [];

const results: BenchResult[] = [];
for (const suite of suites) {
  console.log(`bench: ${suite.name}`);
  results.push(...(await suite.run()));
}
writeFileSync(new URL('./results.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
console.table(results);
