// The end-to-end build (issue 30): `vite build --mode e2e` into dist-e2e/, the shipped app with the test hooks
// compiled in plus the harness pages. Playwright serves it (scripts/e2e-serve.mjs) instead of running the dev server,
// which transformed every module again for each new browser context. A stamp of the build's inputs skips the build
// when nothing changed since the last one (the test line builds it once, beside the static checks).
//
//   node scripts/e2e-build.mjs            build when stale
//   node scripts/e2e-build.mjs --force    build whatever the stamp says
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const E2E_OUT_DIR = join(ROOT, 'dist-e2e');
const STAMP = join(E2E_OUT_DIR, '.inputs-stamp');
const INPUT_FOLDERS = ['src', 'public', 'e2e/harness', 'bench/pages'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
/** Vite's env files for mode e2e, read when present (the dev server read the same ones). */
const ENV_FILES = ['.env', '.env.local', '.env.e2e', '.env.e2e.local'];

/** The gateway the built client talks to (playwright.config.ts starts it on GATEWAY_PORT). */
export function e2eGatewayUrl() {
  return `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 54321}`;
}

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    // Unit tests never reach the build.
    return /\.test\.tsx?$/.test(entry.name) ? [] : [path];
  });
}

/** A hash of every file the build reads and of the gateway address it compiles in. */
function inputsStamp() {
  const hash = createHash('sha256').update(e2eGatewayUrl());
  const files = [
    ...INPUT_FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder))),
    ...INPUT_FILES.map((file) => join(ROOT, file)),
    ...ENV_FILES.map((file) => join(ROOT, file)).filter((file) => existsSync(file)),
  ].sort();
  for (const file of files) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Builds dist-e2e/ unless its stamp matches the inputs; resolves with what it did. */
export async function ensureE2eBuild({ force = false } = {}) {
  const stamp = inputsStamp();
  const built = existsSync(STAMP) && statSync(STAMP).isFile() ? readFileSync(STAMP, 'utf8') : '';
  if (!force && built === stamp && existsSync(join(E2E_OUT_DIR, 'index.html'))) return 'fresh';
  process.env.VITE_SUPABASE_URL = e2eGatewayUrl();
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'e2e',
    // The chunk-size notes of every production build are not news here; errors still print.
    logLevel: 'error',
    build: { outDir: E2E_OUT_DIR, emptyOutDir: true },
  });
  writeFileSync(STAMP, stamp);
  return 'built';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const outcome = await ensureE2eBuild({ force: process.argv.includes('--force') });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(outcome === 'fresh' ? `dist-e2e is up to date (${seconds} s)` : `built dist-e2e in ${seconds} s`);
}
