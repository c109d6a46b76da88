// Serves the end-to-end build to Playwright (playwright.config.ts `webServer`): builds dist-e2e/ first when its
// inputs changed (scripts/e2e-build.mjs), then `vite preview` on WEB_PORT (default 5173) until killed.
import { preview } from 'vite';
import { fileURLToPath } from 'node:url';
import { E2E_OUT_DIR, ensureE2eBuild } from './e2e-build.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const port = Number(process.env.WEB_PORT ?? 5173);

const outcome = await ensureE2eBuild();
const server = await preview({
  root: ROOT,
  configFile: `${ROOT}vite.config.ts`,
  mode: 'e2e',
  logLevel: 'warn',
  build: { outDir: E2E_OUT_DIR },
  preview: { port, strictPort: true, host: 'localhost' },
});
console.log(`e2e build ${outcome === 'fresh' ? 'reused' : 'made'}; serving ${server.resolvedUrls?.local[0] ?? port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void server.close().then(() => process.exit(0)));
