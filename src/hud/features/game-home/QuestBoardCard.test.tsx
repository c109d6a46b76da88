import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { QuestBoardCard } from './QuestBoardCard';

function renderCard(world: ReturnType<typeof createTestWorld>) {
  const test = createTestSession(world);
  render(
    <MemoryRouter>
      <QuestBoardCard session={test.session} />
    </MemoryRouter>,
  );
  const play = async () => {
    await act(async () => {
      test.frames(100, 1);
      await Promise.resolve();
    });
  };
  return { ...test, play };
}

const card = () => screen.getByRole('region', { name: 'Quest board at a glance' });

describe('the hall’s quest board card (issue 32)', () => {
  it('tells a new hunter how many quests they can accept and leads to the board', () => {
    renderCard(createTestWorld());
    expect(card()).toHaveTextContent('2 quests you can accept');
    expect(within(card()).getByRole('link', { name: 'Open the quest board' })).toHaveAttribute('href', '/game/quests');
    expect(within(card()).queryByTestId('quests-ready')).toBeNull();
  });

  it('points out a quest already done, and then the quest under way with its count', async () => {
    const world = createTestWorld();
    world.skillTraining.stats.bladework.totalSessions = 3;
    const { play } = renderCard(world);
    expect(within(card()).getByTestId('quests-ready')).toHaveTextContent(
      'One asks for what you have already done: accept it to collect its reward.',
    );
    stepWorld(world, [{ type: 'acceptQuest', questId: 'first_blood' }]);
    await play();
    expect(card()).toHaveTextContent('Under way: First Blood (0 / 5).');
    expect(card()).toHaveTextContent('1 quest you can accept');
  });
});
