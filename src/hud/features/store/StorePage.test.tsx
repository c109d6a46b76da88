import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Command } from '@/core/commands';
import { createTestWorld } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { GameSessionContext } from '@/hud/game/game-session';
import { createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { localStepContext, selectStore } from '@/runtime/view-models/store-page';
import { StorePage } from './StorePage';

type World = ReturnType<typeof createTestWorld>;

/** A base-tier rank E hunter with `gold`, after `commands` ran through the real core. */
function hunter(gold: number, commands: Command[] = []): World {
  const world = createTestWorld('base');
  world.resources.gold = gold;
  for (const command of commands) {
    const { replies } = stepWorld(world, [command]);
    expect(replies[0]).toMatchObject({ ok: true });
  }
  return world;
}

function renderStore(world: World, path = '/game/store') {
  const test = createTestSession(world);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <GameSessionContext.Provider value={test.session}>
        <StorePage />
      </GameSessionContext.Provider>
      <Toaster />
    </MemoryRouter>,
  );
  const play = async (count = 2) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  return { ...test, user, play };
}

const offerCard = (name: string) => screen.getByRole('listitem', { name });
const owned = (world: World, itemId: string) =>
  (world.resources.materials[itemId] ?? 0) +
  world.inventory.items.filter((entry) => entry.itemId === itemId).reduce((sum, entry) => sum + entry.quantity, 0);

describe('the store page', () => {
  it('buys five potions: the gold falls by the price and the owned count rises', async () => {
    const world = hunter(500);
    const { user, play } = renderStore(world);
    expect(screen.getByTestId('gold')).toHaveTextContent('500');
    const card = offerCard('Small Health Potion');
    expect(card).toHaveTextContent('25 gold');
    expect(card).toHaveTextContent('Owned 5');
    await user.click(within(card).getByRole('button', { name: '5' }));
    expect(within(card).getByRole('button', { name: /^Buy Small Health Potion/ })).toHaveTextContent('125 gold');
    await user.click(within(card).getByRole('button', { name: /^Buy Small Health Potion/ }));
    await play();
    expect(world.resources.gold).toBe(375);
    expect(owned(world, 'health_potion_small')).toBe(10);
    expect(card).toHaveTextContent('Owned 10');
    expect(screen.getByTestId('gold')).toHaveTextContent('375');
    expect(await screen.findByText('Bought 5 Small Health Potion')).toBeInTheDocument();
  });

  it('shows one shelf at a time, a tab each and Sell, opening on potions with today’s offer on top', async () => {
    const world = hunter(500);
    const { user } = renderStore(world);
    const tabs = within(screen.getByRole('tablist', { name: 'Store' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Potions', 'Materials', 'Crafting', 'Gear', 'Sell']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const daily = selectStore(world, localStepContext()).daily!;
    expect(screen.getByRole('region', { name: daily.name })).toBeInTheDocument();
    expect(offerCard('Small Health Potion')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Hunter’s Shortbow' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Gear' }));
    expect(offerCard('Hunter’s Shortbow')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Small Health Potion' })).toBeNull();
    expect(screen.getByRole('region', { name: daily.name })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(screen.queryByRole('region', { name: daily.name })).toBeNull();
    expect(screen.getByRole('region', { name: 'Sell your items' })).toBeInTheDocument();
  });

  it('opens the shelf a link names, and potions for a name it does not know', () => {
    const first = renderStore(hunter(500), '/game/store?shelf=gear');
    expect(screen.getByRole('tab', { name: 'Gear' })).toHaveAttribute('aria-selected', 'true');
    expect(offerCard('Leather Cap')).toBeInTheDocument();
    first.runtime.dispose();
    cleanup();
    renderStore(hunter(500), '/game/store?shelf=nowhere');
    expect(screen.getByRole('tab', { name: 'Potions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('takes a custom amount up to 999 and refuses more', async () => {
    const world = hunter(5_000);
    const { user, play } = renderStore(world);
    await user.click(screen.getByRole('tab', { name: 'Materials' }));
    const card = offerCard('Bone Dust');
    const other = within(card).getByRole('textbox', { name: /Other amount of Bone Dust/ });
    await user.type(other, '0');
    expect(within(card).getByRole('button', { name: /^Buy Bone Dust/ })).toBeDisabled();
    expect(card).toHaveTextContent('Choose 1 to 999');
    await user.clear(other);
    await user.type(other, '40');
    await user.click(within(card).getByRole('button', { name: /^Buy Bone Dust/ }));
    await play();
    expect(world.resources.materials.bone_dust).toBe(40);
    expect(world.resources.gold).toBe(5_000 - 40 * 7);
  });

  it('shows a row above the hunter’s rank disabled with the rank, and a row they can’t afford as such', async () => {
    const world = hunter(20);
    const { play } = renderStore(world);
    const locked = offerCard('Health Potion');
    expect(within(locked).getByRole('button', { name: /Buy Health Potion: needs Hunter Rank D/ })).toBeDisabled();
    expect(locked).toHaveTextContent('Hunter Rank D');
    const poor = offerCard('Small Health Potion');
    expect(within(poor).getByRole('button', { name: /^Buy Small Health Potion/ })).toBeDisabled();
    expect(poor).toHaveTextContent('Not enough gold');

    world.resources.gold = 1_000;
    world.player.hunterRank = 'D';
    await play();
    expect(within(offerCard('Health Potion')).getByRole('button', { name: /^Buy Health Potion/ })).toBeEnabled();
    expect(
      within(offerCard('Small Health Potion')).getByRole('button', { name: /^Buy Small Health Potion/ }),
    ).toBeEnabled();
  });

  it('says plainly which rows a demo account never buys, with no Buy, and keeps rank D a plain lock', () => {
    const world = createTestWorld('demo');
    renderStore(world);
    const greater = offerCard('Greater Health Potion');
    expect(within(greater).getByTestId('beyond-tier')).toHaveTextContent(
      'Needs Hunter Rank A — demo hunters stop at rank D',
    );
    expect(within(greater).queryByRole('button', { name: /^Buy/ })).toBeNull();
    const health = offerCard('Health Potion');
    expect(within(health).queryByTestId('beyond-tier')).toBeNull();
    expect(within(health).getByRole('button', { name: /Buy Health Potion: needs Hunter Rank D/ })).toBeDisabled();
  });

  it('buys today’s offer once, then says when the next one comes', async () => {
    const world = hunter(5_000);
    const daily = selectStore(world, localStepContext()).daily!;
    const { user, play } = renderStore(world);
    const card = screen.getByRole('region', { name: daily.name });
    expect(card).toHaveTextContent(`worth ${daily.worth.toLocaleString('en-US')} gold`);
    for (const item of daily.items) expect(card).toHaveTextContent(`×${item.quantity} ${item.name}`);
    const before = daily.items.map((item) => owned(world, item.itemId));

    await user.click(within(card).getByRole('button', { name: `Buy for ${daily.price.toLocaleString('en-US')} gold` }));
    await play();
    expect(world.resources.gold).toBe(5_000 - daily.price);
    daily.items.forEach((item, index) => expect(owned(world, item.itemId)).toBe(before[index]! + item.quantity));
    expect(within(card).getByTestId('daily-bought')).toHaveTextContent('Bought today — a new offer at midnight');
    expect(within(card).getByRole('timer')).toHaveTextContent(/Next offer in \d+(h|m|s)/);
    expect(within(card).queryByRole('button', { name: /^Buy for/ })).toBeNull();
  });

  it('sells many kinds at once in sell mode, after confirmation', async () => {
    const world = hunter(1_000, [
      { type: 'buyItem', itemId: 'hide_gloves', quantity: 1 },
      { type: 'buyItem', itemId: 'copper_band', quantity: 2 },
      { type: 'buyItem', itemId: 'iron_ore', quantity: 10 },
    ]);
    const gold = world.resources.gold;
    const { user, play } = renderStore(world);
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    await user.click(screen.getByRole('button', { name: 'Sell several' }));
    const grid = screen.getByRole('list', { name: 'Your items' });
    await user.click(within(grid).getByRole('button', { name: 'Hide Gloves' }));
    await user.click(within(grid).getByRole('button', { name: 'Copper Band, 2' }));
    expect(within(grid).getByRole('button', { name: 'Copper Band, 2' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Sell 2 stacks for 30 gold' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Sell 2 stacks for 30 gold?' });
    expect(confirm).toHaveTextContent('Hide Gloves ×1');
    expect(confirm).toHaveTextContent('Copper Band ×2');
    expect(world.resources.gold).toBe(gold);
    await user.click(within(confirm).getByRole('button', { name: 'Sell for 30 gold' }));
    await play();
    expect(world.resources.gold).toBe(gold + 30);
    expect(owned(world, 'hide_gloves')).toBe(0);
    expect(owned(world, 'copper_band')).toBe(0);
    expect(world.resources.materials.iron_ore).toBe(10);
    expect(within(grid).queryByRole('button', { name: /Copper Band/ })).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Rift Iron Ore, 10' })).toBeInTheDocument();
  });

  it('sells ten from the item panel', async () => {
    const world = hunter(1_000, [{ type: 'buyItem', itemId: 'iron_ore', quantity: 15 }]);
    const gold = world.resources.gold;
    const { user, play } = renderStore(world);
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    await user.click(screen.getByRole('button', { name: 'Rift Iron Ore, 15' }));
    const panel = screen.getByRole('region', { name: 'Rift Iron Ore details' });
    await user.click(within(panel).getByRole('button', { name: 'Sell ten' }));
    await play();
    expect(world.resources.gold).toBe(gold + 30);
    expect(world.resources.materials.iron_ore).toBe(5);
    expect(screen.getByRole('button', { name: 'Rift Iron Ore, 5' })).toBeInTheDocument();
  });

  it('never sells a locked item: its buttons are off and sell mode will not mark it', async () => {
    const world = hunter(1_000, [
      { type: 'buyItem', itemId: 'iron_ore', quantity: 15 },
      { type: 'buyItem', itemId: 'bone_dust', quantity: 5 },
      { type: 'setItemLocked', itemId: 'iron_ore', locked: true },
    ]);
    const { user, play } = renderStore(world);
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    await user.click(screen.getByRole('button', { name: 'Rift Iron Ore, 15, locked' }));
    const panel = screen.getByRole('region', { name: 'Rift Iron Ore details' });
    for (const name of ['Sell one', 'Sell ten', 'Sell all but one', 'Sell all'])
      expect(within(panel).getByRole('button', { name })).toBeDisabled();
    expect(panel).toHaveTextContent('Rift Iron Ore is locked: unlock it to sell it.');

    await user.click(screen.getByRole('button', { name: 'Sell several' }));
    const grid = screen.getByRole('list', { name: 'Your items' });
    await user.click(within(grid).getByRole('button', { name: 'Rift Iron Ore, 15, locked' }));
    expect(screen.getByRole('status')).toHaveTextContent('Rift Iron Ore is locked: unlock it to sell it.');
    expect(screen.getByRole('button', { name: 'Mark items to sell' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mark all unlocked' }));
    await user.click(screen.getByRole('button', { name: 'Sell 1 stack for 10 gold' }));
    await user.click(screen.getByRole('button', { name: 'Sell for 10 gold' }));
    await play();
    expect(world.resources.materials.iron_ore).toBe(15);
    expect(world.resources.materials.bone_dust ?? 0).toBe(0);
  });
});
