import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { renderRecordingGamePage } from '@/hud/game/testing/render-game-page';
import { stepWorld } from '@/hud/game/testing/test-session';
import { QuestsPage } from './QuestsPage';

type World = ReturnType<typeof createTestWorld>;

function hunter(level = 1): World {
  const world = createTestWorld('base');
  world.player.level = level;
  return world;
}

function renderQuests(world: World) {
  return renderRecordingGamePage(world, <QuestsPage />, '/game/quests');
}

const activeCard = (name: string) =>
  screen.getAllByTestId('active-quest').find((card) => within(card).queryByRole('heading', { name }))!;

describe('the quests page', () => {
  it('Accept sends acceptQuest: the quest shows as active with its requirement, and the toast says so', async () => {
    const world = hunter(1);
    const { user, play, sent } = renderQuests(world);
    expect(screen.getByText('No quest taken. Accept one from the board below.')).toBeInTheDocument();
    const board = screen.getAllByTestId('available-quest');
    expect(within(board[0]!).getByRole('heading')).toHaveTextContent('First Blood');
    expect(board[0]).toHaveTextContent('High priority');
    await user.click(screen.getByRole('button', { name: 'Accept First Blood' }));
    await play();
    expect(sent).toEqual([{ type: 'acceptQuest', questId: 'first_blood' }]);
    const card = activeCard('First Blood');
    expect(card).toHaveTextContent('Slay 5 foes in the Tutorial Rift');
    expect(within(card).getByTestId('requirement-count')).toHaveTextContent('0 / 5');
    expect(card).toHaveTextContent('100 Bladework XP');
    expect(card).toHaveTextContent('50 gold');
    expect(screen.queryByRole('button', { name: 'Accept First Blood' })).toBeNull();
    expect(await screen.findByText('Quest accepted: First Blood')).toBeInTheDocument();
  });

  it('says on the board what already counts, and a quest already done completes on Accept (issue 32)', async () => {
    const world = hunter(1);
    world.skillTraining.stats.bladework.totalSessions = 2;
    const { user, play } = renderQuests(world);
    const card = (name: string) =>
      screen.getAllByTestId('available-quest').find((item) => within(item).queryByRole('heading', { name }))!;
    expect(card('The Straw Man’s Lesson')).toHaveTextContent('2 of 3 done already');
    expect(card('First Blood')).toHaveTextContent('Counts from when you accept');
    expect(within(card('First Blood')).queryByTestId('quest-done-already')).toBeNull();

    world.skillTraining.stats.bladework.totalSessions = 3;
    world.skillTraining.totalTrainingTime += 1;
    await play();
    expect(card('The Straw Man’s Lesson')).toHaveTextContent('Done already');
    expect(within(card('The Straw Man’s Lesson')).getByTestId('quest-done-already')).toHaveTextContent(
      'You have done all it asks, so accepting completes it at once.',
    );
    await user.click(screen.getByRole('button', { name: 'Accept The Straw Man’s Lesson' }));
    await play();
    expect(world.quests.completed).toContain('straw_man_drills');
    expect(screen.queryAllByTestId('active-quest')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept First Blood' }));
    await play();
    expect(activeCard('First Blood')).toHaveTextContent('Counts from when you accepted');
  });

  it('Abandon asks first; confirming sends abandonQuest and says "Quest abandoned"', async () => {
    const world = hunter(1);
    stepWorld(world, [{ type: 'acceptQuest', questId: 'straw_man_drills' }]);
    const { user, play, sent } = renderQuests(world);
    await user.click(within(activeCard('The Straw Man’s Lesson')).getByRole('button', { name: /Abandon/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Abandon The Straw Man’s Lesson?');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    expect(world.quests.active).toHaveLength(1);

    await user.click(within(activeCard('The Straw Man’s Lesson')).getByRole('button', { name: /Abandon/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Abandon' }));
    await play();
    expect(sent).toEqual([{ type: 'abandonQuest', questId: 'straw_man_drills' }]);
    expect(world.quests.active).toHaveLength(0);
    expect(await screen.findByText('Quest abandoned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept The Straw Man’s Lesson' })).toBeInTheDocument();
  });

  it('a timed quest shows its time left; Deliver hands items in; a failed one can be cleared', async () => {
    const world = hunter(10);
    stepWorld(world, [
      { type: 'acceptQuest', questId: 'recruits_gauntlet' },
      { type: 'acceptQuest', questId: 'marsh_lights' },
    ]);
    world.resources.materials.soul_ember = 2;
    const { user, play, sent } = renderQuests(world);
    const timed = activeCard('The Recruits’ Gauntlet');
    expect(within(timed).getByTestId('quest-time-left')).toHaveTextContent(/Time left: (1h 59m|2h 0m)/);

    const marsh = activeCard('Lights in the Marsh');
    expect(marsh).toHaveTextContent('You carry 2');
    await user.click(within(marsh).getByRole('button', { name: 'Deliver for Lights in the Marsh' }));
    await play();
    expect(sent).toEqual([{ type: 'deliverQuestItems', questId: 'marsh_lights' }]);
    expect(world.resources.materials.soul_ember ?? 0).toBe(0);
    expect(within(activeCard('Lights in the Marsh')).getAllByTestId('requirement-count')[1]).toHaveTextContent('2 / 5');
    // Nothing left to hand in: no Deliver until more Soul Embers are carried.
    expect(within(activeCard('Lights in the Marsh')).queryByRole('button', { name: /^Deliver/ })).toBeNull();
    expect(activeCard('Lights in the Marsh')).toHaveTextContent('You carry 0');

    world.quests.active.find((entry) => entry.questId === 'marsh_lights')!.status = 'failed';
    await play();
    const failed = activeCard('Lights in the Marsh');
    expect(failed).toHaveTextContent('Failed');
    await user.click(within(failed).getByRole('button', { name: 'Clear Lights in the Marsh' }));
    await play();
    expect(sent.at(-1)).toEqual({ type: 'abandonQuest', questId: 'marsh_lights' });
    expect(world.quests.active.map((entry) => entry.questId)).toEqual(['recruits_gauntlet']);
  });

  it('shows the daily reset countdown, the locked quests with their reasons, and the statistics', async () => {
    const world = hunter(1);
    world.quests.completed = ['first_blood'];
    world.quests.statistics.totalCompleted = 1;
    const { user } = renderQuests(world);
    expect(screen.getByTestId('daily-reset')).toHaveTextContent(/Daily quests reset in \d+h \d+m/);
    const locked = screen.getByTestId('quests-locked');
    expect(within(locked).queryByText('Requires player level 2')).toBeNull();
    await user.click(within(locked).getByRole('button', { name: /^Locked/ }));
    expect(within(locked).getAllByText('Requires player level 2').length).toBeGreaterThan(0);
    const history = screen.getByTestId('quests-history');
    await user.click(within(history).getByRole('button', { name: /Completed and abandoned/ }));
    expect(within(history).getByText('First Blood')).toBeInTheDocument();
  });
});
