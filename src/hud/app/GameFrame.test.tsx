import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { signedInAuth } from '@/hud/features/sidebar/test-fixtures';
import { AuthContext } from '@/hud/game/auth-context';
import { ErrorLogProvider } from '@/hud/game/error-log-context';
import type { GameSession } from '@/hud/game/game-session';
import { createTestSession } from '@/hud/game/testing/test-session';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { FakeLockManager } from '@/persistence/testing/fake-locks';
import { MemoryStorage, RecordingNotifier } from '@/persistence/testing/fakes';
import { MemorySyncServer } from '@/persistence/testing/memory-sync-server';
import { ErrorLog } from '@/platform/error-log/error-log';
import { SaveSession } from '@/runtime/saves/save-session';
import { GameFrame } from './GameFrame';
import type { SessionStatus } from './GameSessionProvider';

const USER = 'user-1';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function saveSession(): SaveSession {
  const saves = new SaveSession({
    userId: USER,
    email: 'hunter@example.com',
    syncTransport: new MemorySyncServer(USER).transport,
    logger: silentLogger,
    notifier: new RecordingNotifier(),
    storage: new MemoryStorage(),
    getAccountTier: () => 'demo',
    database: createTestDatabase({ indexedDB: new IDBFactory() }),
    connectivity: { isOnline: () => true, subscribe: () => () => undefined },
    locks: new FakeLockManager(),
    reload: () => undefined,
  });
  cleanups.push(() => saves.dispose());
  return saves;
}

function NotesPage() {
  return <input aria-label="Notes" />;
}

describe('the game frame', () => {
  it('keeps the open page, and what was typed into it, when the world finishes loading', async () => {
    const saves = saveSession();
    const world = createTestWorld('demo');
    // A returning player's world: the tutorial would cover the page this test types into.
    world.tutorial = { completed: true, completedAt: world.sim.nowMs };
    const test = createTestSession(world);
    cleanups.push(() => test.runtime.dispose());
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
                <Route path="notes" element={<NotesPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </ErrorLogProvider>,
    );
    const field = await screen.findByRole('textbox', { name: 'Notes' });
    await userEvent.type(field, 'hunter@example.com');

    act(() => startGame(test.session));
    // The live sidebar replaces the loading one; the page is the same element with the same text.
    expect(await screen.findByRole('region', { name: 'Character' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBe(field);
    expect(field).toHaveValue('hunter@example.com');
  });
});
