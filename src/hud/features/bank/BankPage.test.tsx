import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Command } from '@/core/commands';
import { createTestWorld } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { GameSessionContext } from '@/hud/game/game-session';
import { createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { BankPage } from './BankPage';

type World = ReturnType<typeof createTestWorld>;

/** A base-tier hunter with gold, after `commands` ran through the real core. */
function hunter(commands: Command[] = []): World {
  const world = createTestWorld('base');
  world.resources.gold = 10_000;
  for (const command of commands) {
    const { replies } = stepWorld(world, [command]);
    expect(replies[0]).toMatchObject({ ok: true });
  }
  return world;
}

function renderBank(world: World) {
  const test = createTestSession(world);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <GameSessionContext.Provider value={test.session}>
        <BankPage />
      </GameSessionContext.Provider>
      <Toaster />
    </MemoryRouter>,
  );
  /** Frames of 100 ms (a tick each): commands apply, replies resolve, the page's view rebuilds. */
  const play = async (count = 2) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  return { ...test, user, play };
}

const bankEntry = (world: World, itemId: string) => world.banking.items.find((entry) => entry.itemId === itemId);
const vault = () => screen.getByRole('region', { name: 'Vault' });
const depositList = () => screen.getByRole('region', { name: 'Deposit from your inventory' });

describe('the bank page', () => {
  it('shows the slots, the gold and the next upgrade, and buys ten slots', async () => {
    const world = hunter();
    const { user, play } = renderBank(world);
    expect(screen.getByTestId('bank-slots')).toHaveTextContent(`0 / ${world.banking.upgrades.totalSlots}`);
    expect(screen.getByTestId('gold')).toHaveTextContent('10,000');
    const before = world.banking.upgrades.totalSlots;
    await user.click(screen.getByRole('button', { name: 'Buy 10 bank slots (1,000 gold)' }));
    await play();
    expect(world.banking.upgrades.totalSlots).toBe(before + 10);
    expect(screen.getByTestId('gold')).toHaveTextContent('9,000');
  });

  it('deposits a stack from the inventory: it leaves the deposit list and appears in the vault', async () => {
    const world = hunter([{ type: 'buyItem', itemId: 'iron_ore', quantity: 12 }]);
    const { user, play } = renderBank(world);
    expect(within(vault()).queryByRole('button', { name: /Rift Iron Ore/ })).toBeNull();
    await user.click(within(depositList()).getByRole('button', { name: 'Deposit all Rift Iron Ore' }));
    await play();
    expect(bankEntry(world, 'iron_ore')?.quantity).toBe(12);
    expect(world.resources.materials.iron_ore ?? 0).toBe(0);
    expect(within(vault()).getByRole('button', { name: 'Rift Iron Ore, 12' })).toBeInTheDocument();
    expect(within(depositList()).queryByRole('button', { name: 'Deposit all Rift Iron Ore' })).toBeNull();
    expect(screen.getByTestId('bank-slots')).toHaveTextContent(/^1 \//);
  });

  it('"Deposit all unlocked" banks every unlocked kind and leaves the locked ones, saying so', async () => {
    const world = hunter([
      { type: 'buyItem', itemId: 'iron_ore', quantity: 5 },
      { type: 'buyItem', itemId: 'bone_dust', quantity: 7 },
      { type: 'buyItem', itemId: 'hide_gloves', quantity: 1 },
      { type: 'setItemLocked', itemId: 'iron_ore', locked: true },
    ]);
    const { user, play } = renderBank(world);
    expect(depositList()).toHaveTextContent('leaves your locked items in the inventory (Rift Iron Ore)');
    await user.click(screen.getByRole('button', { name: /Deposit all unlocked/ }));
    await play(3);
    expect(bankEntry(world, 'bone_dust')?.quantity).toBe(7);
    expect(bankEntry(world, 'hide_gloves')?.quantity).toBe(1);
    expect(bankEntry(world, 'iron_ore')).toBeUndefined();
    expect(world.resources.materials.iron_ore).toBe(5);
    expect(within(depositList()).getByRole('button', { name: 'Deposit all Rift Iron Ore' })).toBeInTheDocument();
  });

  it('withdraws ten from a chosen stack', async () => {
    const world = hunter([
      { type: 'buyItem', itemId: 'bone_dust', quantity: 25 },
      { type: 'deposit', itemId: 'bone_dust' },
    ]);
    const { user, play } = renderBank(world);
    await user.click(within(vault()).getByRole('button', { name: 'Bone Dust, 25' }));
    const panel = screen.getByRole('region', { name: 'Bone Dust details' });
    await user.click(within(panel).getByRole('button', { name: 'Withdraw ten' }));
    await play();
    expect(bankEntry(world, 'bone_dust')?.quantity).toBe(15);
    expect(world.resources.materials.bone_dust).toBe(10);
    expect(within(vault()).getByRole('button', { name: 'Bone Dust, 15' })).toBeInTheDocument();
  });

  it('makes a new tab and moves an item into it', async () => {
    const world = hunter([
      { type: 'buyItem', itemId: 'bone_dust', quantity: 3 },
      { type: 'deposit', itemId: 'bone_dust' },
    ]);
    const { user, play } = renderBank(world);
    await user.click(screen.getByRole('button', { name: 'New tab' }));
    const dialog = screen.getByRole('dialog', { name: 'New bank tab' });
    await user.type(within(dialog).getByLabelText('Tab name'), 'Ores');
    await user.click(within(dialog).getByRole('button', { name: 'Create tab' }));
    await play();
    expect(world.banking.tabs).toEqual(['Main', 'Ores']);
    // The new tab opens, empty.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ores, 0 stacks' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(vault()).toHaveTextContent('This tab is empty');

    await user.click(screen.getByRole('button', { name: 'Main, 1 stack' }));
    await user.click(within(vault()).getByRole('button', { name: 'Bone Dust, 3' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move to tab' }), 'Ores');
    await play();
    expect(bankEntry(world, 'bone_dust')?.tab).toBe(1);
    expect(screen.getByRole('button', { name: 'Ores, 1 stack' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Main, 0 stacks' })).toBeInTheDocument();
  });

  it('deletes a tab after confirmation, its items going to the first tab', async () => {
    const world = hunter([
      { type: 'buyItem', itemId: 'bone_dust', quantity: 3 },
      { type: 'deposit', itemId: 'bone_dust' },
      { type: 'createBankTab', name: 'Dust' },
      { type: 'moveBankItem', itemId: 'bone_dust', tab: 1 },
    ]);
    const { user, play } = renderBank(world);
    await user.click(screen.getByRole('button', { name: 'Dust, 1 stack' }));
    await user.click(screen.getByRole('button', { name: 'Delete tab Dust' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the tab “Dust”?' });
    expect(confirm).toHaveTextContent('Items move to Main.');
    expect(world.banking.tabs).toHaveLength(2);
    await user.click(within(confirm).getByRole('button', { name: 'Delete tab' }));
    await play();
    expect(world.banking.tabs).toEqual(['Main']);
    expect(bankEntry(world, 'bone_dust')?.tab).toBe(0);
    expect(screen.getByRole('button', { name: 'Main, 1 stack' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sells from the bank, but not a locked stack', async () => {
    const world = hunter([
      { type: 'buyItem', itemId: 'bone_dust', quantity: 4 },
      { type: 'deposit', itemId: 'bone_dust' },
      { type: 'setItemLocked', itemId: 'bone_dust', locked: true },
    ]);
    const { user, play } = renderBank(world);
    await user.click(within(vault()).getByRole('button', { name: 'Bone Dust, 4, locked' }));
    const panel = screen.getByRole('region', { name: 'Bone Dust details' });
    expect(within(panel).getByRole('button', { name: 'Sell one from the bank' })).toBeDisabled();
    expect(panel).toHaveTextContent('Bone Dust is locked: unlock it to sell it.');

    await user.click(within(panel).getByRole('button', { name: 'Unlock' }));
    await play();
    const gold = world.resources.gold;
    await user.click(within(panel).getByRole('button', { name: 'Sell all from the bank' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Sell 4 Bone Dust?' })).getByRole('button', {
        name: 'Sell for 8 gold',
      }),
    );
    await play();
    expect(world.resources.gold).toBe(gold + 8);
    expect(bankEntry(world, 'bone_dust')).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Bone Dust details' })).toBeNull();
  });

  it('lists a saved set with its pieces, and Wear puts it on from the bank', async () => {
    const world = hunter([
      { type: 'saveEquipmentSet', name: 'Starter' },
      { type: 'unequip', slot: 'weapon' },
      { type: 'deposit', itemId: 'basic_sword' },
    ]);
    const { user, play } = renderBank(world);
    const card = screen.getByRole('listitem', { name: 'Set Starter' });
    expect(within(card).getByRole('list', { name: 'Starter pieces' })).toHaveTextContent('Cloth Armor');
    expect(within(card).getByRole('list', { name: 'Starter pieces' })).toHaveTextContent('Basic Sword');
    expect(within(card).queryByText('Worn now')).toBeNull();
    expect(world.equipment.slots.weapon).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Wear Starter' }));
    await play();
    const weapon = world.inventory.items.find((entry) => entry.id === world.equipment.slots.weapon);
    expect(weapon?.itemId).toBe('basic_sword');
    expect(bankEntry(world, 'basic_sword')).toBeUndefined();
    expect(within(card).getByText('Worn now')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Wear Starter' })).toBeDisabled();
  });

  it('saves what the hunter wears under a name, and says a set of the same name is replaced', async () => {
    const world = hunter([{ type: 'saveEquipmentSet', name: 'Starter' }]);
    const { user, play } = renderBank(world);
    const name = screen.getByLabelText('Save what I’m wearing as…');
    await user.type(name, 'Starter');
    expect(screen.getByRole('button', { name: 'Replace “Starter”' })).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'Night run');
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    await play();
    expect(world.banking.equipmentSets.map((set) => set.name)).toEqual(['Starter', 'Night run']);
    expect(screen.getByRole('listitem', { name: 'Set Night run' })).toHaveTextContent('Basic Sword');
  });

  it('claims the stash, and shows the refusal while the inventory is full', async () => {
    const world = hunter();
    world.inventory.maxSlots = 0;
    stepWorld(world, [{ type: 'buyItem', itemId: 'hide_gloves', quantity: 2 }]);
    expect(world.banking.stashItems).toHaveLength(1);
    const { user, play } = renderBank(world);
    const stash = screen.getByRole('region', { name: 'Stash' });
    expect(stash).toHaveTextContent('Purchases that did not fit in your inventory wait here.');
    expect(stash).toHaveTextContent('Hide Gloves');

    await user.click(within(stash).getByRole('button', { name: 'Claim all' }));
    await play();
    expect(await screen.findByText('Your inventory is full: sell or deposit something first')).toBeInTheDocument();
    expect(world.banking.stashItems).toHaveLength(1);

    world.inventory.maxSlots = 50;
    await user.click(within(stash).getByRole('button', { name: 'Claim Hide Gloves' }));
    await play();
    expect(world.banking.stashItems).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Stash' })).toBeNull();
    expect(within(depositList()).getByTestId('deposit-hide_gloves')).toHaveTextContent('×2');
  });

  it('searches every tab when text is typed', async () => {
    const world = hunter([
      { type: 'buyItem', itemId: 'bone_dust', quantity: 3 },
      { type: 'buyItem', itemId: 'iron_ore', quantity: 3 },
      { type: 'deposit', itemId: 'bone_dust' },
      { type: 'deposit', itemId: 'iron_ore' },
      { type: 'createBankTab', name: 'Ores' },
      { type: 'moveBankItem', itemId: 'iron_ore', tab: 1 },
    ]);
    const { user } = renderBank(world);
    expect(within(vault()).queryByRole('button', { name: /Rift Iron Ore/ })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search the bank' }), 'iron');
    expect(within(vault()).getByRole('button', { name: 'Rift Iron Ore, 3' })).toBeInTheDocument();
    expect(within(vault()).queryByRole('button', { name: /Bone Dust/ })).toBeNull();
    expect(vault()).toHaveTextContent('1 found across all tabs');
  });
});
