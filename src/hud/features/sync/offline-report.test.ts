import { describe, expect, it } from 'vitest';
import { showOfflineSummary } from './offline-report';

function recorder() {
  const shown: string[] = [];
  const scheduled: { at: number; run: () => void }[] = [];
  const toaster = {
    error: (title: string) => shown.push(`error: ${title}`),
    warning: (title: string) => shown.push(`warning: ${title}`),
    info: (title: string) => shown.push(`info: ${title}`),
  };
  const schedule = (run: () => void, at: number) => {
    scheduled.push({ at, run });
    return scheduled.length as unknown as ReturnType<typeof setTimeout>;
  };
  const cancelled: unknown[] = [];
  return {
    shown,
    scheduled,
    toaster,
    schedule,
    cancel: (handle: ReturnType<typeof setTimeout>) => void cancelled.push(handle),
    cancelled,
  };
}

describe('the offline summary toasts', () => {
  it('shows the lines 500 ms apart: ⚠️ as errors, 💀 as warnings, the rest as info', () => {
    const { shown, scheduled, toaster, schedule, cancel } = recorder();
    showOfflineSummary(
      ['🌙 You were away for 2h.', '💀 You died while offline.', '⚠️ Item lost: Rusty Blade (common).'],
      toaster,
      schedule,
      cancel,
    );
    expect(scheduled.map((entry) => entry.at)).toEqual([0, 500, 1000]);
    for (const entry of scheduled) entry.run();
    expect(shown).toEqual([
      'info: 🌙 You were away for 2h.',
      'warning: 💀 You died while offline.',
      'error: ⚠️ Item lost: Rusty Blade (common).',
    ]);
  });

  it('can cancel the lines not shown yet', () => {
    const { toaster, schedule, cancel, cancelled } = recorder();
    const stop = showOfflineSummary(['a', 'b'], toaster, schedule, cancel);
    stop();
    expect(cancelled).toHaveLength(2);
  });
});
