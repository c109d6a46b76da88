import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
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
          include: [
            'src/core/**/*.test.ts',
            'src/content/**/*.test.ts',
            'src/sim/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: [
            'src/hud/**/*.test.{ts,tsx}',
            'src/platform/**/*.test.{ts,tsx}',
            'src/persistence/**/*.test.{ts,tsx}',
            'src/runtime/**/*.test.{ts,tsx}',
            'src/scenes/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/ui.ts'],
          // jsdom renders of whole panels take 1-3 s on a busy 2-core runner; 5 s (the default) is too close.
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
          // Integration suites share one gateway process per file; run files one at a time on 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
