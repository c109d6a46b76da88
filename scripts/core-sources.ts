/**
 * The sources whose fingerprint is the core version (scripts/core-version.ts writes it, core-version.test.ts checks
 * it): every non-test TypeScript file of src/core and src/content, by path and text, in path order. Node-only (it
 * reads files); the game itself only imports the written constant.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hashText } from '../src/core/journal/world-hash';

export const CORE_VERSION_FILE = 'src/core/journal/core-version.ts';
const RULE_FOLDERS = ['src/core', 'src/content'];

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourcesUnder(path) : [path];
  });
}

const isRuleSource = (path: string): boolean =>
  path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('/testing/') && path !== CORE_VERSION_FILE;

function fingerprint(files: readonly string[], read: (path: string) => string): string {
  const sorted = files.filter(isRuleSource).sort();
  return hashText(sorted.map((path) => `${path}\n${read(path)}`).join('\n'));
}

/** The rules as they are in the working tree under `root`. */
export function coreSourcesFingerprint(root: string): string {
  const files = RULE_FOLDERS.flatMap((folder) => sourcesUnder(join(root, folder))).map((path) =>
    relative(root, path).split('\\').join('/'),
  );
  return fingerprint(files, (path) => readFileSync(join(root, path), 'utf8'));
}

/** The rules as staged in git's index (what the next commit holds), for writing the version before a commit. */
export function stagedSourcesFingerprint(root: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  const files = git('ls-files', '--', ...RULE_FOLDERS)
    .split('\n')
    .filter(Boolean);
  return fingerprint(files, (path) => git('show', `:${path}`));
}
