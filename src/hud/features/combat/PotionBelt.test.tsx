import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { createTestSession } from '@/hud/game/testing/test-session';
import { selectPotionSlots } from '@/runtime/view-models/combat-page';
import { PotionBelt } from './PotionBelt';

type GameState = ReturnType<typeof createTestWorld>;

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
    const links = screen.getAllByRole('link', { name: 'Visit the store' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/game/store');
    await userEvent.setup().click(links[0]!);
    expect(await screen.findByRole('heading', { name: 'The store' })).toBeInTheDocument();
  });
});

/** The belt on the Battle page as it lives: read from the running game's snapshot. */
function LiveBelt({ session }: { session: GameSession }) {
  const potions = useHud(session, (snapshot) => snapshot.potions);
  return <PotionBelt session={session} potions={potions} />;
}

function renderLive(world: GameState) {
  const test = createTestSession(world);
  renderOnCombatPage(<LiveBelt session={test.session} />);
  const play = () =>
    act(async () => {
      test.frames(100, 2);
      await Promise.resolve();
    });
  return { ...test, user: userEvent.setup(), play };
}

/** The five starting health potions drunk: the state the issue found ("Potion slot 1 Empty / Buy potions"). */
function drunkDry(world: GameState): void {
  const stack = world.equipment.slots.potion_1!;
  world.inventory.items = world.inventory.items.filter((entry) => entry.id !== stack);
  world.equipment.slots.potion_1 = null;
}

describe('potion belt: refilling', () => {
  it('buys potions onto the empty slot from the Battle page', async () => {
    const world = createTestWorld('base');
    drunkDry(world);
    const gold = world.resources.gold;
    const { user, play } = renderLive(world);
    expect(screen.getByText('Health potions you can drink go here when you buy or find them.')).toBeInTheDocument();
    const buy = screen.getByRole('button', { name: 'Buy 5 Small Health Potions for 125 gold' });
    await user.click(buy);
    await play();
    // On the belt, not in the pack: the slot drinks them.
    const stack = world.inventory.items.find((entry) => entry.id === world.equipment.slots.potion_1);
    expect(stack).toMatchObject({ itemId: 'health_potion_small', quantity: 5, equipped: true, slot: 'potion_1' });
    expect(world.resources.gold).toBe(gold - 125);
    expect(screen.getByRole('button', { name: /^Drink\s*Small Health Potion\s*5\s*\+50 health$/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
  });

  it('buys what the gold buys, and says when it buys none', () => {
    const world = createTestWorld('base');
    drunkDry(world);
    world.resources.gold = 123;
    const { session } = createTestSession(world);
    const first = renderOnCombatPage(<PotionBelt session={session} potions={selectPotionSlots(world)} />);
    expect(screen.getByRole('button', { name: 'Buy 4 Small Health Potions for 100 gold' })).toBeEnabled();
    expect(screen.queryByText('Not enough gold for them yet.')).toBeNull();
    first.unmount();
    world.resources.gold = 20;
    renderOnCombatPage(<PotionBelt session={session} potions={selectPotionSlots(world)} />);
    expect(screen.getByRole('button', { name: 'Buy 1 Small Health Potion for 25 gold' })).toBeDisabled();
    expect(screen.getByText('Not enough gold for them yet.')).toBeInTheDocument();
  });

  it('offers the pack’s potions for a slot the player emptied, and puts them on', async () => {
    const world = createTestWorld('base');
    const { user, play, session } = renderLive(world);
    await act(async () => {
      void session.send({ type: 'unequip', slot: 'potion_1' });
      await Promise.resolve();
    });
    await play();
    const putOn = screen.getByRole('button', { name: 'Put on belt: 5 Small Health Potions' });
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
    await user.click(putOn);
    await play();
    expect(world.equipment.slots.potion_1).not.toBeNull();
    expect(screen.getByTestId('potion-count-potion_1')).toHaveTextContent('5');
  });

  it('counts the pack’s potions that will refill a slot', () => {
    const world = createTestWorld('base');
    const spare = { id: 'inv_spare', playerId: world.playerId, itemId: 'health_potion_small', quantity: 12 };
    world.inventory.items.push({ ...spare, equipped: false });
    renderLive(world);
    expect(screen.getByTestId('potion-pack-potion_1')).toHaveTextContent('12 more in the pack');
    expect(screen.queryByTestId('potion-pack-potion_2')).toBeNull();
    expect(
      screen.getByRole('button', { name: /^Drink\s*Small Health Potion\s*5.*12 more in the pack$/ }),
    ).toBeEnabled();
  });
});
