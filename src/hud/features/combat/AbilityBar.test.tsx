import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { useGameSession } from '@/hud/game/game-session';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { stepWorld } from '@/hud/game/testing/test-session';
import { AbilityBar } from './AbilityBar';
import { CombatPage } from './CombatPage';

type World = ReturnType<typeof createTestWorld>;

/** Blade Strike, Frost Bolt and Piercing Shot learnt: the core slots them 1, 2, 3 in table order. */
function hunterWithAbilities(): World {
  const world = createTestWorld();
  setSkillLevels(world, { bladework: 2, witchcraft: 2, marksmanship: 2 });
  return world;
}

/** In the Tutorial Rift with an enemy in front of the hunter, full of mana and energy. */
function fighting(world: World): World {
  stepWorld(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
  for (let tick = 0; tick < 200 && world.combat.enemy === null; tick++) stepWorld(world);
  expect(world.combat.enemy).not.toBeNull();
  world.resourcePools.mana.current = world.resourcePools.mana.max;
  world.resourcePools.energy.current = world.resourcePools.energy.max;
  return world;
}

function Bar() {
  return <AbilityBar session={useGameSession()} />;
}

/** The bar beside a text field (the keys must leave typing alone). */
function BarWithField() {
  return (
    <>
      <label>
        Note <input type="text" />
      </label>
      <Bar />
    </>
  );
}

const frostBolt = () => screen.getByRole('button', { name: 'Cast Frost Bolt (key 2): 15 mana' });

describe('ability bar', () => {
  it('names each slotted ability by its cast, key and cost; an empty socket leads to the abilities page', () => {
    renderGamePage(hunterWithAbilities(), <Bar />, '/game/combat');
    const bar = screen.getByRole('region', { name: 'Abilities' });
    const casts = within(bar).getAllByRole('button', { name: /^Cast / });
    expect(casts.map((button) => button.getAttribute('data-ability'))).toEqual([
      'blade_strike',
      'frost_bolt',
      'piercing_shot',
    ]);
    expect(casts[0]).toHaveAccessibleName('Cast Blade Strike (key 1): 25 energy');
    expect(frostBolt()).toHaveAttribute('title', expect.stringContaining('15 mana · 8 s cooldown'));
    const empties = within(bar).getAllByRole('link', { name: /^Empty slot \d: choose an ability$/ });
    expect(empties).toHaveLength(5);
    expect(empties[0]).toHaveAccessibleName('Empty slot 4: choose an ability');
    expect(empties[0]).toHaveAttribute('href', '/game/abilities');
  });

  it('casts the tapped slot, then glows and counts its cooldown down as the core fires it', async () => {
    const page = renderGamePage(fighting(hunterWithAbilities()), <Bar />, '/game/combat');
    const send = vi.spyOn(page.session, 'send');
    await page.user.click(frostBolt());
    expect(send).toHaveBeenCalledWith({ type: 'castAbility', abilityId: 'frost_bolt' });

    await page.play(2);
    const button = frostBolt();
    expect(page.runtime.world.abilities.statistics.frost_bolt?.uses).toBe(1);
    expect(button).toHaveAttribute('data-flash', 'on');
    expect(button).toHaveAttribute('data-cooling', 'true');
    const seconds = button.querySelector('[data-seconds]')!;
    const shown = Number(seconds.textContent);
    expect(shown).toBeGreaterThanOrEqual(7);
    expect(shown).toBeLessThanOrEqual(8);
    // Two seconds on, the count has gone down with the simulation's clock.
    await page.play(20);
    expect(Number(seconds.textContent)).toBe(shown - 2);
  });

  it('toasts the core’s refusal when a cooling slot is tapped', async () => {
    const world = fighting(hunterWithAbilities());
    world.abilities.cooldowns.frost_bolt = world.sim.nowMs + 3_000;
    const page = renderGamePage(world, <Bar />, '/game/combat');
    expect(frostBolt()).toHaveAttribute('data-cooling', 'true');
    await page.user.click(frostBolt());
    await page.play(1);
    expect(await screen.findByText(/Frost Bolt is on cooldown \(\d s\)/)).toBeInTheDocument();
  });

  it('dims a slot the pools cannot pay for and shows the pools the slots use', () => {
    const world = hunterWithAbilities();
    world.resourcePools.mana.current = 10;
    world.resourcePools.energy.current = 40;
    renderGamePage(world, <Bar />, '/game/combat');
    expect(frostBolt()).toHaveAttribute('data-short', 'true');
    expect(screen.getByRole('button', { name: /^Cast Blade Strike/ })).toHaveAttribute('data-short', 'false');
    const pools = screen.getByTestId('ability-pools');
    expect(within(pools).getByText(`10 / ${world.resourcePools.mana.max}`)).toBeInTheDocument();
    expect(within(pools).getByText(`40 / ${world.resourcePools.energy.max}`)).toBeInTheDocument();
    expect(within(pools).getByText('Combo')).toBeInTheDocument();
  });

  it('casts slot N on key N, but not while typing, with a modifier, on an empty slot, or once unmounted', async () => {
    const page = renderGamePage(hunterWithAbilities(), <BarWithField />, '/game/combat');
    const send = vi.spyOn(page.session, 'send');
    await page.user.keyboard('3');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'castAbility', abilityId: 'piercing_shot' });
    await page.play(1);

    send.mockClear();
    await page.user.click(screen.getByRole('textbox', { name: 'Note' }));
    await page.user.keyboard('3');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('3');
    await page.user.click(document.body);
    await page.user.keyboard('{Control>}2{/Control}');
    await page.user.keyboard('5');
    await page.user.keyboard('9');
    expect(send).not.toHaveBeenCalled();

    await page.user.keyboard('1');
    expect(send).toHaveBeenCalledWith({ type: 'castAbility', abilityId: 'blade_strike' });
    await page.play(1);

    send.mockClear();
    cleanup();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '2', code: 'Digit2' }));
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('switches between auto and manual casting', async () => {
    const page = renderGamePage(hunterWithAbilities(), <Bar />, '/game/combat');
    const send = vi.spyOn(page.session, 'send');
    const mode = screen.getByRole('group', { name: 'Casting mode' });
    expect(within(mode).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true');
    await page.user.click(within(mode).getByRole('button', { name: 'Manual' }));
    expect(send).toHaveBeenCalledWith({ type: 'setAbilityManualMode', manualMode: true });
    await page.play(2);
    expect(page.runtime.world.abilities.manualMode).toBe(true);
    expect(within(mode).getByRole('button', { name: 'Manual' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('ability-bar')).toHaveAttribute('data-mode', 'manual');

    send.mockClear();
    await page.user.click(within(mode).getByRole('button', { name: 'Manual' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('shows one line to the abilities page before any ability is learnt', () => {
    const world = createTestWorld();
    setSkillLevels(world, { bladework: 1, witchcraft: 1, marksmanship: 1 });
    renderGamePage(world, <Bar />, '/game/combat');
    const line = screen.getByRole('link', {
      name: 'No abilities yet: Blade Strike and Frost Bolt unlock at Bladework 2 and Witchcraft 2',
    });
    expect(line).toHaveAttribute('href', '/game/abilities');
    expect(screen.queryByRole('button', { name: /^Cast / })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Casting mode' })).toBeNull();
  });
});

describe('ability bar on the combat page', () => {
  it('sits under the canvas while fighting, and is gone between fights', async () => {
    const world = hunterWithAbilities();
    const page = renderGamePage(world, <CombatPage />, '/game/combat');
    expect(screen.queryByRole('region', { name: 'Abilities' })).toBeNull();
    // The loadouts are there before the fight: a build can be chosen before setting out.
    expect(screen.getByRole('group', { name: 'Switch loadout' })).toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Start fight' }));
    await page.play(2);
    expect(page.runtime.world.combat.currentAreaId).not.toBeNull();
    const bar = await screen.findByRole('region', { name: 'Abilities' });
    expect(within(bar).getByRole('button', { name: /^Cast Frost Bolt/ })).toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Stop fight' }));
    await page.play(2);
    expect(screen.queryByRole('region', { name: 'Abilities' })).toBeNull();
  });
});
