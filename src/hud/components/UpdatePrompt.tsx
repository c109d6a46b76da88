import { useState } from 'react';
import { useStore } from 'zustand';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import { appUpdateStore, applyUpdate, dismissUpdate } from '@/platform/app-update';

const UPDATE_TEXT = {
  ready: 'A new version of Shadow Hunter is ready. Your hunter is saved as the page reloads.',
  required:
    'A new version of Shadow Hunter is needed to back up your progress. ' +
    'Your hunter is kept on this device and syncs after the update.',
} as const;

/**
 * Offers a new version of the game once its service worker has installed it (issue 16), or asks for one when the
 * sync server runs newer rules (issue 31). Drawn at the top centre, clear of the toasts (bottom right) and the
 * floating help and activity buttons (bottom corners).
 */
export function UpdatePrompt() {
  const updateReady = useStore(appUpdateStore, (state) => state.updateReady);
  const updateRequired = useStore(appUpdateStore, (state) => state.updateRequired);
  const [updating, setUpdating] = useState(false);
  if (!updateReady && !updateRequired) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'fixed inset-x-2 top-2 z-[60] mx-auto flex max-w-md flex-wrap items-center gap-2 rounded-lg border',
        'border-arcane/50 bg-abyss/95 px-3 py-2 text-sm text-parchment shadow-lg',
        'sm:inset-x-auto sm:left-1/2 sm:-translate-x-1/2',
      )}
    >
      <RefreshCw className="size-4 shrink-0 text-arcane" aria-hidden />
      <span className="min-w-0 flex-1">{updateRequired ? UPDATE_TEXT.required : UPDATE_TEXT.ready}</span>
      <span className="flex gap-2">
        <Button size="sm" className="min-h-11" variant="ghost" onClick={dismissUpdate}>
          Later
        </Button>
        <Button
          size="sm"
          className="min-h-11"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            void applyUpdate();
          }}
        >
          {updating ? 'Updating…' : 'Update now'}
        </Button>
      </span>
    </div>
  );
}
