import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of an element (its clientWidth), kept current by a ResizeObserver: the grid
 * lays out as many tiles per row as fit. 0 until the element is laid out.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
