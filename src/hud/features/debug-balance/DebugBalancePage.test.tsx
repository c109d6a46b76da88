import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/hud/game/auth-context';
import { fixtureReport, fixtureSample } from './balance-fixtures';
import { DebugBalancePage, DebugBalanceView } from './DebugBalancePage';
import type { RunRequest, SimReply, SimWorker } from './sim-protocol';
import { signedInAuth } from '@/hud/game/testing/auth-value';

/** The Worker boundary: records what the page posts and lets the test answer as the worker would. */
class FakeWorker implements SimWorker {
  posted: RunRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<SimReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;

  postMessage(message: RunRequest): void {
    this.posted.push(message);
  }

  terminate(): void {
    this.terminated = true;
  }

  reply(message: SimReply): void {
    act(() => this.onmessage?.(new MessageEvent('message', { data: message })));
  }

  crash(message: string): void {
    act(() => this.onerror?.(new ErrorEvent('error', { message, cancelable: true })));
  }
}

function renderView() {
  const workers: FakeWorker[] = [];
  const view = render(
    <DebugBalanceView
      createWorker={() => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker;
      }}
    />,
  );
  return { workers, view };
}

const run = () => fireEvent.click(screen.getByRole('button', { name: /^(Run|Restart)$/ }));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the debug-balance page', () => {
  it('runs the picked simulation in a worker, shows its progress, then the hours to each rank', () => {
    const { workers } = renderView();
    fireEvent.change(screen.getByLabelText('Strategy'), { target: { value: 'idle' } });
    type(/^Seed/, '7');
    type(/^Hours/, '50');
    run();
    expect(workers).toHaveLength(1);
    const [worker] = workers;
    expect(worker!.posted).toEqual([
      { type: 'run', config: { tier: 'base', strategy: 'idle', seed: 7, hours: 50, sampleEveryHours: 0.5 } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('hour 0 of 50');

    worker!.reply({ type: 'sample', sample: fixtureSample(0, 'E') });
    worker!.reply({ type: 'sample', sample: fixtureSample(25, 'D') });
    expect(screen.getByRole('status')).toHaveTextContent('Simulating base · idle · seed 7 · 50 h: hour 25 of 50');
    expect(screen.getByRole('figure', { name: 'Rank over hours played' })).toBeInTheDocument();

    worker!.reply({
      type: 'done',
      report: fixtureReport(50, { D: 0.77, C: 9 }, { strategy: 'idle', seed: 7, deaths: 2, finalRank: 'C' }),
    });
    expect(worker!.terminated).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(/Finished base · idle · seed 7 · 50 h in \d+\.\d s/);
    const table = screen.getByRole('region', { name: 'Hours to each rank' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(0, 4)).toEqual([
      ['D', '0.77', '1', 'Within', '1'],
      ['C', '9', '6', 'Over', '1'],
      ['B', '—', '24', 'Not reached', '0'],
      ['A', '—', '72', 'Beyond run', '0'],
    ]);
    expect(table).toHaveTextContent('This run is base, idle: read the verdicts as a comparison only.');
    const summary = screen.getByLabelText('Run summary');
    expect(within(summary).getByText('Deaths').nextSibling).toHaveTextContent(/^2$/);
    expect(within(summary).getByText('Final rank').nextSibling).toHaveTextContent(/^C$/);
    for (const title of ['Rank over hours played', 'Combat skill levels', 'Gold and deaths'])
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
  });

  it('says what a picker accepts and starts no worker on a bad seed or hours', () => {
    const { workers } = renderView();
    type(/^Seed/, '1.5');
    type(/^Hours/, '5000');
    run();
    expect(workers).toHaveLength(0);
    expect(screen.getByText('Seed must be a whole number.')).toBeInTheDocument();
    expect(screen.getByText('Hours must be a whole number from 1 to 1000.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Seed/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('Cancel terminates the worker and ignores what it still sends; another run replaces a running one', () => {
    const { workers } = renderView();
    run();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(workers[0]!.terminated).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled: base · active · seed 1 · 500 h.');
    workers[0]!.reply({ type: 'done', report: fixtureReport(500, { D: 1 }) });
    expect(screen.queryByRole('region', { name: 'Hours to each rank' })).toBeNull();

    run();
    run();
    expect(workers).toHaveLength(3);
    expect(workers[1]!.terminated).toBe(true);
    expect(workers[2]!.terminated).toBe(false);
  });

  it('leaving the page terminates a running worker', () => {
    const { workers, view } = renderView();
    run();
    view.unmount();
    expect(workers[0]!.terminated).toBe(true);
  });

  it('shows why the worker failed: an error it reports, or one it crashes with', () => {
    const { workers } = renderView();
    run();
    workers[0]!.reply({ type: 'error', message: 'boom in the core' });
    expect(screen.getByRole('alert')).toHaveTextContent('The simulation failed. boom in the core');
    run();
    workers[1]!.crash('');
    expect(workers[1]!.terminated).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('The simulator worker stopped without saying why.');
  });

  it('keeps the previous run to compare, faded on the charts, and can hide it', () => {
    const { workers } = renderView();
    run();
    workers[0]!.reply({ type: 'done', report: fixtureReport(500, { D: 1 }) });
    expect(screen.queryByRole('checkbox')).toBeNull();
    type(/^Seed/, '2');
    run();
    workers[1]!.reply({ type: 'done', report: fixtureReport(500, { D: 2 }, { seed: 2 }) });
    const compare = screen.getByRole('checkbox', { name: /Show the previous run faded \(base · active · seed 1/ });
    expect(compare).toBeChecked();
    fireEvent.click(compare);
    expect(compare).not.toBeChecked();
  });

  it('is a keeper page: a development build (tests run as one) opens it to a player and says so', () => {
    const player = signedInAuth();
    render(
      <AuthContext.Provider value={player}>
        <MemoryRouter>
          <DebugBalancePage />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Balance Debugger', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Development build')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Development build: keeper pages are open to everyone here.');
  });
});
