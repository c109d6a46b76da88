// The shipped build holds none of the end-to-end tests' hooks (issue 30): Playwright runs against a build made with
// `--mode e2e`, which compiles `window.__shadowHunter`, `__shadowHunterSaves` and `__gameCanvas` in; the normal
// production build (`npm run build`) must not carry them, nor the harness pages the e2e build adds.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The window properties the hooks install, read from their own declarations so a renamed hook stays covered. */
function hookNames(): string[] {
  const sources = ['src/hud/game/dev-hook.ts', 'src/hud/app/canvas-test-hook.ts', 'src/runtime/saves/test-hooks.ts'];
  return sources.flatMap((path) => {
    const text = readFileSync(join(ROOT, path), 'utf8');
    const declared = /interface Window \{([^}]*)\}/.exec(text)?.[1] ?? '';
    return [...declared.matchAll(/(__\w+)\?:/g)].map((match) => match[1]!);
  });
}

/** Each hook name found as a whole identifier in `text` (`__shadowHunter` is not `__shadowHunterCanvasCode`). */
function hooksIn(text: string, names: readonly string[]): string[] {
  return names.filter((name) => new RegExp(`${name}(?![\\w$])`).test(text));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the shipped build', () => {
  const names = hookNames();
  let outDir = '';

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'shipped-build-'));
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  }, 120_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('knows the three hooks it looks for, and finds them where they are', () => {
    expect(names).toEqual(['__shadowHunter', '__gameCanvas', '__shadowHunterSaves']);
    expect(hooksIn('window.__shadowHunterSaves=x', names)).toEqual(['__shadowHunterSaves']);
    expect(hooksIn('globalThis.__shadowHunterCanvasCode??=new Set', names)).toEqual([]);
    expect(hooksIn('e.__gameCanvas=t;delete window.__shadowHunter', names)).toEqual(['__shadowHunter', '__gameCanvas']);
  });

  it('has no test hook in any script, and none of the e2e harness pages', () => {
    const scripts = filesUnder(outDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    const found = scripts.flatMap((file) =>
      hooksIn(readFileSync(file, 'utf8'), names).map((name) => `${file.slice(outDir.length)}: ${name}`),
    );
    expect(found).toEqual([]);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(outDir, 'e2e'))).toBe(false);
    expect(existsSync(join(outDir, 'bench'))).toBe(false);
  });
});
