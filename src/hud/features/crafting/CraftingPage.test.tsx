import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/content/recipes';
import { STATIONS } from '@/content/stations';
import { createTestWorld } from '@/core/testing/fixtures';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { formatCount, formatSeconds } from '@/hud/lib/format';
import { craftPreview, selectCraftingPage } from '@/runtime/view-models/crafting-page';
import { CraftingPage } from './CraftingPage';
import { CANCELLED_TOAST, unlockedToast } from './crafting-text';

type World = ReturnType<typeof createTestWorld>;

const recipe = (id: string) => RECIPES.find((row) => row.id === id)!;
const station = (id: string) => STATIONS.find((row) => row.id === id)!;
const cloth = recipe('sew_cloth_armor');

function renderCrafting(world: World) {
  return renderGamePage(world, <CraftingPage />, '/game/crafting');
}

/** A world holding exactly the materials of `times` crafts of `id`. */
function stock(world: World, id: string, times = 1) {
  for (const line of recipe(id).materials)
    world.resources.materials[line.itemId] = (world.resources.materials[line.itemId] ?? 0) + line.quantity * times;
}

/** Units owned and not worn: the satchel's materials and the inventory's stacks (as the core counts them). */
function countInInventory(world: World, itemId: string): number {
  let total = world.resources.materials[itemId] ?? 0;
  for (const entry of world.inventory.items) if (entry.itemId === itemId && !entry.equipped) total += entry.quantity;
  return total;
}

/** What the core says a craft of `id` lacks, as the view model reads it. */
const craftMissing = (world: World, id: string) =>
  selectCraftingPage(world)
    .stations.flatMap((row) => row.recipes)
    .find((row) => row.id === id)!.missing;

const header = () => screen.getByRole('region', { name: 'Craft under way' });
const card = (name: string) => screen.getByRole('listitem', { name });
const stationTab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('the crafting page', { timeout: 30_000 }, () => {
  it('shows the 7 stations: the workbench open, the others locked with their costs', async () => {
    const world = createTestWorld('base');
    const { user } = renderCrafting(world);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(7);
    expect(STATIONS).toHaveLength(7);
    for (const [index, row] of STATIONS.entries()) {
      const open = world.crafting.unlockedStations.includes(row.id);
      expect(open).toBe(row.id === 'basic_workbench');
      expect(tabs[index]).toHaveAccessibleName(open ? row.name : `${row.name} (locked)`);
    }
    expect(card(cloth.name)).toBeInTheDocument();
    expect(header()).toHaveTextContent('Not crafting. Pick a recipe');

    for (const row of STATIONS.filter((entry) => entry.id !== 'basic_workbench')) {
      await user.click(stationTab(row.name));
      const panel = screen.getByRole('region', { name: `${row.name} (locked)` });
      expect(panel).toHaveTextContent(row.description);
      expect(panel).toHaveTextContent(`${world.player.level} / ${row.requiredLevel}`);
      expect(panel).toHaveTextContent(`${formatCount(world.resources.gold)} / ${formatCount(row.unlockCost.gold)}`);
      for (const line of row.unlockCost.items)
        expect(panel).toHaveTextContent(`${countInInventory(world, line.itemId)} / ${line.quantity}`);
    }
  });

  it('unlocks the Apprentice Forge with enough gold, spending it', async () => {
    const world = createTestWorld('base');
    const forge = station('basic_forge');
    world.resources.gold = forge.unlockCost.gold + 50;
    const { user, play } = renderCrafting(world);
    await user.click(stationTab(forge.name));
    await user.click(screen.getByRole('button', { name: `Unlock ${forge.name}` }));
    await play(1);
    expect(world.crafting.unlockedStations).toContain(forge.id);
    expect(world.resources.gold).toBe(50);
    expect(await screen.findByText(unlockedToast(forge.name))).toBeInTheDocument();
    expect(stationTab(forge.name)).toHaveAccessibleName(forge.name);
  });

  it('crafts Sewn Cloth Armor: the header shows it, and its end pays the armor or counts a failure', async () => {
    const world = createTestWorld('base');
    stock(world, cloth.id);
    const { user, play } = renderCrafting(world);
    await user.click(within(card(cloth.name)).getByRole('button', { name: `Craft 1 ${cloth.name}` }));
    await play(1);
    const craft = world.crafting.currentCraft!;
    expect(craft.recipeId).toBe(cloth.id);
    expect(header()).toHaveTextContent(cloth.name);
    expect(within(header()).getByRole('button', { name: 'Cancel craft' })).toBeEnabled();
    expect(within(card(cloth.name)).getByRole('button', { name: `Craft 1 ${cloth.name}` })).toBeDisabled();

    await play(Math.ceil((craft.endTime - world.sim.nowMs) / 100) + 1);
    expect(world.crafting.currentCraft).toBeNull();
    const { successes, failures } = world.crafting.stats;
    expect(successes + failures).toBe(1);
    expect(countInInventory(world, cloth.outputItemId)).toBe(successes * cloth.outputQuantity);
    expect(header()).toHaveTextContent('Not crafting');
  });

  it('disables a recipe lacking materials and shows what it lacks', () => {
    const world = createTestWorld('base');
    renderCrafting(world);
    const missing = craftMissing(world, cloth.id);
    expect(missing.length).toBeGreaterThan(0);
    const item = card(cloth.name);
    expect(within(item).getByRole('button', { name: `Craft 1 ${cloth.name}` })).toBeDisabled();
    expect(within(item).queryByRole('button', { name: new RegExp(`^Craft all`) })).toBeNull();
    expect(item).toHaveTextContent(`Missing: ${missing.join('; ')}`);
  });

  it('offers Craft 10 and Craft all for a stocked recipe, and cancelling returns the materials', async () => {
    const world = createTestWorld('base');
    stock(world, cloth.id, 10);
    const before = cloth.materials.map((line) => countInInventory(world, line.itemId));
    const { user, play } = renderCrafting(world);
    expect(within(card(cloth.name)).getByRole('button', { name: `Craft 10 ${cloth.name}` })).toBeEnabled();
    await user.click(within(card(cloth.name)).getByRole('button', { name: `Craft all (10) ${cloth.name}` }));
    await play(1);
    expect(world.crafting.currentCraft?.remaining).toBe(9);
    expect(header()).toHaveTextContent('9 more in this order');
    expect(cloth.materials.map((line) => countInInventory(world, line.itemId))).toEqual(
      before.map((count, index) => count - cloth.materials[index]!.quantity),
    );

    await user.click(within(header()).getByRole('button', { name: 'Cancel craft' }));
    await play(1);
    expect(world.crafting.currentCraft).toBeNull();
    expect(cloth.materials.map((line) => countInInventory(world, line.itemId))).toEqual(before);
    expect(await screen.findByText(CANCELLED_TOAST)).toBeInTheDocument();
  });

  it('picks catalysts up to their stack and the slots, previewing time and success', async () => {
    const world = createTestWorld('base');
    const press = recipe('press_azure_fragment');
    const view = selectCraftingPage(world)
      .stations.flatMap((row) => row.recipes)
      .find((row) => row.id === press.id)!;
    expect(press.catalystSlots).toBe(1);
    const [first, second] = view.catalysts;
    world.resources.materials[first!.itemId] = first!.maxStack + 1;
    world.resources.materials[second!.itemId] = second!.maxStack;
    const { user } = renderCrafting(world);
    const item = card(press.name);
    const stats = within(item).getByTestId(`recipe-stats-${press.id}`);
    expect(stats).toHaveTextContent(formatSeconds(view.durationMs));
    const more = (name: string) => within(item).getByRole('button', { name: `More ${name} in ${press.name}` });
    for (let unit = 0; unit < first!.maxStack; unit++) await user.click(more(first!.name));
    expect(more(first!.name)).toBeDisabled();
    // One slot: a second kind waits until the first is taken out.
    expect(more(second!.name)).toBeDisabled();
    const preview = craftPreview(world, press.id, [{ itemId: first!.itemId, quantity: first!.maxStack }]);
    expect(stats).toHaveTextContent(formatSeconds(preview.durationMs));
    expect(stats).toHaveTextContent(`${Math.round(preview.successChance * 100)}%`);
    expect(item).toHaveTextContent(first!.effect);
  });

  it('marks what a demo hunter can never craft: the Smithing 20 recipe says so and offers no Craft', async () => {
    const world = createTestWorld('demo');
    world.crafting.unlockedStations.push('basic_forge');
    const gauntlets = recipe('quench_forgehand_gauntlets');
    const vest = recipe('rivet_boneplate_vest');
    expect(gauntlets.skillRequirements).toEqual({ smithing: 20 });
    const { user } = renderCrafting(world);
    await user.click(stationTab('Apprentice Forge'));
    const beyond = card(gauntlets.name);
    const note = within(beyond).getByTestId('beyond-tier');
    expect(note).toHaveTextContent('Needs Smithing 20 — demo hunters stop at 15');
    const craft = within(beyond).getByRole('button', { name: `Craft 1 ${gauntlets.name}` });
    expect(craft).toBeDisabled();
    expect(craft).toHaveAccessibleDescription('Needs Smithing 20 — demo hunters stop at 15');
    expect(within(beyond).queryByRole('button', { name: /queue/i })).toBeNull();
    expect(within(beyond).queryByRole('button', { name: /^More / })).toBeNull();
    expect(beyond).not.toHaveTextContent('Missing:');
    // Smithing 8 is within a demo hunter’s reach: not yet, so the usual list, with the skill’s name.
    const reachable = card(vest.name);
    expect(within(reachable).queryByTestId('beyond-tier')).toBeNull();
    expect(reachable).toHaveTextContent('Missing: Smithing level 8 (7 short)');
    expect(reachable).not.toHaveTextContent('smithing level');
  });

  it('on a paid tier the recipe is merely not yet; a station above a demo hunter’s player level says so', async () => {
    const base = createTestWorld('base');
    base.crafting.unlockedStations.push('basic_forge');
    const gauntlets = recipe('quench_forgehand_gauntlets');
    const first = renderCrafting(base);
    await first.user.click(stationTab('Apprentice Forge'));
    expect(within(card(gauntlets.name)).queryByTestId('beyond-tier')).toBeNull();
    expect(card(gauntlets.name)).toHaveTextContent('Missing: Smithing level 20 (19 short)');
    cleanup();

    const crucible = station('dimensional_crucible');
    expect(crucible.requiredLevel).toBe(50);
    const { user } = renderCrafting(createTestWorld('demo'));
    await user.click(stationTab(crucible.name));
    const panel = screen.getByRole('region', { name: `${crucible.name} (locked)` });
    expect(within(panel).getByTestId('beyond-tier')).toHaveTextContent(
      'Needs player level 50 — demo hunters stop at 38',
    );
    expect(within(panel).getByRole('button', { name: `Unlock ${crucible.name}` })).toBeDisabled();
    expect(panel).not.toHaveTextContent('Missing:');
  });
});
