import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/hud/components/ui/sonner';
import { ErrorLogProvider } from '@/hud/game/error-log-context';
import { ErrorLog } from '@/platform/error-log/error-log';
import {
  ApplicationErrorBoundary,
  ComponentErrorBoundary,
  ErrorBoundary,
  GameErrorBoundary,
  PageErrorBoundary,
} from './boundaries';

let shouldThrow = true;
function Bomb(): ReactNode {
  if (shouldThrow) throw new Error('the rift tore');
  return <p>Recovered</p>;
}

function renderWithLog(node: ReactNode) {
  const log = new ErrorLog();
  render(
    <ErrorLogProvider log={log}>
      {node}
      <Toaster />
    </ErrorLogProvider>,
  );
  return log;
}

beforeEach(() => {
  shouldThrow = true;
  // React reports caught errors to console.error; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('error boundaries', () => {
  it('application: "Critical Application Error", Reload Page, Export Error, logged critical', () => {
    const log = renderWithLog(
      <ApplicationErrorBoundary>
        <Bomb />
      </ApplicationErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Critical Application Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reload Page/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export Error/ })).toBeInTheDocument();
    expect(log.getEntries()).toMatchObject([
      { type: 'react', severity: 'critical', message: 'React component error in Application' },
    ]);
  });

  it('page: "Page Error", Try Again, Go Back, Export, logged high; Try Again renders again', async () => {
    const log = renderWithLog(
      <PageErrorBoundary name="BankPage">
        <Bomb />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Page Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Go Back/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(log.getEntries()).toMatchObject([{ severity: 'high', message: 'React component error in BankPage' }]);
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('page: a new reset key clears the error', () => {
    function Harness() {
      const [route, setRoute] = useState('/game/bank');
      return (
        <>
          <button
            onClick={() => {
              shouldThrow = false;
              setRoute('/game/quests');
            }}
          >
            navigate
          </button>
          <PageErrorBoundary resetKey={route}>
            <Bomb />
          </PageErrorBoundary>
        </>
      );
    }
    renderWithLog(<Harness />);
    expect(screen.getByText('Page Error')).toBeInTheDocument();
    screen.getByRole('button', { name: 'navigate' }).click();
    return screen.findByText('Recovered');
  });

  const gameBoundary =
    'game: "The Rift Has Fractured" with its three actions, logged high, and the 10-second game-error toast';
  it(gameBoundary, async () => {
    const log = renderWithLog(
      <GameErrorBoundary>
        <Bomb />
      </GameErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'The Rift Has Fractured' })).toBeInTheDocument();
    for (const name of [/Restart Game/, /Full Reload/, /Return to Main/])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(log.getEntries()).toMatchObject([{ severity: 'high', message: 'React component error in Game' }]);
    expect(await screen.findByText('Game Error')).toBeInTheDocument();
    expect(screen.getByText('A critical game error occurred. Your progress has been saved.')).toBeInTheDocument();
  });

  it('component: "Component Error", "{component} failed to render.", Retry and export, logged medium', () => {
    const log = renderWithLog(
      <ComponentErrorBoundary component="Achievements panel">
        <Bomb />
      </ComponentErrorBoundary>,
    );
    expect(screen.getByText('Component Error')).toBeInTheDocument();
    expect(screen.getByText('Achievements panel failed to render.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export error' })).toBeInTheDocument();
    expect(log.getEntries()).toMatchObject([
      { severity: 'medium', message: 'React component error in Achievements panel' },
    ]);
  });

  it('generic: "Something went wrong" with Try Again and the optional Reload Page and Go Home', () => {
    const log = renderWithLog(
      <>
        <ErrorBoundary name="Plain">
          <Bomb />
        </ErrorBoundary>
        <ErrorBoundary name="Full" showReload showHome>
          <Bomb />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getAllByRole('heading', { name: 'Something went wrong' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Try Again/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Reload Page/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Go Home/ })).toHaveLength(1);
    expect(log.getEntries().map((entry) => [entry.message, entry.severity])).toEqual([
      ['React component error in Plain', 'medium'],
      ['React component error in Full', 'medium'],
    ]);
  });
});
