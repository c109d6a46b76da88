import { AnimatePresence, motion } from 'framer-motion';
import { Loader2 } from 'lucide-react';
import { INITIALIZING_FADE_MS } from '@/hud/components/loading-steps';
import { cn } from '@/hud/lib/cn';

/**
 * Covers the game while the character is created or loaded (spec 000 §2); `message` says which (the game frame
 * passes what the save session is doing: looking for the hunter, creating one, loading one, catching up time away).
 */
export function InitializingOverlay({
  open,
  message = 'Creating your character...',
}: {
  open: boolean;
  message?: string;
}) {
  return (
    <AnimatePresence>
      {open && (
        <motion.div
          key="initializing"
          role="status"
          aria-live="polite"
          className="fixed inset-0 z-40 flex items-center justify-center bg-abyss/85 backdrop-blur-sm"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          transition={{ duration: INITIALIZING_FADE_MS / 1000 }}
        >
          <motion.div
            className={cn(
              'flex flex-col items-center gap-4',
              'rounded-2xl border border-shade bg-card/95 px-10 py-8 text-center shadow-2xl',
            )}
            initial={{ scale: 0.96, y: 8 }}
            animate={{ scale: 1, y: 0 }}
          >
            <Loader2 className="size-10 animate-spin text-ember" aria-hidden />
            <h2 className="title-display text-2xl font-bold text-parchment">Initializing Game</h2>
            <p className="text-sm text-parchment-dim">{message}</p>
          </motion.div>
        </motion.div>
      )}
    </AnimatePresence>
  );
}
