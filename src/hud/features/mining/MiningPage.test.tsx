import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MINING_NODES } from '@/content/mining-nodes';
import { createTestWorld } from '@/core/testing/fixtures';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { formatSeconds } from '@/hud/lib/format';
import { itemName } from '@/runtime/view-models/content-names';
import { CATEGORY_LABELS, selectMiningPage } from '@/runtime/view-models/mining-page';
import { MiningPage, openAtStart } from './MiningPage';
import { WORK_VERB } from './mining-text';

type World = ReturnType<typeof createTestWorld>;

/** The first node in the content: the level 1 seep every new hunter may work. */
const firstNode = MINING_NODES[0]!;
const startLabel = (node: (typeof MINING_NODES)[number]) => `${WORK_VERB[node.work]} ${node.name}`;

function renderMining(world: World) {
  return renderGamePage(world, <MiningPage />, '/game/mining');
}

const nodeCard = (name: string) => screen.getByRole('listitem', { name });
const header = () => screen.getByRole('region', { name: 'Harvest under way' });

// The first test opens every band (27 cards): a loaded 2-core runner needs more than the default 15 s.
describe('the mining page', { timeout: 60_000 }, () => {
  it('lists the 27 nodes in 9 categories, in the content order: the band to work open, the rest folded', async () => {
    const { user } = renderMining(createTestWorld('base'));
    const categories = [...new Set(MINING_NODES.map((node) => node.category))];
    expect(categories).toHaveLength(9);
    const sections = screen.getAllByRole('region').filter((region) => region.hasAttribute('data-category'));
    expect(sections.map((section) => section.getAttribute('data-category'))).toEqual(categories);
    for (const [index, section] of sections.entries())
      expect(section).toHaveAccessibleName(CATEGORY_LABELS[categories[index]!]);
    // A new hunter works the first band and unlocks the next node there: only it is open.
    const toggles = sections.map((section) => section.querySelector<HTMLButtonElement>('button[aria-expanded]')!);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(
      categories.map((category) => String(category === firstNode.category)),
    );
    expect(toggles[0]).toHaveTextContent('Levels 1–5 · 1 of 3 open to you');
    for (const toggle of toggles) if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
    const listed = sections.map((section) =>
      // Node cards are the named list items (loot lines are not named).
      within(section)
        .getAllByRole('listitem', { name: /.+/ })
        .map((item) => item.getAttribute('aria-label')),
    );
    expect(listed).toEqual(
      categories.map((category) => MINING_NODES.filter((node) => node.category === category).map((node) => node.name)),
    );
    expect(listed.flat()).toHaveLength(27);
    expect(header()).toHaveTextContent('Not mining. Pick a node below');
  });

  it('opens the band being worked, the best open node’s and the next to unlock', () => {
    const world = createTestWorld('base');
    // Level 20: Ore Veins' first node is the best open one, its second the next to unlock.
    world.player.level = 20;
    const view = selectMiningPage(world, world.sim.nowMs);
    expect([...openAtStart(view)]).toEqual(['ore_veins']);
    world.mining.currentActivity = {
      nodeId: firstNode.id,
      startTime: world.sim.nowMs,
      endTime: world.sim.nowMs + 1_000,
      expectedLoot: [],
      xp: 1,
    };
    expect([...openAtStart(selectMiningPage(world, world.sim.nowMs))].sort()).toEqual(['mana_mining', 'ore_veins']);
  });

  it('says once on a band’s header, and on each of its nodes, that a demo hunter never reaches it', async () => {
    const world = createTestWorld('demo');
    const { user } = renderMining(world);
    const rift = screen.getByRole('region', { name: CATEGORY_LABELS.rift_fissures });
    const notes = within(rift).getAllByTestId('beyond-tier');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('Needs player level 40 — demo hunters stop at 38');
    // Crystal Geodes (30-34) are within a demo hunter's reach: no such note.
    expect(
      within(screen.getByRole('region', { name: CATEGORY_LABELS.crystal_geodes })).queryByTestId('beyond-tier'),
    ).toBeNull();
    await user.click(within(rift).getByRole('button', { expanded: false }));
    const node = MINING_NODES.find((row) => row.category === 'rift_fissures')!;
    const card = nodeCard(node.name);
    expect(within(card).getByTestId('beyond-tier')).toHaveTextContent(
      `Needs player level ${node.levelRequirement} — demo hunters stop at 38`,
    );
    const start = within(card).getByRole('button', { name: startLabel(node) });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(`Needs player level ${node.levelRequirement} — demo hunters stop at 38`);
    expect(card).not.toHaveTextContent('required to mine');
  });

  it('disables a node above the player level, with the level it asks for', () => {
    const world = createTestWorld('base');
    renderMining(world);
    const locked = MINING_NODES.find((node) => node.levelRequirement > world.player.level)!;
    const card = nodeCard(locked.name);
    expect(card).toHaveTextContent(`Level ${locked.levelRequirement}`);
    expect(within(card).getByRole('button', { name: startLabel(locked) })).toBeDisabled();
    expect(card).toHaveTextContent(`Level ${locked.levelRequirement} required to mine ${locked.name}`);
    expect(within(nodeCard(firstNode.name)).getByRole('button', { name: startLabel(firstNode) })).toBeEnabled();
  });

  it('starts the first node: the header shows its harvest, the loot rolled for it and Stop', async () => {
    const world = createTestWorld('base');
    const { user, play } = renderMining(world);
    expect(firstNode.levelRequirement).toBeLessThanOrEqual(world.player.level);
    await user.click(screen.getByRole('button', { name: startLabel(firstNode) }));
    await play(1);
    const harvest = world.mining.currentActivity!;
    expect(harvest.nodeId).toBe(firstNode.id);
    expect(header()).toHaveTextContent(firstNode.name);
    expect(within(header()).getByRole('button', { name: 'Stop mining' })).toBeEnabled();
    expect(within(header()).getByTestId('harvest-xp')).toHaveTextContent(`+${harvest.xp} Survival XP`);
    for (const loot of harvest.expectedLoot)
      expect(header()).toHaveTextContent(`${itemName(loot.itemId)}×${loot.quantity}`);
    expect(within(header()).getByTestId('harvest-time-left')).toHaveTextContent(
      `${formatSeconds(harvest.endTime - world.sim.nowMs)} left`,
    );
    expect(within(nodeCard(firstNode.name)).getByRole('button', { name: 'Mining now' })).toBeDisabled();
  });

  it('pays the harvest at its end: the loot reaches the satchel and the node shows its depletion', async () => {
    const world = createTestWorld('base');
    const { user, play } = renderMining(world);
    await user.click(screen.getByRole('button', { name: startLabel(firstNode) }));
    await play(1);
    const harvest = world.mining.currentActivity!;
    expect(harvest.expectedLoot.length).toBeGreaterThan(0);
    const before = new Map(
      harvest.expectedLoot.map((loot) => [loot.itemId, world.resources.materials[loot.itemId] ?? 0]),
    );
    const card = nodeCard(firstNode.name);
    expect(card).toHaveTextContent('Depletion 0%');

    await play(Math.ceil((harvest.endTime - world.sim.nowMs) / 100) + 1);
    for (const loot of harvest.expectedLoot)
      expect(world.resources.materials[loot.itemId]).toBe(before.get(loot.itemId)! + loot.quantity);
    expect(world.mining.nodeProgress[firstNode.id]!.personalDepletion).toBe(firstNode.depletionRate);
    expect(card).toHaveTextContent(`Depletion ${Math.round(firstNode.depletionRate * 100)}%`);
    expect(card).toHaveTextContent(`1 / ${firstNode.maxHarvestsPerHour} this hour`);
    // The next harvest of the chain has begun.
    expect(world.mining.currentActivity?.startTime).toBe(harvest.endTime);
  });

  it('stops mining: the header goes back to picking a node', async () => {
    const world = createTestWorld('base');
    const { user, play } = renderMining(world);
    await user.click(screen.getByRole('button', { name: startLabel(firstNode) }));
    await play(1);
    await user.click(within(header()).getByRole('button', { name: 'Stop mining' }));
    await play(1);
    expect(world.mining.currentActivity).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Stop mining' })).toBeNull();
    expect(header()).toHaveTextContent('Not mining. Pick a node below');
    expect(await screen.findByText('Stopped mining')).toBeInTheDocument();
    expect(within(nodeCard(firstNode.name)).getByRole('button', { name: startLabel(firstNode) })).toBeEnabled();
  });

  it('refuses to start during a fight, with the core’s message in a toast', async () => {
    const world = createTestWorld('base');
    const { user, play, session } = renderMining(world);
    const fight = session.send({ type: 'startCombat', areaId: 'tutorial_rift' });
    await play(1);
    expect(await fight).toEqual({ ok: true });
    expect(world.combat.currentAreaId).toBe('tutorial_rift');
    expect(header()).toHaveTextContent('mining waits until the fight ends');

    await user.click(screen.getByRole('button', { name: startLabel(firstNode) }));
    await play(1);
    // The core's refusal (core/systems/mining.ts), as the page's toast shows it.
    expect(await screen.findByText('Stop fighting before you start mining')).toBeInTheDocument();
    expect(world.mining.currentActivity).toBeNull();
  });
});
