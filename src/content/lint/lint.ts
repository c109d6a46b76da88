/**
 * The content linter (spec 000 §2 names a content-linter page; `npm run content:lint` runs it): counts
 * the rows of every table and runs every check. Pure: no I/O, so tests and a page can run it too.
 */
import { CONTENT_CHECKS, type ContentCheck, type Finding } from './checks';
import { CONTENT_TABLES, type ContentTables, type TableName } from './tables';

export interface ContentProblem extends Finding {
  /** The name of the check that found it. */
  readonly check: string;
}

export interface ContentLintReport {
  /** Rows per table, keyed by the table's export name in src/content. */
  readonly counts: Readonly<Record<TableName, number>>;
  readonly problems: readonly ContentProblem[];
}

export function lintContent(
  content: ContentTables = CONTENT_TABLES,
  checks: readonly ContentCheck[] = CONTENT_CHECKS,
): ContentLintReport {
  const counts = {} as Record<TableName, number>;
  for (const table of Object.keys(content) as TableName[]) counts[table] = content[table].length;
  const problems = checks.flatMap((check) => check.run(content).map((finding) => ({ check: check.name, ...finding })));
  return { counts, problems };
}

/** The report as a designer reads it: the tables and their sizes, then each check with its problems. */
export function formatReport(report: ContentLintReport, checks: readonly ContentCheck[] = CONTENT_CHECKS): string {
  const counts = Object.entries(report.counts);
  const rows = counts.reduce((sum, [, count]) => sum + count, 0);
  const lines = [
    `Content: ${counts.length} tables, ${rows} rows`,
    ...counts.map(([table, count]) => `  ${table.padEnd(22)} ${count}`),
    '',
  ];
  for (const check of checks) {
    const problems = report.problems.filter((problem) => problem.check === check.name);
    lines.push(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}: ${check.rule}`);
    for (const problem of problems) lines.push(`       ${problem.table} ${problem.id}: ${problem.message}`);
  }
  const total = report.problems.length;
  lines.push(
    '',
    total === 0
      ? `No problems in ${checks.length} checks.`
      : `${total} problem${total === 1 ? '' : 's'} in ${checks.length} checks.`,
  );
  return lines.join('\n');
}
