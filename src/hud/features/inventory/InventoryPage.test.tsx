import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { GameSessionContext } from '@/hud/game/game-session';
import { createTestSession } from '@/hud/game/testing/test-session';
import { InventoryPage } from './InventoryPage';

// jsdom has no layout: give every element a phone-ish box, so the virtualised grid measures 9 tiles
// a row (640 px) and 9 rows in view (576 px), as a browser would.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(576);
});
afterEach(() => vi.restoreAllMocks());

type GameState = ReturnType<typeof createTestWorld>;

/** Puts a stack in the pack as the core does (a new entry with the next id), or materials in the satchel. */
function give(world: GameState, itemId: string, quantity = 1): void {
  if (['iron_ore', 'void_silk'].includes(itemId)) {
    world.resources.materials[itemId] = (world.resources.materials[itemId] ?? 0) + quantity;
    return;
  }
  const id = `inv_${world.sim.nextId}`;
  world.sim.nextId += 1;
  world.inventory.items.push({ id, playerId: world.playerId, itemId, quantity, equipped: false });
}

/** A hunter at level 1 with gear of three rarities, a potion stack and two materials in the satchel. */
function stockedWorld(): GameState {
  const world = createTestWorld('base');
  for (const itemId of ['hunters_shortbow', 'crypt_blade', 'copper_band', 'leather_cap', 'tidebreaker'])
    give(world, itemId);
  give(world, 'health_potion_medium', 12);
  give(world, 'iron_ore', 40);
  give(world, 'void_silk', 3);
  return world;
}

function renderInventory(world: GameState) {
  const test = createTestSession(world);
  const user = userEvent.setup();
  render(
    <GameSessionContext.Provider value={test.session}>
      <MemoryRouter initialEntries={['/game/inventory']}>
        <InventoryPage />
      </MemoryRouter>
      <Toaster />
    </GameSessionContext.Provider>,
  );
  /** Runs frames of 100 ms (one tick each) and lets command replies settle. */
  const play = async (count = 2) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  return { ...test, user, play };
}

const grid = () => screen.getByTestId('inventory-grid');
const tiles = () => within(grid()).getAllByRole('button');
const tileIds = () => tiles().map((tile) => tile.getAttribute('data-item-id'));
const tile = (name: string | RegExp) => within(grid()).getByRole('button', { name });

// The longer flows render the page many times; a loaded 2-core runner needs more than the default 15 s.
describe('inventory page', () => {
  it('shows every unworn stack and the satchel, with the slots used, the gold and the next slots', () => {
    renderInventory(stockedWorld());
    expect(tileIds()).toHaveLength(8);
    expect(tileIds()).toEqual(
      expect.arrayContaining(['tidebreaker', 'health_potion_medium', 'iron_ore', 'void_silk', 'copper_band']),
    );
    // Six entries take slots; the two materials ride in the satchel.
    expect(screen.getByTestId('inventory-slots')).toHaveTextContent('6 / 100 slots');
    expect(screen.getByTestId('inventory-gold')).toHaveTextContent('500 gold');
    expect(screen.getByRole('button', { name: 'Buy 10 slots (750 gold)' })).toBeDisabled();
    expect(screen.getByText('You need 250 more gold')).toBeInTheDocument();
    expect(tile('Rift Iron Ore, 40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Equipment' })).toHaveAttribute('href', '/game/equipment');
    expect(screen.getByRole('link', { name: 'Bank' })).toHaveAttribute('href', '/game/bank');
  });

  it('buys 10 slots for gold, and says so at the tier’s limit', async () => {
    const world = stockedWorld();
    world.resources.gold = 5_000;
    world.inventory.maxSlots = 240;
    const { user, play } = renderInventory(world);
    await user.click(screen.getByRole('button', { name: 'Buy 10 slots (750 gold)' }));
    await play();
    expect(world.inventory.maxSlots).toBe(250);
    expect(world.resources.gold).toBe(4_250);
    expect(screen.getByTestId('inventory-slots')).toHaveTextContent('6 / 250 slots');
    expect(screen.getByRole('button', { name: 'Buy 10 slots' })).toBeDisabled();
    expect(screen.getByText("At your tier's limit of 250 slots")).toBeInTheDocument();
  });

  it('says where items come from when there are none', () => {
    renderInventory(createTestWorld('base'));
    expect(screen.getByRole('heading', { name: 'Your pack is empty' })).toBeInTheDocument();
    expect(screen.getByText(/Items come from fights/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/game/store');
    expect(screen.queryByTestId('inventory-grid')).toBeNull();
  });

  it('filters by search and kind, and sorts by name, rarity and value', { timeout: 30_000 }, async () => {
    const { user } = renderInventory(stockedWorld());
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'ring');
    expect(tileIds()).toEqual(['copper_band']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search items' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'zzz');
    expect(screen.getByText('No items match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(tileIds()).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Materials' }));
    expect(tileIds()).toEqual(['iron_ore', 'void_silk']);
    await user.click(screen.getByRole('button', { name: 'All' }));

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'name');
    expect(tileIds()).toEqual([
      'copper_band',
      'crypt_blade',
      'health_potion_medium',
      'hunters_shortbow',
      'leather_cap',
      'iron_ore',
      'tidebreaker',
      'void_silk',
    ]);
    await user.selectOptions(sort, 'value');
    // Value of the whole stack: 650, 480 (12 × 40), 360 (3 × 120), 120 (40 × 3), 60, 14, 12, 6.
    expect(tileIds()).toEqual([
      'tidebreaker',
      'health_potion_medium',
      'void_silk',
      'iron_ore',
      'crypt_blade',
      'hunters_shortbow',
      'copper_band',
      'leather_cap',
    ]);
    await user.selectOptions(sort, 'rarity');
    expect(tileIds().slice(0, 2)).toEqual(['void_silk', 'tidebreaker']);
  });

  it('shows a selected item’s card; a material says it needs no slot', async () => {
    const { user } = renderInventory(stockedWorld());
    await user.click(tile('Tidebreaker'));
    const card = screen.getByRole('region', { name: 'Tidebreaker details' });
    expect(within(card).getByText('Compared with Basic Sword')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Stat changes' })).toHaveTextContent('+57 Damage');
    expect(within(card).getByText('Level 32 required to equip Tidebreaker')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Equip' })).toBeDisabled();
    expect(tile('Tidebreaker')).toHaveAttribute('aria-pressed', 'true');

    await user.click(tile('Rift Iron Ore, 40'));
    const ore = screen.getByRole('region', { name: 'Rift Iron Ore details' });
    expect(within(ore).getByText('Materials ride in your satchel: up to 999 of each, no slot needed')).toBeVisible();
    expect(within(ore).queryByRole('button', { name: /^Equip/ })).toBeNull();
    expect(
      within(ore)
        .getAllByRole('button', { name: /^Sell/ })
        .map((button) => button.textContent),
    ).toEqual(['Sell 1', 'Sell 10', 'Sell all but 1', 'Sell all']);
  });

  it('equips through the core: the hunter wears it and the old weapon comes back to the pack', async () => {
    const world = stockedWorld();
    const { user, play } = renderInventory(world);
    await user.click(tile('Hunter’s Shortbow'));
    const card = screen.getByRole('region', { name: 'Hunter’s Shortbow details' });
    expect(within(card).getByRole('list', { name: 'Stat changes' })).toHaveTextContent('+1 Damage+1 Agility');
    await user.click(within(card).getByRole('button', { name: 'Equip' }));
    await play();
    const worn = world.inventory.items.find((entry) => entry.id === world.equipment.slots.weapon);
    expect(worn?.itemId).toBe('hunters_shortbow');
    expect(await screen.findByText('Equipped Hunter’s Shortbow')).toBeInTheDocument();
    expect(tileIds()).toContain('basic_sword');
    expect(tileIds()).not.toContain('hunters_shortbow');
    expect(screen.queryByRole('region', { name: 'Hunter’s Shortbow details' })).toBeNull();
  });

  it('offers a ring both ring slots and a potion both belt slots', async () => {
    const world = stockedWorld();
    world.player.level = 15; // the ring needs 3, the Health Potion 15
    const { user, play } = renderInventory(world);
    await user.click(tile('Copper Band'));
    const ring = screen.getByRole('region', { name: 'Copper Band details' });
    await user.click(within(ring).getByRole('button', { name: 'Equip (ring 2)' }));
    expect(within(ring).getByRole('button', { name: 'Equip (ring 1)' })).toBeInTheDocument();
    await play();
    expect(world.inventory.items.find((entry) => entry.id === world.equipment.slots.ring_2)?.itemId).toBe(
      'copper_band',
    );

    await user.click(tile('Health Potion, 12'));
    const potion = screen.getByRole('region', { name: 'Health Potion details' });
    expect(within(potion).getByText(/holds Small Health Potion/)).toBeInTheDocument();
    await user.click(within(potion).getByRole('button', { name: 'Put on belt (slot 1)' }));
    await play();
    expect(world.inventory.items.find((entry) => entry.id === world.equipment.slots.potion_1)?.itemId).toBe(
      'health_potion_medium',
    );
  });

  it('drinks a potion from the card out of combat, and says why when it cannot', async () => {
    const world = stockedWorld();
    world.player.level = 15;
    const { user, play } = renderInventory(world);
    await user.click(tile('Health Potion, 12'));
    const card = screen.getByRole('region', { name: 'Health Potion details' });
    await user.click(within(card).getByRole('button', { name: 'Drink' }));
    await play();
    expect(await screen.findByText('Health is already full')).toBeInTheDocument();
    world.player.health = 10;
    await user.click(within(card).getByRole('button', { name: 'Drink' }));
    await play();
    expect(await screen.findByText('Drank Health Potion')).toBeInTheDocument();
    expect(world.player.health).toBeGreaterThan(10);
    expect(world.inventory.items.find((entry) => entry.itemId === 'health_potion_medium')?.quantity).toBe(11);
  });

  it('sells from the card, and refuses to sell a locked item', async () => {
    const world = stockedWorld();
    const { user, play } = renderInventory(world);
    await user.click(tile('Health Potion, 12'));
    let card = screen.getByRole('region', { name: 'Health Potion details' });
    await user.click(within(card).getByRole('button', { name: 'Sell 10' }));
    await play();
    expect(world.resources.gold).toBe(900);
    expect(tile('Health Potion, 2')).toBeInTheDocument();

    card = screen.getByRole('region', { name: 'Health Potion details' });
    await user.click(within(card).getByRole('button', { name: 'Lock' }));
    await play();
    expect(world.inventory.lockedItemIds).toEqual(['health_potion_medium']);
    expect(within(card).getByText("Locked items can't be sold")).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Sell/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Unlock' })).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Health Potion, 2, locked')).toBeInTheDocument();

    // Sell mode will not mark it either, and says why.
    await user.click(screen.getByRole('button', { name: 'Sell mode' }));
    await user.click(tile('Health Potion, 2, locked'));
    expect(within(screen.getByTestId('sell-bar')).getByRole('status')).toHaveTextContent(
      'Health Potion is locked: unlock it to sell',
    );
    expect(screen.getByRole('button', { name: /^Sell 0 stacks/ })).toBeDisabled();
    expect(world.resources.gold).toBe(900);
  });

  it('sells the marked stacks in sell mode after a confirmation', { timeout: 30_000 }, async () => {
    const world = stockedWorld();
    const { user, play } = renderInventory(world);
    await user.click(screen.getByRole('button', { name: 'Sell mode' }));
    expect(screen.getByRole('button', { name: 'Sell mode' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(tile('Crypt Blade'));
    await user.click(tile('Rift Iron Ore, 40'));
    await user.click(tile('Leather Cap'));
    await user.click(tile('Leather Cap')); // unmarked again
    await user.click(tile('Void Silk, 3'));
    expect(tile('Crypt Blade')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Leather Cap')).toHaveAttribute('aria-pressed', 'false');
    // 60 + 40 × 3 + 3 × 120
    await user.click(screen.getByRole('button', { name: 'Sell 3 stacks for 540 gold' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sell 3 stacks for 540 gold?' });
    expect(within(dialog).getByRole('list', { name: 'Marked for sale' })).toHaveTextContent('40× Rift Iron Ore');
    expect(world.resources.gold).toBe(500);
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }));
    await play();
    expect(world.resources.gold).toBe(1_040);
    expect(await screen.findByText('Sold 3 stacks for 540 gold')).toBeInTheDocument();
    expect(tileIds()).toEqual(expect.not.arrayContaining(['crypt_blade', 'iron_ore', 'void_silk']));
    expect(tileIds()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Sell 0 stacks for 0 gold' })).toBeDisabled();
  });

  it('keeps only the rows in view in the DOM for 500 stacks, and follows the scroll', { timeout: 30_000 }, async () => {
    const world = createTestWorld('supporter');
    world.inventory.maxSlots = 500;
    for (let count = 0; count < 500; count += 1) give(world, 'leather_cap');
    renderInventory(world);
    expect(screen.getByTestId('inventory-shown')).toHaveTextContent('500 stacks');
    // 9 rows in view and 4 overscanned, 9 tiles a row.
    const first = tiles();
    expect(first.length).toBeLessThanOrEqual(13 * 9);
    expect(first.length).toBeGreaterThanOrEqual(9 * 9);
    const box = grid();
    box.scrollTop = 64 * 40;
    fireEvent.scroll(box);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const rows = [...box.querySelectorAll<HTMLElement>('[style*="translateY"]')].map((row) =>
      Number(/translateY\((\d+)px\)/.exec(row.style.transform)?.[1]),
    );
    expect(Math.min(...rows)).toBeGreaterThan(64 * 30);
    // 9 rows in view (10 when cut across) and 4 overscanned on each side.
    expect(tiles().length).toBeLessThanOrEqual(18 * 9);
  });
});
