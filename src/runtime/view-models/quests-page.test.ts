import { describe, expect, it } from 'vitest';
import { QUESTS } from '@/content/quests';
import type { StepContext } from '@/core/context';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { createTestWorld, FIXTURE_START_MS } from '@/core/testing/fixtures';
import { formatTimeLeft, questsPageKey, selectQuestsPage } from './quests-page';

const UTC: StepContext = { utcOffsetMinutes: 0 };
const HOUR = 3_600_000;

function run(world: GameState, ...commands: { type: string; [key: string]: unknown }[]): void {
  for (const command of commands)
    expect(step(world, [command], UTC).replies[0], command.type).toMatchObject({ ok: true });
}

/** A hunter at a player level (the quests read the derived level only). */
function hunter(level = 1): GameState {
  const world = createTestWorld('base');
  world.player.level = level;
  return world;
}

const view = (world: GameState, context = UTC) => selectQuestsPage(world, context);

describe('the quests page view', () => {
  it('a new hunter: the level-1 quests on the board, high priority first; the rest locked with the reason', () => {
    const page = view(hunter(1));
    expect(page.active).toEqual([]);
    expect(page.available.map((quest) => quest.questId)).toEqual(['first_blood', 'straw_man_drills']);
    expect(page.available[0]).toMatchObject({ priority: 'high', priorityLabel: 'High priority', isDaily: false });
    expect(page.available[0]!.rewards).toMatchObject({ xp: 100, skillName: 'Bladework', gold: 50 });
    expect(page.available[0]!.rewards.items[0]).toMatchObject({ quantity: 3, chance: 1 });
    expect(page.available[0]!.rewards.items[0]!.label).toMatch(/^3× .+Potion/);
    const seep = page.locked.find((quest) => quest.questId === 'edge_of_the_seep');
    expect(seep?.reason).toBe('Requires player level 2');
    expect(page.locked.length + page.available.length).toBe(QUESTS.length);
    // Locked in level order.
    const levels = page.locked.map((quest) => quest.levelRequirement);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('sorts the board by priority high to low, then by level; daily and repeatable are marked', () => {
    const page = view(hunter(16));
    const order = { high: 0, medium: 1, low: 2 } as const;
    const keys = page.available.map((quest) => [order[quest.priority], quest.levelRequirement]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    const daily = page.available.find((quest) => quest.questId === 'daily_seams')!;
    expect(daily).toMatchObject({ isDaily: true, timeLimit: '24 h to finish' });
    expect(daily.rewards.items[0]!.label).toContain('(50% chance)');
    expect(page.available.find((quest) => quest.questId === 'mirewidow_bounty')).toMatchObject({
      isRepeatable: true,
      isDaily: false,
    });
  });

  it('an accepted quest is active with each requirement’s count and progress, and leaves the board', () => {
    const world = hunter(1);
    run(world, { type: 'acceptQuest', questId: 'first_blood' });
    let page = view(world);
    expect(page.available.map((quest) => quest.questId)).toEqual(['straw_man_drills']);
    expect(page.active).toHaveLength(1);
    expect(page.active[0]).toMatchObject({
      questId: 'first_blood',
      status: 'in_progress',
      progress: 0,
      maxProgress: 5,
      expiresAt: null,
      timeLeftMs: null,
      hasDelivery: false,
    });
    expect(page.active[0]!.requirements).toEqual([
      {
        type: 'killInArea',
        label: 'Slay 5 foes in the Tutorial Rift',
        current: 0,
        amount: 5,
        done: false,
        deliver: null,
        // Kills in an area have no counter: they count from acceptance (issue 32).
        fromAcceptance: true,
      },
    ]);
    const entry = world.quests.active[0]!;
    entry.requirementProgress = [3];
    entry.progress = 3;
    page = view(world);
    expect(page.active[0]!.requirements[0]).toMatchObject({ current: 3, done: false });
    expect(page.active[0]!.progress).toBe(3);
  });

  it('a quest with a time limit counts down from the world’s time', () => {
    const world = hunter(7);
    run(world, { type: 'acceptQuest', questId: 'recruits_gauntlet' });
    const quest = view(world).active[0]!;
    expect(quest.expiresAt).toBe(world.quests.active[0]!.acceptedAt + 2 * HOUR);
    expect(quest.timeLeftMs).toBe(quest.expiresAt! - world.sim.nowMs);
    world.sim.nowMs += HOUR;
    expect(view(world).active[0]!.timeLeftMs).toBe(quest.timeLeftMs! - HOUR);
    expect(formatTimeLeft(2 * HOUR - 100)).toBe('2h 0m');
    expect(formatTimeLeft(5 * HOUR + 12 * 60_000)).toBe('5h 12m');
    expect(formatTimeLeft(52 * HOUR)).toBe('2d 4h');
    expect(formatTimeLeft(65_000)).toBe('1m 05s');
    expect(formatTimeLeft(-5)).toBe('0s');
  });

  it('Deliver is offered while a delivery wants items the hunter carries', () => {
    const world = hunter(10);
    run(world, { type: 'acceptQuest', questId: 'marsh_lights' });
    let quest = view(world).active[0]!;
    expect(quest.hasDelivery).toBe(true);
    expect(quest.canDeliver).toBe(false);
    expect(quest.requirements[1]!.deliver).toMatchObject({ itemId: 'soul_ember', carried: 0 });
    world.resources.materials.soul_ember = 3;
    quest = view(world).active[0]!;
    expect(quest.canDeliver).toBe(true);
    expect(quest.requirements[1]!.deliver?.carried).toBe(3);
    run(world, { type: 'deliverQuestItems', questId: 'marsh_lights' });
    quest = view(world).active[0]!;
    expect(quest.requirements[1]).toMatchObject({ current: 3, amount: 5, done: false });
    expect(quest.canDeliver).toBe(false);
  });

  it('a failed quest is listed after the running ones, marked failed, with nothing to deliver', () => {
    const world = hunter(10);
    run(world, { type: 'acceptQuest', questId: 'marsh_lights' }, { type: 'acceptQuest', questId: 'first_blood' });
    world.resources.materials.soul_ember = 3;
    world.quests.active[0]!.status = 'failed';
    const page = view(world);
    expect(page.active.map((quest) => [quest.questId, quest.status])).toEqual([
      ['first_blood', 'in_progress'],
      ['marsh_lights', 'failed'],
    ]);
    expect(page.active[1]!.canDeliver).toBe(false);
  });

  it('names completed and abandoned quests; a one-off done leaves the board, a daily one waits for the reset', () => {
    const world = hunter(16);
    world.quests.completed = ['first_blood', 'daily_cull'];
    world.quests.dailyDone = ['daily_cull'];
    world.quests.abandoned = ['straw_man_drills'];
    world.quests.statistics = { totalCompleted: 2, totalAbandoned: 1, totalFailed: 0, perfectCompletions: 1 };
    const page = view(world);
    expect(page.completed.map((quest) => quest.title)).toEqual(['First Blood', expect.any(String)]);
    expect(page.abandoned).toEqual([{ questId: 'straw_man_drills', title: 'The Straw Man’s Lesson' }]);
    expect(page.available.some((quest) => quest.questId === 'first_blood')).toBe(false);
    expect(page.locked.some((quest) => quest.questId === 'first_blood')).toBe(false);
    expect(page.locked.find((quest) => quest.questId === 'daily_cull')?.reason).toBe(
      'Done today: back after the daily reset',
    );
    expect(page.available.some((quest) => quest.questId === 'straw_man_drills')).toBe(true);
    expect(page.statistics).toEqual({ totalCompleted: 2, totalAbandoned: 1, totalFailed: 0, perfectCompletions: 1 });
  });

  it('the daily reset is the next local midnight', () => {
    const world = hunter(1);
    // The fixture starts at 09:00 UTC.
    expect(world.sim.nowMs).toBe(FIXTURE_START_MS);
    const utc = view(world);
    expect(utc.dailyResetInMs).toBe(15 * HOUR);
    expect(formatTimeLeft(utc.dailyResetInMs)).toBe('15h 0m');
    const east = view(world, { utcOffsetMinutes: 120 });
    expect(east.dailyResetInMs).toBe(13 * HOUR);
    const west = view(world, { utcOffsetMinutes: -5 * 60 - 30 });
    expect(west.dailyResetInMs).toBe(20 * HOUR + 30 * 60_000);
  });

  it('the board says what accepting now would count at once (issue 32)', () => {
    const world = hunter(2);
    world.skillTraining.stats.bladework.totalSessions = 5;
    const board = (questId: string) => view(world).available.find((quest) => quest.questId === questId)!;
    expect(board('straw_man_drills')).toMatchObject({
      doneAlready: true,
      requirements: [{ amount: 3, already: 3, fromAcceptance: false, deliver: false }],
    });
    expect(board('first_blood')).toMatchObject({
      doneAlready: false,
      requirements: [{ amount: 5, already: 0, fromAcceptance: true }],
    });
    expect(board('edge_of_the_seep')).toMatchObject({
      doneAlready: false,
      requirements: [{ amount: 3, already: 0, fromAcceptance: false }],
    });
    const before = questsPageKey(world, UTC);
    world.stats.enemiesKilled += 1;
    expect(questsPageKey(world, UTC)).not.toBe(before);
  });

  it('the key moves with what the page shows, and only then', () => {
    const world = hunter(10);
    const before = questsPageKey(world, UTC);
    world.sim.nowMs += 1000;
    expect(questsPageKey(world, UTC)).toBe(before);
    run(world, { type: 'acceptQuest', questId: 'marsh_lights' });
    const accepted = questsPageKey(world, UTC);
    expect(accepted).not.toBe(before);
    world.resources.materials.soul_ember = 1;
    expect(questsPageKey(world, UTC)).not.toBe(accepted);
  });
});
