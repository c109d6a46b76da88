import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { createTestSession } from '@/hud/game/testing/test-session';
import { LootPouch } from './LootPouch';

type GameState = ReturnType<typeof createTestWorld>;

/** A hunter whose last three drops found the bag full (oldest first, as the core keeps them). */
function worldWithPouch(): GameState {
  const world = createTestWorld('base');
  const at = world.sim.nowMs;
  world.inventory.lootPouch.push(
    { itemId: 'crypt_blade', quantity: 1, droppedAt: at - 3_000 },
    { itemId: 'bone_dust', quantity: 6, droppedAt: at - 2_000 },
    { itemId: 'health_potion_medium', quantity: 2, droppedAt: at - 1_000 },
  );
  return world;
}

function renderPouch(world: GameState) {
  const test = createTestSession(world);
  render(
    <>
      <LootPouch session={test.session} />
      <Toaster />
    </>,
  );
  const play = async () => {
    await act(async () => {
      test.frames(100, 2);
      await Promise.resolve();
    });
  };
  return { ...test, user: userEvent.setup(), play };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Unclaimed drops' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('loot pouch', () => {
  it('is hidden while the pouch is empty', () => {
    renderPouch(createTestWorld('base'));
    expect(screen.queryByTestId('loot-pouch')).toBeNull();
  });

  it('lists the drops newest first, says why they wait and what fell out', () => {
    const world = worldWithPouch();
    world.inventory.overflowLost = 4;
    renderPouch(world);
    expect(rows()).toEqual(['Health Potion×2Claim', 'Bone Dust×6Claim', 'Crypt Blade×1Claim']);
    expect(screen.getByText('Your inventory was full: the last 16 drops wait here.')).toBeInTheDocument();
    expect(screen.getByText('4 items fell out of a full pouch')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Loot pouch\s*3\/16/ })).toBeInTheDocument();
  });

  it('claims one drop into the bag', async () => {
    const world = worldWithPouch();
    const { user, play } = renderPouch(world);
    expect(screen.queryByText(/fell out of a full pouch/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Claim Bone Dust' }));
    await play();
    expect(world.resources.materials.bone_dust).toBe(6);
    expect(world.inventory.lootPouch.map((drop) => drop.itemId)).toEqual(['crypt_blade', 'health_potion_medium']);
    expect(rows()).toEqual(['Health Potion×2Claim', 'Crypt Blade×1Claim']);
  });

  it('claims everything that fits, and disappears once the pouch is empty', async () => {
    const world = worldWithPouch();
    const { user, play } = renderPouch(world);
    await user.click(screen.getByRole('button', { name: 'Claim all' }));
    await play();
    expect(world.inventory.lootPouch).toEqual([]);
    const unequipped = world.inventory.items.filter((entry) => !entry.equipped).map((entry) => entry.itemId);
    expect(unequipped.sort()).toEqual(['crypt_blade', 'health_potion_medium']);
    expect(screen.queryByTestId('loot-pouch')).toBeNull();
  });

  it('keeps a drop and says why when the bag is still full', async () => {
    const world = worldWithPouch();
    world.inventory.maxSlots = 0;
    const { user, play } = renderPouch(world);
    await user.click(screen.getByRole('button', { name: 'Claim Crypt Blade' }));
    await play();
    expect(await screen.findByText('Your inventory is full: sell, bank or drop something first')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
  });
});
