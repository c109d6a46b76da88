import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '@/core/commands';
import { createTestWorld, markEarnedAchievements, setSkillLevels } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { GameSessionContext } from '@/hud/game/game-session';
import { createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { AbilitiesPage } from './AbilitiesPage';

type World = ReturnType<typeof createTestWorld>;

/** A base-tier hunter at `levels`, after `commands` ran through the real core. */
function hunter(levels: Parameters<typeof setSkillLevels>[1], commands: Command[] = []): World {
  const world = createTestWorld('base');
  setSkillLevels(world, levels);
  // What these levels earned is behind the hunter: an achievement paid mid-test would change the page.
  markEarnedAchievements(world);
  for (const command of commands) {
    const { replies } = stepWorld(world, [command]);
    expect(replies[0]).toMatchObject({ ok: true });
  }
  return world;
}

/**
 * Blade Strike, Frost Bolt and Bloodletting learned (slotted 1 to 3 as the core auto-slots them),
 * then Bloodletting taken off so it can be equipped again.
 */
function threeAbilities(extra: Command[] = []): World {
  const world = hunter({ bladework: 15, witchcraft: 2 });
  expect(world.abilities.equipped.slice(0, 3)).toEqual(['blade_strike', 'frost_bolt', 'bloodletting']);
  for (const command of [{ type: 'equipAbility', abilityId: null, slotIndex: 2 } as Command, ...extra]) {
    const { replies } = stepWorld(world, [command]);
    expect(replies[0]).toMatchObject({ ok: true });
  }
  return world;
}

function renderPage(world: World) {
  const test = createTestSession(world);
  const user = userEvent.setup();
  const commits = { count: 0 };
  const sent = vi.spyOn(test.session, 'send');
  render(
    <Profiler id="abilities" onRender={() => (commits.count += 1)}>
      <MemoryRouter initialEntries={['/game/abilities']}>
        <GameSessionContext.Provider value={test.session}>
          <AbilitiesPage />
        </GameSessionContext.Provider>
        <Toaster />
      </MemoryRouter>
    </Profiler>,
  );
  /** Runs frames of 100 ms (one tick each) and lets command replies settle. */
  const play = async (count = 2) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  return { ...test, user, play, sent, commits };
}

// Found by test id: role queries over the whole book (28 cards) are slow; names are checked on the element.
const slot = (number: number) => screen.getByTestId(`ability-slot-${number}`);
const card = (abilityId: string) => screen.getByTestId(`ability-${abilityId}`);
/** The commands of one type the page sent, in order. */
const sentOfType = (sent: { mock: { calls: readonly (readonly unknown[])[] } }, type: string) =>
  sent.mock.calls.map(([command]) => command as Command).filter((command) => command.type === type);

describe('the abilities page', () => {
  it('gives a new hunter empty slots, the locked book with what unlocks it, and where to train', async () => {
    const { user } = renderPage(hunter({}));
    for (let number = 1; number <= 8; number += 1) expect(slot(number)).toHaveAccessibleName(`Slot ${number} Empty`);
    const hint = screen.getByTestId('first-abilities');
    expect(hint).toHaveTextContent('No abilities yet.');
    const bladework = within(hint).getByRole('link', { name: 'Train Bladework to 2 for Blade Strike' });
    expect(bladework).toHaveAttribute('href', '/game/skills/bladework');
    expect(within(hint).getByRole('link', { name: 'Train Witchcraft to 2 for Frost Bolt' })).toBeInTheDocument();

    // The book opens on the skill whose first ability is nearest (Bladework: Blade Strike at 2).
    expect(screen.getByRole('tab', { name: /^Bladework/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /^Witchcraft/ }));
    const witchfire = card('witchfire');
    expect(within(witchfire).getByTestId('unlock')).toHaveTextContent('Unlocks at Witchcraft 40 (you: 1)');
    expect(within(witchfire).getByText('Locked')).toBeInTheDocument();
    expect(within(witchfire).queryByRole('button')).toBeNull();
    expect(screen.queryAllByText(/^Equip/, { selector: 'button' })).toEqual([]);
    expect(screen.getByText('Nothing equipped yet: slotted abilities line up here.')).toBeInTheDocument();
    expect(screen.getByTestId('ability-pools')).toHaveTextContent(/Mana\d+\/\d+Energy\d+\/\d+Combo0\/5/);
  });

  it('shows a learned ability’s rank, how the next comes, what it does and what it has done', () => {
    const world = hunter({ bladework: 47 });
    world.abilities.statistics.blade_strike = { uses: 12, damage: 3_400, healing: 0 };
    renderPage(world);
    const blade = card('blade_strike');
    expect(blade).toHaveTextContent('Rank 4 / 5');
    expect(within(blade).getByTestId('next-rank')).toHaveTextContent('Rank 5 at Bladework 62');
    expect(within(blade).getByTestId('effect')).toHaveTextContent('At rank 4: 2.05x hit, +1 combo point');
    expect(within(blade).getByTestId('stats')).toHaveTextContent('Used 12 times · 3,400 damage');
    expect(blade).toHaveTextContent('25 energy');
    expect(blade).toHaveTextContent('6 s cooldown');
    expect(blade).toHaveTextContent('Fires: Whenever ready');
    expect(blade).toHaveTextContent('Slot 1');
    expect(screen.queryByTestId('first-abilities')).toBeNull();
  });

  it('shows the book one skill to a tab with its learned count, opening on the first with one learned', async () => {
    const { user } = renderPage(threeAbilities());
    const tabs = within(screen.getByRole('tablist', { name: 'Skills' })).getAllByRole('tab');
    expect(tabs).toHaveLength(10);
    const bladework = screen.getByRole('tab', { name: /^Bladework/ });
    expect(bladework).toHaveAttribute('aria-selected', 'true');
    expect(bladework).toHaveTextContent(/^Bladework2\/\d+$/);
    expect(screen.getByRole('tab', { name: /^Witchcraft/ })).toHaveTextContent(/^Witchcraft1\/\d+$/);
    expect(screen.getByTestId('skill-bladework')).toBeInTheDocument();
    expect(screen.queryByTestId('ability-frost_bolt')).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^Witchcraft/ }));
    expect(card('frost_bolt')).toBeInTheDocument();
    expect(screen.queryByTestId('ability-blade_strike')).toBeNull();
    expect(screen.queryByTestId('skill-bladework')).toBeNull();
  });

  it('says plainly which abilities and ranks a demo hunter’s skill cap never reaches', async () => {
    const world = createTestWorld('demo');
    setSkillLevels(world, { bladework: 10 });
    markEarnedAchievements(world);
    const { user } = renderPage(world);
    const blade = card('blade_strike');
    // Blade Strike comes at 2: rank 2 at 17 is past the demo cap of 15.
    expect(within(blade).getByTestId('next-rank')).toHaveTextContent(
      'Rank 2 needs Bladework 17 — demo hunters stop at 15',
    );
    // Bloodletting comes at 15: within reach, so the usual "Unlocks at".
    expect(within(card('bloodletting')).getByTestId('unlock')).toHaveTextContent('Unlocks at Bladework 15 (you: 10)');
    await user.click(screen.getByRole('tab', { name: /^Witchcraft/ }));
    const witchfire = card('witchfire');
    expect(within(witchfire).queryByTestId('unlock')).toBeNull();
    expect(within(witchfire).getByTestId('beyond-tier')).toHaveTextContent(
      'Needs Witchcraft 40 — demo hunters stop at 15',
    );
  });

  it('equips by tapping Equip on a card, then a slot', async () => {
    const world = threeAbilities();
    const { user, play, sent } = renderPage(world);
    await user.click(within(card('bloodletting')).getByRole('button', { name: 'Equip Bloodletting' }));
    expect(screen.getByTestId('placement-bar')).toHaveTextContent('Placing Bloodletting: tap a slot.');
    expect(slot(6)).toHaveAccessibleName('Slot 6 Empty Place here');
    await user.click(slot(6));
    await play();
    expect(sentOfType(sent, 'equipAbility')).toEqual([
      { type: 'equipAbility', abilityId: 'bloodletting', slotIndex: 5 },
    ]);
    expect(world.abilities.equipped[5]).toBe('bloodletting');
    expect(slot(6)).toHaveAccessibleName('Slot 6 Bloodletting');
    expect(screen.queryByTestId('placement-bar')).toBeNull();
  });

  it('equips by tapping a slot first, then the card; swaps two slots; unequips from a slot', async () => {
    const world = threeAbilities();
    const { user, play, sent } = renderPage(world);
    await user.click(slot(8));
    expect(slot(8)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('placement-bar')).toHaveTextContent('Slot 8 is empty');
    await user.click(within(card('bloodletting')).getByRole('button', { name: 'Equip Bloodletting in slot 8' }));
    await play();
    expect(world.abilities.equipped[7]).toBe('bloodletting');

    await user.click(slot(1));
    await user.click(slot(2));
    await play();
    expect(world.abilities.equipped.slice(0, 2)).toEqual(['frost_bolt', 'blade_strike']);

    await user.click(slot(2));
    await user.click(within(screen.getByTestId('placement-bar')).getByRole('button', { name: 'Unequip Blade Strike' }));
    await play();
    expect(world.abilities.equipped[1]).toBeNull();
    expect(slot(2)).toHaveTextContent('Empty');
    expect(sentOfType(sent, 'equipAbility').at(-1)).toEqual({ type: 'equipAbility', abilityId: null, slotIndex: 1 });
  });

  it('cancels a pick with Cancel or Escape, sending nothing', async () => {
    const world = threeAbilities();
    const { user, play, sent } = renderPage(world);
    await user.click(within(card('bloodletting')).getByRole('button', { name: 'Equip Bloodletting' }));
    await user.click(within(screen.getByTestId('placement-bar')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('placement-bar')).toBeNull();
    await user.click(slot(4));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('placement-bar')).toBeNull();
    await play();
    expect(sentOfType(sent, 'equipAbility')).toEqual([]);
  });

  it('equips by dragging a card onto a slot, and unequips by dragging a slot back onto the book', async () => {
    const world = threeAbilities();
    const { play } = renderPage(world);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(card('bloodletting'), { dataTransfer });
    fireEvent.dragOver(slot(5), { dataTransfer });
    fireEvent.drop(slot(5), { dataTransfer });
    fireEvent.dragEnd(card('bloodletting'), { dataTransfer });
    await play();
    expect(world.abilities.equipped[4]).toBe('bloodletting');

    data.clear();
    fireEvent.dragStart(slot(1), { dataTransfer });
    fireEvent.dragOver(card('bloodletting'), { dataTransfer });
    fireEvent.drop(card('bloodletting'), { dataTransfer });
    await play();
    expect(world.abilities.equipped[0]).toBeNull();
  });

  it('switches, saves, renames and deletes loadouts; a refusal comes back as a toast', async () => {
    const world = threeAbilities([{ type: 'createLoadout', name: 'Boss night' }]);
    const { user, play, sent } = renderPage(world);
    const panel = within(screen.getByTestId('loadouts'));
    const loadouts = panel.getByRole('list', { name: 'Loadouts' });
    expect(within(loadouts).getByRole('button', { name: /^Boss night/ })).toHaveAttribute('aria-current', 'true');

    await user.click(within(loadouts).getByRole('button', { name: /^Switch to Default/ }));
    await play();
    expect(sentOfType(sent, 'switchLoadout')).toEqual([{ type: 'switchLoadout', name: 'Default' }]);
    expect(world.abilities.activeLoadout).toBe('Default');
    expect(within(loadouts).getByRole('button', { name: /^Default/ })).toHaveAttribute('aria-current', 'true');

    const name = panel.getByRole('textbox', { name: 'Save the current slots as a new loadout' });
    expect(name).toHaveAttribute('maxLength', '24');
    await user.type(name, 'default');
    await user.click(panel.getByRole('button', { name: 'Save as new' }));
    await play();
    expect(await screen.findByText('A loadout named default already exists')).toBeInTheDocument();
    expect(name).toHaveValue('default');

    await user.clear(name);
    await user.type(name, 'Crypt run');
    await user.click(panel.getByRole('button', { name: 'Save as new' }));
    await play();
    expect(world.abilities.loadouts.map((loadout) => loadout.name)).toEqual(['Default', 'Boss night', 'Crypt run']);
    expect(world.abilities.activeLoadout).toBe('Crypt run');
    expect(name).toHaveValue('');

    expect(within(loadouts).queryByRole('button', { name: 'Rename Default' })).toBeNull();
    expect(within(loadouts).queryByRole('button', { name: 'Delete Default' })).toBeNull();
    await user.click(within(loadouts).getByRole('button', { name: 'Rename Boss night' }));
    const rename = within(loadouts).getByRole('textbox', { name: 'New name for Boss night' });
    await user.clear(rename);
    await user.type(rename, 'Bone choir');
    await user.click(within(loadouts).getByRole('button', { name: 'Rename' }));
    await play();
    expect(world.abilities.loadouts.map((loadout) => loadout.name)).toEqual(['Default', 'Bone choir', 'Crypt run']);

    await user.click(within(loadouts).getByRole('button', { name: 'Delete Bone choir' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await play();
    expect(world.abilities.loadouts.map((loadout) => loadout.name)).toEqual(['Default', 'Crypt run']);
  });

  it('moves an ability up the firing order and sets its condition', async () => {
    const world = hunter({ bladework: 15, witchcraft: 2 });
    const { user, play, sent } = renderPage(world);
    const panel = within(screen.getByTestId('firing-order'));
    const order = () =>
      within(panel.getByRole('list', { name: 'Firing order' }))
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label'));
    expect(order()).toEqual(['1. Blade Strike', '2. Frost Bolt', '3. Bloodletting']);
    expect(panel.getByRole('button', { name: 'Move Blade Strike up' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Move Bloodletting down' })).toBeDisabled();

    await user.click(panel.getByRole('button', { name: 'Move Bloodletting up' }));
    await play();
    expect(sentOfType(sent, 'setAbilityPriorities')).toEqual([
      { type: 'setAbilityPriorities', abilityIds: ['blade_strike', 'bloodletting', 'frost_bolt'] },
    ]);
    expect(world.abilities.autoUsePriorities).toEqual(['blade_strike', 'bloodletting', 'frost_bolt']);
    expect(order()).toEqual(['1. Blade Strike', '2. Bloodletting', '3. Frost Bolt']);

    const condition = panel.getByRole('combobox', { name: 'When Frost Bolt fires' });
    expect(
      within(condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Whenever ready',
      'Below 50% health',
      'Below 30% health',
      'Against bosses',
      'Enemy above 50% health',
      'Enemy below 30% health',
      'At 5 combo points',
    ]);
    await user.selectOptions(condition, 'Against bosses');
    await play();
    expect(world.abilities.conditions.frost_bolt).toBe('enemyIsBoss');
    expect(condition).toHaveValue('enemyIsBoss');
    await user.click(screen.getByRole('tab', { name: /^Witchcraft/ }));
    expect(card('frost_bolt')).toHaveTextContent('Fires: Against bosses');
  });

  it('turns manual casting on, and says what it means', async () => {
    const world = hunter({ bladework: 2 });
    const { user, play } = renderPage(world);
    const manual = within(screen.getByTestId('firing-order')).getByRole('switch', { name: 'Manual casting' });
    expect(manual).toHaveAccessibleDescription(
      'Abilities fire only when you cast them: keys 1-8 or the ability bar on the combat page.',
    );
    expect(manual).not.toBeChecked();
    await user.click(manual);
    await play();
    expect(world.abilities.manualMode).toBe(true);
    expect(manual).toBeChecked();
    expect(screen.getByTestId('manual-note')).toBeInTheDocument();
  });

  it('does not re-render while ticks pass and nothing it shows changes', async () => {
    // Deep enough into Defense that one drill (8 s) gives XP without a level.
    const world = hunter({ bladework: 15, defense: 30 }, [
      { type: 'startTraining', skill: 'defense', activityId: 'shield_drills' },
    ]);
    // Full pools, so their strip has nothing to follow either.
    for (const pool of [world.resourcePools.mana, world.resourcePools.energy]) pool.current = pool.max;
    const { play, commits } = renderPage(world);
    await play(2);
    const before = commits.count;
    const xp = world.skills.defense.experience;
    await play(90);
    expect(world.skills.defense.experience).toBeGreaterThan(xp);
    expect(world.skills.defense.level).toBe(30);
    expect(commits.count).toBe(before);
  });
});
