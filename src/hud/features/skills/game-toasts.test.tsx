import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import type { GameSession } from '@/hud/game/game-session';
import { catchUpAtLoad, createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { toastForEvent, useGameToasts } from './game-toasts';

function ToastHost({ session }: { session: GameSession }) {
  useGameToasts(session);
  return <Toaster />;
}

/** Trains Shield Drills to its end on a real runtime with the game's toasts mounted. */
async function trainDefenseOnce(world: Parameters<typeof createTestSession>[0]) {
  const test = createTestSession(world);
  const seen: string[] = [];
  test.runtime.bridge.onEvent((event) => seen.push(event.type));
  render(<ToastHost session={test.session} />);
  void test.session.send({ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' });
  await act(async () => {
    test.frames(100, 85);
    await Promise.resolve();
  });
  return seen;
}

describe('game toasts', () => {
  it('announce the skill level, the player level and a new title, but not the finished session', async () => {
    const world = createTestWorld('base');
    // Bladework 2 puts Defense 9 -> 10 on a player-level step (ruling 3's curve).
    setSkillLevels(world, { bladework: 2, defense: 9 }, 0.999);
    const events = await trainDefenseOnce(world);
    expect(events).toEqual(
      expect.arrayContaining(['trainingCompleted', 'skillLevelUp', 'playerLevelUp', 'titleUnlocked']),
    );
    expect(await screen.findByText('Defense reached level 10')).toBeInTheDocument();
    expect(screen.queryByText('Shield Drills complete')).toBeNull();
    expect(screen.getByText(`Level Up! You are now level ${world.player.level}`)).toBeInTheDocument();
    // The character sheet spends them, so the toast says so.
    expect(world.attributes.available).toBeGreaterThan(0);
    expect(screen.getByText(/^\+\d+ attribute points? to spend on the Equipment page$/)).toBeInTheDocument();
    expect(screen.getByText('Initiate of Defense')).toBeInTheDocument();
  });

  it('stay quiet while sessions finish without a level', async () => {
    const world = createTestWorld('base');
    const test = createTestSession(world);
    render(<ToastHost session={test.session} />);
    void test.session.send({ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' });
    // Three 8 s sessions from level 1 (each pays a few XP: no level yet).
    await act(async () => {
      test.frames(100, 250);
      await Promise.resolve();
    });
    expect(world.skillTraining.stats.defense.totalSessions).toBeGreaterThanOrEqual(3);
    expect(world.skills.defense.level).toBe(1);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });

  it('tell a demo hunter when a skill reaches the tier cap, with the spec’s message', async () => {
    const world = createTestWorld('demo');
    setSkillLevels(world, { defense: 14 }, 0.999);
    const events = await trainDefenseOnce(world);
    expect(events).toContain('tierLimitReached');
    expect(
      await screen.findByText(
        "You've reached the maximum skill level for demo accounts (15). Upgrade to continue progressing!",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Defense reached level 15')).toBeInTheDocument();
    // The session that cannot repeat says so once, without repeating the cap message.
    expect(screen.getByText('Shield Drills stopped')).toBeInTheDocument();
  });
});

describe('game toasts after a reload within a minute', () => {
  it('show the level reached while the gap was stepped at load, once', async () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 1 }, 0.99);
    stepWorld(world, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
    // What the save session hands over: 40 s stepped tick by tick before the game ran.
    const stepped = catchUpAtLoad(world, 40_000);
    expect(world.skills.bladework.level).toBe(2);
    const test = createTestSession(world);
    let handedOver: unknown = stepped;
    const session: GameSession = {
      ...test.session,
      takeStartupCatchUp: () => {
        const taken = handedOver;
        handedOver = null;
        return taken;
      },
    };
    const { rerender } = render(<ToastHost session={session} />);
    expect(await screen.findByText('Bladework reached level 2')).toBeInTheDocument();
    rerender(<ToastHost session={{ ...session }} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getAllByText('Bladework reached level 2')).toHaveLength(1);
  });

  it('say when a queued activity is done or could not go on, but not when the player stopped it', () => {
    const ended = { type: 'queueEntryEnded', entryId: 'queued_1', label: 'Mine Rift-Edge Mana Seep ×3' } as const;
    expect(toastForEvent({ ...ended, reason: 'done', byHand: false })).toMatchObject({
      kind: 'success',
      title: 'Queue: Mine Rift-Edge Mana Seep ×3',
    });
    expect(toastForEvent({ ...ended, reason: 'The seep is depleted', byHand: false })).toEqual({
      kind: 'warning',
      title: 'Queue: Mine Rift-Edge Mana Seep ×3 ended',
      description: 'The seep is depleted',
    });
    expect(toastForEvent({ ...ended, reason: 'stopped by you', byHand: true })).toBeNull();
  });

  it('announce a rift’s first clear and a new best time, but not every clear', () => {
    const clear = {
      type: 'riftCleared',
      areaId: 'tutorial_rift',
      bossId: 'hollowed_gatekeeper',
      timeMs: 41_200,
      bestTimeMs: 41_200,
      attempt: 1,
    } as const;
    expect(toastForEvent({ ...clear, firstClear: true, newBest: true })).toEqual({
      kind: 'success',
      title: 'The Tutorial Rift cleared!',
      description: 'First clear in 42s',
    });
    expect(toastForEvent({ ...clear, firstClear: false, newBest: true })).toMatchObject({
      title: 'New best: The Tutorial Rift',
      description: 'Cleared in 42s',
      routine: true,
    });
    expect(toastForEvent({ ...clear, firstClear: false, newBest: false })).toBeNull();
  });

  it('warn of a raid boss’s new phase and its enrage, and announce the chest’s item', () => {
    const raid = { areaId: 'raid_blood_moon', bossId: 'blood_moon_matriarch' } as const;
    expect(
      toastForEvent({ type: 'raidPhaseChanged', ...raid, phase: 1, name: 'Crimson Tide', text: 'The moon swells.' }),
    ).toEqual({ kind: 'warning', title: 'The Blood Moon Matriarch: Crimson Tide', description: 'The moon swells.' });
    expect(
      toastForEvent({ type: 'raidBossEnraged', ...raid, damageMultiplier: 10, text: 'The moon is full.' }),
    ).toMatchObject({ kind: 'warning', title: 'The Blood Moon Matriarch is enraged!' });
    expect(
      toastForEvent({ type: 'raidChestOpened', areaId: raid.areaId, itemId: 'matriarchs_fang', lockedUntil: 0 }),
    ).toMatchObject({ kind: 'success', description: 'The chest stays empty for 20 hours.' });
  });

  it('announce a new ability (where it went), its ranks and a wraith’s bond levels', () => {
    expect(toastForEvent({ type: 'abilityUnlocked', abilityId: 'frost_bolt', slot: 1 })).toEqual({
      kind: 'success',
      title: 'New ability: Frost Bolt',
      description: 'In slot 2; see it on the Abilities page',
    });
    expect(toastForEvent({ type: 'abilityUnlocked', abilityId: 'witchfire', slot: null })).toMatchObject({
      description: 'Your 8 slots are full: swap it in on the Abilities page',
    });
    expect(toastForEvent({ type: 'abilityRankUp', abilityId: 'frost_bolt', rank: 3 })).toMatchObject({
      title: 'Frost Bolt reached rank 3',
      routine: true,
    });
    expect(
      toastForEvent({ type: 'wraithLevelUp', bondedId: 'bond_1', wraithId: 'crypt_shade', level: 4 }),
    ).toMatchObject({ title: 'Crypt Shade reached bond level 4', routine: true });
  });

  it('announce a quest completed with its rewards, and a quest failed', () => {
    expect(
      toastForEvent({
        type: 'questCompleted',
        questId: 'first_blood',
        title: 'First Blood',
        xp: 100,
        gold: 50,
        items: [{ itemId: 'health_potion_small', quantity: 3 }],
      }),
    ).toEqual({
      kind: 'success',
      title: 'Quest completed: First Blood!',
      description: expect.stringMatching(/^\+100 Bladework XP · \+50 gold · 3× .+Potion/),
    });
    expect(toastForEvent({ type: 'questFailed', questId: 'recruits_gauntlet', title: 'The Gauntlet' })).toEqual({
      kind: 'warning',
      title: 'Quest failed: The Gauntlet',
    });
  });
});
