import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Command } from '@/core/commands';
import { createTestWorld } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { createTestSession } from '@/hud/game/testing/test-session';
import { closeTutorialRequest, openTutorial } from '@/hud/game/tutorial-state';
import { selectGameHelpFacts } from '@/runtime/view-models/game-help';
import { defaultTutorialSteps } from './default-steps';
import { SKIP_TUTORIAL_QUESTION } from './SkipTutorialConfirm';
import { TUTORIAL_COMPLETED_TOAST, TutorialHost } from './TutorialHost';
import { TUTORIAL_PROGRESS_KEY } from './tutorial-progress';
import { TUTORIAL_STEPS_KEY } from './tutorial-steps';
import { TASK_DONE_LINES } from './tutorial-tasks';

type World = ReturnType<typeof createTestWorld>;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Long enough that a done task stays on screen until the test moves on. */
const STAY = 60_000;

function renderTutorial(world: World, { donePauseMs = STAY, path = '/game' } = {}) {
  const test = createTestSession(world);
  const sent: Command[] = [];
  const send = test.session.send;
  test.session.send = (command) => {
    sent.push(command);
    return send(command);
  };
  const user = userEvent.setup();
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <button type="button" data-testid="page-control">
        A control of the page
      </button>
      <TutorialHost session={test.session} donePauseMs={donePauseMs} />
      <Location />
      <Toaster />
    </MemoryRouter>
  );
  const view = render(tree);
  /** Runs ticks so the core answers the commands sent and the HUD publishes what changed. */
  const play = async (count = 3) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  /** Sends a command as the game's own pages do, and plays until the core has answered. */
  const doInGame = async (command: Command) => {
    const reply = send(command);
    await play();
    expect(await reply).toEqual({ ok: true });
    await play();
  };
  return { ...test, sent, user, play, doInGame, view, tree };
}

/** Waits for what frames and timers bring (a busy 2-core runner is slow; the default second is too close). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000 });

const tutorial = () => screen.queryByTestId('tutorial');
const stepLabel = () => screen.getByTestId('tutorial-step-label');
const heading = () => within(screen.getByTestId('tutorial')).getAllByRole('heading')[0]!.textContent;

/** Moves on with Next or Skip step (whichever the step offers) up to `stepNumber`. */
async function goToStep(user: ReturnType<typeof userEvent.setup>, stepNumber: number) {
  const current = Number(/Step (\d+)/.exec(stepLabel().textContent ?? '')?.[1]);
  for (let step = current; step < stepNumber; step += 1)
    await user.click(screen.getByRole('button', { name: /^(Next|Skip step)/ }));
  expect(stepLabel()).toHaveTextContent(`Step ${stepNumber} of`);
}

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

/** An element of the page at a given place, as the game's pages draw it. */
function placeOnPage(tag: string, attributes: Record<string, string>, box: DOMRectInit, text = ''): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = text;
  element.getBoundingClientRect = () => DOMRect.fromRect(box);
  document.body.append(element);
  return element;
}

const TITLES = [
  'Welcome, Shadow Hunter',
  'Take a Quest',
  'Train a Skill',
  'Start a Fight',
  'Drink a Potion',
  'Death Has a Price',
  'Gear Up',
  'The Hunter Rank System',
  'Progress While Away',
  'Pro Tips',
];

beforeEach(() => {
  localStorage.clear();
  closeTutorialRequest();
  setViewport(1024, 768);
});
afterEach(() => {
  // Sonner keeps its toasts between renders: a toast of one test must not show in the next.
  toast.dismiss();
  vi.restoreAllMocks();
  document.querySelectorAll('[data-tutorial], [data-placed]').forEach((element) => element.remove());
});

describe('the tutorial', () => {
  it('opens on a save whose tutorial is not completed, at step 1 of 10 with Previous disabled', () => {
    renderTutorial(createTestWorld('base'));
    expect(screen.getByRole('dialog', { name: 'Welcome, Shadow Hunter' })).toBeInTheDocument();
    expect(stepLabel()).toHaveTextContent('Step 1 of 10');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Tutorial progress' })).toBeInTheDocument();
    expect(screen.getByTestId('tutorial-dots').children).toHaveLength(10);
  });

  it('stays hidden when the save says it is completed, and opens at step 1 when Replay asks for it', () => {
    const world = createTestWorld('base');
    world.tutorial = { completed: true, completedAt: world.sim.nowMs };
    // A place left from before must not carry into the replay.
    localStorage.setItem(
      `${TUTORIAL_PROGRESS_KEY}:${world.playerId}`,
      JSON.stringify({ stepId: 'hunter-rank', done: [] }),
    );
    renderTutorial(world);
    expect(tutorial()).toBeNull();
    act(() => openTutorial());
    expect(tutorial()).not.toBeNull();
    expect(stepLabel()).toHaveTextContent('Step 1 of 10');
  });

  it('has ten steps in order; the five that ask for something offer Skip step instead of Next', async () => {
    const world = createTestWorld('base');
    const { user, play, sent } = renderTutorial(world);
    const titles = [heading()];
    const asking: string[] = [];
    for (let step = 1; step < 10; step += 1) {
      const skip = screen.queryByRole('button', { name: /^Skip step/ });
      if (skip) {
        asking.push(heading()!);
        expect(screen.queryByRole('button', { name: /^Next/ })).toBeNull();
        await user.click(skip);
      } else await user.click(screen.getByRole('button', { name: /^Next/ }));
      titles.push(heading());
    }
    expect(titles).toEqual(TITLES);
    expect(asking).toEqual(['Take a Quest', 'Train a Skill', 'Start a Fight', 'Drink a Potion', 'Gear Up']);
    expect(stepLabel()).toHaveTextContent('Step 10 of 10');
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
    expect(sent).toEqual([]);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: /Complete/ }));
    expect(tutorial()).toBeNull();
    await play();
    expect(sent).toHaveLength(1);
    const command = sent[0] as Extract<Command, { type: 'setTutorialCompleted' }>;
    expect(command.type).toBe('setTutorialCompleted');
    expect(command.completedAt).toBeGreaterThanOrEqual(before);
    expect(world.tutorial.completed).toBe(true);
    expect(await screen.findByText(TUTORIAL_COMPLETED_TOAST)).toBeInTheDocument();
    expect(tutorial()).toBeNull();
    // Finished, its place is forgotten.
    expect(localStorage.getItem(`${TUTORIAL_PROGRESS_KEY}:${world.playerId}`)).toBeNull();
  });

  it('marks the important steps and goes back with Previous', async () => {
    const { user } = renderTutorial(createTestWorld('base'));
    expect(screen.queryByText('Important')).toBeNull();
    await goToStep(user, 6);
    expect(screen.getByRole('heading', { name: 'Death Has a Price' })).toBeInTheDocument();
    expect(within(screen.getByTestId('tutorial')).getByText('Important')).toBeInTheDocument();
    expect(screen.getByTestId('tutorial-icon')).toHaveAttribute('data-icon', 'skull');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(stepLabel()).toHaveTextContent('Step 5 of 10');
  });

  it('close asks before skipping: Cancel keeps it open, confirming saves without the success toast', async () => {
    const world = createTestWorld('base');
    const { user, play, sent } = renderTutorial(world);
    await goToStep(user, 3);
    await user.click(screen.getByRole('button', { name: 'Close tutorial' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(SKIP_TUTORIAL_QUESTION);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stepLabel()).toHaveTextContent('Step 3 of 10');
    await play();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close tutorial' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Skip tutorial' }));
    expect(tutorial()).toBeNull();
    await play();
    expect(sent).toEqual([{ type: 'setTutorialCompleted', completedAt: expect.any(Number) }]);
    expect(world.tutorial.completed).toBe(true);
    expect(screen.queryByText(TUTORIAL_COMPLETED_TOAST)).toBeNull();
  });

  it('Escape asks to skip too, on a telling step and on a step that asks for something', async () => {
    const { user, sent } = renderTutorial(createTestWorld('base'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toHaveTextContent(SKIP_TUTORIAL_QUESTION);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await goToStep(user, 2);
    await user.click(screen.getByRole('button', { name: 'Take me there' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toHaveTextContent(SKIP_TUTORIAL_QUESTION);
    expect(tutorial()).not.toBeNull();
    expect(sent).toEqual([]);
  });

  it('a refused save is logged and the overlay closes silently', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const world = createTestWorld('base');
    const { session, user, play } = renderTutorial(world);
    session.send = () => Promise.resolve({ ok: false, message: 'The save is read-only in this tab' });
    await goToStep(user, 10);
    await user.click(screen.getByRole('button', { name: /Complete/ }));
    await play();
    expect(tutorial()).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('tutorial'), 'The save is read-only in this tab');
    expect(screen.queryByText(TUTORIAL_COMPLETED_TOAST)).toBeNull();
    expect(world.tutorial.completed).toBe(false);
  });

  it('time away says what the 12-hour cap and the x1.5 catch-up bonus each mean, with the rules’ numbers', async () => {
    const { offline } = selectGameHelpFacts();
    const { user } = renderTutorial(createTestWorld('base'));
    await goToStep(user, 9);
    const words = screen.getByTestId('tutorial-words').textContent ?? '';
    expect(words).toContain(`at ${offline.multiplier * 100}% of the speed of play`);
    expect(words).toContain(`no more than ${offline.capHours} hours of an absence count`);
    expect(words).toContain(
      `Gone ${offline.bonusAfterHours} hours or more, a x${offline.bonusMultiplier} catch-up bonus runs those ` +
        `${offline.capHours} hours at ${offline.multiplier * offline.bonusMultiplier * 100}% instead`,
    );
  });

  it('names the quest board, the store and the belt refilling from the pack', () => {
    const steps = defaultTutorialSteps(selectGameHelpFacts());
    const text = (id: string) => steps.find((step) => step.id === id)?.content ?? '';
    expect(text('take-quest')).toContain('quest board');
    expect(text('potion-belt')).toMatch(/belt.*refills from the potions in your pack/);
    expect(text('core-loop')).toContain('the store sells it');
  });
});

describe('steps that ask the player to do something', () => {
  /** Each task: its step, what the game's own page would send, and any setting up it needs. */
  const tasks: {
    name: string;
    step: number;
    task: keyof typeof TASK_DONE_LINES;
    prepare?: (world: World) => void;
    act: (world: World) => Command;
  }[] = [
    { name: 'accept a quest', step: 2, task: 'quest', act: () => ({ type: 'acceptQuest', questId: 'first_blood' }) },
    {
      name: 'start a training',
      step: 3,
      task: 'training',
      act: () => ({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }),
    },
    { name: 'start a fight', step: 4, task: 'fight', act: () => ({ type: 'startCombat', areaId: 'tutorial_rift' }) },
    {
      name: 'drink a potion',
      step: 5,
      task: 'potion',
      prepare: (world) => {
        world.player.health = 20;
      },
      act: () => ({ type: 'usePotion', slot: 'potion_1' }),
    },
    {
      name: 'equip an item',
      step: 7,
      task: 'equip',
      prepare: (world) => {
        world.resources.gold = 500;
      },
      act: (world) => {
        const spare = world.inventory.items.find((entry) => entry.itemId === 'basic_sword' && !entry.equipped);
        return { type: 'equip', inventoryItemId: spare!.id, slot: 'weapon' };
      },
    },
  ];

  it.each(tasks)('$name: waits for it, and shows it done once the game does', async (task) => {
    const world = createTestWorld('base');
    task.prepare?.(world);
    const { user, play, doInGame } = renderTutorial(world);
    await goToStep(user, task.step);
    if (task.task === 'equip') await doInGame({ type: 'buyItem', itemId: 'basic_sword', quantity: 1 });
    // Playing on without doing it: the step waits.
    await play(20);
    expect(stepLabel()).toHaveTextContent(`Step ${task.step} of 10`);
    expect(screen.getByRole('button', { name: /^Skip step/ })).toBeInTheDocument();
    expect(screen.queryByTestId('tutorial-done')).toBeNull();

    await doInGame(task.act(world));
    expect(screen.getByTestId('tutorial-done')).toHaveTextContent(TASK_DONE_LINES[task.task]);
    expect(stepLabel()).toHaveTextContent(`Step ${task.step} of 10`);
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    expect(stepLabel()).toHaveTextContent(`Step ${task.step + 1} of 10`);
  });

  it('moves on by itself a moment after the game shows the task done', async () => {
    const world = createTestWorld('base');
    const { user, play, doInGame } = renderTutorial(world, { donePauseMs: 30 });
    await goToStep(user, 3);
    await play(20);
    expect(stepLabel()).toHaveTextContent('Step 3 of 10');
    await doInGame({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' });
    await eventually(() => expect(stepLabel()).toHaveTextContent('Step 4 of 10'));
    expect(heading()).toBe('Start a Fight');
  });

  it('a done task shows its line and Next until the pause ends; Previous onto it stays there', async () => {
    const world = createTestWorld('base');
    const { user, doInGame } = renderTutorial(world);
    await goToStep(user, 2);
    await doInGame({ type: 'acceptQuest', questId: 'first_blood' });
    expect(screen.getByTestId('tutorial-done')).toHaveTextContent(TASK_DONE_LINES.quest);
    expect(within(screen.getByTestId('tutorial')).getByRole('status')).toHaveTextContent(TASK_DONE_LINES.quest);
    expect(screen.queryByRole('button', { name: /^Skip step/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    expect(stepLabel()).toHaveTextContent('Step 3 of 10');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(stepLabel()).toHaveTextContent('Step 2 of 10');
    expect(screen.getByTestId('tutorial-done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Next/ })).toBeInTheDocument();
  });

  it('a task done before its step (a fight started early) counts when the step comes', async () => {
    const world = createTestWorld('base');
    const { user, doInGame } = renderTutorial(world);
    await doInGame({ type: 'startCombat', areaId: 'tutorial_rift' });
    await goToStep(user, 3);
    await user.click(screen.getByRole('button', { name: /^Skip step/ }));
    expect(stepLabel()).toHaveTextContent('Step 4 of 10');
    expect(screen.getByTestId('tutorial-done')).toHaveTextContent(TASK_DONE_LINES.fight);
    expect(screen.getByRole('button', { name: /^Next/ })).toBeInTheDocument();
  });

  it('a potion put on the belt is not the gear step done; gear put on is', async () => {
    const world = createTestWorld('base');
    const { user, doInGame } = renderTutorial(world);
    await goToStep(user, 7);
    await doInGame({ type: 'buyItem', itemId: 'health_potion_small', quantity: 1 });
    const bought = world.inventory.items.find((entry) => entry.itemId === 'health_potion_small' && !entry.equipped);
    if (bought) await doInGame({ type: 'equip', inventoryItemId: bought.id, slot: 'potion_2' });
    expect(screen.queryByTestId('tutorial-done')).toBeNull();
    await doInGame({ type: 'buyItem', itemId: 'basic_sword', quantity: 1 });
    const sword = world.inventory.items.find((entry) => entry.itemId === 'basic_sword' && !entry.equipped)!;
    await doInGame({ type: 'equip', inventoryItemId: sword.id, slot: 'weapon' });
    expect(screen.getByTestId('tutorial-done')).toHaveTextContent(TASK_DONE_LINES.equip);
  });

  it('the step reached and the tasks done survive a remount (a reload)', async () => {
    const world = createTestWorld('base');
    const first = renderTutorial(world);
    await goToStep(first.user, 2);
    await first.doInGame({ type: 'acceptQuest', questId: 'first_blood' });
    await first.user.click(screen.getByRole('button', { name: /^Next/ }));
    await goToStep(first.user, 4);
    first.view.unmount();
    first.runtime.stop();

    const second = renderTutorial(world);
    expect(stepLabel()).toHaveTextContent('Step 4 of 10');
    expect(heading()).toBe('Start a Fight');
    expect(screen.queryByTestId('tutorial-done')).toBeNull();
    // The quest taken before the reload is still done; the skipped training still waits.
    await second.user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.queryByTestId('tutorial-done')).toBeNull();
    await second.user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByTestId('tutorial-done')).toHaveTextContent(TASK_DONE_LINES.quest);
  });

  it('Take me there opens the place and goes once there; the gear step sends to the store, then the pack', async () => {
    const world = createTestWorld('base');
    world.resources.gold = 500;
    const { user, doInGame } = renderTutorial(world);
    const location = () => screen.getByTestId('location');
    const expectations: [number, string][] = [
      [2, '/game/quests'],
      [3, '/game/skills/bladework'],
      [4, '/game/combat'],
    ];
    for (const [step, path] of expectations) {
      await goToStep(user, step);
      await user.click(screen.getByRole('button', { name: 'Take me there' }));
      expect(location()).toHaveTextContent(path);
      expect(stepLabel()).toHaveTextContent(`Step ${step} of 10`);
      expect(screen.queryByRole('button', { name: 'Take me there' })).toBeNull();
    }
    await goToStep(user, 5);
    expect(screen.getByTestId('tutorial-hint')).toHaveTextContent('Start a fight first');
    await goToStep(user, 7);
    expect(screen.getByTestId('tutorial-hint')).toHaveTextContent(/^The store sells a Leather Cap for \d+ gold/);
    await user.click(screen.getByRole('button', { name: 'Take me there' }));
    expect(location()).toHaveTextContent('/game/store?shelf=gear');
    await doInGame({ type: 'buyItem', itemId: 'basic_sword', quantity: 1 });
    expect(screen.getByTestId('tutorial-hint')).toHaveTextContent(
      'Your Basic Sword is in your pack: tap it in the inventory, then Equip.',
    );
    await user.click(screen.getByRole('button', { name: 'Take me there' }));
    expect(location()).toHaveTextContent('/game/inventory');
  });

  it('leaves the page playable: a control beside the card takes clicks', async () => {
    const { user } = renderTutorial(createTestWorld('base'));
    await goToStep(user, 2);
    const clicked = vi.fn();
    screen.getByTestId('page-control').addEventListener('click', clicked);
    await user.click(screen.getByTestId('page-control'));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(stepLabel()).toHaveTextContent('Step 2 of 10');
  });

  it('steps aside while another dialog of the game is open (a welcome back, a recap, a sheet)', async () => {
    const { user } = renderTutorial(createTestWorld('base'));
    await goToStep(user, 2);
    expect(screen.getByTestId('tutorial')).not.toHaveAttribute('data-aside');
    const other = placeOnPage('div', { role: 'dialog', 'data-state': 'open', 'data-placed': '' }, { x: 0, y: 0 });
    await eventually(() => expect(screen.getByTestId('tutorial')).toHaveAttribute('data-aside'));
    act(() => other.setAttribute('data-state', 'closed'));
    await eventually(() => expect(screen.getByTestId('tutorial')).not.toHaveAttribute('data-aside'));
  });

  it('folds to its header by hand, and on a phone when the player plays beside it; a new step unfolds', async () => {
    setViewport(390, 844);
    const { user } = renderTutorial(createTestWorld('base'));
    await goToStep(user, 2);
    await user.click(screen.getByRole('button', { name: 'Fold the tutorial' }));
    expect(screen.queryByTestId('tutorial-words')).toBeNull();
    expect(screen.getByTestId('tutorial-folded-title')).toHaveTextContent('Take a Quest');
    await user.click(screen.getByRole('button', { name: 'Unfold the tutorial' }));
    expect(screen.getByTestId('tutorial-words')).toBeInTheDocument();
    await user.click(screen.getByTestId('page-control'));
    expect(screen.queryByTestId('tutorial-words')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unfold the tutorial' }));
    await user.click(screen.getByRole('button', { name: /^Skip step/ }));
    expect(screen.getByTestId('tutorial-words')).toBeInTheDocument();
  });
});

describe('what a step rings', () => {
  it('rings the control a task step asks for when it is on screen, and nothing when none is', async () => {
    const { user, doInGame } = renderTutorial(createTestWorld('base'));
    await goToStep(user, 4);
    expect(screen.queryByTestId('tutorial-highlight')).toBeNull();
    act(() => {
      placeOnPage('button', { 'data-tutorial': 'start-fight' }, { x: 40, y: 300, width: 120, height: 44 });
    });
    await eventually(() => expect(screen.getByTestId('tutorial-highlight')).toBeInTheDocument());
    const ring = screen.getByTestId('tutorial-highlight');
    expect(ring.style.top).toBe('294px');
    expect(ring.style.left).toBe('34px');
    expect(ring.style.width).toBe('132px');
    expect(ring.style.height).toBe('56px');
    // Done, the step points at nothing more.
    await doInGame({ type: 'startCombat', areaId: 'tutorial_rift' });
    expect(screen.getByTestId('tutorial-done')).toBeInTheDocument();
    await eventually(() => expect(screen.queryByTestId('tutorial-highlight')).toBeNull());
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    // Drinking rings the belt's potion; there is none on this page.
    expect(screen.queryByTestId('tutorial-highlight')).toBeNull();
  });

  it('rings the way there while the control is elsewhere: the sidebar link, on a phone the menu button', async () => {
    const { user } = renderTutorial(createTestWorld('base'));
    const link = placeOnPage(
      'a',
      { href: '/game/quests', 'data-placed': '' },
      { x: 8, y: 200, width: 200, height: 40 },
    );
    const menu = placeOnPage('button', { 'data-tutorial': 'sidebar-toggle' }, { x: 8, y: 8, width: 44, height: 44 });
    await goToStep(user, 2);
    await eventually(() => expect(screen.getByTestId('tutorial-highlight').style.top).toBe('194px'));
    // A phone's closed sheet keeps the link with no box: the menu button is the way.
    link.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    act(() => setViewport(390, 844));
    await eventually(() => expect(screen.getByTestId('tutorial-highlight').style.top).toBe('2px'));
    // The board's Accept button, once on screen, wins over both.
    act(() => {
      const card = placeOnPage('li', { 'data-testid': 'available-quest', 'data-placed': '' }, { x: 0, y: 0 });
      const accept = document.createElement('button');
      accept.textContent = 'Accept';
      accept.getBoundingClientRect = () => DOMRect.fromRect({ x: 20, y: 600, width: 300, height: 44 });
      card.append(accept);
    });
    await eventually(() => expect(screen.getByTestId('tutorial-highlight').style.top).toBe('594px'));
    menu.remove();
  });

  it('rings the item panel’s Equip by its words, not a button that only starts alike', async () => {
    const world = createTestWorld('base');
    world.resources.gold = 500;
    const { user, doInGame } = renderTutorial(world);
    await goToStep(user, 7);
    await doInGame({ type: 'buyItem', itemId: 'basic_sword', quantity: 1 });
    act(() => {
      placeOnPage('button', { 'data-placed': '' }, { x: 10, y: 100, width: 100, height: 44 }, 'Equipment');
      placeOnPage('button', { 'data-placed': '' }, { x: 500, y: 400, width: 100, height: 44 }, 'Equip');
    });
    await eventually(() => expect(screen.getByTestId('tutorial-highlight').style.top).toBe('394px'));
  });

  it('keeps a task card off the control it rings: on a phone above a low control, below a high one', async () => {
    setViewport(390, 844);
    const { user } = renderTutorial(createTestWorld('base'));
    await goToStep(user, 4);
    const button = placeOnPage('button', { 'data-tutorial': 'start-fight' }, { x: 20, y: 700, width: 200, height: 44 });
    act(() => window.dispatchEvent(new Event('resize')));
    await eventually(() => expect(screen.getByTestId('tutorial-highlight')).toBeInTheDocument());
    const card = screen.getByTestId('tutorial');
    expect(card.style.top).not.toBe('');
    expect(Number.parseFloat(card.style.maxHeight)).toBeLessThanOrEqual(700 - 16);
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 20, y: 80, width: 200, height: 44 });
    act(() => window.dispatchEvent(new Event('resize')));
    await eventually(() => expect(card.style.bottom).not.toBe(''));
    expect(card.style.top).toBe('');
  });
});

describe('the tutorial_steps override', () => {
  const steps = [
    { id: 'one', title: 'Hold the Line', content: 'Stand fast.', icon: 'not-an-icon', important: true },
    {
      id: 'two',
      title: 'To the Rift',
      content: 'Go.',
      icon: 'map',
      highlight: '[data-tutorial="start-fight"]',
      action: { label: 'Fight now', target: '/game/combat' },
    },
    { id: 'three', title: 'Blood First', content: 'Fight.', icon: 'sword', task: 'fight' },
  ];

  it('a valid stored list replaces the steps; an unknown icon draws info; a task waits', async () => {
    localStorage.setItem(TUTORIAL_STEPS_KEY, JSON.stringify(steps));
    const { user } = renderTutorial(createTestWorld('base'));
    expect(screen.getByRole('heading', { name: 'Hold the Line' })).toBeInTheDocument();
    expect(stepLabel()).toHaveTextContent('Step 1 of 3');
    expect(screen.getByTestId('tutorial-icon')).toHaveAttribute('data-icon', 'info');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('tutorial-icon')).toHaveAttribute('data-icon', 'map');
    await user.click(screen.getByRole('button', { name: /Fight now/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/game/combat');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('button', { name: /^Skip step/ })).toBeInTheDocument();
  });

  it.each([
    ['broken JSON', '[{"id":'],
    ['an empty list', '[]'],
    ['a step without content', JSON.stringify([{ id: 'a', title: 'A', icon: 'info' }])],
    ['an action leaving the game', JSON.stringify([{ ...steps[1], action: { label: 'Away', target: '/admin' } }])],
    ['an unknown task', JSON.stringify([{ ...steps[0], task: 'dance' }])],
  ])('%s is ignored with a warning: the ten default steps show', (_, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(TUTORIAL_STEPS_KEY, stored);
    renderTutorial(createTestWorld('base'));
    expect(stepLabel()).toHaveTextContent('Step 1 of 10');
    expect(screen.getByRole('heading', { name: 'Welcome, Shadow Hunter' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(TUTORIAL_STEPS_KEY));
  });
});
