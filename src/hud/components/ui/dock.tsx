import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/hud/lib/cn';

/**
 * The game's dock (issue 32): a bar across the bottom of the main area, opaque and sticky like the top bar, that holds
 * what used to float over the page: the activity chip (left) and the help button (right). The toasts show in its row
 * too (index.css places sonner's list there), and it grows while they need more room, so nothing floating ever lies
 * over a control. It stands last in the page's flow, so the end of every page scrolls clear of it.
 *
 *   <DockProvider> ... <Dock /> ... <InDock slot="activity">chip</InDock> ... </DockProvider>
 *
 * `InDock` draws its children in the dock's slot (a portal); without a DockProvider (a component tested alone) it
 * draws them where it stands.
 */
export type DockSlot = 'activity' | 'help';

type DockSlots = Record<DockSlot, HTMLElement | null>;
type RegisterSlot = (slot: DockSlot, element: HTMLElement | null) => void;

const NO_SLOTS: DockSlots = { activity: null, help: null };
const SlotsContext = createContext<DockSlots | null>(null);
const RegisterContext = createContext<RegisterSlot | null>(null);

export function DockProvider({ children }: { children: ReactNode }) {
  const [slots, setSlots] = useState<DockSlots>(NO_SLOTS);
  const register = useCallback<RegisterSlot>(
    (slot, element) => setSlots((current) => (current[slot] === element ? current : { ...current, [slot]: element })),
    [],
  );
  return (
    <RegisterContext.Provider value={register}>
      <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>
    </RegisterContext.Provider>
  );
}

/** Draws `children` in the dock's `slot`; alone (no DockProvider), in place. */
export function InDock({ slot, children }: { slot: DockSlot; children: ReactNode }) {
  const slots = useContext(SlotsContext);
  if (!slots) return children;
  const target = slots[slot];
  return target ? createPortal(children, target) : null;
}

/** The dock's row height without toasts: a 44 px control and 8 px either side. */
export const DOCK_ROW_PX = 60;
/** Sonner's list sits this far above the dock's bottom edge (index.css, --toast-bottom). */
const TOAST_INSET_PX = 8;

/**
 * The dock's height, kept as --dock-height on the element around it (the layout's main column), so a page's own sticky
 * bar (the sell bars) can stand above the dock: `bottom-[calc(var(--dock-height,0px)+0.75rem)]`.
 */
function useDockHeightVariable(dock: HTMLElement | null): void {
  useEffect(() => {
    const column = dock?.parentElement;
    if (!dock || !column || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      column.style.setProperty('--dock-height', `${dock.getBoundingClientRect().height}px`);
    });
    observer.observe(dock);
    return () => {
      observer.disconnect();
      column.style.removeProperty('--dock-height');
    };
  }, [dock]);
}

export function Dock({ className }: { className?: string }) {
  const register = useContext(RegisterContext);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  useDockHeightVariable(dock);
  const activityRef = useCallback((element: HTMLElement | null) => register?.('activity', element), [register]);
  const helpRef = useCallback((element: HTMLElement | null) => register?.('help', element), [register]);
  const toastRoom = useToastRoom();
  const style = useMemo(
    () =>
      ({
        minHeight: `calc(${Math.max(DOCK_ROW_PX, toastRoom + 2 * TOAST_INSET_PX)}px + env(safe-area-inset-bottom))`,
      }) as CSSProperties,
    [toastRoom],
  );
  return (
    <div
      ref={setDock}
      data-slot="dock"
      data-testid="game-dock"
      style={style}
      className={cn(
        'sticky bottom-0 z-20 flex shrink-0 items-end gap-2 border-t border-border bg-abyss/95 backdrop-blur-md',
        'px-2 pt-2 pb-[calc(env(safe-area-inset-bottom)+0.5rem)] transition-[min-height] duration-200',
        className,
      )}
    >
      <div ref={activityRef} data-dock-slot="activity" className="flex min-w-0 flex-1 items-center" />
      <div ref={helpRef} data-dock-slot="help" className="flex shrink-0 items-center" />
    </div>
  );
}

/**
 * How tall the toasts on screen stand, in px (0 without toasts): the front toast's height, which sonner keeps on its
 * list as --front-toast-height, plus the edge each toast stacked behind it shows (--gap). Watched on sonner's own
 * section only, so the game's other DOM writes cost nothing.
 */
function useToastRoom(): number {
  const [room, setRoom] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
        (toast) => toast.dataset.removed !== 'true' && toast.dataset.visible !== 'false',
      );
      const list = toasts[0]?.closest<HTMLElement>('[data-sonner-toaster]');
      if (!list) {
        setRoom(0);
        return;
      }
      const front = Number.parseFloat(list.style.getPropertyValue('--front-toast-height')) || 0;
      const gap = Number.parseFloat(list.style.getPropertyValue('--gap')) || 0;
      setRoom(Math.ceil(front + gap * (toasts.length - 1)));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    const observer = new MutationObserver(schedule);
    const watch = () => {
      const section =
        document.querySelector('[data-sonner-toaster]')?.parentElement ??
        document.querySelector('section[aria-label^="Notifications"]');
      if (!section) return false;
      observer.observe(section, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['style', 'data-removed', 'data-front', 'data-visible'],
      });
      schedule();
      return true;
    };
    // Sonner's section is mounted with the app, in the same commit as the dock; should it come later, look again on
    // the next frames for a while (a component tested without a toaster has none).
    let retry = 0;
    let tries = 0;
    const find = () => {
      tries += 1;
      if (!watch() && tries < 60) retry = requestAnimationFrame(find);
    };
    find();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      cancelAnimationFrame(retry);
    };
  }, []);
  return room;
}
