import { useSyncExternalStore } from 'react';

/** Spec 000 §9: the mobile layout applies below 768 px. */
export const MOBILE_BREAKPOINT = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia ? window.matchMedia(query).matches : window.innerWidth < MOBILE_BREAKPOINT;
}

/** True while the viewport is narrower than 768 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
