import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const UI_FOLDERS = ['src/hud', 'src/platform', 'src/persistence', 'src/runtime', 'src/scenes'];
const UI_TESTS = UI_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`);

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * UI test files that replace a module with `vi.mock`: a mock applies to a fresh module graph only, so these run
 * isolated; every other UI file shares its worker's modules and jsdom (issue 30: 224 s -> ~90 s on two cores).
 */
const MOCKING_UI_TESTS = UI_FOLDERS.flatMap(testFilesUnder).filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default is one worker fewer than the cores: a single worker on the 2-core machine the test line runs on.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads rather than child processes: the whole suite 151 -> 134 s on two cores (issue 30).
    pool: 'threads',
    coverage: {
      provider: 'v8',
      include: ['src/core/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'core',
          // A node environment: any DOM use in the pure core fails here.
          environment: 'node',
          // Pure modules keep no state between files: one module graph per worker.
          isolate: false,
          include: [
            'src/core/**/*.test.ts',
            'src/content/**/*.test.ts',
            'src/sim/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: UI_TESTS,
          exclude: MOCKING_UI_TESTS,
          isolate: false,
          setupFiles: ['tests/setup/ui.ts'],
          // jsdom renders of whole panels take 1-3 s on a busy 2-core runner; 5 s (the default) is too close.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'ui-isolated',
          environment: 'jsdom',
          include: MOCKING_UI_TESTS,
          setupFiles: ['tests/setup/ui.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'supabase/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
