import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createHunter, createTestWorld, stepUntil } from '@/core/testing/fixtures';
import { dismissDeathRecap, showDeathRecap } from '@/hud/game/death-recap-store';
import type { GameSession } from '@/hud/game/game-session';
import { catchUpWorld, createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { useDeathRecapEvents } from '@/hud/game/use-death-recap-events';
import { deathCauseLine, type DeathRecordView } from '@/runtime/view-models/death-recap';
import { deathRecapFromRecord } from './death-recap';
import { DeathRecapHost } from './DeathRecapHost';

function GameWithRecap({ session }: { session: GameSession }) {
  useDeathRecapEvents(session);
  return <DeathRecapHost />;
}

afterEach(() => act(() => dismissDeathRecap()));

describe('death recap from the core', () => {
  const deathInFight =
    'opens when the hunter dies in a fight, tells the grace period and half health, and Continue closes it';
  it(deathInFight, async () => {
    const world = createTestWorld('base');
    stepWorld(world, [
      { type: 'startTraining', skill: 'defense', activityId: 'shield_drills' },
      { type: 'startCombat', areaId: 'gloomroot_thicket' },
    ]);
    const { session, frames } = createTestSession(world);
    render(<GameWithRecap session={session} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (let second = 0; second < 300 && !screen.queryByRole('dialog'); second++) act(() => frames(100, 10));
    const dialog = screen.getByRole('dialog', { name: 'You Have Fallen' });
    const record = world.deathPenalty.deathHistory[0]!;
    expect(dialog).toHaveTextContent('Gloomroot Thicket');
    expect(dialog).toHaveTextContent(record.killerName);
    expect(dialog).toHaveTextContent(`Enemies defeated${record.enemiesDefeated}`);
    expect(screen.getByTestId('death-cause')).toHaveTextContent(deathCauseLine(record)!);
    expect(deathCauseLine(record)).toMatch(/^Felled by .+ for \d+/);
    expect(dialog).toHaveTextContent('Grace Period');
    expect(dialog).toHaveTextContent(`You were resurrected with half your health (${world.player.maxHealth / 2} HP).`);
    // The words are the rule: the fight stopped, the training did not.
    expect(dialog).toHaveTextContent(
      'The rift claimed you this time: your fight has stopped, but any training carries on.',
    );
    expect(world.combat.currentAreaId).toBeNull();
    expect(world.skillTraining.activeSession?.skillType).toBe('defense');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists every item a rank D hunter lost, with its rarity', () => {
    const world = createHunter({
      rank: 'D',
      levels: {},
      gear: { weapon: 'basic_sword', chest: 'cloth_armor' },
      tier: 'base',
    });
    stepWorld(world, [{ type: 'startCombat', areaId: 'hollow_crypt_rift' }]);
    const died = stepUntil(world, (events) => events.some((event) => event.type === 'playerDied'), 50_000).find(
      (event) => event.type === 'playerDied',
    );
    const record = (died as { recap: DeathRecordView }).recap;
    const recap = deathRecapFromRecord(record);
    expect(recap.offline).toBe(false);
    expect(recap.outcome).toEqual({
      kind: 'items-lost',
      items: record.itemsLost.map((item) => ({ name: item.name, rarity: item.rarity })),
    });
    expect(record.itemsLost.map((item) => item.itemId).sort()).toEqual(['basic_sword', 'cloth_armor']);
  });

  it('titles a death during offline progress "You Died While Offline" with 5 HP', () => {
    const world = createTestWorld('base');
    stepWorld(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
    const { offlineDeath } = catchUpWorld(world, 3 * 3_600_000);
    expect(offlineDeath).toBeTruthy();
    render(<DeathRecapHost />);
    act(() => showDeathRecap(offlineDeath!, { offline: true }));
    const dialog = screen.getByRole('dialog', { name: 'You Died While Offline' });
    expect(dialog).toHaveTextContent('the fight stopped, but any training carried on.');
    expect(dialog).toHaveTextContent('First Death Forgiven');
    expect(dialog).toHaveTextContent('You were resurrected with 5 HP.');
    expect(world.player.health).toBe(5);
  });
});

describe('the offline death recap', () => {
  const death: DeathRecordView = {
    id: 'death-1',
    timestamp: 1,
    type: 'pve',
    offline: true,
    rank: 'D',
    location: 'hollow_crypt_rift',
    locationName: 'The Hollow Crypt',
    killer: 'grave_warden',
    killerName: 'Grave Warden',
    enemiesDefeated: 14,
    itemsLost: [],
    gracePeriod: false,
    firstOfflineDeathFree: true,
    healthAfter: 5,
  };

  it('a free death shows the grace notice', () => {
    expect(deathRecapFromRecord(death, true)).toMatchObject({
      offline: true,
      location: 'The Hollow Crypt',
      killer: 'Grave Warden',
      enemiesDefeated: 14,
      outcome: { kind: 'first-offline-free' },
    });
  });

  it('a costly one names the item and its rarity', () => {
    const recap = deathRecapFromRecord(
      {
        ...death,
        firstOfflineDeathFree: false,
        gracePeriod: false,
        itemsLost: [{ itemId: 'crypt_blade', name: 'Crypt Blade', rarity: 'rare', value: 120 }],
      },
      true,
    );
    expect(recap.outcome).toEqual({ kind: 'items-lost', items: [{ name: 'Crypt Blade', rarity: 'rare' }] });
  });
});
