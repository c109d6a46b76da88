import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';

const webPort = Number(process.env.WEB_PORT ?? 5173);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // A project-local cache keeps parallel dev servers (worktrees, CI) from sharing node_modules/.vite.
  cacheDir: '.vite-cache',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: 'localhost', port: webPort, strictPort: true },
  preview: { host: 'localhost', port: webPort, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
