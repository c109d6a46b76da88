import { useCallback, useEffect, useRef, useState } from 'react';
import { showDeathRecap } from '@/hud/game/death-recap-store';
import type { ReadonlyWorld } from '@/core/readonly';
import type { KeyValueStorage } from '@/persistence/deps';
import { localStorageOrMemory } from '@/runtime/saves/browser-storage';
import { lastAbsenceStore } from '@/runtime/saves/last-absence';
import type { OfflineReport } from '@/runtime/saves/save-session';
import type { DeathRecordView } from '@/runtime/view-models/death-recap';
import { deservesWelcomeBack, welcomeBackView, type WelcomeBackView } from '@/runtime/view-models/welcome-back';
import { LAST_ABSENCE_ANCHOR } from './LastAbsence';
import { rememberWelcomeBack, wasWelcomedBack } from './welcome-back-memory';
import { WelcomeBackDialog } from './WelcomeBackDialog';

/**
 * The dialog opens a moment after the game starts running: the loading overlay is gone at once (InitializingOverlay),
 * and the page under it has painted, so the welcome back opens over the game, not in its first frame.
 */
const WELCOME_BACK_DELAY_MS = 200;

/** A measured absence ends where the world's clock stood after it; the runtime has run a little since. */
const SAME_ABSENCE_SLACK_MS = 60_000;

export interface WelcomeBackHostProps {
  /** The save session's latest time-away report (null once taken). */
  report: OfflineReport | null;
  userId: string;
  /** The live world, after the absence. */
  readWorld: () => ReadonlyWorld | null;
  /** The report has been taken: the save session forgets it. */
  onTaken: (id: number) => void;
  /** Where the absences already welcomed are remembered; the browser's localStorage by default. */
  storage?: KeyValueStorage;
  /** How long after a report the dialog opens (tests open it at once). */
  openAfterMs?: number;
}

/** The last absence's timeline when it is the one the report is about (a failed measure leaves an older one). */
function timelineFor(world: ReadonlyWorld | null) {
  const timeline = lastAbsenceStore.getState().timeline;
  if (!timeline || !world) return timeline;
  const endedAt = timeline.startMs + timeline.awayMs;
  return Math.abs(world.sim.nowMs - endedAt) <= SAME_ABSENCE_SLACK_MS ? timeline : null;
}

/** Scrolls to the section once its page shows it (the page may still be loading). */
function scrollToWhenShown(id: string): void {
  if (typeof requestAnimationFrame !== 'function') return;
  const until = Date.now() + 3_000;
  const look = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: 'start' });
    else if (Date.now() < until) requestAnimationFrame(look);
  };
  // After the dialog has let go of the page's scrolling.
  setTimeout(() => requestAnimationFrame(look), 200);
}

/**
 * The welcome back after time away (issue 32), fed by the save session's reports: one dialog once the game runs and
 * the loading overlay is gone, once per absence, none for an absence under WELCOME_BACK_MIN_AWAY_MS. A death while
 * away opens the death recap after it (or at once, without a dialog).
 */
export function WelcomeBackHost({
  report,
  userId,
  readWorld,
  onTaken,
  storage,
  openAfterMs = WELCOME_BACK_DELAY_MS,
}: WelcomeBackHostProps) {
  const [view, setView] = useState<WelcomeBackView | null>(null);
  const death = useRef<DeathRecordView | null>(null);
  const lastTaken = useRef(0);
  const [memory] = useState(() => storage ?? localStorageOrMemory());

  useEffect(() => {
    // Each report once, even when React runs the effect twice.
    if (!report || report.id <= lastTaken.current) return;
    lastTaken.current = report.id;
    onTaken(report.id);
    const world = readWorld();
    const next = welcomeBackView(timelineFor(world), report, world);
    if (next.key !== null && wasWelcomedBack(memory, userId, next.key)) return;
    if (!deservesWelcomeBack(next)) {
      if (report.death) showDeathRecap(report.death, { offline: true });
      return;
    }
    if (next.key !== null) rememberWelcomeBack(memory, userId, next.key);
    death.current = report.death ?? death.current;
    // Not cancelled on a re-run: the report is taken already, and a later one replaces the view.
    setTimeout(() => setView(next), openAfterMs);
  }, [report, userId, readWorld, onTaken, memory, openAfterMs]);

  const close = useCallback(() => {
    setView(null);
    const recap = death.current;
    death.current = null;
    if (recap) showDeathRecap(recap, { offline: true });
  }, []);

  const openHours = useCallback(() => {
    close();
    scrollToWhenShown(LAST_ABSENCE_ANCHOR);
  }, [close]);

  return <WelcomeBackDialog view={view} onClose={close} onOpenHours={openHours} />;
}
