import { Toaster as Sonner } from 'sonner';

/**
 * The game's toasts (spec 000 §9): 4 s, at most 3 visible, bottom-right, dark. In the game they show in the dock's
 * row at the bottom (ui/dock.tsx), beside the help button, so they never lie over a control: index.css sets the
 * --toast-* offsets while a dock is on the page; elsewhere (the homepage) sonner's usual corner applies.
 */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;
/** How far a toast stacked behind the front one shows above it: small, so the stack stays in the dock's row. */
export const TOAST_STACK_GAP_PX = 6;

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      gap={TOAST_STACK_GAP_PX}
      offset={{ bottom: 'var(--toast-bottom, 24px)', right: 'var(--toast-right, 24px)' }}
      mobileOffset={{
        bottom: 'var(--toast-bottom, 16px)',
        left: 'var(--toast-left, 16px)',
        right: 'var(--toast-right-mobile, 16px)',
      }}
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
