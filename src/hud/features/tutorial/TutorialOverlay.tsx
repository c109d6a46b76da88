import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { useWorldView } from '@/hud/game/use-world-view';
import { cn } from '@/hud/lib/cn';
import { placeCard, placeTaskCard, scrollToFit, WIDE_SCREEN, type ScreenInsets } from './card-placement';
import { SkipTutorialConfirm } from './SkipTutorialConfirm';
import { TutorialCard, type TaskState } from './TutorialCard';
import { clearTutorialProgress, loadTutorialProgress, saveTutorialProgress } from './tutorial-progress';
import type { TutorialStep } from './tutorial-steps';
import {
  parseTasks,
  selectEquipFacts,
  TASK_DONE_LINES,
  TASK_TARGETS,
  taskDoneBy,
  taskGuide,
  tasksShownDone,
  type TutorialTask,
} from './tutorial-tasks';
import { useHighlightRect, type HighlightRect } from './use-highlight-rect';

export type TutorialEnding = 'completed' | 'skipped';

/** The space (px) between a highlighted control and its ring. */
const RING_PADDING = 6;
/** How long a done task's line shows before the tutorial moves on by itself (ms). */
export const TASK_DONE_PAUSE_MS = 1500;
/** How long a ringed control must stay put before a phone scrolls it to make room for the card (ms). */
const SETTLE_MS = 400;
/** Before the card is measured, a task card is taken to be this tall (px). */
const TASK_CARD_ESTIMATE = 260;

function useViewport(): { width: number; height: number } {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const onResize = () => setViewport(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}

/**
 * What a task card keeps clear of, read from the live page: the top bar, the dock across the bottom (the
 * activity chip, the help button and the toasts' row) or, without one, the help button and a phone's
 * toasts, and the open sidebar on a wide screen.
 */
function measureInsets(viewport: { width: number; height: number }): ScreenInsets {
  const wide = viewport.width >= WIDE_SCREEN;
  const shown = (element: Element | null | undefined) => {
    const box = element?.getBoundingClientRect();
    return box && box.height > 0 && box.top < viewport.height ? box : null;
  };
  const topBar = shown(document.querySelector('[data-testid="top-bar"]'));
  const dock = shown(document.querySelector('[data-testid="game-dock"]'));
  const help = shown(document.querySelector('button[aria-label="Game Help"]'));
  const main = document.getElementById('game-main')?.getBoundingClientRect();
  // Sonner's toasts, when they float: a full-width row 16 px off a phone's foot, the bottom-right corner wide.
  const toasts = dock ? 0 : wide ? 24 : 96;
  const foot = Math.min(dock?.top ?? viewport.height, help && !wide ? help.top : viewport.height);
  return {
    top: topBar ? Math.max(0, topBar.bottom) : 56,
    bottom: Math.max(toasts, viewport.height - foot + 8),
    left: wide && main ? Math.max(0, main.left) : 0,
  };
}

/** The insets, read again when the page's frame changes size (the dock grows while toasts show). */
function useScreenInsets(viewport: { width: number; height: number }, rect: HighlightRect | null): ScreenInsets {
  const [insets, setInsets] = useState(() => measureInsets(viewport));
  useEffect(() => {
    const read = () =>
      setInsets((previous) => {
        const next = measureInsets(viewport);
        return previous.top === next.top && previous.bottom === next.bottom && previous.left === next.left
          ? previous
          : next;
      });
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    for (const selector of ['[data-testid="game-dock"]', '[data-testid="top-bar"]', '#game-main'])
      document.querySelectorAll(selector).forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [viewport, rect]);
  return insets;
}

/** Dialogs of the game (the welcome back, a death recap, the phone's menu or item sheet), not the tutorial's. */
const OTHER_DIALOGS =
  '[role="dialog"][data-state="open"]:not([data-testid="tutorial"]), [role="alertdialog"][data-state="open"]';

/**
 * Whether another dialog is open over the game: a task card steps aside for it (the ring stays), so the
 * tutorial never sits over the welcome back, a recap or the sheet the player is using.
 */
function useOtherDialogOpen(): boolean {
  const [open, setOpen] = useState(() => document.querySelector(OTHER_DIALOGS) !== null);
  useEffect(() => {
    const read = () => setOpen(document.querySelector(OTHER_DIALOGS) !== null);
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return open;
}

/**
 * The dimmed screen: whole, or with a hole around the highlighted control and a pulsing ring on it,
 * so the step shows the player the real button in the live layout.
 */
function Backdrop({ rect }: { rect: HighlightRect | null }) {
  if (rect === null) return <div className="fixed inset-0 z-50 bg-black/75" aria-hidden />;
  return (
    <div
      data-testid="tutorial-highlight"
      aria-hidden
      className="pointer-events-none fixed z-50 rounded-lg shadow-[0_0_0_9999px_rgb(0_0_0/0.75)]"
      style={ringBox(rect)}
    >
      <div className="absolute inset-0 animate-pulse rounded-lg ring-2 ring-ember-bright" />
    </div>
  );
}

function ringBox(rect: HighlightRect) {
  return {
    top: rect.top - RING_PADDING,
    left: rect.left - RING_PADDING,
    width: rect.width + 2 * RING_PADDING,
    height: rect.height + 2 * RING_PADDING,
  };
}

/** A task step's ring: the page stays lit and playable, the control the step asks for pulses. */
function Ring({ rect }: { rect: HighlightRect | null }) {
  if (rect === null) return null;
  return (
    <div
      data-testid="tutorial-highlight"
      aria-hidden
      className={cn(
        'pointer-events-none fixed z-50 animate-pulse rounded-lg ring-4 ring-ember-bright',
        'shadow-[0_0_24px_4px_rgb(255_140_60/0.45)]',
      )}
      style={ringBox(rect)}
    />
  );
}

interface TutorialOverlayProps {
  steps: readonly TutorialStep[];
  session: GameSession;
  /** Where the place reached is kept across reloads (null: nowhere), and under which hunter. */
  storage: Storage | null;
  playerId: string;
  onFinish: (ending: TutorialEnding) => void;
  /** How long a done task's line shows before moving on (tests shorten it). */
  donePauseMs?: number;
}

/** The step to open on: the stored one (a reload), else the first. */
function initialPlace(steps: readonly TutorialStep[], storage: Storage | null, playerId: string) {
  const stored = loadTutorialProgress(storage, playerId);
  const index = stored ? steps.findIndex((step) => step.id === stored.stepId) : -1;
  const ids = new Set(steps.map((step) => step.id));
  return {
    index: Math.max(0, index),
    done: new Set(stored?.done.filter((id) => ids.has(id)) ?? []),
  };
}

/**
 * The tutorial (spec 000 §2, §4). Telling steps are a full-screen modal; a step with a task asks the
 * player to do something in the game and waits: its card docks beside the page, which stays playable,
 * rings the control to use, offers "Take me there", and moves on by itself once the game shows the task
 * done (an event or the world's state, `tutorial-tasks.ts`). Skip step moves on without it; Complete on
 * the last step, or a confirmed skip from the close button (or Escape), ends it through `onFinish`.
 * The step reached and the tasks done are kept on the device, so a reload opens the same step.
 */
export function TutorialOverlay({
  steps,
  session,
  storage,
  playerId,
  onFinish,
  donePauseMs = TASK_DONE_PAUSE_MS,
}: TutorialOverlayProps) {
  const [place] = useState(() => initialPlace(steps, storage, playerId));
  const [index, setIndex] = useState(place.index);
  const [done, setDone] = useState<ReadonlySet<string>>(place.done);
  // A done task moves on by itself only when reached going forward: Previous onto it stays.
  const [forward, setForward] = useState(true);
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  // A task card folds (by hand, or on a phone when the player plays beside it) and unfolds for each step.
  const [folded, setFolded] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const step = steps[Math.min(index, steps.length - 1)]!;
  const isLast = index >= steps.length - 1;
  const task = step.task ?? null;

  // Tasks done while the tutorial is open count for their steps, in any order.
  const markDone = useCallback(
    (tasks: readonly TutorialTask[]) => {
      const ids = steps.filter((candidate) => candidate.task && tasks.includes(candidate.task)).map((row) => row.id);
      if (ids.length === 0) return;
      setDone((previous) => (ids.every((id) => previous.has(id)) ? previous : new Set([...previous, ...ids])));
    },
    [steps],
  );
  useEffect(() => {
    const bridge = session.runtime.bridge;
    const offEvents = bridge.onEvent((event) => {
      const finished = taskDoneBy(event);
      if (finished) markDone([finished]);
    });
    const offState = bridge.watch(tasksShownDone, (list) => markDone(parseTasks(list)));
    return () => {
      offEvents();
      offState();
    };
  }, [session, markDone]);

  useEffect(() => {
    saveTutorialProgress(storage, playerId, { stepId: step.id, done: [...done] });
  }, [storage, playerId, step.id, done]);

  const goTo = useCallback(
    (next: number) => {
      setForward(next > index);
      setIndex(Math.max(0, Math.min(steps.length - 1, next)));
    },
    [index, steps.length],
  );
  const finish = (ending: TutorialEnding) => {
    clearTutorialProgress(storage, playerId);
    onFinish(ending);
  };
  const next = () => (isLast ? finish('completed') : goTo(index + 1));

  const stepDone = task !== null && done.has(step.id);
  // Unfolded for each step, and to show a task done before moving on.
  useEffect(() => setFolded(false), [step.id, stepDone]);
  useEffect(() => {
    if (!stepDone || !forward || isLast) return undefined;
    const timer = window.setTimeout(() => goTo(index + 1), donePauseMs);
    return () => window.clearTimeout(timer);
  }, [stepDone, forward, isLast, index, goTo, donePauseMs]);

  const fighting = useHud(session, (snapshot) => snapshot.combat !== null);
  const equip = useWorldView(session, selectEquipFacts);
  const guide = task ? taskGuide(task, { equip, fighting }) : null;
  const viewport = useViewport();
  const wide = viewport.width >= WIDE_SCREEN;
  const selectors = useMemo(() => {
    // A task done points at nothing more (what the guide would point at next is no longer this step's).
    if (stepDone) return [];
    const own = [step.highlight, step.highlightFallback].filter((selector): selector is string => !!selector);
    // The menu button leads to the sidebar only on a phone; on a wide screen it folds the open sidebar away.
    const guided = guide?.highlights.filter((selector) => !wide || selector !== TASK_TARGETS.sidebarToggle) ?? [];
    return [...own, ...guided];
  }, [step.highlight, step.highlightFallback, guide, wide, stepDone]);
  const rect = useHighlightRect(selectors);

  const taskState: TaskState | null = task
    ? { done: stepDone, doneLine: TASK_DONE_LINES[task], hint: guide?.hint ?? null }
    : null;
  const action = guide
    ? pathname === guide.path.split('?')[0]
      ? null
      : { label: 'Take me there', target: guide.path }
    : (step.action ?? null);

  const card = (
    <TutorialCard
      step={step}
      index={index}
      count={steps.length}
      task={taskState}
      action={action}
      folded={task !== null && folded}
      onFold={task ? setFolded : undefined}
      onClose={() => setConfirmingSkip(true)}
      onPrevious={() => goTo(index - 1)}
      onNext={next}
      onAction={(target) => navigate(target)}
    />
  );
  const confirm = (
    <SkipTutorialConfirm
      open={confirmingSkip}
      onCancel={() => setConfirmingSkip(false)}
      onConfirm={() => {
        setConfirmingSkip(false);
        finish('skipped');
      }}
    />
  );

  if (task)
    return (
      <TaskLayer
        stepId={step.id}
        rect={rect}
        viewport={viewport}
        card={card}
        confirm={confirm}
        onEscape={() => setConfirmingSkip(true)}
        // A phone's card is most of the screen: it folds as soon as the player plays beside it.
        onPlay={() => !wide && setFolded(true)}
      />
    );

  const placement = placeCard(rect, viewport);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && setConfirmingSkip(true)}>
      <DialogPrimitive.Portal>
        <Backdrop rect={rect} />
        <div
          data-testid="tutorial-layer"
          className={cn('pointer-events-none fixed inset-0 z-50 flex p-3 sm:p-6', placement.layer)}
        >
          <DialogPrimitive.Content
            data-testid="tutorial"
            onEscapeKeyDown={(event) => {
              event.preventDefault();
              setConfirmingSkip(true);
            }}
            onInteractOutside={(event) => event.preventDefault()}
            className={cn(
              'pointer-events-auto flex max-h-full w-full max-w-lg flex-col outline-none',
              'data-[state=open]:animate-pop-in',
            )}
            style={placement.maxHeight === undefined ? undefined : { maxHeight: placement.maxHeight }}
          >
            {card}
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
      {confirm}
    </DialogPrimitive.Root>
  );
}

/**
 * A task step's card: a non-modal dialog docked out of the way of the control it rings (`placeTaskCard`),
 * so the page beside it stays playable. Escape still asks to skip the tutorial.
 */
function TaskLayer({
  stepId,
  rect,
  viewport,
  card,
  confirm,
  onEscape,
  onPlay,
}: {
  /** The step shown: the card fits itself to each step's control once. */
  stepId: string;
  rect: HighlightRect | null;
  viewport: { width: number; height: number };
  card: ReactNode;
  confirm: ReactNode;
  onEscape: () => void;
  /** The player pressed something on the page beside the card. */
  onPlay: () => void;
}) {
  // A state, not a ref: the portal mounts the card after this component, and the measuring starts then.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(TASK_CARD_ESTIMATE);
  // The card's whole height, words scrolled out of a short card included, so placing it never clips them;
  // read again when its size or its words change (a hint, the done line, the next step).
  useLayoutEffect(() => {
    if (!element) return undefined;
    const read = () => {
      const words = element.querySelector('[data-testid="tutorial-words"]');
      const natural = words ? element.offsetHeight - words.clientHeight + words.scrollHeight : element.offsetHeight;
      if (natural > 0) setHeight(Math.round(natural));
    };
    read();
    const mutations = new MutationObserver(read);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    resizes?.observe(element);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [element]);
  const insets = useScreenInsets(viewport, rect);
  const box = placeTaskCard(rect, viewport, height, insets);
  const aside = useOtherDialogOpen();
  // Once per step and control: a phone whose card fits beside it nowhere brings the control up first. Looked
  // at once the control has settled (not while a scroll to it is still moving it).
  const fitted = useRef(new Set<string>());
  useEffect(() => {
    if (!rect?.target) return undefined;
    const key = `${stepId}\n${rect.target}`;
    if (fitted.current.has(key)) return undefined;
    const timer = window.setTimeout(() => {
      const delta = scrollToFit(rect, viewport, height, insets);
      const offScreen = rect.top < insets.top || rect.top + rect.height > viewport.height - insets.bottom;
      if (delta === null && offScreen) return;
      fitted.current.add(key);
      if (delta !== null) window.scrollBy({ top: delta, behavior: 'smooth' });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [stepId, rect, viewport, height, insets]);
  return (
    <DialogPrimitive.Root open modal={false} onOpenChange={(open) => !open && onEscape()}>
      <DialogPrimitive.Portal>
        <Ring rect={rect} />
        <DialogPrimitive.Content
          ref={setElement}
          data-testid="tutorial"
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onEscape();
          }}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            // Not for the skip question: it is the tutorial's own.
            const target = event.target instanceof Element ? event.target : null;
            if (!target?.closest('[role="alertdialog"]')) onPlay();
          }}
          onFocusOutside={(event) => event.preventDefault()}
          // The page keeps its focus: the player is playing beside the card.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className={cn('fixed z-50 flex flex-col outline-none data-[state=open]:animate-pop-in', aside && 'invisible')}
          data-aside={aside || undefined}
          style={box}
        >
          {card}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      {confirm}
    </DialogPrimitive.Root>
  );
}
