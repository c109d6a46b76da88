import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';

const webPort = Number(process.env.WEB_PORT ?? 5173);

export default defineConfig({
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
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // supabase-js builds Realtime and Storage clients the game never uses; stand-ins keep them out of the
      // bundle a visitor loads before sign-in (DESIGN.md: 200 KB gzip). Node (gateway, tests) keeps the real ones.
      {
        find: /^@supabase\/realtime-js$/,
        replacement: fileURLToPath(new URL('./src/platform/supabase-unused/realtime-js.ts', import.meta.url)),
      },
      {
        find: /^@supabase\/storage-js$/,
        replacement: fileURLToPath(new URL('./src/platform/supabase-unused/storage-js.ts', import.meta.url)),
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
  build: { target: 'es2022', sourcemap: true },
  // The app's workers (save rescue copy, balance simulator) are module workers: ES output, as `type: 'module'` loads.
  worker: { format: 'es' },
});
