import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../start';
import type { Database } from './database';
import { applyMigrations, readMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

const scratch = mkdtempSync(join(tmpdir(), 'shadow-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Each PGlite test runs initdb in WebAssembly: 10 s on a quiet machine here, over 30 s on a busy one.
const INITDB_TIMEOUT_MS = 120_000;

describe('migrations', () => {
  it(
    'applies supabase/migrations in order, once, and records them',
    async () => {
      const db = await openPglite('memory://');
      try {
        const migrations = readMigrations(MIGRATIONS_DIR);
        expect(migrations.map((migration) => migration.version)).toEqual(
          [...migrations.map((migration) => migration.version)].sort(),
        );
        const [first, second] = await Promise.all([applyMigrations(db, migrations), applyMigrations(db, migrations)]);
        expect([...first!, ...second!].sort()).toEqual(migrations.map((migration) => migration.version));
        expect(await applyMigrations(db, migrations)).toEqual([]);
        const recorded = await db.query<{ version: string; name: string }>(
          'select version, name from supabase_migrations.schema_migrations order by version',
        );
        expect(recorded.rows.map((row) => `${row.version}_${row.name}`)).toEqual(
          migrations.map((migration) => `${migration.version}_${migration.name}`),
        );
      } finally {
        await db.close();
      }
    },
    INITDB_TIMEOUT_MS,
  );

  it(
    'rolls back a failing migration and records only those before it',
    async () => {
      const dir = join(scratch, 'broken');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, '0001_ok.sql'), 'create table public.kept (id int);');
      writeFileSync(join(dir, '0002_broken.sql'), 'create table public.half_done (id int); select no_such_function();');
      const db = await openPglite('memory://');
      try {
        await expect(applyMigrations(db, readMigrations(dir))).rejects.toThrow(/0002_broken failed/);
        const recorded = await db.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations',
        );
        expect(recorded.rows.map((row) => row.version)).toEqual(['0001']);
        const tables = await db.query<{ name: string | null }>(
          "select to_regclass('public.kept')::text as name union all select to_regclass('public.half_done')::text",
        );
        expect(tables.rows.map((row) => row.name)).toEqual(['kept', null]);
      } finally {
        await db.close();
      }
    },
    INITDB_TIMEOUT_MS,
  );

  it('refuses two migration files with the same version', () => {
    const dir = join(scratch, 'twins');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '0001_base.sql'), 'select 1;');
    writeFileSync(join(dir, '0002_from_one_branch.sql'), 'select 2;');
    writeFileSync(join(dir, '0002_from_another_branch.sql'), 'select 3;');
    expect(() => readMigrations(dir)).toThrow(
      /two migrations share version 0002: from_another_branch and from_one_branch; renumber one/,
    );
  });

  // Needs a server to create a scratch database on: runs in CI's PostgreSQL pass (.ci/run).
  const postgresIt = process.env.DATABASE_URL ? it : () => undefined;
  postgresIt('lets two gateways racing on a fresh PostgreSQL database apply each migration once', async () => {
    const admin = openPostgres(process.env.DATABASE_URL!, 1);
    const name = `shadow_migrate_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const pools: Database[] = [openPostgres(url.toString(), 2), openPostgres(url.toString(), 2)];
    try {
      const migrations = readMigrations(MIGRATIONS_DIR);
      const results = await Promise.all(pools.map((pool) => applyMigrations(pool, migrations)));
      expect(results.flat().sort()).toEqual(migrations.map((migration) => migration.version));
      const skills = await pools[0]!.query<{ count: number }>('select count(*)::int as count from public.skills');
      expect(skills.rows[0]!.count).toBe(10);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
      await admin.query(`drop database if exists ${name}`);
      await admin.close();
    }
  });
});
