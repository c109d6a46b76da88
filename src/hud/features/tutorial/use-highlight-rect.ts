import { useEffect, useState } from 'react';

export interface HighlightRect {
  top: number;
  left: number;
  width: number;
  height: number;
  /** The selector that found the control (a task card places itself once per control). */
  target?: string;
}

/** Ends a selector to keep only elements whose words start so: `button >> text=Equip`. */
const TEXT_MARK = ' >> text=';

/**
 * The first element a selector names that has a box on screen, or null (absent, hidden, or the selector
 * is not valid CSS). A closed sheet or a collapsed group keeps its links in the DOM with no box, so a
 * second match elsewhere on the page (the Hall's link to the same page) is found instead. A selector
 * may end with ` >> text=Words` for a control known only by the words it starts with.
 */
function findTarget(selector: string): Element | null {
  const mark = selector.indexOf(TEXT_MARK);
  const css = mark < 0 ? selector : selector.slice(0, mark);
  const words = mark < 0 ? null : selector.slice(mark + TEXT_MARK.length);
  // Whole words: "Equip" finds "Equip (ring 1)", not "Equipment".
  const starts = words === null ? null : new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  let elements: NodeListOf<Element>;
  try {
    elements = document.querySelectorAll(css);
  } catch {
    return null;
  }
  for (const element of elements) {
    if (element.closest('[data-testid="tutorial"]')) continue;
    if (starts !== null && !starts.test((element.textContent ?? '').trim())) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) return element;
  }
  return null;
}

/**
 * The first of `selectors` shown (the control itself, else the way to it: a link, the phone's menu
 * button), with its place in the list.
 */
function findShown(selectors: readonly string[]): { element: Element; index: number; selector: string } | null {
  for (const [index, selector] of selectors.entries()) {
    const element = findTarget(selector);
    if (element) return { element, index, selector };
  }
  return null;
}

function measure(found: { element: Element; selector: string } | null): HighlightRect | null {
  if (!found) return null;
  const { top, left, width, height } = found.element.getBoundingClientRect();
  return {
    top: Math.round(top),
    left: Math.round(left),
    width: Math.round(width),
    height: Math.round(height),
    target: found.selector,
  };
}

function sameRect(a: HighlightRect | null, b: HighlightRect | null): boolean {
  if (a === null || b === null) return a === b;
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height && a.target === b.target;
}

/**
 * Whether the control is cut off: past the screen's edge, or scrolled out of a box that clips it (a
 * link low in the sidebar's own scroll area).
 */
function isCutOff(element: Element, rect: HighlightRect): boolean {
  if (rect.top < 0 || rect.left < 0 || rect.top + rect.height > window.innerHeight) return true;
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    const clip = box.getBoundingClientRect();
    if (rect.top < clip.top - 1 || rect.top + rect.height > clip.bottom + 1) return true;
  }
  return false;
}

/**
 * Where the control a tutorial step points at is on screen, kept current on resize, scroll and DOM
 * changes (a page opened by "Take me there" brings its control in later); null while none is shown.
 * `selectors` are tried in order, the first shown wins. A control found cut off (off screen, or scrolled
 * out of its box) is scrolled into view once per selector, so the player can scroll away from it.
 */
export function useHighlightRect(selectors: readonly string[]): HighlightRect | null {
  const key = selectors.join('\n');
  const [rect, setRect] = useState<HighlightRect | null>(() => measure(findShown(selectors)));

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    let frame = 0;
    const scrolled = new Set<number>();
    let last: HighlightRect | null = null;
    const update = () => {
      frame = 0;
      const target = findShown(list);
      const next = measure(target);
      // Only a control that moved is checked for clipping (busy pages change the DOM every frame).
      const moved = !sameRect(last, next);
      last = next;
      if (moved && target && next && !scrolled.has(target.index) && isCutOff(target.element, next)) {
        scrolled.add(target.index);
        target.element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
      setRect((previous) => (sameRect(previous, next) ? previous : next));
    };
    update();
    if (list.length === 0) return undefined;
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    const observer = new MutationObserver(schedule);
    // Not `style`: motion writes it every frame; layout changes come with a class or state change.
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributeFilter: ['class', 'hidden', 'data-state', 'disabled'],
    });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      observer.disconnect();
    };
  }, [key]);

  return rect;
}
