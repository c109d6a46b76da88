import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The end-to-end build (`vite build --mode e2e`, scripts/e2e-build.mjs): the shipped app with the test hooks compiled
 * in, plus the harness pages the browser tests load beside it. Playwright runs against it instead of the dev server.
 */
export const E2E_MODE = 'e2e';
const E2E_PAGES = {
  main: fromRoot('./index.html'),
  saveCrash: fromRoot('./e2e/harness/save-crash.html'),
  pixiHost: fromRoot('./e2e/harness/pixi-host.html'),
  blank: fromRoot('./e2e/harness/blank.html'),
  combat: fromRoot('./bench/pages/combat.html'),
};

export default defineConfig(({ command, mode }) => ({
  // The window hooks end-to-end tests drive the game through: in the dev server and the e2e build, never in a
  // production build (tests/build/shipped-build.test.ts proves it).
  define: { __TEST_HOOKS__: JSON.stringify(command === 'serve' || mode === E2E_MODE) },
  plugins: [
    react(),
    tailwindcss(),
    // Installable and playable offline (issue 16): the built app is precached by a Workbox service worker.
    // Only the app's own files are cached; the gateway (auth, saves, functions) is another origin and is
    // never cached, so a save is never served stale. `prompt`: a new version waits until the player says so.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,mp3,woff2}'],
        navigateFallback: 'index.html',
        // Pixi's chunk is above Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // A project-local cache keeps parallel dev servers (worktrees, CI) from sharing node_modules/.vite.
  cacheDir: '.vite-cache',
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      // supabase-js builds Realtime and Storage clients the game never uses; stand-ins keep them out of the
      // bundle a visitor loads before sign-in (DESIGN.md: 200 KB gzip). Node (gateway, tests) keeps the real ones.
      {
        find: /^@supabase\/realtime-js$/,
        replacement: fromRoot('./src/platform/supabase-unused/realtime-js.ts'),
      },
      {
        find: /^@supabase\/storage-js$/,
        replacement: fromRoot('./src/platform/supabase-unused/storage-js.ts'),
      },
    ],
  },
  // Warm-up transforms the app's modules at start, so the first /game visit is not compiled on demand.
  server: {
    host: 'localhost',
    port: webPort,
    strictPort: true,
    warmup: { clientFiles: ['./src/main.tsx', './src/hud/app/*.tsx'] },
  },
  preview: { host: 'localhost', port: webPort, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    ...(mode === E2E_MODE ? { rolldownOptions: { input: E2E_PAGES } } : {}),
  },
  // The app's workers (save rescue copy, balance simulator) are module workers: ES output, as `type: 'module'` loads.
  worker: { format: 'es' },
}));
