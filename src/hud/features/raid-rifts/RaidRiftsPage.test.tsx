import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createHunter, createTestWorld } from '@/core/testing/fixtures';
import { AREAS } from '@/content/areas';
import { RAIDS } from '@/content/raids';
import { TIER_MESSAGES } from '@/content/tiers';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { itemName } from '@/runtime/view-models/content-names';
import { selectRaidRiftsPage } from '@/runtime/view-models/raid-rifts-page';
import { RaidRiftsPage } from './RaidRiftsPage';

const areaName = (areaId: string) => AREAS.find((area) => area.id === areaId)!.name;

type World = ReturnType<typeof createTestWorld>;

function renderPage(world: World) {
  return renderGamePage(
    world,
    <Routes>
      <Route path="/game/raid-rifts" element={<RaidRiftsPage />} />
      <Route path="/game/combat" element={<p>The combat page</p>} />
    </Routes>,
    '/game/raid-rifts',
  );
}

const rankS = (tier: 'base' | 'demo') =>
  createHunter({ seed: 1, rank: 'S', levels: { bladework: 70 }, gear: {}, tier });
const card = (name: string) => screen.getByRole('listitem', { name });

describe('the raid rifts page', () => {
  it('shows the three raids with their bosses’ phases, enrage and chest, and the seven flagship rifts', () => {
    renderPage(rankS('base'));
    expect(screen.getAllByTestId('raid-card')).toHaveLength(3);
    expect(screen.getAllByTestId('flagship-row')).toHaveLength(7);
    for (const raid of RAIDS) {
      const raidCard = card(areaName(raid.areaId));
      const phases = within(raidCard).getByRole('list', { name: /phases/ });
      for (const phase of raid.phases)
        expect(phases).toHaveTextContent(`${phase.name} at ${Math.round(phase.belowHealth * 100)}% health`);
      expect(within(raidCard).getByTestId('raid-enrage')).toHaveTextContent(
        `hit ${raid.enrage.damageMultiplier} times as hard`,
      );
      for (const itemId of raid.chest) expect(raidCard).toHaveTextContent(itemName(itemId));
    }
    expect(card('Raid Rift: The Blood Moon')).toHaveTextContent('Enrage after 1m 25s');
  });

  it('a rank-S hunter: the Blood Moon open with a Fight button of touch size; Starfall says what opens it', () => {
    renderPage(rankS('base'));
    const open = within(card('Raid Rift: The Blood Moon')).getByRole('button', {
      name: 'Fight here: Raid Rift: The Blood Moon',
    });
    expect(open.className).toContain('min-h-11');
    expect(within(card('Raid Rift: Starfall')).queryByRole('button')).toBeNull();
    expect(card('Raid Rift: Starfall')).toHaveTextContent('Requires Hunter Rank SS');
    expect(within(card('Raid Rift: Starfall')).getByTestId('rift-state')).toHaveTextContent('Locked');
  });

  it('a demo hunter reads the paid-tier message on the raids', () => {
    renderPage(rankS('demo'));
    for (const raid of RAIDS) expect(card(areaName(raid.areaId))).toHaveTextContent(TIER_MESSAGES.paidContent);
  });

  it('a claimed chest shows the time until it fills again', () => {
    const world = rankS('base');
    const lockoutMs = selectRaidRiftsPage(world).raids[0]!.lockoutMs;
    world.combatStats.rifts = {
      raid_blood_moon: {
        attempts: 2,
        clears: 1,
        deaths: 1,
        bestTimeMs: 312_000,
        lastClearAt: world.sim.nowMs,
        chestLockedUntil: world.sim.nowMs + lockoutMs - 30 * 60_000,
      },
    };
    world.combat.clearedRifts.push('raid_blood_moon');
    renderPage(world);
    const raidCard = card('Raid Rift: The Blood Moon');
    expect(within(raidCard).getByTestId('raid-lockout')).toHaveTextContent('It fills again in 19h 30m');
    expect(within(raidCard).getByTestId('rift-state')).toHaveTextContent('Cleared');
    expect(raidCard).toHaveTextContent('Best time5m 12s');
  });

  it('Fight here enters the rift and opens the combat page', async () => {
    const world = createTestWorld('base');
    const { user, play } = renderPage(world);
    await user.click(screen.getByRole('button', { name: 'Fight here: The Tutorial Rift' }));
    await play(2);
    expect(world.combat.currentAreaId).toBe('tutorial_rift');
    expect(await screen.findByText('The combat page')).toBeInTheDocument();
  });
});
