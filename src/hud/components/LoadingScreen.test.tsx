import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './LoadingScreen';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bar = () => screen.getByRole('progressbar', { name: 'Loading' });

describe('LoadingScreen', () => {
  it('shows the title, the tip and the first step at 20%', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('heading', { name: 'Shadow Hunter' })).toBeInTheDocument();
    expect(screen.getByText('Higher hunter ranks unlock more powerful areas and abilities.')).toBeInTheDocument();
    expect(screen.getByText('Initializing game engine...')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '20');
  });

  it('advances one step every 400 ms and stops at "Almost ready..." 95%', () => {
    render(<LoadingScreen />);
    const seen: [string, string | null][] = [];
    const record = () =>
      seen.push([screen.getByText(/\.\.\.$/).textContent ?? '', bar().getAttribute('aria-valuenow')]);
    record();
    act(() => void vi.advanceTimersByTime(399));
    expect(bar()).toHaveAttribute('aria-valuenow', '20');
    act(() => void vi.advanceTimersByTime(1));
    record();
    for (let index = 0; index < 3; index += 1) {
      act(() => void vi.advanceTimersByTime(400));
      record();
    }
    act(() => void vi.advanceTimersByTime(4000));
    record();
    expect(seen).toEqual([
      ['Initializing game engine...', '20'],
      ['Loading player data...', '40'],
      ['Preparing combat systems...', '60'],
      ['Loading game world...', '80'],
      ['Almost ready...', '95'],
      ['Almost ready...', '95'],
    ]);
  });
});
