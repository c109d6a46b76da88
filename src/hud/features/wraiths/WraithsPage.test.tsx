import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { renderRecordingGamePage } from '@/hud/game/testing/render-game-page';
import { stepWorld } from '@/hud/game/testing/test-session';
import { WraithsPage } from './WraithsPage';

type World = ReturnType<typeof createTestWorld>;

/** A base-tier hunter holding `tokens`, bonded through the real core to the kinds in `bonded` (in order). */
function hunter(tokens: Record<string, number>, bonded: string[] = []): World {
  const world = createTestWorld('base');
  for (const wraithId of bonded) {
    world.wraiths.tokens[wraithId] = 100;
    const { replies } = stepWorld(world, [{ type: 'bondWraith', wraithId }]);
    expect(replies[0]).toMatchObject({ ok: true });
  }
  world.wraiths.tokens = { ...tokens };
  return world;
}

/** Renders the page and records every command it sends. */
function renderWraiths(world: World) {
  return renderRecordingGamePage(world, <WraithsPage />, '/game/wraiths');
}

const card = (name: string) => screen.getByRole('listitem', { name });
const bondOf = (world: World, wraithId: string) => world.wraiths.bonded.find((bond) => bond.wraithId === wraithId);

describe('the wraiths page', () => {
  it('shows tokens per kind, every kind in band order and that no wraith is paid-only', () => {
    renderWraiths(hunter({ ember_wisp: 7, crypt_shade: 2 }));
    const cards = screen.getAllByTestId('wraith-card');
    expect(cards.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Ember Wisp',
      'Crypt Shade',
      'Ashen Revenant',
      'Drowned Chorister',
      'Spire Sentinel',
      'Void Herald',
      'Eclipse Phantom',
      'Abyssal Sovereign',
    ]);
    expect(screen.getAllByTestId('token-count')[0]).toHaveTextContent('Ember Wisp7');
    expect(screen.getAllByTestId('token-count')[1]).toHaveTextContent('Crypt Shade2');
    const wisp = card('Ember Wisp');
    expect(wisp).toHaveTextContent('Rank E');
    expect(within(wisp).getByTestId('bond-tokens')).toHaveTextContent('7 / 10');
    expect(wisp).toHaveTextContent('Dropped by foes of rank-E areas');
    expect(wisp).toHaveTextContent('Strikes for 15% of your spell hit');
    expect(screen.getByRole('note')).toHaveTextContent('Every wraith is open to every account tier');
    for (const slot of screen.getAllByTestId('wraith-slot')) {
      expect(slot).toHaveTextContent('Empty');
      expect(slot).toHaveTextContent('No bonded wraith is resting');
    }
  });

  it('Bond sends bondWraith: the wraith is bound and takes the first slot; short, Bond says why', async () => {
    const world = hunter({ ember_wisp: 10, crypt_shade: 3 });
    const { user, play, sent } = renderWraiths(world);
    const shadeBond = within(card('Crypt Shade')).getByRole('button', { name: /^Bond Crypt Shade/ });
    expect(shadeBond).toBeDisabled();
    expect(card('Crypt Shade')).toHaveTextContent('Needs 12 more tokens');

    await user.click(within(card('Ember Wisp')).getByRole('button', { name: 'Bond Ember Wisp · 10 tokens' }));
    await play();
    expect(sent).toEqual([{ type: 'bondWraith', wraithId: 'ember_wisp' }]);
    expect(bondOf(world, 'ember_wisp')).toMatchObject({ level: 1 });
    expect(within(card('Ember Wisp')).getByTestId('bond-level')).toHaveTextContent('Level 1 / 20');
    expect(card('Ember Wisp')).toHaveTextContent('Summoned · Slot 1');
    expect(card('Slot 1')).toHaveTextContent('Ember Wisp');
    expect(await screen.findByText('Ember Wisp is bound to you')).toBeInTheDocument();
  });

  it('Summon into an empty slot sends summonWraith with that slot', async () => {
    const world = hunter({}, ['ember_wisp', 'crypt_shade']);
    stepWorld(world, [{ type: 'dismissWraith', slot: 1 }]);
    const shade = bondOf(world, 'crypt_shade')!;
    const { user, play, sent } = renderWraiths(world);
    expect(card('Crypt Shade')).toHaveTextContent('Resting');
    const slot3 = card('Slot 3');
    await user.click(within(slot3).getByRole('button', { name: 'Summon Crypt Shade Level 1' }));
    await play();
    expect(sent).toEqual([{ type: 'summonWraith', bondedId: shade.id, slot: 2 }]);
    expect(world.equipment.slots.wraith_3).toBe(shade.id);
    expect(world.equipment.slots.wraith_2).toBeNull();
    expect(card('Slot 3')).toHaveTextContent('Crypt Shade');
    expect(card('Slot 3')).toHaveTextContent('Heals 3% of max health');
    expect(card('Crypt Shade')).toHaveTextContent('Summoned · Slot 3');
  });

  it('Summon from a wraith’s card takes the first free slot, and is refused while all three are full', async () => {
    const world = hunter({}, ['ember_wisp', 'crypt_shade', 'ashen_revenant', 'drowned_chorister']);
    const { user, play, sent } = renderWraiths(world);
    const chorister = card('Drowned Chorister');
    expect(within(chorister).getByRole('button', { name: 'Summon Drowned Chorister' })).toBeDisabled();
    expect(chorister).toHaveTextContent('All 3 wraith slots are full: dismiss one first');

    await user.click(within(card('Slot 2')).getByRole('button', { name: 'Dismiss Crypt Shade' }));
    await play();
    await user.click(within(card('Drowned Chorister')).getByRole('button', { name: 'Summon Drowned Chorister' }));
    await play();
    expect(sent).toEqual([
      { type: 'dismissWraith', slot: 1 },
      { type: 'summonWraith', bondedId: bondOf(world, 'drowned_chorister')!.id },
    ]);
    expect(world.equipment.slots.wraith_2).toBe(bondOf(world, 'drowned_chorister')!.id);
  });

  it('Dismiss sends dismissWraith for the wraith’s slot, from its card or its slot', async () => {
    const world = hunter({}, ['ember_wisp', 'crypt_shade']);
    const { user, play, sent } = renderWraiths(world);
    await user.click(within(card('Crypt Shade')).getByRole('button', { name: 'Dismiss Crypt Shade' }));
    await play();
    expect(sent).toEqual([{ type: 'dismissWraith', slot: 1 }]);
    expect(world.equipment.slots.wraith_2).toBeNull();
    expect(card('Slot 2')).toHaveTextContent('Empty');
    expect(within(card('Slot 2')).getByRole('button', { name: 'Summon Crypt Shade Level 1' })).toBeEnabled();
    expect(card('Crypt Shade')).toHaveTextContent('Resting');

    await user.click(within(card('Slot 1')).getByRole('button', { name: 'Dismiss Ember Wisp' }));
    await play();
    expect(sent.at(-1)).toEqual({ type: 'dismissWraith', slot: 0 });
    expect(world.equipment.slots.wraith_1).toBeNull();
  });

  it('Feed sends feedWraith with the chosen count and shows the bond XP it gives', async () => {
    const world = hunter({ ember_wisp: 25 }, ['ember_wisp']);
    const bond = bondOf(world, 'ember_wisp')!;
    const { user, play, sent } = renderWraiths(world);
    const feed = within(card('Ember Wisp')).getByRole('group', { name: /Feed it tokens/ });
    expect(within(feed).getByRole('button', { name: /^Feed 1 \+10 bond XP/ })).toBeEnabled();
    const ten = within(feed).getByRole('button', { name: /^Feed 10 \+100 bond XP/ });
    expect(ten).toHaveTextContent('level 3');
    await user.click(ten);
    await play();
    expect(sent).toEqual([{ type: 'feedWraith', bondedId: bond.id, tokens: 10 }]);
    expect(world.wraiths.tokens.ember_wisp).toBe(15);
    expect(bond).toMatchObject({ level: 3, bondXp: 40 });
    expect(within(card('Ember Wisp')).getByTestId('bond-level')).toHaveTextContent('Level 3 / 20');
    expect(card('Ember Wisp')).toHaveTextContent('40 / 60 bond XP');

    await user.click(within(card('Ember Wisp')).getByRole('button', { name: /^Feed all 15 \+150 bond XP/ }));
    await play();
    expect(sent.at(-1)).toEqual({ type: 'feedWraith', bondedId: bond.id, tokens: 15 });
    expect(world.wraiths.tokens.ember_wisp).toBe(0);
    expect(within(card('Ember Wisp')).getByRole('button', { name: /^Feed 1 No Ember Wisp tokens/ })).toBeDisabled();
  });

  it('the details show the lore, the numbers at the next level and how a bond grows', async () => {
    const world = hunter({}, ['spire_sentinel']);
    bondOf(world, 'spire_sentinel')!.level = 4;
    const { user } = renderWraiths(world);
    await user.click(within(card('Spire Sentinel')).getByRole('button', { name: 'Lore and growth of Spire Sentinel' }));
    const dialog = screen.getByRole('dialog', { name: 'Spire Sentinel' });
    expect(dialog).toHaveTextContent('The Obsidian Spire was guarded by knights of black glass');
    expect(dialog).toHaveTextContent('Now, at level 4');
    expect(dialog).toHaveTextContent('Wards you for 9.2% of max health');
    expect(dialog).toHaveTextContent('At level 5');
    expect(dialog).toHaveTextContent('Wards you for 9.6% of max health');
    expect(dialog).toHaveTextContent('+10.8% chance of item and material drops');
    expect(dialog).toHaveTextContent(
      'Grows by fighting beside you (1 bond XP per kill) and by eating its own tokens (10 bond XP each), ' +
        'up to level 20',
    );
  });
});
