import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { formatSeconds } from '@/hud/lib/format';
import { QUEUE_TARGETS, type QueueKind } from '@/runtime/view-models/activity-queue';
import { ActivityPage } from './ActivityPage';

type World = ReturnType<typeof createTestWorld>;

const SEEP = 'rift_edge_mana_seep';
const DRILLS = 'sword_drills';
const RIFT = 'tutorial_rift';

/** A target's name as the add form lists it. */
const targetName = (kind: QueueKind, id: string) =>
  QUEUE_TARGETS[kind].flatMap((group) => group.options).find((option) => option.id === id)!.name;
const DRILLS_NAME = targetName('training', DRILLS);
const SEEP_NAME = targetName('mining', SEEP);
const RIFT_NAME = targetName('combat', RIFT);

function renderActivity(world: World) {
  const rendered = renderGamePage(world, <ActivityPage />, '/game/activity');
  const { user, play } = rendered;
  /** Fills the add form and presses Add to queue. */
  const add = async (kind: string, targetId: string, goal: { mode?: string; amount?: string } = {}) => {
    const form = screen.getByRole('region', { name: 'Add an activity' });
    await user.click(within(form).getByRole('radio', { name: kind }));
    await user.selectOptions(within(form).getByRole('combobox'), targetId);
    if (goal.mode) await user.click(within(form).getByRole('radio', { name: goal.mode }));
    if (goal.amount !== undefined) {
      const amount = within(form).getByRole('spinbutton');
      await user.clear(amount);
      if (goal.amount !== '') await user.type(amount, goal.amount);
    }
    await user.click(within(form).getByRole('button', { name: 'Add to queue' }));
    await play(1);
  };
  return { ...rendered, add };
}

const underway = () => screen.getByRole('region', { name: 'Under way' });
const queueRow = (label: string) => screen.getByRole('listitem', { name: label });
const queueLabels = () =>
  within(screen.getByRole('region', { name: 'Queue' }))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the activity page', { timeout: 30_000 }, () => {
  it('with nothing queued says so, and that what is added starts at once', () => {
    renderActivity(createTestWorld('base'));
    expect(screen.getByRole('heading', { name: 'Activity', level: 1 })).toBeInTheDocument();
    expect(underway()).toHaveTextContent('Nothing under way.');
    expect(screen.getByTestId('queue-count')).toHaveTextContent('0 of 5');
    expect(screen.getByRole('region', { name: 'Queue' })).toHaveTextContent('The queue is empty.');
    expect(screen.getByTestId('add-note')).toHaveTextContent('Nothing is queued, so it starts now.');
    expect(screen.queryByRole('region', { name: 'Latest endings' })).toBeNull();
  });

  it('adds training that starts at once, with its live session and the sessions left', async () => {
    const world = createTestWorld('base');
    const { add } = renderActivity(world);
    await add('Train', DRILLS, { amount: '2' });
    expect(world.activity.queue).toEqual([expect.objectContaining({ type: 'training', targetId: DRILLS, count: 2 })]);
    const session = world.skillTraining.activeSession!;
    expect(session.activityId).toBe(DRILLS);
    const label = `Train ${DRILLS_NAME} ×2`;
    expect(underway()).toHaveTextContent(label);
    expect(within(underway()).getByTestId('queue-left')).toHaveTextContent('2 sessions left');
    expect(within(underway()).getByTestId('queue-time-left')).toHaveTextContent(
      `${formatSeconds(session.endsAt - world.sim.nowMs)} left`,
    );
    expect(within(queueRow(label)).getByRole('button', { name: `Skip ${label}` })).toBeEnabled();
    expect(within(queueRow(label)).getByRole('button', { name: `Move ${label} up` })).toBeDisabled();
    expect(await screen.findByText('Started from the queue')).toBeInTheDocument();
  });

  it('queues mining until the node stops and a fight of kills, and moves the fight up', async () => {
    const world = createTestWorld('base');
    const { add, user, play } = renderActivity(world);
    await add('Train', DRILLS, { amount: '3' });
    await add('Mine', SEEP, { mode: 'Until it stops' });
    await add('Fight', RIFT, { mode: 'Kills', amount: '4' });
    const train = `Train ${DRILLS_NAME} ×3`;
    const mine = `Mine ${SEEP_NAME} until it stops`;
    const fight = `Fight in ${RIFT_NAME.replace(/^The /, 'the ')} for 4 kills`;
    expect(queueLabels()).toEqual([train, mine, fight]);
    expect(screen.getByTestId('queue-count')).toHaveTextContent('3 of 5');
    expect(screen.getByTestId('add-note')).toHaveTextContent('It starts after the 3 activities queued before it.');
    // The one under way stays first: the mining may not rise above it.
    expect(within(queueRow(mine)).getByRole('button', { name: `Move ${mine} up` })).toBeDisabled();

    await user.click(within(queueRow(fight)).getByRole('button', { name: `Move ${fight} up` }));
    await play(1);
    expect(queueLabels()).toEqual([train, fight, mine]);
    expect(world.activity.queue.map((entry) => entry.type)).toEqual(['training', 'combat', 'mining']);
  });

  it('skips the one under way and starts the next', async () => {
    const world = createTestWorld('base');
    const { add, user, play } = renderActivity(world);
    await add('Train', DRILLS, { amount: '3' });
    await add('Mine', SEEP, { mode: 'Harvests', amount: '2' });
    const train = `Train ${DRILLS_NAME} ×3`;
    await user.click(within(queueRow(train)).getByRole('button', { name: `Skip ${train}` }));
    await play(1);
    expect(world.skillTraining.activeSession).toBeNull();
    expect(world.mining.currentActivity?.nodeId).toBe(SEEP);
    expect(queueLabels()).toEqual([`Mine ${SEEP_NAME} ×2`]);
    expect(within(underway()).getByTestId('queue-left')).toHaveTextContent('2 harvests left');
  });

  it('pauses when the player stops its activity, says why, and resumes with the next', async () => {
    const world = createTestWorld('base');
    const { add, user, play, session } = renderActivity(world);
    await add('Mine', SEEP, { mode: 'Harvests', amount: '3' });
    await add('Train', DRILLS, { amount: '1' });
    const stop = session.send({ type: 'stopMining' });
    await play(1);
    expect(await stop).toEqual({ ok: true });
    const mine = `Mine ${SEEP_NAME} ×3`;
    const note = within(underway()).getByRole('note');
    expect(note).toHaveTextContent(`Queue paused. You stopped ${mine}; the queue waits until you resume.`);
    expect(queueRow(`Train ${DRILLS_NAME} ×1`)).toHaveTextContent('Waits for Resume');
    const endings = screen.getByRole('region', { name: 'Latest endings' });
    expect(within(endings).getByRole('listitem', { name: mine })).toHaveTextContent('stopped by you');

    await user.click(within(note).getByRole('button', { name: 'Resume' }));
    await play(1);
    expect(world.activity).toMatchObject({ running: true, paused: false });
    expect(world.skillTraining.activeSession?.activityId).toBe(DRILLS);
    expect(within(underway()).queryByRole('note')).toBeNull();
    expect(underway()).toHaveTextContent(`Train ${DRILLS_NAME} ×1`);
  });

  it('lists an ending as Done once its goal is reached', async () => {
    const world = createTestWorld('base');
    const { add, play } = renderActivity(world);
    await add('Train', DRILLS, { amount: '1' });
    const session = world.skillTraining.activeSession!;
    await play(Math.ceil((session.endsAt - world.sim.nowMs) / 100) + 1);
    expect(world.activity.queue).toEqual([]);
    const label = `Train ${DRILLS_NAME} ×1`;
    const ending = within(screen.getByRole('region', { name: 'Latest endings' })).getByRole('listitem', {
      name: label,
    });
    expect(ending).toHaveTextContent(`${label}: Done`);
    expect(underway()).toHaveTextContent('Nothing under way.');
  });

  it('shows the core’s refusal in a toast and queues nothing', async () => {
    const world = createTestWorld('base');
    const { add } = renderActivity(world);
    await add('Train', DRILLS, { amount: '0' });
    expect(await screen.findByText('Choose a number from 1 to 999')).toBeInTheDocument();
    expect(world.activity.queue).toEqual([]);
  });

  it('says what runs outside the queue', async () => {
    const world = createTestWorld('base');
    const { session, play } = renderActivity(world);
    const start = session.send({ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' });
    await play(1);
    expect(await start).toEqual({ ok: true });
    const outside = within(underway()).getByRole('list', { name: 'Outside the queue' });
    expect(outside).toHaveTextContent(`Training ${targetName('training', 'shield_drills')}`);
    expect(outside).toHaveTextContent('started by you');
    expect(within(outside).getByTestId('outside-training-time-left')).toHaveTextContent(/left$/);
  });

  it('lines an entry up behind mining started by hand, says so, and starts it when the mining stops', async () => {
    const world = createTestWorld('base');
    const { add, user, play, session } = renderActivity(world);
    const start = session.send({ type: 'startMining', nodeId: SEEP });
    await play(1);
    expect(await start).toEqual({ ok: true });
    // Training runs beside the hunter's hands; a fight needs them.
    expect(screen.getByTestId('add-note')).toHaveTextContent('Nothing is queued, so it starts now.');
    await user.click(
      within(screen.getByRole('region', { name: 'Add an activity' })).getByRole('radio', { name: 'Fight' }),
    );
    expect(screen.getByTestId('add-note')).toHaveTextContent('It starts when your mining ends.');
    await add('Fight', RIFT, { mode: 'Kills', amount: '3' });
    expect(await screen.findByText('Added to the queue')).toBeInTheDocument();
    const fight = `Fight in ${RIFT_NAME.replace(/^The /, 'the ')} for 3 kills`;
    expect(queueLabels()).toEqual([fight]);
    expect(queueRow(fight)).toHaveTextContent('Next, after your mining');
    expect(world.combat.currentAreaId).toBeNull();
    const note = within(underway()).getByRole('note', { name: 'Queue waiting' });
    expect(note).toHaveTextContent(`Queue waiting. ${fight} starts when your mining ends (until the node gives out).`);
    expect(within(underway()).getByRole('list', { name: 'Outside the queue' })).toHaveTextContent(
      `Mining ${SEEP_NAME}`,
    );

    await user.click(within(note).getByRole('button', { name: 'Stop mining' }));
    await play(1);
    expect(world.mining.currentActivity).toBeNull();
    expect(world.combat.currentAreaId).toBe(RIFT);
    expect(within(underway()).queryByRole('note', { name: 'Queue waiting' })).toBeNull();
    expect(underway()).toHaveTextContent(fight);
  });

  it('says a fight started by hand without an end holds the queue until it is stopped', async () => {
    const world = createTestWorld('base');
    const { add, session, play } = renderActivity(world);
    const start = session.send({ type: 'startCombat', areaId: RIFT });
    await play(1);
    expect(await start).toEqual({ ok: true });
    await add('Mine', SEEP, { mode: 'Harvests', amount: '2' });
    const note = within(underway()).getByRole('note', { name: 'Queue waiting' });
    expect(note).toHaveTextContent(`Mine ${SEEP_NAME} ×2 starts when you stop your fight, which has no end set.`);
    expect(within(note).getByRole('button', { name: 'Stop fighting' })).toBeEnabled();
  });

  it('holds five activities, then says it is full', async () => {
    const world = createTestWorld('base');
    const { add } = renderActivity(world);
    for (let index = 0; index < 5; index += 1) await add('Train', DRILLS, { amount: '1' });
    expect(screen.getByTestId('queue-count')).toHaveTextContent('5 of 5');
    expect(screen.getByRole('button', { name: 'Add to queue' })).toBeDisabled();
    expect(screen.getByTestId('add-note')).toHaveTextContent(
      'The queue is full at 5 activities: remove one to add another.',
    );
  });
});
