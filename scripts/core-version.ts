// `npm run core:version`: writes src/core/journal/core-version.ts, the fingerprint of the rules a journal is replayed
// with (every non-test source of src/core and src/content). A journal names it; a server running other rules
// refuses the journal with "please update" instead of replaying it into a different world. core-version.test.ts
// fails when the file is stale, so a rules change cannot ship without a new version.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coreSourcesFingerprint, CORE_VERSION_FILE, stagedSourcesFingerprint } from './core-sources';

const root = fileURLToPath(new URL('..', import.meta.url));
// `--staged`: the rules as the next commit holds them, when the working tree has other changes too.
const version = process.argv.includes('--staged') ? stagedSourcesFingerprint(root) : coreSourcesFingerprint(root);
const text = [
  '// Written by `npm run core:version` (scripts/core-version.ts); core-version.test.ts checks it. Do not edit.',
  '/** The fingerprint of the rules (src/core and src/content sources) this build replays journals with. */',
  `export const CORE_VERSION = '${version}';`,
  '',
].join('\n');
writeFileSync(root + CORE_VERSION_FILE, text);
console.log(`core version ${version}`);
