// The save guard's part for the hunter's things (0011_items_guard.sql) against the real gateway:
// slots within the tier's caps, stacks within their slots and stack sizes, known items only, and
// gold at most what kills and selling their drops can bring. Saves go through the player's own
// unmodified supabase-js client, as the game pushes them.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { GameState } from '@/core/state';
import { createFullSupporterWorld } from '@/persistence/testing/full-supporter';
import { signUpPlayer, startTestGateway, type TestGateway } from '../test-support/gateway';
import {
  ageAccount,
  edited,
  expectAccepted,
  expectRejected,
  passServerTime,
  setAccountTier,
  setServerRank,
  establishedBaseAccount,
} from './guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('the save guard and the hunter’s things (0011)', () => {
  it('accepts a real late-game save with a full inventory, a full bank and a full satchel', async () => {
    const player = await signUpPlayer(gateway);
    await setAccountTier(gateway, player, 'supporter');
    await setServerRank(gateway, player, 'SSS');
    await ageAccount(gateway, player.user.id, 7 * 86_400);
    const world = createFullSupporterWorld(1, player.user.id);
    world.lastSaved = Date.now();
    await expectAccepted(player, world);
  });

  it('refuses 10^9 gold on a base account', async () => {
    const { player, world } = await establishedBaseAccount(gateway);
    await expectRejected(
      player,
      edited(world, (state) => {
        state.resources.gold = 1_000_000_000;
      }),
      /^Save rejected: gold rose by/,
    );
  });

  it('refuses 2,000 bank slots on a base account, and a bigger bag than its tier allows', async () => {
    const { player, world } = await establishedBaseAccount(gateway);
    await expectRejected(
      player,
      edited(world, (state) => {
        state.banking.upgrades.totalSlots = 2_000;
      }),
      /banking\.upgrades\.totalSlots 2000 is above the base tier's cap of 200/,
    );
    await expectRejected(
      player,
      edited(world, (state) => {
        state.inventory.maxSlots = 251;
      }),
      /inventory\.maxSlots 251 is above the base tier's cap of 250/,
    );
  });

  it('refuses stacks above their size, unknown items, and more stacks than slots', async () => {
    const { player, world } = await establishedBaseAccount(gateway);
    const cases: [string, (state: GameState) => void, RegExp][] = [
      [
        'potions above 999',
        (state) => {
          state.inventory.items.find((entry) => entry.itemId === 'health_potion_small')!.quantity = 5_000;
        },
        /inventory stack health_potion_small x5000/,
      ],
      [
        'a sword stack of 40',
        (state) => {
          state.inventory.items.find((entry) => entry.itemId === 'basic_sword')!.quantity = 40;
        },
        /inventory stack basic_sword x40/,
      ],
      [
        'an invented item',
        (state) => {
          state.inventory.items.push({
            ...state.inventory.items[0]!,
            id: 'inv_x',
            itemId: 'god_sword',
            equipped: false,
          });
        },
        /inventory stack god_sword x1 is not an item of the game/,
      ],
      [
        'a satchel above 999',
        (state) => {
          state.resources.materials.iron_ore = 1_000;
        },
        /material iron_ore x1000/,
      ],
      [
        'an invented bank stack',
        (state) => {
          state.banking.items.push({ ...state.inventory.items[0]!, id: 'inv_y', itemId: 'god_gem' });
        },
        /bank stack god_gem x\d+ is not an item of the game/,
      ],
      [
        'more bank stacks than bank slots',
        (state) => {
          state.banking.upgrades.totalSlots = 1;
          state.banking.items.push({ ...state.inventory.items[0]!, id: 'a', itemId: 'iron_ore', quantity: 5 });
          state.banking.items.push({ ...state.inventory.items[0]!, id: 'b', itemId: 'bone_dust', quantity: 5 });
        },
        /the bank holds 2 stacks in 1 slots/,
      ],
      [
        'more unequipped stacks than inventory slots',
        (state) => {
          state.inventory.maxSlots = 1;
          for (const id of ['c', 'd'])
            state.inventory.items.push({ ...state.inventory.items[0]!, id, itemId: 'leather_cap', equipped: false });
        },
        /the inventory holds \d+ unequipped stacks in 1 slots/,
      ],
      [
        'a loot pouch of 17',
        (state) => {
          state.inventory.lootPouch = Array.from({ length: 17 }, () => ({
            itemId: 'iron_ore',
            quantity: 1,
            droppedAt: 0,
          }));
        },
        /the loot pouch holds 17 drops/,
      ],
    ];
    for (const [, edit, message] of cases) await expectRejected(player, edited(world, edit), message);
    await expectAccepted(player, world);
  });

  it('lets a downgraded account keep the slots it bought', async () => {
    const { player, world } = await establishedBaseAccount(gateway);
    await setAccountTier(gateway, player, 'supporter');
    world.player.accountTier = 'supporter';
    world.inventory.maxSlots = 400;
    world.banking.upgrades.totalSlots = 400;
    await expectAccepted(player, world);
    await setAccountTier(gateway, player, 'base');
    world.player.accountTier = 'base';
    await passServerTime(gateway, player.user.id, 60);
    world.lastSaved = Date.now();
    await expectAccepted(player, world);
    await expectRejected(
      player,
      edited(world, (state) => {
        state.inventory.maxSlots = 410;
      }),
      /inventory\.maxSlots 410 is above the base tier's cap of 250/,
    );
  });
});
