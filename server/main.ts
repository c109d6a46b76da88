// Placeholder entry point until the gateway lands: answers /health so `npm start` and the e2e harness run.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/health', (c) => c.json({ status: 'ok' }));
const port = Number(process.env.GATEWAY_PORT ?? 54321);
serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => console.log(`gateway on http://127.0.0.1:${port}`));
