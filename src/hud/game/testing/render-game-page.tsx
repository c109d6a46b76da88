import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/hud/components/ui/sonner';
import { GameSessionContext } from '../game-session';
import { createTestSession } from './test-session';

/**
 * Renders a game page on a real session over `world` (router at `path`, toaster on), as page tests
 * need it: `play(n)` runs n frames of 100 ms (one tick each) and lets command replies settle.
 */
export function renderGamePage(world: Parameters<typeof createTestSession>[0], page: ReactElement, path: string) {
  const test = createTestSession(world);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <GameSessionContext.Provider value={test.session}>{page}</GameSessionContext.Provider>
      <Toaster />
    </MemoryRouter>,
  );
  const play = async (count = 2) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  return { ...test, user, play };
}

/** `renderGamePage`, also recording every command the page sends (`sent`, in order). */
export function renderRecordingGamePage(
  world: Parameters<typeof createTestSession>[0],
  page: ReactElement,
  path: string,
) {
  const rendered = renderGamePage(world, page, path);
  const sent: Parameters<typeof rendered.session.send>[0][] = [];
  const send = rendered.session.send;
  rendered.session.send = (command) => {
    sent.push(command);
    return send(command);
  };
  return { ...rendered, sent };
}
