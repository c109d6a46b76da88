import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { GatewayConfig } from './config';
import type { Database } from './db/database';
import { applyMigrations, readMigrations } from './db/migrate';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { AuthThrottle } from './auth/throttle';
import { createGateway, type Gateway } from './gateway';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../supabase/migrations/', import.meta.url));

export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** PostgreSQL when a URL is given, else PGlite in dataDir; migrations applied either way. */
export async function openDatabase(settings: DatabaseSettings): Promise<{ db: Database; applied: string[] }> {
  const db = settings.databaseUrl ? openPostgres(settings.databaseUrl) : await openPglite(settings.dataDir);
  try {
    const applied = await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    return { db, applied };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

export interface RunningGateway {
  app: Gateway;
  db: Database;
  server: ServerType;
  /** The sign-in and sign-up limits' in-memory state. */
  throttle: AuthThrottle;
  url: string;
  port: number;
  /** Stops accepting requests, lets in-flight ones finish (at most graceMs), then closes the database. */
  close(graceMs?: number): Promise<void>;
}

export interface StartOptions extends DatabaseSettings {
  config: GatewayConfig;
  port: number;
  hostname: string;
  /** Use this database instead of opening one (tests sharing a database). */
  db?: Database;
  /** Leave the database open on close (when it was passed in). */
  keepDatabaseOpen?: boolean;
}

export async function startGateway(options: StartOptions): Promise<RunningGateway & { applied: string[] }> {
  const opened = options.db ? { db: options.db, applied: [] } : await openDatabase(options);
  const { db } = opened;
  const config = options.config;
  const throttle = new AuthThrottle(config);
  const app = createGateway({ db, config, throttle });
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, () =>
      resolve(started),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.hostname}:${port}`;
  // With port 0 the real port is known only now; tokens carry it in `iss`.
  if (options.port === 0 || config.publicUrl.endsWith(':0')) config.publicUrl = url;

  let closing: Promise<void> | null = null;
  const close = (graceMs = 5000): Promise<void> => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
          resolve();
        }, graceMs);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      if (!options.keepDatabaseOpen) await db.close();
    })();
    return closing;
  };
  return { app, db, server, throttle, url, port, close, applied: opened.applied };
}
