import { Toaster as Sonner } from 'sonner';

/** The game's toasts (spec 000 §9): 4 s, at most 3 visible, bottom-right, dark. */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      closeButton
      toastOptions={{
        style: {
          background: 'var(--color-night)',
          border: '1px solid var(--color-shade)',
          color: 'var(--color-parchment)',
        },
      }}
    />
  );
}
