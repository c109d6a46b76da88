import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestWorld, setSkillLevels, stepUntil } from '@/core/testing/fixtures';
import { Toaster } from '@/hud/components/ui/sonner';
import { createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { selectTraining, trainingBonusLabel } from '@/runtime/view-models/skill-page';
import { SkillPage } from './SkillPage';

function renderSkillPage(world: Parameters<typeof createTestSession>[0], slug: string) {
  const test = createTestSession(world);
  const user = userEvent.setup();
  const commits = { count: 0 };
  render(
    <>
      <Profiler id="skill-page" onRender={() => (commits.count += 1)}>
        <MemoryRouter initialEntries={[`/game/skills/${slug}`]}>
          <Routes>
            <Route path="/game/skills/:skillName" element={<SkillPage session={test.session} />} />
          </Routes>
        </MemoryRouter>
      </Profiler>
      <Toaster />
    </>,
  );
  /** Runs frames of 100 ms (one tick each) and lets command replies settle. */
  const play = async (count: number) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  const click = async (name: string) => {
    await user.click(screen.getByRole('button', { name }));
    await play(1);
  };
  return { ...test, play, click, commits };
}

const activityNames = () =>
  within(screen.getByRole('region', { name: /activities$/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('skill page', () => {
  it('shows the level, the XP bar and only the activities the core lists for the level', async () => {
    const world = createTestWorld('base');
    const { play } = renderSkillPage(world, 'bladework');
    expect(screen.getByRole('heading', { name: 'Bladework', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('skill-level')).toHaveTextContent('1');
    expect(screen.getByRole('progressbar', { name: 'Bladework experience' })).toHaveAttribute('aria-valuenow', '0');
    expect(activityNames()).toEqual(['Sword Drills']);

    setSkillLevels(world, { bladework: 25 });
    await play(3);
    expect(screen.getByTestId('skill-level')).toHaveTextContent('25');
    expect(activityNames()).toEqual(['Sword Drills', 'Shadow Sparring', 'Riftguard Blade Kata']);
    expect(screen.getByText('Next title: Expert of Bladework at level 50 (25 to go).')).toBeInTheDocument();
  });

  it('starts training: the live bar and the time left move with the world, and Stop ends the session', async () => {
    const { click, play, runtime, commits } = renderSkillPage(createTestWorld('base'), 'bladework');
    expect(screen.getByRole('region', { name: 'Current training' })).toHaveTextContent('Not training');
    await click('Start Sword Drills');
    expect(screen.getByTestId('current-activity')).toHaveTextContent('Sword Drills');
    const bar = screen.getByRole('progressbar', { name: 'Training progress' });
    const before = Number(bar.getAttribute('aria-valuenow'));
    const timeBefore = screen.getByTestId('training-time-left').textContent;
    const commitsBefore = commits.count;
    await play(20); // 2 s of an 8 s session
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(before + 20);
    expect(screen.getByTestId('training-time-left').textContent).not.toBe(timeBefore);
    expect(screen.getByTestId('training-time-left')).toHaveTextContent(/^\ds left$/);
    // The bar and the time moved with every tick without a single React render.
    expect(commits.count).toBe(commitsBefore);
    await click('Stop training');
    expect(screen.getByRole('region', { name: 'Current training' })).toHaveTextContent('Not training');
    expect(runtime.world.skillTraining.activeSession).toBeNull();
  });

  it('shows the core’s refusals as toasts', async () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 45, marksmanship: 1, witchcraft: 25, defense: 60, survival: 40 });
    const { click, play } = renderSkillPage(world, 'bladework');
    await click('Start Wraithsteel Duels');
    expect(await screen.findByText('Missing required items')).toBeInTheDocument();
    expect(within(screen.getByTestId('activity-wraithsteel_duels')).getByTestId('lock-reason')).toHaveTextContent(
      'Missing required items',
    );
    await click('Start Sword Drills');
    expect(world.skillTraining.activeSession?.activityId).toBe('sword_drills');
    // A card the running session alone blocks says so before any press, and its button switches.
    const sparring = within(screen.getByTestId('activity-shadow_sparring'));
    expect(sparring.getByTestId('busy-reason')).toHaveTextContent(
      'Already training another skill · Sword Drills is running',
    );
    expect(sparring.queryByRole('button', { name: 'Start Shadow Sparring' })).toBeNull();
    expect(within(screen.getByTestId('activity-wraithsteel_duels')).queryByTestId('busy-reason')).toBeNull();
    await click('Switch to Shadow Sparring');
    await play(1);
    expect(world.skillTraining.activeSession?.activityId).toBe('shadow_sparring');
    // No refusal toast (sonner marks a toast's title with data-title).
    const toasted = screen
      .queryAllByText('Already training another skill')
      .filter((el) => el.hasAttribute('data-title'));
    expect(toasted).toEqual([]);
    expect(screen.getByTestId('current-activity')).toHaveTextContent('Shadow Sparring');
    expect(within(screen.getByTestId('activity-sword_drills')).getByTestId('busy-reason')).toHaveTextContent(
      'Already training another skill · Shadow Sparring is running',
    );
  });

  it('says plainly that an activity above the demo skill cap never opens, and a reachable one is merely locked', () => {
    const world = createTestWorld('demo');
    const fifteen = { bladework: 15, marksmanship: 15, witchcraft: 15, defense: 15, survival: 15 } as const;
    setSkillLevels(world, { ...fifteen, athleticism: 15, alchemy: 15, artifice: 15, command: 15, smithing: 5 });
    expect(world.player.level).toBeGreaterThanOrEqual(25);
    renderSkillPage(world, 'smithing');
    expect(activityNames()).toEqual(['Forge Practice', 'Forging', 'Runesmithing']);
    const rune = within(screen.getByTestId('activity-runesmithing'));
    expect(rune.getByTestId('beyond-tier')).toHaveTextContent('Needs Smithing 25 — demo hunters stop at 15');
    expect(rune.queryByTestId('lock-reason')).toBeNull();
    const start = rune.getByRole('button', { name: 'Start Runesmithing' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Needs Smithing 25 — demo hunters stop at 15');
    expect(rune.queryByRole('button', { name: /to the queue/ })).toBeNull();
    const forging = within(screen.getByTestId('activity-forging_shadow_ingots'));
    expect(forging.queryByTestId('beyond-tier')).toBeNull();
    expect(forging.getByTestId('lock-reason')).toHaveTextContent('Requires Smithing level 10');
    expect(forging.getByRole('button', { name: 'Start Forging' })).toBeEnabled();
  });

  it('says the tier’s cap once above the activities when every one of them is held by it', () => {
    const world = createTestWorld('demo');
    setSkillLevels(world, { bladework: 15 });
    renderSkillPage(world, 'bladework');
    expect(activityNames().length).toBeGreaterThan(1);
    const list = within(screen.getByRole('region', { name: 'Bladework activities' }));
    expect(list.getByTestId('shared-lock-reason')).toHaveTextContent(
      "You've reached the maximum skill level for demo accounts (15).",
    );
    expect(list.queryAllByTestId('lock-reason')).toEqual([]);
  });

  it('names missing resources, tools and skill levels exactly as the core does', async () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 45, witchcraft: 25, defense: 60, survival: 40 });
    expect(world.player.level).toBeGreaterThanOrEqual(10);
    const marksmanship = renderSkillPage(world, 'marksmanship');
    await marksmanship.click('Start Moving Targets');
    expect(await screen.findByText('Requires Marksmanship level 10')).toBeInTheDocument();
  });

  it('names a consumed resource by quantity and a kept tool by name', async () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { witchcraft: 25, marksmanship: 10 });
    const witchcraft = renderSkillPage(world, 'witchcraft');
    await witchcraft.click('Start Necrography Studies');
    // The card's lock reason says the same words; the refusal is the toast (sonner marks its title).
    await waitFor(() =>
      expect(screen.getAllByText('Requires Ritual Candles').some((element) => element.hasAttribute('data-title'))).toBe(
        true,
      ),
    );
  });

  it('refuses a consumed resource with its missing quantity', async () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { marksmanship: 10 });
    const marksmanship = renderSkillPage(world, 'marksmanship');
    await marksmanship.click('Start Moving Targets');
    expect(await screen.findByText('Missing 1 Ghoul Sinew')).toBeInTheDocument();
  });

  it('breaks the session’s bonuses down with the core’s labels and shows the expected XP', async () => {
    const world = createTestWorld('base');
    // A finished Bladework session makes Defense's next one a combo with a synergy (spec 001 §9).
    stepWorld(world, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'trainingCompleted'));
    stepWorld(world, [{ type: 'stopTraining' }]);
    const { click } = renderSkillPage(world, 'defense');
    await click('Start Shield Drills');
    const training = selectTraining(world)!;
    expect(training.bonuses.map((bonus) => bonus.id)).toEqual(expect.arrayContaining(['combo', 'synergy']));
    const breakdown = screen.getByTestId('bonus-breakdown');
    for (const bonus of training.bonuses)
      expect(breakdown).toHaveTextContent(`${trainingBonusLabel(bonus.id)}+${bonus.percent}%`);
    expect(breakdown).toHaveTextContent(
      `All bonuses+${training.bonuses.reduce((sum, bonus) => sum + bonus.percent, 0)}%`,
    );
    expect(screen.getByTestId('expected-xp')).toHaveTextContent(String(training.expectedXp));
    expect(training.expectedXp).toBeGreaterThan(training.baseXp);
  });

  it('counts a completed session in the training record', async () => {
    const { click, play } = renderSkillPage(createTestWorld('base'), 'survival');
    await click('Start Soul Foraging');
    await play(82);
    const record = screen.getByRole('region', { name: 'Training stats' });
    expect(within(record).getByText('Sessions').nextElementSibling).toHaveTextContent('1');
    expect(within(record).getByText('Perfect').nextElementSibling).toHaveTextContent('1');
  });
});
