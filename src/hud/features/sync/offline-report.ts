/**
 * What the player is told after time away (spec 001 §4, §8): the core's summary lines as toasts,
 * 500 ms apart (⚠️ error, 💀 warning, others info), and an offline death as the recap dialog.
 */
import { selectOfflineSummaryToasts } from '@/runtime/view-models/offline-report';

export interface OfflineToaster {
  error(title: string): unknown;
  warning(title: string): unknown;
  info(title: string): unknown;
}

type Schedule = (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
type Cancel = (handle: ReturnType<typeof setTimeout>) => void;

/** Shows the lines one after another; returns a function that cancels the ones not shown yet. */
export function showOfflineSummary(
  lines: readonly string[],
  toaster: OfflineToaster,
  schedule: Schedule = setTimeout,
  cancel: Cancel = clearTimeout,
): () => void {
  const handles = selectOfflineSummaryToasts(lines).map(({ title, severity, delayMs }) =>
    schedule(() => {
      if (severity === 'error') toaster.error(title);
      else if (severity === 'warning') toaster.warning(title);
      else toaster.info(title);
    }, delayMs),
  );
  return () => handles.forEach((handle) => cancel(handle));
}
