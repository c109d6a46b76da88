// The Edge Functions under real Deno (issue 31, "Deployable as written"): the `deno` binary from the npm registry
// (devDependency `deno`, its platform package @deno/<os>-<arch>) checks that each function deploys to hosted
// Supabase as the repository is written, and runs every supabase/functions/<name>/*_deno_test.ts: each handler with
// in-memory fakes of its admin client and the game's real core, and each entry loaded without serving.
//
//   node scripts/deno-test.mjs            (npm run test:deno; a step of `npm test`'s static checks)
//   node scripts/deno-test.mjs --write    first rewrite each function's import map (supabase/functions/<name>/
//                                         deno.jsonc) from its module graph, then check as above
//
// Offline and self-contained: DENO_DIR is node_modules/.cache/deno; `npm:` specifiers resolve from the project's own
// node_modules (--node-modules-dir=manual) and the registry points at a closed loopback port, so nothing is
// downloaded; remote modules are refused (--no-remote); no lock file is written. The tests get no permission but
// reading the variables an entry reads (no network, no files), so a handler that reached out would fail.
//
// src/core and src/content import without extensions (`./step`, `@/core/offline`), which Deno resolves only with
// sloppy imports. The tests enable them (on the command line; supabase/functions/deno.json stays the plain import
// map). A deployed function cannot: Supabase's bundler (edge-runtime `bundle`) honours "unstable": ["sloppy-imports"]
// of a deno.json, but its runtime module loader resolves without it, and the CLI's deploy collects files by
// following only imports with an extension. So each function that reaches src/ has its own deno.jsonc, written
// here from the module graph: a scope for src/ mapping each extensionless import to its file (plain import-map
// resolution, the same at bundle time and at run time), and config.toml's static_files uploads src/core and
// src/content with it. For each function this script then checks, and fails otherwise:
//   1. its deno.jsonc is the one its graph calls for (`--write` rewrites it);
//   2. its entry type-checks and loads under that config alone, without sloppy imports;
//   3. the files the Supabase CLI would upload (`supabase functions deploy`, the API deploy: the walk of
//      pkg/function/deno.go WalkImportPaths, plus static_files, plus the import map) and mount (`--use-docker`:
//      internal/utils/deno.go BindHostModules, which also mounts each scope's files) hold every project file the
//      graph reaches. docs/decisions.md, "Edge Functions deployable as written", has the references.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FUNCTIONS_DIR = 'supabase/functions';
const FUNCTIONS = join(ROOT, FUNCTIONS_DIR);
const DENO = join(ROOT, 'node_modules/.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const WRITE = process.argv.includes('--write');
/** The import map the tests and editors use (with sloppy imports); each deployed function's own map builds on it. */
const SHARED_CONFIG = `${FUNCTIONS_DIR}/deno.json`;
const MAP_NAME = 'deno.jsonc';
const MAP_HEADER =
  '// Written by `npm run test:deno -- --write` (scripts/deno-test.mjs) from the module graph: do not edit.\n' +
  "// The function's import map for `supabase functions deploy`: each import of src/ written without an\n" +
  '// extension, mapped to its file (docs/decisions.md, "Edge Functions deployable as written").\n';
/** What each entry reads at load. */
const ENTRY_VARIABLES = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'];

/** Project-relative paths with forward slashes, as the Supabase CLI writes them. */
const rel = (absolute) => relative(ROOT, absolute).split(sep).join('/');

/** The functions: folders of supabase/functions with an index.ts (`_testing` and the like hold none). */
const functions = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(FUNCTIONS, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();
const entryOf = (name) => `${FUNCTIONS_DIR}/${name}/index.ts`;
/** `*_deno_test.ts`, not `*.test.ts`: vitest's server project collects supabase/**\/*.test.ts. */
const testFiles = functions.flatMap((name) =>
  readdirSync(join(FUNCTIONS, name))
    .filter((file) => file.endsWith('_deno_test.ts'))
    .map((file) => `${FUNCTIONS_DIR}/${name}/${file}`),
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
const offline = ['--node-modules-dir=manual', '--no-remote', '--no-lock'];
const shared = ['--config', SHARED_CONFIG, ...offline];

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

/** JSON with comments and trailing commas (deno.jsonc, as Deno and the CLI read it) to a value. */
function parseJsonc(text) {
  let plain = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      const close = findStringEnd(text, index);
      plain += text.slice(index, close + 1);
      index = close;
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index += 1;
      plain += '\n';
    } else if (char === '/' && text[index + 1] === '*') {
      index = text.indexOf('*/', index + 2) + 1;
    } else plain += char;
  }
  return JSON.parse(plain.replace(/,(\s*[}\]])/g, '$1'));
}

/** The index of the quote closing the JSON string that opens at `start`. */
function findStringEnd(text, start) {
  for (let index = start + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '"') return index;
  }
  throw new Error('unterminated string');
}

const sortedObject = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// ---- The module graph and the import map it calls for ----------------------------------------------------------

/**
 * A function's module graph as written, resolved the way the tests resolve it (the shared map, sloppy imports).
 * @typedef {{ specifier: string, code?: { specifier: string }, type?: { specifier: string } }} Dependency
 * @typedef {{ specifier: string, dependencies?: Dependency[] }} Module
 */
async function graphOf(name) {
  const { code, output } = await deno(['info', '--json', ...shared, '--sloppy-imports', entryOf(name)], true);
  if (code !== 0) return null;
  /** @type {{ modules: Module[] }} */
  const graph = JSON.parse(output.slice(output.indexOf('{')));
  return graph.modules;
}

/** A file of the project (not a package of node_modules). */
const isProjectFile = (specifier) => specifier.startsWith('file:') && !specifier.includes('/node_modules/');

/** The shared map's `imports`, each target resolved to a file URL (bare prefixes such as `@/`). */
const sharedImports = Object.entries(JSON.parse(readFileSync(join(ROOT, SHARED_CONFIG), 'utf8')).imports ?? {}).map(
  ([key, value]) => [key, new URL(value, new URL(SHARED_CONFIG, `file://${ROOT.split(sep).join('/')}/`)).href],
);

/** Where a written specifier leads by plain import-map resolution (the shared map's prefixes, no sloppy imports). */
function plainResolution(written, referrer) {
  for (const [key, target] of sharedImports) {
    if (key.endsWith('/') ? written.startsWith(key) : written === key) return target + written.slice(key.length);
  }
  if (/^\.{0,2}\//.test(written)) return new URL(written, referrer).href;
  return null;
}

/**
 * The import map a function deploys with: the shared map's `imports` (their paths rebased onto the function's
 * folder) and, for each top folder of the project its graph reaches (src/), a scope mapping every import written
 * there that plain resolution would not find (no extension) to its file. Null when no import needs one. Imports
 * written in supabase/functions itself must carry their extension (they are Deno code).
 */
function importMapFor(name, modules) {
  const folder = join(FUNCTIONS, name);
  const fromFolder = (url) => {
    const path = relative(folder, fileURLToPath(url)).split(sep).join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  /** Target file -> the scope of its referrers and the keys that name it (bare ones, then relative ones). */
  const wanted = new Map();
  const problems = [];
  for (const module of modules) {
    if (!isProjectFile(module.specifier)) continue;
    const path = rel(fileURLToPath(module.specifier));
    for (const dependency of module.dependencies ?? []) {
      for (const target of new Set([dependency.code?.specifier, dependency.type?.specifier])) {
        if (!target || !isProjectFile(target)) continue;
        const plain = plainResolution(dependency.specifier, module.specifier);
        if (plain === target) continue;
        if (path.startsWith(`${FUNCTIONS_DIR}/`)) {
          problems.push(`${path} imports '${dependency.specifier}': write the file's extension`);
          continue;
        }
        const scope = `${fromFolder(new URL(`${path.split('/')[0]}/`, `file://${ROOT.split(sep).join('/')}/`))}/`;
        const entry = wanted.get(target) ?? { scopes: new Set(), bare: new Set(), relative: new Set() };
        entry.scopes.add(scope);
        // A relative import is keyed by the URL it names (resolved against the map); a bare one by itself.
        if (plain && dependency.specifier.startsWith('.')) entry.relative.add(fromFolder(plain));
        else entry.bare.add(dependency.specifier);
        wanted.set(target, entry);
      }
    }
  }
  if (wanted.size === 0) return { map: null, problems };
  // Each file is the value of one scope entry only: the CLI's Docker deploy mounts every scope value, and Docker
  // refuses a path mounted twice. Its other names go to `imports` in a form the CLI's walk, which substitutes
  // `imports` prefixes in the specifiers it reads, never meets ("./../", which no import is written as). Bare
  // names stay in the scope (a key such as `@/core/state` would also be a prefix of `@/core/state-types`).
  const imports = Object.fromEntries(
    sharedImports.map(([key, target]) => [key, `${fromFolder(target)}${target.endsWith('/') ? '/' : ''}`]),
  );
  /** @type {Record<string, Record<string, string>>} */
  const scopes = {};
  for (const [target, entry] of wanted) {
    const value = fromFolder(target);
    if (entry.bare.size > 1 || entry.scopes.size > 1) {
      const names = [...entry.bare].join(' and ');
      problems.push(`${rel(fileURLToPath(target))}: imported as ${names} or from several top folders; write one way`);
      continue;
    }
    const [first, ...others] = [...[...entry.bare].sort(), ...[...entry.relative].sort()];
    (scopes[[...entry.scopes][0]] ??= {})[first] = value;
    for (const key of others) imports[`./${key}`] = value;
  }
  const sortedScopes = Object.fromEntries(
    Object.entries(sortedObject(scopes)).map(([key, record]) => [key, sortedObject(record)]),
  );
  return { map: { imports: sortedObject(imports), scopes: sortedScopes }, problems };
}

/** deno.jsonc as Prettier prints it (trailing commas), under its header. */
function mapText(map) {
  return `${MAP_HEADER}${JSON.stringify(map, null, 2).replace(/(["\]}])(?=\n\s*[}\]])/g, '$1,')}\n`;
}

// ---- What the Supabase CLI collects -----------------------------------------------------------------------------

/** Go's path.Clean for slash paths. */
function goClean(path) {
  const cleaned = posix.normalize(path);
  return cleaned.length > 1 && cleaned.endsWith('/') ? cleaned.slice(0, -1) : cleaned === '' ? '.' : cleaned;
}
/** Go's path.Ext: the suffix from the last dot of the last element. */
function goExt(path) {
  for (let index = path.length - 1; index >= 0 && path[index] !== '/'; index -= 1)
    if (path[index] === '.') return path.slice(index);
  return '';
}
const isRelPath = (mod) => mod.startsWith('./') || mod.startsWith('../');

/** The CLI's import map (pkg/function/deno.go ImportMap.Load and Resolve): values resolved against its file. */
function cliImportMap(mapPath) {
  const map = parseJsonc(readFileSync(join(ROOT, mapPath), 'utf8'));
  const resolveHostPath = (value) => {
    if (value.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
    let resolved = goClean(posix.join(posix.dirname(mapPath), value));
    if (value.endsWith('/')) resolved += '/';
    return resolved.startsWith('/') ? resolved : `./${resolved}`;
  };
  const resolveAll = (record) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k, resolveHostPath(v)]));
  return {
    imports: resolveAll(map.imports),
    scopes: Object.fromEntries(Object.entries(map.scopes ?? {}).map(([scope, record]) => [scope, resolveAll(record)])),
  };
}

/** The CLI's regular expression for imports (pkg/function/deno.go importPathPattern), in JavaScript. */
const IMPORT_PATH_PATTERN =
  /(?:import|export)\s+(?:type\s+)?(?:\{[^{}]+\}|.*?)\s*(?:from)?\s*['"](.*?)['"]|import\(\s*['"](.*?)['"]\)/gi;

/**
 * The files `WalkImportPaths` reaches from the entry: it reads each file's text, takes every import its pattern
 * matches, substitutes the import map's `imports` prefixes (not its scopes), and follows only a path with an
 * extension ("Ignore URLs and directories, assuming no sloppy imports"). Missing files are skipped with a WARN.
 */
function walkImportPaths(entry, imports) {
  const seen = new Set();
  const queue = [entry];
  const warnings = [];
  while (queue.length > 0) {
    const current = queue.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    let text;
    try {
      text = readFileSync(join(ROOT, current), 'utf8');
    } catch {
      warnings.push(`${current} (missing)`);
      seen.delete(current);
      continue;
    }
    for (const match of text.matchAll(IMPORT_PATH_PATTERN)) {
      let mod = (match[1] || match[2] || '').trim();
      let substituted = false;
      const matching = Object.keys(imports).filter((key) => mod.startsWith(key));
      // Go ranges over a map in random order: more than one matching key makes the walk vary between runs.
      if (matching.length > 1) warnings.push(`'${mod}' matches ${matching.length} keys of the import map`);
      for (const key of Object.keys(imports)) {
        if (mod.startsWith(key)) {
          mod = imports[key] + mod.slice(key.length);
          substituted = true;
        }
      }
      if (goExt(mod) === '') continue;
      if (!isRelPath(mod) && !mod.startsWith('/')) continue;
      if (isRelPath(mod) && !substituted) mod = posix.join(posix.dirname(current), mod);
      queue.push(goClean(mod));
    }
  }
  return { walked: seen, warnings };
}

/** Go's path.Match for one path element (`*`, `?`, `[...]`; no `**`). */
function globSegment(pattern) {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const close = pattern.indexOf(']', index + 1);
      source += `[${pattern.slice(index + 1, close).replace(/^\^/, '^')}]`;
      index = close;
    } else source += char.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** io/fs.Glob from the project root: the files a static_files pattern matches. */
function goGlob(pattern) {
  let paths = [''];
  for (const segment of pattern.split('/')) {
    const next = [];
    for (const base of paths) {
      const directory = join(ROOT, base);
      if (!/[*?[]/.test(segment)) {
        if (existsSync(join(directory, segment))) next.push(base ? `${base}/${segment}` : segment);
        continue;
      }
      if (!existsSync(directory) || !statSync(directory).isDirectory()) continue;
      const matcher = globSegment(segment);
      for (const name of readdirSync(directory).sort())
        if (matcher.test(name)) next.push(base ? `${base}/${name}` : name);
    }
    paths = next;
  }
  return paths.filter((path) => statSync(join(ROOT, path)).isFile());
}

/**
 * The `[functions.<name>]` settings of supabase/config.toml the deploy reads (static_files, import_map), paths
 * resolved as pkg/config/config.go does: relative to supabase/.
 */
function functionConfig(name) {
  const text = readFileSync(join(ROOT, 'supabase/config.toml'), 'utf8');
  const settings = {};
  let section = '';
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index].replace(/\s+#.*$|^#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = header[1].trim();
      continue;
    }
    if (section !== `functions.${name}`) continue;
    const assignment = /^([A-Za-z_]+)\s*=\s*(.*)$/.exec(line);
    if (!assignment) continue;
    let value = assignment[2];
    while (value.startsWith('[') && !value.endsWith(']') && index + 1 < lines.length)
      value += lines[++index].replace(/\s+#.*$|^\s*#.*$/, '').trim();
    settings[assignment[1]] = JSON.parse(value.replace(/,(\s*\])$/, '$1'));
  }
  const fromSupabase = (path) => goClean(posix.join('supabase', path));
  return {
    importMap: typeof settings.import_map === 'string' ? fromSupabase(settings.import_map) : null,
    staticFiles: Array.isArray(settings.static_files) ? settings.static_files.map(fromSupabase) : [],
  };
}

/** The import map the deploy uses (internal/functions/deploy/deploy.go GetFunctionConfig): config, then files. */
function deployImportMap(name, configured) {
  if (configured) return configured;
  for (const candidate of [`${name}/deno.json`, `${name}/deno.jsonc`, `${name}/import_map.json`, 'import_map.json'])
    if (existsSync(join(FUNCTIONS, candidate))) return `${FUNCTIONS_DIR}/${candidate}`;
  return null;
}

/**
 * What the CLI ships of a function, against what its graph reaches: the API deploy uploads the import map, the
 * static files and the walked files; `--use-docker` mounts supabase/functions, the walked files and every path a
 * scope of the import map names (Docker refuses the same path twice).
 */
function cliDeploy(name, modules) {
  const { importMap: configured, staticFiles } = functionConfig(name);
  const mapPath = deployImportMap(name, configured);
  const map = mapPath ? cliImportMap(mapPath) : { imports: {}, scopes: {} };
  const { walked, warnings } = walkImportPaths(entryOf(name), map.imports);
  const statics = new Set(staticFiles.flatMap((pattern) => goGlob(pattern)));
  const uploaded = new Set([...walked, ...statics, ...(mapPath ? [mapPath] : [])]);
  const scoped = Object.values(map.scopes).flatMap((record) => Object.values(record).map((value) => goClean(value)));
  const mounts = [...[...walked].filter((path) => !path.startsWith(`${FUNCTIONS_DIR}/`)), ...scoped].filter(
    (path) => !path.startsWith(`${FUNCTIONS_DIR}/`),
  );
  const duplicates = [...new Set(mounts.filter((path, index) => mounts.indexOf(path) !== index))];
  const mounted = (path) =>
    path.startsWith(`${FUNCTIONS_DIR}/`) || mounts.some((mount) => path === mount || path.startsWith(`${mount}/`));
  const reached = modules
    .filter((module) => isProjectFile(module.specifier))
    .map((module) => rel(fileURLToPath(module.specifier)));
  const walkedReached = reached.filter((path) => walked.has(path)).length;
  return {
    mapPath,
    reached,
    walkedReached,
    notUploaded: reached.filter((path) => !uploaded.has(path)),
    notMounted: reached.filter((path) => !mounted(path)),
    duplicates,
    warnings,
  };
}

// ---- The run ----------------------------------------------------------------------------------------------------

const started = performance.now();
if (!existsSync(DENO)) {
  console.error(`deno: ${rel(DENO)} is missing; run npm ci (the devDependency "deno" provides it)`);
  process.exit(1);
}
let failed = false;
const fail = (message) => {
  console.log(`deno: ${message}`);
  failed = true;
};

/** Runs `task` for each item, `limit` at a time (the machine has two cores); resolves the results in order. */
async function inParallel(items, limit, task) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
const PARALLEL = 2;

// 1. Each function's module graph and the import map it calls for.
/** @type {Map<string, { modules: Module[], config: string }>} */
const deployable = new Map();
const graphs = await inParallel(functions, PARALLEL, graphOf);
for (const [index, name] of functions.entries()) {
  const modules = graphs[index];
  if (!modules) {
    fail(`could not read the module graph of ${entryOf(name)}`);
    continue;
  }
  const { map, problems } = importMapFor(name, modules);
  for (const problem of problems) fail(`${name}: ${problem}`);
  const mapPath = `${FUNCTIONS_DIR}/${name}/${MAP_NAME}`;
  const file = join(ROOT, mapPath);
  if (map && WRITE && (!existsSync(file) || readFileSync(file, 'utf8') !== mapText(map))) {
    writeFileSync(file, mapText(map));
    console.log(`deno: ${name}: wrote ${mapPath}`);
  }
  if (map && !existsSync(file)) fail(`${name}: ${mapPath} is missing; run npm run test:deno -- --write`);
  else if (map && !same(parseJsonc(readFileSync(file, 'utf8')), map))
    fail(`${name}: ${mapPath} does not match the module graph; run npm run test:deno -- --write`);
  else if (!map && existsSync(file)) fail(`${name}: ${mapPath} maps nothing the graph needs; delete it`);
  deployable.set(name, { modules, config: map ? mapPath : SHARED_CONFIG });
}

// 2. Each entry as it deploys: type-checked and loaded under its own config, without sloppy imports.
console.log(`deno: type-checking and loading ${functions.length} entries as deployed (${functions.join(', ')})`);
await inParallel([...deployable], PARALLEL, async ([name, { config }]) => {
  const checked = await deno(['check', '--quiet', '--config', config, ...offline, entryOf(name)], true);
  if (checked.code !== 0)
    fail(`${name}: ${entryOf(name)} does not type-check under ${config} alone:\n${checked.output}`);
  const load =
    'let served = false; Deno.serve = (() => { served = true; return {}; }) as unknown as typeof Deno.serve;' +
    ` await import('./${entryOf(name)}'); if (!served) throw new Error('no Deno.serve');`;
  const permissions = `--allow-env=${ENTRY_VARIABLES.join(',')}`;
  const loaded = await deno(['eval', '--ext=ts', '--config', config, ...offline, permissions, load], true);
  if (loaded.code !== 0) fail(`${name}: ${entryOf(name)} does not load under ${config} alone:\n${loaded.output}`);
});

// 3. The tests, as written (the shared map and sloppy imports: they reach test helpers of src/ too).
console.log(`deno: type-checking ${testFiles.length} test files`);
if ((await deno(['check', '--quiet', ...shared, '--sloppy-imports', ...testFiles])).code !== 0) failed = true;
const untested = functions.filter((name) => !testFiles.some((file) => file.includes(`/${name}/`)));
if (untested.length > 0)
  console.log(`deno: no *_deno_test.ts yet for ${untested.join(', ')} (entries are checked all the same)`);
// Without files, `deno test` would look for tests in the whole project.
if (testFiles.length > 0) {
  const permissions = `--allow-env=${ENTRY_VARIABLES.join(',')}`;
  if ((await deno(['test', '--no-check', ...shared, '--sloppy-imports', permissions, ...testFiles])).code !== 0)
    failed = true;
}

// 4. What the Supabase CLI would ship of each function.
for (const [name, { modules }] of deployable) {
  const found = cliDeploy(name, modules);
  const total = found.reached.length;
  for (const warning of found.warnings) console.log(`deno: ${name}: the CLI's walk would warn: ${warning}`);
  if (found.notUploaded.length > 0)
    fail(
      `${name}: \`supabase functions deploy\` would upload ${total - found.notUploaded.length} of its ${total} ` +
        `project files, not ${found.notUploaded.slice(0, 3).join(', ')}${found.notUploaded.length > 3 ? '...' : ''}` +
        ' (add them to static_files in supabase/config.toml, or write their imports with extensions)',
    );
  if (found.notMounted.length > 0)
    fail(
      `${name}: \`supabase functions deploy --use-docker\` would not mount ${found.notMounted.slice(0, 3).join(', ')}` +
        `${found.notMounted.length > 3 ? '...' : ''}`,
    );
  if (found.duplicates.length > 0)
    fail(`${name}: \`--use-docker\` would mount ${found.duplicates.join(', ')} twice, which Docker refuses`);
  if (found.notUploaded.length === 0 && found.notMounted.length === 0 && found.duplicates.length === 0) {
    const how =
      found.walkedReached === total
        ? 'all found by following its imports'
        : `${found.walkedReached} by following imports, the others as static_files`;
    console.log(
      `deno: ${name}: the Supabase CLI deploys all ${total} of its project files (${how}; import map: ` +
        `${found.mapPath ?? 'none'}), with --use-docker too`,
    );
  }
}

console.log(`deno: ${failed ? 'FAILED' : 'passed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
