// The Edge Functions under real Deno (issue 31, "Deployable as written"): the `deno` binary from the npm registry
// (devDependency `deno`, its platform package @deno/<os>-<arch>) type-checks every function's entry
// (supabase/functions/<name>/index.ts) and runs every supabase/functions/<name>/*_deno_test.ts: each handler with
// in-memory fakes of its admin client and the game's real core, and each entry loaded without serving.
//
//   node scripts/deno-test.mjs            (npm run test:deno; a step of `npm test`'s static checks)
//   DENO_STRICT_IMPORTS=1 node scripts/deno-test.mjs    also fail when the CLI would leave out some of its files
//
// Offline and self-contained: DENO_DIR is node_modules/.cache/deno; `npm:` specifiers resolve from the project's own
// node_modules (--node-modules-dir=manual) and the registry points at a closed loopback port, so nothing is
// downloaded; remote modules are refused (--no-remote); no lock file is written. The tests get no permission but
// reading the two variables an entry reads (no network, no files), so a handler that reached out would fail.
//
// src/core imports without extensions (`./step`, `@/core/offline`), which Deno resolves only with sloppy imports:
// the tests enable them (on the command line: deno.json stays the import map). Supabase's deploy (CLI 2.x) collects
// a function's files by following its imports and skips extensionless ones, so an entry that reaches them is not
// deployable as written; the last step says, for each entry, how many of its files the CLI would deploy
// (DENO_STRICT_IMPORTS=1 makes a shortfall a failure).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FUNCTIONS = join(ROOT, 'supabase/functions');
const DENO = join(ROOT, 'node_modules/.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const STRICT = process.env.DENO_STRICT_IMPORTS === '1';

/** The functions: folders of supabase/functions with an index.ts (`_testing` and the like hold none). */
const functions = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(FUNCTIONS, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();
const entries = functions.map((name) => relative(ROOT, join(FUNCTIONS, name, 'index.ts')));
/** `*_deno_test.ts`, not `*.test.ts`: vitest's server project collects supabase/**\/*.test.ts. */
const testFiles = functions.flatMap((name) =>
  readdirSync(join(FUNCTIONS, name))
    .filter((file) => file.endsWith('_deno_test.ts'))
    .map((file) => relative(ROOT, join(FUNCTIONS, name, file))),
);

const env = {
  ...process.env,
  DENO_DIR: join(ROOT, 'node_modules/.cache/deno'),
  DENO_NO_UPDATE_CHECK: '1',
  DENO_NO_PROMPT: '1',
  // Nothing is fetched: a lookup that slipped past node_modules fails at once instead of downloading.
  NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
  // What each entry reads at load; the client built from them is never used to send anything.
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_SERVICE_ROLE_KEY: 'deno-test-service-role-key',
};
const common = ['--config', 'supabase/functions/deno.json', '--node-modules-dir=manual', '--no-remote', '--no-lock'];

/** Runs deno; resolves its exit code and (when `capture`) its output, otherwise passed through. */
function deno(args, capture = false) {
  return new Promise((resolve) => {
    const child = spawn(DENO, args, { cwd: ROOT, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ code: 1, output: String(error) }));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const started = performance.now();
if (!existsSync(DENO)) {
  console.error(`deno: ${relative(ROOT, DENO)} is missing; run npm ci (the devDependency "deno" provides it)`);
  process.exit(1);
}
let failed = false;

console.log(
  `deno: type-checking ${functions.length} entries (${functions.join(', ')}) and ${testFiles.length} test files`,
);
if ((await deno(['check', ...common, '--sloppy-imports', ...entries, ...testFiles])).code !== 0) failed = true;

const untested = functions.filter((name) => !testFiles.some((file) => file.includes(`/${name}/`)));
if (untested.length > 0)
  console.log(`deno: no *_deno_test.ts yet for ${untested.join(', ')} (entries are type-checked all the same)`);
// Without files, `deno test` would look for tests in the whole project.
const testArgs = ['test', '--no-check', ...common, '--sloppy-imports'];
if (testFiles.length > 0) {
  const permissions = ['--allow-env=SUPABASE_URL,SUPABASE_SERVICE_ROLE_KEY'];
  if ((await deno([...testArgs, ...permissions, ...testFiles])).code !== 0) failed = true;
}

/**
 * The import map `supabase functions deploy` gives a function (internal/functions/deploy/deploy.go, after the
 * `--import-map` flag and config.toml): its own deno.json, deno.jsonc or import_map.json, else
 * supabase/functions/import_map.json. supabase/functions/deno.json is not one of them.
 */
function cliImports(name) {
  for (const candidate of [`${name}/deno.json`, `${name}/deno.jsonc`, `${name}/import_map.json`, 'import_map.json']) {
    const file = join(FUNCTIONS, candidate);
    if (!existsSync(file)) continue;
    try {
      return JSON.parse(readFileSync(file, 'utf8')).imports ?? {};
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * The project's files (node_modules aside) an entry reaches, and those the Supabase CLI would ship with it. It
 * follows an import if, once the import map's prefixes are substituted, it is a path with an extension
 * (pkg/function/deno.go, WalkImportPaths: "Ignore URLs and directories, assuming no sloppy imports").
 */
async function shipping(name, entry) {
  const imports = Object.entries(cliImports(name));
  const shipsWith = (written) => {
    let path = written;
    for (const [key, value] of imports) if (path.startsWith(key)) path = value + path.slice(key.length);
    return extname(path) !== '' && /^(\.{1,2})?\//.test(path);
  };
  const { code, output } = await deno(['info', '--json', ...common, '--sloppy-imports', entry], true);
  if (code !== 0) return null;
  /** @typedef {{ specifier: string, code?: { specifier: string } }} Dependency */
  /** @type {{ modules: { specifier: string, dependencies?: Dependency[] }[] }} */
  const graph = JSON.parse(output.slice(output.indexOf('{')));
  const local = (specifier) => specifier.startsWith('file:') && !specifier.includes('/node_modules/');
  const modules = new Map(graph.modules.map((module) => [module.specifier, module]));
  const reached = graph.modules.filter((module) => local(module.specifier)).map((module) => module.specifier);
  const path = (specifier) => relative(ROOT, fileURLToPath(specifier));
  const shipped = new Set();
  /** The first import the CLI would not follow, as `file imports 'specifier'`. */
  let firstSkipped = '';
  const walk = [pathToFileURL(join(ROOT, entry)).href];
  for (let next = walk.shift(); next; next = walk.shift()) {
    if (shipped.has(next)) continue;
    shipped.add(next);
    for (const dependency of modules.get(next)?.dependencies ?? []) {
      const target = dependency.code?.specifier;
      if (!target || !local(target)) continue;
      if (shipsWith(dependency.specifier)) walk.push(target);
      else firstSkipped ||= `${path(next)} imports '${dependency.specifier}'`;
    }
  }
  const left = reached.filter((specifier) => !shipped.has(specifier));
  return { reached: reached.length, left: left.length, firstSkipped };
}

for (const [index, entry] of entries.entries()) {
  const found = await shipping(functions[index], entry);
  if (!found) {
    console.log(`deno: could not read the module graph of ${entry}`);
    failed = true;
  } else if (found.left === 0)
    console.log(`deno: ${functions[index]}: the Supabase CLI would deploy all ${found.reached} of its project files`);
  else {
    console.log(
      `deno: ${functions[index]}: the Supabase CLI would deploy ${found.reached - found.left} of its ` +
        `${found.reached} project files (the first import it does not follow: ${found.firstSkipped})`,
    );
    if (STRICT) failed = true;
  }
}

console.log(`deno: ${failed ? 'FAILED' : 'passed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
