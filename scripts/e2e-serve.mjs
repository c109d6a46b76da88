// Serves the end-to-end build to Playwright (playwright.config.ts `webServer`): builds dist-e2e/ first when its
// inputs changed (scripts/e2e-build.mjs), then serves its files on WEB_PORT (default 5173) until killed, as a
// static host would: files as they are, any other path without an extension gets index.html (the app's router).
// Not `vite preview`: it gzipped every response again for every new browser context, about a tenth of the
// journeys' CPU on a 2-core machine (docs/decisions.md, "Test line"); over loopback nothing needs compressing.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { E2E_OUT_DIR, ensureE2eBuild } from './e2e-build.mjs';

const port = Number(process.env.WEB_PORT ?? 5173);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a request path names inside the build, or null (outside it, or not a file). */
function fileFor(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const path = normalize(join(E2E_OUT_DIR, decoded));
  if (path !== E2E_OUT_DIR && !path.startsWith(E2E_OUT_DIR + sep)) return null;
  for (const candidate of [path, join(path, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not there: try the next
    }
  }
  return null;
}

const outcome = await ensureE2eBuild();
const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = fileFor(urlPath) ?? (extname(urlPath) === '' ? join(E2E_OUT_DIR, 'index.html') : null);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    // As vite preview answered: the browser asks again each time (a rebuilt file is never stale).
    'Cache-Control': 'no-cache',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});
server.listen(port, 'localhost', () => {
  console.log(`e2e build ${outcome === 'fresh' ? 'reused' : 'made'}; serving http://localhost:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
