import { useSyncExternalStore } from 'react';

/** Wide enough for the slot panel beside the paper doll (Tailwind's lg); narrower screens use a bottom sheet. */
export const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(WIDE_QUERY).matches;
}

/** True while the viewport is at least 1024 px wide. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
