import type { GameToast } from './game-toasts';

/** A toast of a burst, as it is to be shown: in show order (the last one in front), for how long. */
export interface PlannedToast extends GameToast {
  durationMs: number;
}

/**
 * Plans the toasts that arrive together (one tick, the several ticks of a frame, or a catch-up after
 * a hidden tab) for a toaster that shows `visible` at once. The toaster hides the rest behind those and
 * their timers run all the same, so without a plan a burst of sessions and a level-up lost the
 * level-up unseen. So: a description that repeats a title of the burst is dropped; toasts with the
 * same title become one ("Sword Drills complete ×3"); routine toasts go behind the news (levels,
 * titles, achievements, warnings); and each toast hidden behind the first `visible` lasts one more
 * toast duration per row of `visible` in front of it, so it is still there when its turn comes.
 */
export function planToastBurst(toasts: readonly GameToast[], visible: number, durationMs: number): PlannedToast[] {
  const titles = new Set<string>();
  const merged: { toast: GameToast; count: number; descriptions: Set<string | undefined> }[] = [];
  const byTitle = new Map<string, (typeof merged)[number]>();
  for (const toast of toasts) {
    const description =
      toast.description !== undefined && titles.has(toast.description) ? undefined : toast.description;
    titles.add(toast.title);
    const same = byTitle.get(toast.title);
    if (same) {
      same.count += 1;
      same.descriptions.add(description);
      continue;
    }
    const entry = { toast: { ...toast, description }, count: 1, descriptions: new Set([description]) };
    byTitle.set(toast.title, entry);
    merged.push(entry);
  }
  const ordered = [
    ...merged.filter((entry) => entry.toast.routine),
    ...merged.filter((entry) => !entry.toast.routine),
  ].map(({ toast, count, descriptions }) => {
    if (count === 1) return toast;
    // Repeats keep a description only when every one said the same.
    const [only] = descriptions;
    return { ...toast, title: `${toast.title} ×${count}`, description: descriptions.size === 1 ? only : undefined };
  });
  const rows = Math.max(1, visible);
  return ordered.map((toast, index) => {
    const behind = Math.floor((ordered.length - 1 - index) / rows);
    const planned: PlannedToast = { ...toast, durationMs: durationMs * (1 + behind) };
    if (planned.description === undefined) delete planned.description;
    return planned;
  });
}
