import { useEffect, useState } from 'react';

export interface HighlightRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The element a selector names, or null when absent, hidden, or the selector is not valid CSS. */
function findTarget(selector: string): Element | null {
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch {
    return null;
  }
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  // A closed sheet or a collapsed group keeps its links in the DOM with no box: nothing to point at.
  return rect.width > 0 || rect.height > 0 ? element : null;
}

/** The control itself, else the fallback (a control in the phone's closed menu: the menu's button). */
function findShown(selector: string | undefined, fallback: string | undefined): Element | null {
  return (selector ? findTarget(selector) : null) ?? (fallback ? findTarget(fallback) : null);
}

function measure(selector: string | undefined, fallback: string | undefined): HighlightRect | null {
  const target = findShown(selector, fallback);
  if (!target) return null;
  const { top, left, width, height } = target.getBoundingClientRect();
  return { top: Math.round(top), left: Math.round(left), width: Math.round(width), height: Math.round(height) };
}

function sameRect(a: HighlightRect | null, b: HighlightRect | null): boolean {
  if (a === null || b === null) return a === b;
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}

function isOffScreen(rect: HighlightRect): boolean {
  return rect.top < 0 || rect.left < 0 || rect.top + rect.height > window.innerHeight;
}

/**
 * Where the control a tutorial step points at is on screen, kept current on resize, scroll and DOM
 * changes (a page loaded by the step's action brings its control in later); null while it is absent.
 * A control found off screen is scrolled into view once. While the control is not shown, the
 * fallback is pointed at instead, if there is one.
 */
export function useHighlightRect(selector: string | undefined, fallback?: string): HighlightRect | null {
  const [rect, setRect] = useState<HighlightRect | null>(() => measure(selector, fallback));

  useEffect(() => {
    let frame = 0;
    let scrolled = false;
    const update = () => {
      frame = 0;
      const next = measure(selector, fallback);
      if (next && !scrolled && isOffScreen(next)) {
        scrolled = true;
        findShown(selector, fallback)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
      setRect((previous) => (sameRect(previous, next) ? previous : next));
    };
    update();
    if (!selector && !fallback) return undefined;
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
      attributeFilter: ['class', 'hidden', 'data-state'],
    });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      observer.disconnect();
    };
  }, [selector, fallback]);

  return rect;
}
