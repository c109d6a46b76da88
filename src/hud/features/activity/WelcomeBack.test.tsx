import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createDoomedHunter, createHunter, createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { amount } from '@/hud/components/items/page-style';
import { deathRecapStore, dismissDeathRecap } from '@/hud/game/death-recap-store';
import { stepWorld } from '@/hud/game/testing/test-session';
import { MemoryStorage } from '@/persistence/testing/fakes';
import { utcOffsetAt } from '@/runtime/core-simulation';
import { catchUpMeasured, clearLastAbsence, recordLastAbsence } from '@/runtime/saves/last-absence';
import type { OfflineReport } from '@/runtime/saves/save-session';
import { WELCOME_BACK_MIN_AWAY_MS } from '@/runtime/view-models/welcome-back';
import { WelcomeBackHost } from './WelcomeBackHost';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const USER = 'user-1';
const SEEP = 'rift_edge_mana_seep';

afterEach(() =>
  act(() => {
    clearLastAbsence();
    dismissDeathRecap();
  }),
);

type GameState = ReturnType<typeof createTestWorld>;

const contextOf = (world: GameState) => ({ utcOffsetMinutes: utcOffsetAt(world.sim.nowMs) });
const cloneWorld = (world: GameState): GameState => structuredClone(world);

/** An absence as the save session leaves it: the world after, the core's report, the timeline recorded. */
function away(before: GameState, awayMs: number, id = 1) {
  const after = cloneWorld(before);
  const result = catchUpMeasured(after, awayMs, contextOf(before));
  if (result.mode !== 'offline' || !result.gains || !result.timeline) throw new Error('not a measured absence');
  recordLastAbsence(result.timeline);
  const report: OfflineReport = {
    id,
    lines: result.gains.summary,
    death: result.gains.death,
    events: result.gains.events,
  };
  return { after, report, timeline: result.timeline };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.hash}`}</p>;
}

function show(report: OfflineReport, after: GameState, storage = new MemoryStorage()) {
  const taken: number[] = [];
  const ui = (
    <MemoryRouter initialEntries={['/game/combat']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <WelcomeBackHost
                report={report}
                userId={USER}
                readWorld={() => after}
                onTaken={(id) => taken.push(id)}
                storage={storage}
                openAfterMs={0}
              />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
  const rendered = render(ui);
  return { ...rendered, taken, storage };
}

const dialog = () => screen.findByRole('dialog', { name: 'Welcome back, hunter' });

/** A demo hunter with Bladework and Defense at the demo cap (15), fighting in the tutorial rift. */
function cappedFighter(): GameState {
  const world = createHunter({
    seed: 4,
    rank: 'E',
    tier: 'demo',
    levels: { bladework: 15, defense: 15 },
    gear: { weapon: 'crypt_blade' },
    potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 5 },
  });
  setSkillLevels(world, { bladework: 15, defense: 15 }, 0);
  stepWorld(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
  return world;
}

describe('the welcome back', { timeout: 30_000 }, () => {
  it('shows the absence as the activity page measures it, and counts no XP a capped skill could not take', async () => {
    const { after, report, timeline } = away(cappedFighter(), 3 * HOUR);
    // The core's report counts the XP its kills offered; the capped skills took none of it.
    const offered = report.lines.find((line) => line.startsWith('⚔️'));
    const offeredXp = /\+([\d,]+) XP/.exec(offered ?? '')?.[1];
    expect(offeredXp).toBeDefined();
    expect(timeline.total.xp.bladework ?? 0).toBe(0);
    expect(timeline.total.xp.defense ?? 0).toBe(0);
    expect(timeline.total.kills).toBeGreaterThan(0);

    show(report, after);
    const shown = await dialog();
    expect(within(shown).getByTestId('welcome-back-summary')).toHaveTextContent(
      'Away 3h: 3h counted at x0.5: 1h 30m of progress',
    );
    expect(within(shown).getByTestId('welcome-total-xp')).toHaveTextContent(`+${amount(timeline.total.totalXp)}`);
    expect(within(shown).getByTestId('welcome-total-gold')).toHaveTextContent(`+${amount(timeline.total.gold)}`);
    expect(within(shown).getByTestId('welcome-total-kills')).toHaveTextContent(amount(timeline.total.kills));
    expect(shown).not.toHaveTextContent(`+${offeredXp} XP`);
    expect(within(shown).queryByTestId('welcome-total-xp-bladework')).toBeNull();
    expect(within(shown).getByTestId('welcome-back-skill-cap')).toHaveTextContent(
      'Bladework and Defense are at the Demo cap (level 15): they earn no more XP',
    );
  });

  it('says what stopped and why, and the 12 hours counted of a longer absence', async () => {
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startMining', nodeId: SEEP }]);
    const { after, report, timeline } = away(before, 30 * HOUR);
    show(report, after);
    const shown = await dialog();
    expect(within(shown).getByTestId('welcome-back-summary')).toHaveTextContent(
      'Away 30h: 12h counted at x0.75: 9h of progress',
    );
    expect(within(shown).getByTestId('welcome-back-time-cap')).toHaveTextContent(
      '12h counted of 30h away: time away counts 12h at most',
    );
    const stopped = within(shown).getByRole('region', { name: 'What stopped, and why' });
    const expected = timeline.reasons.filter(
      (reason) => reason.kind !== 'cap' && reason.kind !== 'multiplier' && reason.kind !== 'boss',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(
      within(stopped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expected.map((reason) => reason.text));
    // The multiplier is in the summary, not repeated as a stop.
    expect(within(shown).queryByTestId('welcome-back-reason-multiplier')).toBeNull();
  });

  it('tells a boss that stepped out away as news, not as something that stopped', async () => {
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    const { after, report, timeline } = away(before, 3 * HOUR);
    const boss = timeline.reasons.find((reason) => reason.kind === 'boss');
    expect(boss).toBeDefined();
    show(report, after);
    const shown = await dialog();
    const news = within(shown).getByRole('region', { name: 'News' });
    expect(within(news).getByText(boss!.text)).toBeInTheDocument();
    const stopped = within(shown).queryByRole('region', { name: 'What stopped, and why' });
    if (stopped) expect(within(stopped).queryByText(boss!.text)).toBeNull();
  });

  it('tells the achievements and titles the absence brought, as the toasts did', async () => {
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    const { after, report } = away(before, 3 * HOUR);
    const earned = report.events.flatMap((event) =>
      event.type === 'achievementUnlocked' ? [`Achievement unlocked: ${event.name}`] : [],
    );
    expect(earned.length).toBeGreaterThan(0);
    show(report, after);
    const news = within(await dialog()).getByRole('region', { name: 'News' });
    const shown = within(news)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toEqual(expect.arrayContaining(earned));
    // Levels are told among the gains, not again as news.
    expect(shown.some((text) => text?.includes('reached level'))).toBe(false);
  });

  it('takes the report, and Continue closes it', async () => {
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startMining', nodeId: SEEP }]);
    const { after, report } = away(before, 2 * HOUR);
    const { taken } = show(report, after);
    const shown = await dialog();
    expect(taken).toEqual([1]);
    await userEvent.click(within(shown).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads to the hour-by-hour account on the activity page', async () => {
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startMining', nodeId: SEEP }]);
    const { after, report } = away(before, 2 * HOUR);
    show(report, after);
    const shown = await dialog();
    await userEvent.click(within(shown).getByRole('link', { name: 'See it hour by hour' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/game/activity#last-absence');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows once per absence: not again when a reload catches the same absence up', async () => {
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startMining', nodeId: SEEP }]);
    const first = away(before, 2 * HOUR);
    const storage = new MemoryStorage();
    const opened = show(first.report, first.after, storage);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Continue' }));
    opened.unmount();

    // The page reloaded before the caught-up world was saved: the same absence, a little longer, again.
    const again = away(before, 2 * HOUR + MINUTE);
    const reloaded = show(again.report, again.after, storage);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reloaded.taken).toEqual([1]);
    reloaded.unmount();

    // A later absence is welcomed.
    const later = cloneWorld(first.after);
    const next = away(later, HOUR);
    show(next.report, next.after, storage);
    expect(await dialog()).toBeInTheDocument();
  });

  it(`is not shown for time away under ${WELCOME_BACK_MIN_AWAY_MS / MINUTE} minutes, and is from then on`, async () => {
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startMining', nodeId: SEEP }]);
    const short = away(before, WELCOME_BACK_MIN_AWAY_MS - MINUTE);
    const { unmount } = show(short.report, short.after);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    const enough = away(before, WELCOME_BACK_MIN_AWAY_MS);
    show(enough.report, enough.after);
    expect(await dialog()).toBeInTheDocument();
  });

  it('opens the death recap after it when the hunter died away', async () => {
    const { after, report } = away(createDoomedHunter(), HOUR);
    expect(report.death).not.toBeNull();
    show(report, after);
    const shown = await dialog();
    expect(within(shown).getByTestId('welcome-back-reason-died')).toHaveTextContent(/^Died at \d\d:\d\d to /);
    // Not both at once: the recap waits for the welcome back.
    expect(deathRecapStore.getState().recap).toBeNull();
    await userEvent.click(within(shown).getByRole('button', { name: 'Continue' }));
    expect(deathRecapStore.getState()).toMatchObject({ recap: report.death, offline: true });
  });

  it('opens only the death recap for a short absence that ended in a death', async () => {
    const before = createDoomedHunter();
    // Left at death's door, with nothing to drink.
    before.player.health = 1;
    before.inventory.items = before.inventory.items.filter((entry) => !entry.itemId.includes('potion'));
    const { after, report } = away(before, 2 * MINUTE);
    expect(report.death).not.toBeNull();
    show(report, after);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deathRecapStore.getState()).toMatchObject({ recap: report.death, offline: true });
  });
});
