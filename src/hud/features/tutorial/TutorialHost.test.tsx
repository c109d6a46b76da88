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
import { SKIP_TUTORIAL_QUESTION } from './SkipTutorialConfirm';
import { TUTORIAL_COMPLETED_TOAST, TutorialHost } from './TutorialHost';
import { TUTORIAL_STEPS_KEY } from './tutorial-steps';

type World = ReturnType<typeof createTestWorld>;

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderTutorial(world: World) {
  const test = createTestSession(world);
  const sent: Command[] = [];
  const send = test.session.send;
  test.session.send = (command) => {
    sent.push(command);
    return send(command);
  };
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/game']}>
      <TutorialHost session={test.session} />
      <Location />
      <Toaster />
    </MemoryRouter>,
  );
  /** Runs ticks so the core answers the commands sent. */
  const play = async (count = 3) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  return { ...test, sent, user, play };
}

const tutorial = () => screen.queryByTestId('tutorial');
const stepLabel = () => screen.getByTestId('tutorial-step-label');

/** Clicks Next from the current step up to `stepNumber`. */
async function goToStep(user: ReturnType<typeof userEvent.setup>, stepNumber: number) {
  const current = Number(/Step (\d+)/.exec(stepLabel().textContent ?? '')?.[1]);
  for (let step = current; step < stepNumber; step += 1) await user.click(screen.getByRole('button', { name: /Next/ }));
  expect(stepLabel()).toHaveTextContent(`Step ${stepNumber} of`);
}

beforeEach(() => {
  localStorage.clear();
  closeTutorialRequest();
});
afterEach(() => {
  // Sonner keeps its toasts between renders: a toast of one test must not show in the next.
  toast.dismiss();
  vi.restoreAllMocks();
  document.querySelectorAll('[data-tutorial]').forEach((element) => element.remove());
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

  it('stays hidden when the save says it is completed, and opens when Replay asks for it', () => {
    const world = createTestWorld('base');
    world.tutorial = { completed: true, completedAt: world.sim.nowMs };
    renderTutorial(world);
    expect(tutorial()).toBeNull();
    act(() => openTutorial());
    expect(tutorial()).not.toBeNull();
    expect(stepLabel()).toHaveTextContent('Step 1 of 10');
  });

  it('walks the ten steps in the spec’s order; Complete saves and toasts', async () => {
    const world = createTestWorld('base');
    const { user, play, sent } = renderTutorial(world);
    const titles = [screen.getByRole('heading').textContent];
    for (let step = 1; step < 10; step += 1) {
      await user.click(screen.getByRole('button', { name: /Next/ }));
      titles.push(within(screen.getByTestId('tutorial')).getByRole('heading').textContent);
    }
    expect(titles).toEqual([
      'Welcome, Shadow Hunter',
      'Death Has a Price',
      'The Hunter Rank System',
      'Combat Basics',
      'Wraith Companions',
      'The Skill System',
      'The Core Loop',
      'Progress While Away',
      'Account Tiers',
      'Pro Tips',
    ]);
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
  });

  it('marks the important steps and goes back with Previous', async () => {
    const { user } = renderTutorial(createTestWorld('base'));
    expect(screen.queryByText('Important')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { name: 'Death Has a Price' })).toBeInTheDocument();
    expect(within(screen.getByTestId('tutorial')).getByText('Important')).toBeInTheDocument();
    expect(screen.getByTestId('tutorial-icon')).toHaveAttribute('data-icon', 'skull');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(stepLabel()).toHaveTextContent('Step 1 of 10');
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

  it('Escape asks to skip too', async () => {
    const { user, sent } = renderTutorial(createTestWorld('base'));
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

  it('action buttons navigate to /game/combat and /game/skills and keep the tutorial open', async () => {
    const { user } = renderTutorial(createTestWorld('base'));
    await goToStep(user, 4);
    await user.click(screen.getByRole('button', { name: /Go to Combat/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/game/combat');
    expect(stepLabel()).toHaveTextContent('Step 4 of 10');
    await goToStep(user, 6);
    await user.click(screen.getByRole('button', { name: /Open the skills/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/game/skills');
  });

  it('rings the highlighted control when it is on screen, and draws nothing extra when it is absent', async () => {
    const { user } = renderTutorial(createTestWorld('base'));
    const button = document.createElement('button');
    button.dataset.tutorial = 'start-fight';
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 40, y: 100, width: 120, height: 44 });
    await goToStep(user, 4);
    // The control is not on this page yet: the action button is the way there.
    expect(screen.queryByTestId('tutorial-highlight')).toBeNull();
    act(() => document.body.append(button));
    await vi.waitFor(() => expect(screen.getByTestId('tutorial-highlight')).toBeInTheDocument());
    const ring = screen.getByTestId('tutorial-highlight');
    expect(ring.style.top).toBe('94px');
    expect(ring.style.left).toBe('34px');
    expect(ring.style.width).toBe('132px');
    expect(ring.style.height).toBe('56px');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.queryByTestId('tutorial-highlight')).toBeNull();
  });

  it("rings the menu's button while the skills are in a closed menu (a phone), then the skill once shown", async () => {
    const { user } = renderTutorial(createTestWorld('base'));
    const menuButton = document.createElement('button');
    menuButton.dataset.tutorial = 'sidebar-toggle';
    menuButton.getBoundingClientRect = () => DOMRect.fromRect({ x: 8, y: 8, width: 40, height: 40 });
    document.body.append(menuButton);
    await goToStep(user, 6);
    await vi.waitFor(() => expect(screen.getByTestId('tutorial-highlight').style.left).toBe('2px'));
    const skill = document.createElement('a');
    skill.dataset.tutorial = 'first-skill';
    skill.getBoundingClientRect = () => DOMRect.fromRect({ x: 20, y: 300, width: 200, height: 44 });
    act(() => document.body.append(skill));
    await vi.waitFor(() => expect(screen.getByTestId('tutorial-highlight').style.top).toBe('294px'));
    menuButton.remove();
    skill.remove();
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
  ];

  it('a valid stored list replaces the steps; an unknown icon draws info', async () => {
    localStorage.setItem(TUTORIAL_STEPS_KEY, JSON.stringify(steps));
    const { user } = renderTutorial(createTestWorld('base'));
    expect(screen.getByRole('heading', { name: 'Hold the Line' })).toBeInTheDocument();
    expect(stepLabel()).toHaveTextContent('Step 1 of 2');
    expect(screen.getByTestId('tutorial-icon')).toHaveAttribute('data-icon', 'info');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('tutorial-icon')).toHaveAttribute('data-icon', 'map');
    expect(screen.getByRole('button', { name: /Complete/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Fight now/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/game/combat');
  });

  it.each([
    ['broken JSON', '[{"id":'],
    ['an empty list', '[]'],
    ['a step without content', JSON.stringify([{ id: 'a', title: 'A', icon: 'info' }])],
    ['an action leaving the game', JSON.stringify([{ ...steps[1], action: { label: 'Away', target: '/admin' } }])],
  ])('%s is ignored with a warning: the ten default steps show', (_, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(TUTORIAL_STEPS_KEY, stored);
    renderTutorial(createTestWorld('base'));
    expect(stepLabel()).toHaveTextContent('Step 1 of 10');
    expect(screen.getByRole('heading', { name: 'Welcome, Shadow Hunter' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(TUTORIAL_STEPS_KEY));
  });
});
