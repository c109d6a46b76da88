import { act, render, screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { catchUp } from '@/core/offline';
import { createTestWorld } from '@/core/testing/fixtures';
import { cloneWorld } from '@/core/world';
import { signedInAuth } from '@/hud/features/sidebar/test-fixtures';
import { AuthContext } from '@/hud/game/auth-context';
import { ErrorLogProvider } from '@/hud/game/error-log-context';
import type { GameSession } from '@/hud/game/game-session';
import { createTestSession, stepWorld } from '@/hud/game/testing/test-session';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { FakeLockManager } from '@/persistence/testing/fake-locks';
import { MemoryStorage, RecordingNotifier } from '@/persistence/testing/fakes';
import { MemorySyncServer } from '@/persistence/testing/memory-sync-server';
import { ErrorLog } from '@/platform/error-log/error-log';
import { utcOffsetAt } from '@/runtime/core-simulation';
import { clearLastAbsence, recordLastAbsence, timelineOf } from '@/runtime/saves/last-absence';
import { SaveSession } from '@/runtime/saves/save-session';
import { GameFrame } from './GameFrame';
import { STARTING_MESSAGES, startingMessage, type SessionStatus } from './GameSessionProvider';

const USER = 'user-1';
const HOUR = 3_600_000;
/** The "Initializing Game" overlay (the loading sidebar has statuses of its own). */
const overlay = () => screen.getByText('Initializing Game').closest<HTMLElement>('[role="status"]')!;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  act(() => clearLastAbsence());
});

function saveSession(): SaveSession {
  const saves = new SaveSession({
    userId: USER,
    email: 'hunter@example.com',
    syncTransport: new MemorySyncServer(USER).transport,
    logger: silentLogger,
    notifier: new RecordingNotifier(),
    storage: new MemoryStorage(),
    getAccountTier: () => 'base',
    database: createTestDatabase({ indexedDB: new IDBFactory() }),
    connectivity: { isOnline: () => true, subscribe: () => () => undefined },
    locks: new FakeLockManager(),
    reload: () => undefined,
  });
  cleanups.push(() => saves.dispose());
  return saves;
}

function renderFrame(saves: SaveSession) {
  let startGame: (session: GameSession) => void = () => undefined;
  function Harness() {
    const [state, setState] = useState<{ session: GameSession | null; status: SessionStatus }>({
      session: null,
      status: 'initializing',
    });
    startGame = (session) => setState({ session, status: 'ready' });
    return <GameFrame session={state.session} status={state.status} saves={saves} />;
  }
  render(
    <ErrorLogProvider log={new ErrorLog()}>
      <AuthContext.Provider value={signedInAuth()}>
        <MemoryRouter initialEntries={['/game/notes']}>
          <Routes>
            <Route path="/game" element={<Harness />}>
              <Route path="notes" element={<p>Notes</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </ErrorLogProvider>,
  );
  return { start: (session: GameSession) => startGame(session) };
}

describe('the loading overlay', () => {
  it('says what the game is doing: looking, creating, loading, catching up', () => {
    expect(startingMessage({ phase: 'finding' })).toBe('Looking for your hunter...');
    expect(startingMessage({ phase: 'creating' })).toBe('Creating your character...');
    expect(startingMessage({ phase: 'loading' })).toBe('Loading your hunter...');
    expect(startingMessage({ phase: 'catchingUp', awayMs: 25 * HOUR })).toBe('Catching up on your 25h away...');
    expect(startingMessage({ phase: 'catchingUp', awayMs: 3 * HOUR + 5 * 60_000 })).toBe(
      'Catching up on your 3h 5m away...',
    );
  });

  it('follows the save session while the world loads, never "Creating your character..." for a returning one', () => {
    const saves = saveSession();
    renderFrame(saves);
    expect(overlay()).toHaveTextContent(STARTING_MESSAGES.finding);
    act(() => saves.ui.setState({ starting: { phase: 'loading' } }));
    expect(overlay()).toHaveTextContent(STARTING_MESSAGES.loading);
    act(() => saves.ui.setState({ starting: { phase: 'catchingUp', awayMs: 3 * HOUR } }));
    expect(overlay()).toHaveTextContent('Catching up on your 3h away...');
    expect(overlay()).not.toHaveTextContent('Creating your character...');
  });
});

describe('the welcome back in the game frame', () => {
  it('opens once loading has ended and the overlay is gone, with the measured absence', async () => {
    const saves = saveSession();
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startMining', nodeId: 'rift_edge_mana_seep' }]);
    const context = { utcOffsetMinutes: utcOffsetAt(before.sim.nowMs) };
    const after = cloneWorld(before);
    const result = catchUp(after, 3 * HOUR, context);
    if (result.mode !== 'offline' || !result.gains) throw new Error('not an absence');
    const timeline = timelineOf(before, 3 * HOUR, context)!;
    after.tutorial = { completed: true, completedAt: after.sim.nowMs };
    const game = createTestSession(after);
    cleanups.push(() => game.runtime.dispose());
    const frame = renderFrame(saves);

    // The save session caught the absence up while the overlay showed: no dialog under it.
    act(() => {
      recordLastAbsence(timeline);
      saves.ui.setState({
        starting: { phase: 'catchingUp', awayMs: 3 * HOUR },
        offlineReport: { id: 1, lines: result.gains!.summary, death: null, events: [] },
      });
    });
    expect(overlay()).toHaveTextContent('Catching up on your 3h away...');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => frame.start(game.session));
    const shown = await screen.findByRole('dialog', { name: 'Welcome back, hunter' });
    expect(screen.queryByText('Initializing Game')).toBeNull();
    expect(within(shown).getByTestId('welcome-back-summary')).toHaveTextContent(
      'Away 3h: 3h counted at x0.5: 1h 30m of progress',
    );
    // No toast burst of the report's lines.
    expect(screen.queryByText(/You were away for/)).toBeNull();
    expect(saves.ui.getState().offlineReport).toBeNull();
  });
});
