import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { AuthContext } from '@/hud/game/auth-context';
import { createTestSession } from '@/hud/game/testing/test-session';
import { ErrorLog } from '@/platform/error-log/error-log';
import { ActivityLog, attachActivityLog } from '@/runtime/debug/activity-log';
import { DebugActivityPage, DebugActivityView } from './DebugActivityPage';
import { POLL_MS } from './log-view';
import { signedInAuth } from '@/hud/game/testing/auth-value';

const at = (tick: number) => ({ tick, simTimeMs: createTestWorld().sim.nowMs + tick * 100 });
const REFUSAL = 'That area is not open to you yet.';

function sampleLog(): ActivityLog {
  const log = new ActivityLog();
  log.recordEvent({ type: 'miningStarted', nodeId: 'rift_edge_mana_seep', startedAt: 0, endsAt: 5_000 }, at(1));
  log.recordEvent(
    { type: 'enemyKilled', enemyId: 'hollow_ghoul', isBoss: false, xp: 12, fightMs: 900, areaId: 'tutorial_rift' },
    at(2),
  );
  log.recordEvent({ type: 'questAccepted', questId: 'first_hunt', title: 'First Hunt' }, at(3));
  log.recordCommand({ type: 'startMining', nodeId: 'rift_edge_mana_seep' }, { ok: true }, at(1));
  log.recordCommand({ type: 'startCombat', areaId: 'shadow_keep' }, { ok: false, message: REFUSAL }, at(4));
  return log;
}

function renderPage(log: ActivityLog | null = sampleLog(), errorLog: ErrorLog | null = new ErrorLog()) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const test = createTestSession(createTestWorld());
  render(
    <MemoryRouter>
      <DebugActivityView session={test.session} log={log} errorLog={errorLog} />
    </MemoryRouter>,
  );
  return test;
}

const events = () => screen.getByRole('list', { name: 'Events, newest first' });
const eventTypes = () =>
  within(events())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-semibold')?.textContent);
const family = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\s*\\d+\\s*held$`) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the debug activity page', () => {
  it('lists the session’s events newest first, with tick and simulation time', () => {
    renderPage();
    expect(eventTypes()).toEqual(['questAccepted', 'enemyKilled', 'miningStarted']);
    const killed = within(events()).getAllByRole('listitem')[1]!;
    expect(killed).toHaveTextContent(/^tick 2 · \d\d:\d\d:\d\d\.\d/);
    expect(killed).toHaveTextContent('enemyId=hollow_ghoul');
  });

  it('filters events by family and by text', () => {
    renderPage();
    fireEvent.click(family('Combat'));
    expect(family('Combat')).toHaveAttribute('aria-pressed', 'false');
    expect(eventTypes()).toEqual(['questAccepted', 'miningStarted']);
    fireEvent.change(screen.getByLabelText('Filter events'), { target: { value: 'SEEP' } });
    expect(eventTypes()).toEqual(['miningStarted']);
    fireEvent.click(screen.getByRole('button', { name: 'None' }));
    expect(screen.getByText('No event matches these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByLabelText('Filter events'), { target: { value: '' } });
    expect(eventTypes()).toHaveLength(3);
  });

  it('shows commands, a refused one with the core’s message, and can show only the refused', () => {
    renderPage();
    const commands = screen.getByRole('list', { name: 'Commands, newest first' });
    const refused = within(commands).getByRole('listitem', { name: 'startCombat: Refused' });
    expect(refused).toHaveTextContent(REFUSAL);
    expect(within(commands).getByRole('listitem', { name: 'startMining: OK' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refused only' }));
    expect(within(commands).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('2 sent this session, 1 refused')).toBeInTheDocument();
  });

  it('follows the live log while running, holds still when paused, and clears', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const test = createTestSession(createTestWorld());
    const log = attachActivityLog(test.runtime);
    const view = render(
      <MemoryRouter>
        <DebugActivityView session={test.session} log={log} errorLog={null} />
      </MemoryRouter>,
    );
    expect(view.getByText('No command sent yet.')).toBeInTheDocument();
    await act(async () => {
      void test.session.send({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' });
      test.frames(100, 1);
      await Promise.resolve();
      vi.advanceTimersByTime(POLL_MS);
    });
    expect(view.getByRole('listitem', { name: 'startTraining: OK' })).toBeInTheDocument();
    expect(eventTypes()).toContain('trainingStarted');
    expect(view.getByTestId('sim-clock')).toHaveTextContent(/^tick [1-9]\d* · /);
    expect(view.getByRole('region', { name: 'Live state' })).toHaveTextContent(/Started by hand\s*Training /);
    fireEvent.click(view.getByRole('button', { name: 'Pause' }));
    await act(async () => {
      void test.session.send({ type: 'stopTraining' });
      test.frames(100, 1);
      await Promise.resolve();
      vi.advanceTimersByTime(POLL_MS * 2);
    });
    expect(view.queryByRole('listitem', { name: 'stopTraining: OK' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Resume' }));
    expect(view.getByRole('listitem', { name: 'stopTraining: OK' })).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Clear log' }));
    expect(view.getByText('No command sent yet.')).toBeInTheDocument();
    expect(view.getByText('No event recorded yet.')).toBeInTheDocument();
  });

  it('shows the error log’s route statistics, latest errors and memory samples', () => {
    const errorLog = new ErrorLog();
    errorLog.recordNavigation('/game/bank', 100);
    errorLog.recordNavigation('/game/bank', 300);
    errorLog.recordNavigation('/game/undefined', 50);
    errorLog.log({ type: 'game', severity: 'high', message: 'Game loop stopped: boom' });
    errorLog.recordMetric({ metric: 'memory_usage', value: 88.25 });
    renderPage(sampleLog(), errorLog);
    const routes = screen.getByRole('table', { name: 'Page loads per route' });
    const bank = within(routes).getByRole('row', { name: /\/game\/bank/ });
    expect(bank).toHaveTextContent('/game/bank2200 ms100 ms300 msOK');
    expect(within(routes).getByRole('row', { name: /\/game\/undefined/ })).toHaveTextContent(
      'path contains "undefined"',
    );
    expect(screen.getByRole('list', { name: 'Latest errors, newest first' })).toHaveTextContent(
      'Game loop stopped: boom',
    );
    expect(screen.getByTestId('memory-samples')).toHaveTextContent('88.3');
  });

  it('says so when no log records this session', () => {
    renderPage(null, null);
    expect(screen.getByText('No activity log records this session.')).toBeInTheDocument();
    expect(screen.getByText('The error log is not available here.')).toBeInTheDocument();
  });

  it('is closed to players in a production build', () => {
    vi.stubEnv('DEV', false);
    const player = signedInAuth();
    render(
      <AuthContext.Provider value={player}>
        <MemoryRouter>
          <DebugActivityPage />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Admins Only' })).toBeInTheDocument();
  });
});
