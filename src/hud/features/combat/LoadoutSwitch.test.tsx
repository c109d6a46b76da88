import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { useGameSession } from '@/hud/game/game-session';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { stepWorld } from '@/hud/game/testing/test-session';
import { LoadoutSwitch } from './LoadoutSwitch';

function Switch() {
  return <LoadoutSwitch session={useGameSession()} />;
}

function hunterWithAbilities() {
  const world = createTestWorld();
  setSkillLevels(world, { bladework: 2, witchcraft: 2 });
  return world;
}

describe('loadout switch', () => {
  it('stays away until the hunter knows an ability', () => {
    const world = createTestWorld();
    setSkillLevels(world, { bladework: 1, witchcraft: 1, marksmanship: 1 });
    renderGamePage(world, <Switch />, '/game/combat');
    expect(screen.queryByRole('group', { name: 'Switch loadout' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit abilities' })).toBeNull();
  });

  it('shows the one Default loadout as active, with the way to make more', () => {
    renderGamePage(hunterWithAbilities(), <Switch />, '/game/combat');
    const group = screen.getByRole('group', { name: 'Switch loadout' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Default');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Edit abilities' })).toHaveAttribute('href', '/game/abilities');
    expect(screen.getByText(/Save others under Edit abilities/)).toBeInTheDocument();
  });

  it('switches to another loadout and marks it once the core has', async () => {
    const world = hunterWithAbilities();
    // "Frost" is saved from the current slots and becomes the active one; then its first slot is cleared.
    stepWorld(world, [{ type: 'createLoadout', name: 'Frost' }]);
    stepWorld(world, [{ type: 'equipAbility', abilityId: null, slotIndex: 0 }]);
    const page = renderGamePage(world, <Switch />, '/game/combat');
    const send = vi.spyOn(page.session, 'send');
    const group = screen.getByRole('group', { name: 'Switch loadout' });
    expect(within(group).getByRole('button', { name: 'Frost' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/Save others under Edit abilities/)).toBeNull();

    // The active one does nothing; the other is sent.
    await page.user.click(within(group).getByRole('button', { name: 'Frost' }));
    expect(send).not.toHaveBeenCalled();
    await page.user.click(within(group).getByRole('button', { name: 'Default' }));
    expect(send).toHaveBeenCalledWith({ type: 'switchLoadout', name: 'Default' });
    await page.play(2);
    expect(page.runtime.world.abilities.activeLoadout).toBe('Default');
    expect(page.runtime.world.abilities.equipped[0]).not.toBeNull();
    expect(within(group).getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Frost' })).toHaveAttribute('aria-pressed', 'false');
  });
});
