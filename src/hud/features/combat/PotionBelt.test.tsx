import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { createTestSession } from '@/hud/game/testing/test-session';
import { selectPotionSlots } from '@/runtime/view-models/combat-page';
import { PotionBelt } from './PotionBelt';

/** The belt on the combat page, under a router (an empty slot links to the store). */
function renderOnCombatPage(belt: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/game/combat']}>
      <Routes>
        <Route path="/game/combat" element={belt} />
        <Route path="/game/store" element={<h1>The store</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('potion belt', () => {
  it('names a full slot by what it drinks and an empty one as empty, without a count', () => {
    const world = createTestWorld('demo');
    // The first belt slot drunk dry: the core removes the stack and clears the slot.
    const stack = world.equipment.slots.potion_1!;
    world.inventory.items = world.inventory.items.filter((entry) => entry.id !== stack);
    world.equipment.slots.potion_1 = null;
    const { session } = createTestSession(world);
    renderOnCombatPage(<PotionBelt session={session} potions={selectPotionSlots(world)} />);

    const empty = screen.getByRole('button', { name: 'Empty potion slot 1' });
    expect(empty).toBeDisabled();
    expect(empty).toHaveTextContent('Potion slot 1Empty');
    expect(within(empty).queryByText('0')).toBeNull();
    expect(screen.queryByText(/Empty slot/)).toBeNull();
    expect(screen.queryByTestId('potion-count-potion_1')).toBeNull();

    const full = screen.getByRole('button', { name: /^Drink\s*Small Mana Potion\s*3\s*\+30 mana$/ });
    expect(full).toBeEnabled();
    expect(screen.getByTestId('potion-count-potion_2')).toHaveTextContent('3');
  });

  it('reads a stack of none as empty too', () => {
    const world = createTestWorld('demo');
    const potions = selectPotionSlots(world).map((slot) =>
      slot.slot === 'potion_2' ? { ...slot, quantity: 0 } : slot,
    );
    const { session } = createTestSession(world);
    renderOnCombatPage(<PotionBelt session={session} potions={potions} />);
    expect(screen.getByRole('button', { name: 'Empty potion slot 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Drink\s*Small Health Potion\s*5/ })).toBeEnabled();
  });

  it('points an empty slot to the store, and only an empty one', async () => {
    const world = createTestWorld('demo');
    const potions = selectPotionSlots(world).map((slot) =>
      slot.slot === 'potion_1' ? { ...slot, quantity: 0 } : slot,
    );
    const { session } = createTestSession(world);
    renderOnCombatPage(<PotionBelt session={session} potions={potions} />);
    const links = screen.getAllByRole('link', { name: 'Buy potions' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/game/store');
    await userEvent.setup().click(links[0]!);
    expect(await screen.findByRole('heading', { name: 'The store' })).toBeInTheDocument();
  });
});
