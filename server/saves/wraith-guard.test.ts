// The save guard's part for wraith bonds (0014_wraith_guard.sql) against the real gateway: bonds of
// known kinds, once each, paid for with tokens; growth no faster than kills and fed tokens allow;
// tokens only from kills; the three slots holding this save's bonds. Saves go through the player's
// own supabase-js client, as the game pushes them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOSSES_BY_ID, ENEMIES_BY_ID } from '@/core/content-index';
import { WRAITHS } from '@/content/wraiths';
import type { GameState } from '@/core/state';
import { step } from '@/core/step';
import { startTestGateway, type TestGateway, type TestPlayer } from '../test-support/gateway';
import { edited, expectAccepted, expectRejected, passServerTime, establishedBaseAccount } from './guard-support';

const MIGRATION = readFileSync(new URL('../../supabase/migrations/0014_wraith_guard.sql', import.meta.url), 'utf8');

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

/** The next save a minute later, after `kills` kills that dropped `tokens` Ember Wisp tokens. */
async function afterKills(player: TestPlayer, world: GameState, kills: number, tokens: number): Promise<void> {
  await passServerTime(gateway, player.user.id, 60);
  world.stats.enemiesKilled += kills;
  world.wraiths.tokens.ember_wisp = (world.wraiths.tokens.ember_wisp ?? 0) + tokens;
  world.lastSaved = Date.now();
}

describe('the save guard and wraith bonds (0014)', () => {
  it('knows every wraith kind at its bond cost, and the most tokens a kill can drop', () => {
    for (const wraith of WRAITHS) expect(MIGRATION).toContain(`('${wraith.id}', ${wraith.tokensToBond})`);
    const drops = [...Object.values(ENEMIES_BY_ID), ...Object.values(BOSSES_BY_ID)].flatMap(
      (enemy) => enemy?.loot.tokens?.map((token) => token.quantity) ?? [],
    );
    expect(MIGRATION).toContain(`tokens_per_kill constant integer := ${Math.max(...drops)};`);
  });

  it('accepts a bond paid for with tokens from kills, and its growth by feeding', async () => {
    const { player, world } = await establishedBaseAccount(gateway);
    await afterKills(player, world, 4, 12);
    await expectAccepted(player, world);
    await afterKills(player, world, 0, 0);
    expect(step(world, [{ type: 'bondWraith', wraithId: 'ember_wisp' }]).replies[0]).toEqual({ ok: true });
    await expectAccepted(player, world);
    await afterKills(player, world, 1, 2);
    const bond = world.wraiths.bonded[0]!;
    expect(step(world, [{ type: 'feedWraith', bondedId: bond.id, tokens: 4 }]).replies[0]).toEqual({ ok: true });
    expect(bond.level).toBe(2);
    await expectAccepted(player, world);
  });

  it('refuses a wraith grown or bonded from nothing, tokens without kills, and slots holding strangers', async () => {
    const { player, world } = await establishedBaseAccount(gateway);
    await afterKills(player, world, 4, 12);
    step(world, [{ type: 'bondWraith', wraithId: 'ember_wisp' }]);
    await expectAccepted(player, world);
    await afterKills(player, world, 0, 0);
    const cases: [string, (state: GameState) => void, RegExp][] = [
      [
        'a level-20 wisp',
        (state) => {
          state.wraiths.bonded[0]!.level = 20;
        },
        /wraith ember_wisp grew by 3800 bond XP; its kills and tokens allow 0/,
      ],
      [
        'a sovereign bonded without tokens',
        (state) => {
          state.wraiths.bonded.push({
            id: 'bond_x',
            wraithId: 'abyssal_sovereign',
            bondedAt: 1,
            level: 1,
            bondXp: 0,
            kills: 0,
          });
        },
        /wraith abyssal_sovereign was bonded without its 50 tokens/,
      ],
      [
        'an invented wraith',
        (state) => {
          state.wraiths.bonded.push({
            id: 'bond_y',
            wraithId: 'god_wraith',
            bondedAt: 1,
            level: 1,
            bondXp: 0,
            kills: 0,
          });
        },
        /wraith god_wraith is not a wraith of the game/,
      ],
      [
        'a thousand tokens without a kill',
        (state) => {
          state.wraiths.tokens.void_herald = 1_000;
        },
        /void_herald tokens rose from 0 to 1000; 0 kills since could drop at most 0/,
      ],
      [
        'more kills beside the hunter than the hunter has',
        (state) => {
          state.wraiths.bonded[0]!.kills = 5_000;
        },
        /wraith ember_wisp helped with 5000 kills; the hunter has 4/,
      ],
      [
        'a slot holding a bond this save does not have',
        (state) => {
          state.equipment.slots.wraith_2 = 'bond_ghost';
        },
        /wraith slot holds "bond_ghost", not a bond of this save/,
      ],
    ];
    for (const [, edit, message] of cases) await expectRejected(player, edited(world, edit), message);
    // The honest save still goes through after the refusals.
    await expectAccepted(player, world);
  });
});
