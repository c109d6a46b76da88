import { useSyncExternalStore } from 'react';

/** Spec 000 §9: the mobile layout applies below 768 px. */
export const MOBILE_BREAKPOINT = 768;
/** A touch screen at most this tall is a phone held sideways: it gets the mobile layout too. */
export const LANDSCAPE_PHONE_MAX_HEIGHT = 500;
/** The complement of the `wide` variant in index.css. */
export const MOBILE_QUERY =
  `(max-width: ${MOBILE_BREAKPOINT - 1}px), ` + `(max-height: ${LANDSCAPE_PHONE_MAX_HEIGHT}px) and (pointer: coarse)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia ? window.matchMedia(MOBILE_QUERY).matches : window.innerWidth < MOBILE_BREAKPOINT;
}

/** True while the viewport is narrower than 768 px, or a phone is held sideways. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
