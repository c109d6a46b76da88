// js_gzip_kb_before_signin: the JavaScript a visitor downloads on `/` before signing in, gzip-compressed.
// Builds the client with a Vite manifest into bench/.tmp, then sums the entry chunk and every chunk it
// imports statically (transitively). Lazy chunks (/game, upgrade, admin pages) are not counted.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchOptions, BenchResult } from '../types';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = fileURLToPath(new URL('../.tmp/bundle', import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export function chunksLoadedBeforeSignIn(manifest: Record<string, ManifestChunk>): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key] of entries) visit(key);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** The same build in a smoke run: the figure is the build's, and a build is the path this suite measures. */
export default async function bundle(_options: BenchOptions): Promise<BenchResult[]> {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--manifest', '--emptyOutDir', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  let total = 0;
  try {
    const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
    for (const file of chunksLoadedBeforeSignIn(manifest)) {
      const size = gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length;
      console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`);
      total += size;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const kb = Math.round((total / 1024) * 10) / 10;
  console.log(`  js_gzip_kb_before_signin = ${kb} KB (budget 200 KB)`);
  return [{ name: 'js_gzip_kb_before_signin', value: kb, unit: 'KB' }];
}
