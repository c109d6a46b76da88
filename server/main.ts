// `npm run gateway`: the local Supabase-compatible gateway (see README, "The gateway reads").
import { ConfigError, settingsFromEnv } from './config';
import { createLogger } from './http/log';
import { startGateway } from './start';

async function main(): Promise<void> {
  let settings;
  try {
    settings = settingsFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`gateway: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { config } = settings;
  const log = createLogger(config);
  const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${settings.dataDir}`;

  const gateway = await startGateway({ ...settings, config });
  log.info('migrations', { applied: gateway.applied, database: where });
  // One plain line for people, one JSON line for tools (tests parse `url`).
  log.info('listening', { url: gateway.url, database: where });
  if (config.logLevel !== 'silent') console.log(`Shadow Hunter gateway on ${gateway.url} (${where})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    gateway
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('gateway: shutdown failed', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('gateway: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
