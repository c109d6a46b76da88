import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage } from '@/platform/errors';
import type { Database } from './database';

/** Any fixed number: the session-level advisory lock that serialises concurrent starts. */
const MIGRATION_LOCK_ID = 7_300_412_001;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

/**
 * `0001_auth.sql` -> version `0001`, name `auth`; files run in filename order. Two files with one
 * version are refused: only the first would ever be applied (the version is what is recorded), which
 * two branches each adding the next number would otherwise do silently.
 */
export function readMigrations(directory: string): MigrationFile[] {
  const migrations = readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d+)_?(.*)\.sql$/.exec(file);
      if (!match) throw new Error(`migration file name must start with a number: ${file}`);
      return { version: match[1]!, name: match[2] ?? '', sql: readFileSync(join(directory, file), 'utf8') };
    });
  const seen = new Map<string, string>();
  for (const migration of migrations) {
    const other = seen.get(migration.version);
    if (other !== undefined)
      throw new Error(
        `two migrations share version ${migration.version}: ${other} and ${migration.name}; renumber one`,
      );
    seen.set(migration.version, migration.name);
  }
  return migrations;
}

/**
 * Applies each migration not yet recorded in supabase_migrations.schema_migrations, each in its own
 * transaction. An advisory lock makes two gateways starting against one database take turns.
 * Returns the versions applied now.
 */
export async function applyMigrations(db: Database, migrations: MigrationFile[]): Promise<string[]> {
  return db.withSession(async (session) => {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await session.exec(`
        create schema if not exists supabase_migrations;
        create table if not exists supabase_migrations.schema_migrations (
          version text primary key,
          name text,
          statements text[],
          applied_at timestamptz not null default now()
        );
        alter table supabase_migrations.schema_migrations
          add column if not exists applied_at timestamptz not null default now();
      `);
      const done = await session.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      );
      const applied = new Set(done.rows.map((row) => row.version));
      const appliedNow: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await session.exec('begin');
        try {
          await session.exec(migration.sql);
          await session.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
            migration.version,
            migration.name,
          ]);
          await session.exec('commit');
        } catch (error) {
          await session.exec('rollback');
          const reason = errorMessage(error);
          throw new Error(`migration ${migration.version}_${migration.name} failed: ${reason}`, { cause: error });
        }
        appliedNow.push(migration.version);
      }
      return appliedNow;
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
