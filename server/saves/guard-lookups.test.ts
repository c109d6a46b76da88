// The save guard's compiled lookups (0010_save_guard_lookups.sql): private.save_guard_limit and
// private.save_guard_level_for_xp are generated from their tables, and a change to a table generates
// them again, so the tables stay the one source of the guard's numbers. Each change here runs in a
// transaction that is rolled back: with DATABASE_URL every test file shares the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { startTestGateway, type TestGateway } from '../test-support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

class RolledBack extends Error {}

/** Runs `fn` in a transaction that is always rolled back, and returns what it returned. */
async function inRolledBackTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await gateway.db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}

async function scalar<T>(tx: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await tx.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}

describe('compiled save guard lookups', () => {
  it('save_guard_limit answers from the limits table, and follows a change to it', async () => {
    const stored = await scalar<number>(
      gateway.db,
      `select value from private.save_guard_limits where name = 'grace_seconds'`,
    );
    expect(await scalar<number>(gateway.db, `select private.save_guard_limit('grace_seconds') as value`)).toBe(stored);
    expect(await scalar<number | null>(gateway.db, `select private.save_guard_limit('no_such_limit') as value`)).toBe(
      null,
    );

    const changed = await inRolledBackTransaction(async (tx) => {
      await tx.query(`update private.save_guard_limits set value = value + 42 where name = 'grace_seconds'`);
      await tx.query(
        `insert into private.save_guard_limits (name, value, description) values ('test_limit', 7.5, 'test')`,
      );
      return {
        grace: await scalar<number>(tx, `select private.save_guard_limit('grace_seconds') as value`),
        added: await scalar<number>(tx, `select private.save_guard_limit('test_limit') as value`),
      };
    });
    expect(changed).toEqual({ grace: stored + 42, added: 7.5 });
    // Rolled back: the function is as it was.
    expect(await scalar<number>(gateway.db, `select private.save_guard_limit('grace_seconds') as value`)).toBe(stored);
  });

  it('save_guard_level_for_xp follows a change to the XP thresholds', async () => {
    const levelTwoAt = Number(
      await scalar<string>(gateway.db, `select xp_at as value from private.save_guard_skill_levels where level = 2`),
    );
    // Level 2 five XP later: its old threshold now reads level 1.
    const levels = await inRolledBackTransaction(async (tx) => {
      await tx.query(`update private.save_guard_skill_levels set xp_at = xp_at + 5 where level = 2`);
      const at = async (xp: number) => scalar<number>(tx, 'select private.save_guard_level_for_xp($1) as value', [xp]);
      return [await at(levelTwoAt), await at(levelTwoAt + 5)];
    });
    expect(levels).toEqual([1, 2]);
    expect(await scalar<number>(gateway.db, 'select private.save_guard_level_for_xp($1) as value', [levelTwoAt])).toBe(
      2,
    );
    expect(await scalar<number>(gateway.db, 'select private.save_guard_level_for_xp($1) as value', [-10])).toBe(1);
    expect(await scalar<number>(gateway.db, 'select private.save_guard_level_for_xp(null) as value')).toBe(1);
  });

  it('refuses a thresholds table the lookup cannot follow (a missing level, falling XP)', async () => {
    for (const change of [
      'delete from private.save_guard_skill_levels where level = 50',
      'update private.save_guard_skill_levels set xp_at = 1 where level = 3',
    ]) {
      await expect(
        inRolledBackTransaction((tx) => tx.query(change)),
        change,
      ).rejects.toThrow(/save_guard_skill_levels must hold levels 1, 2, 3/);
    }
  });
});
