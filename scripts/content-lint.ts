// `npm run content:lint`: checks the content tables in src/content (src/content/lint/checks.ts) and
// prints a readable report; `npm run content:lint -- --json` prints exactly
// `{ "counts": { "<table>": n, ... }, "problems": [ { "check", "table", "id", "message" }, ... ] }`.
// Exits 1 when there are problems. (npm prints its own banner first: `npm run -s content:lint -- --json`
// leaves the JSON alone on stdout.)
//
// Naming rule: a content table is an exported array of row objects in a src/content module, and its
// count (and every problem's "table") is keyed by that export's name as written there, e.g.
// `GEAR_ITEMS`, `ENEMIES`, `RANK_CHECKPOINTS`. Id lists (SKILL_IDS) and message maps (TIER_MESSAGES)
// are not tables. src/content/lint/tables.ts lists them; a test fails when one is missing.
import { formatReport, lintContent } from '@/content/lint/lint';

const report = lintContent();
if (process.argv.includes('--json'))
  console.log(JSON.stringify({ counts: report.counts, problems: report.problems }, null, 2));
else console.log(formatReport(report));
process.exitCode = report.problems.length > 0 ? 1 : 0;
