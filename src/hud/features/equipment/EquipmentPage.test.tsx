import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestWorld, giveAndEquip } from '@/core/testing/fixtures';
import { GameSessionContext } from '@/hud/game/game-session';
import { createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { EquipmentPage } from './EquipmentPage';

type GameState = ReturnType<typeof createTestWorld>;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function renderPage(world: GameState) {
  const test = createTestSession(world);
  cleanups.push(() => test.runtime.dispose());
  render(
    <MemoryRouter>
      <GameSessionContext.Provider value={test.session}>
        <EquipmentPage />
      </GameSessionContext.Provider>
    </MemoryRouter>,
  );
  /** Runs a tick (the queued command) and lets the reply and the page's watcher settle. */
  const tick = () => act(async () => test.frames(100));
  return { tick };
}

/** A hunter carrying a spare item: given, worn, then taken off through the real rules. */
function carrying(world: GameState, itemId: string, slot: Parameters<typeof giveAndEquip>[2]) {
  const before = world.equipment.slots[slot];
  giveAndEquip(world, itemId, slot);
  if (before) stepWorld(world, [{ type: 'equip', inventoryItemId: before, slot }]);
  else stepWorld(world, [{ type: 'unequip', slot }]);
  return world;
}

const entryOf = (world: GameState, itemId: string) => world.inventory.items.find((entry) => entry.itemId === itemId);

/** Opens a slot (on a narrow screen, as jsdom is, its panel is a sheet). */
async function openSlot(name: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the equipment page', () => {
  it('shows what every slot holds, and an empty slot as empty', () => {
    renderPage(createTestWorld('base'));
    expect(screen.getByRole('button', { name: 'Weapon: Basic Sword' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chest: Cloth Armor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Potion 1: Small Health Potion, 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Helmet: empty' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Wraith \d: empty$/ })).toHaveLength(3);
  });

  it('shows the worn gear: icon and name on its tile, the name on focus, the portrait wearing it', async () => {
    const world = carrying(createTestWorld('base'), 'hunters_shortbow', 'weapon');
    const { tick } = renderPage(world);
    const weapon = screen.getByRole('button', { name: 'Weapon: Basic Sword' });
    expect(weapon.querySelector('[data-item-id="basic_sword"]')).not.toBeNull();
    expect(weapon).toHaveTextContent('Basic Sword');
    expect(weapon).toHaveAttribute('data-worn', 'basic_sword');
    const helmet = screen.getByRole('button', { name: 'Helmet: empty' });
    expect(helmet.querySelector('[data-empty-slot="helmet"]')).not.toBeNull();
    expect(helmet).toHaveTextContent('Helmet');
    expect(helmet).not.toHaveAttribute('data-worn');
    expect(helmet.className).toContain('border-dashed');
    expect(weapon.className).not.toContain('border-dashed');

    const portrait = screen.getByTestId('hunter-portrait');
    expect(portrait).toHaveAccessibleName('Your hunter in a plain cloak, wearing Cloth Armor and Basic Sword');
    expect(portrait.querySelector('[data-worn="weapon"]')).toHaveAttribute('data-item-id', 'basic_sword');
    expect(portrait.querySelector('[data-worn="helmet"]')).toBeNull();

    await act(async () => weapon.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Weapon: Basic Sword');

    // Another weapon worn: tile and portrait follow.
    stepWorld(world, [{ type: 'equip', inventoryItemId: entryOf(world, 'hunters_shortbow')!.id, slot: 'weapon' }]);
    await tick();
    const bow = await screen.findByRole('button', { name: 'Weapon: Hunter’s Shortbow' });
    expect(bow).toHaveTextContent('Hunter’s Shortbow');
    expect(portrait.querySelector('[data-worn="weapon"]')).toHaveAttribute('data-item-id', 'hunters_shortbow');
  });

  it('puts a fitting item on from the slot’s list, with its stat changes', async () => {
    const world = carrying(createTestWorld('base'), 'hunters_shortbow', 'weapon');
    const { tick } = renderPage(world);
    const panel = await openSlot('Weapon: Basic Sword');
    const bow = within(panel).getByRole('listitem', { name: 'Hunter’s Shortbow' });
    expect(within(bow).getByRole('list', { name: 'Stat changes' })).toHaveTextContent('+1 Damage+1 Agility');
    await userEvent.click(within(bow).getByRole('button', { name: 'Equip Hunter’s Shortbow' }));
    await tick();
    expect(world.equipment.slots.weapon).toBe(entryOf(world, 'hunters_shortbow')!.id);
    await waitFor(() =>
      expect(within(panel).getByRole('region', { name: 'Hunter’s Shortbow details' })).toBeInTheDocument(),
    );
    // The sword went back to the pack and is offered instead, one point of damage down.
    const sword = within(panel).getByRole('listitem', { name: 'Basic Sword' });
    expect(within(sword).getByRole('list', { name: 'Stat changes' })).toHaveTextContent('−1 Damage−1 Agility');
    expect(screen.getByRole('button', { name: 'Weapon: Hunter’s Shortbow', hidden: true })).toBeInTheDocument();
  });

  it('takes the worn item off', async () => {
    const world = createTestWorld('base');
    const { tick } = renderPage(world);
    const panel = await openSlot('Weapon: Basic Sword');
    expect(within(panel).getByRole('region', { name: 'Basic Sword details' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Unequip' }));
    await tick();
    expect(world.equipment.slots.weapon).toBeNull();
    await waitFor(() => expect(within(panel).getByText('Nothing worn in this slot.')).toBeInTheDocument());
    // The sword is back in the pack, so it is now a candidate for the slot.
    expect(within(panel).getByRole('button', { name: 'Equip Basic Sword' })).toBeEnabled();
  });

  it('refuses an item above the hunter’s level with the spec’s message', async () => {
    const world = carrying(createTestWorld('base'), 'guardian_plate', 'chest');
    renderPage(world);
    const panel = await openSlot('Chest: Cloth Armor');
    const plate = within(panel).getByRole('listitem', { name: 'Guardian’s Plate' });
    expect(plate).toHaveTextContent('Level 34 required to equip Guardian’s Plate');
    expect(within(plate).getByRole('button', { name: 'Equip Guardian’s Plate' })).toBeDisabled();
  });

  it('says wraiths come with bonding and offers nothing to equip there', async () => {
    renderPage(createTestWorld('base'));
    const panel = await openSlot('Wraith 2: empty');
    expect(panel).toHaveTextContent('Wraiths come with bonding.');
    expect(within(panel).queryByRole('button', { name: /^Equip/ })).toBeNull();
  });

  it('spends an attribute point with +1', async () => {
    const world = createTestWorld('base');
    world.attributes.available = 3;
    const { tick } = renderPage(world);
    expect(screen.getByTestId('points')).toHaveTextContent('3');
    expect(screen.getByTestId('allocated-agility')).toHaveTextContent('+0');
    await userEvent.click(screen.getByRole('button', { name: 'Add a point to Agility' }));
    await tick();
    expect(world.attributes.allocated.agility).toBe(1);
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent('2'));
    expect(screen.getByTestId('allocated-agility')).toHaveTextContent('+1');
    expect(screen.getByText(/You earn 1 attribute point each time your hunter level rises/)).toBeInTheDocument();
  });

  it('resets the points for gold only after confirmation', async () => {
    const world = createTestWorld('base');
    world.attributes.available = 2;
    stepWorld(world, [{ type: 'allocateAttribute', attribute: 'strength', points: 2 }]);
    world.resources.gold = 1_000;
    const { tick } = renderPage(world);
    expect(screen.getByTestId('points')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'Reset points (200 gold)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset attribute points?' });
    expect(confirm).toHaveTextContent('All 2 allocated points return to your pool for 200 gold');
    await tick();
    expect(world.attributes.allocated.strength).toBe(2);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset for 200 gold' }));
    await tick();
    expect(world.attributes.allocated.strength).toBe(0);
    expect(world.resources.gold).toBe(800);
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent('2'));
    expect(screen.getByRole('button', { name: 'Reset points (0 gold)' })).toBeDisabled();
  });
});
