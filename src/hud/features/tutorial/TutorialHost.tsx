import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useHud, type GameSession } from '@/hud/game/game-session';
import { closeTutorialRequest, useTutorialRequest } from '@/hud/game/tutorial-state';
import { selectGameHelpFacts } from '@/runtime/view-models/game-help';
import { defaultTutorialSteps } from './default-steps';
import { TutorialOverlay, type TutorialEnding } from './TutorialOverlay';
import { clearTutorialProgress } from './tutorial-progress';
import { browserStorage, loadTutorialSteps } from './tutorial-steps';

/** The toast after Complete (spec 000 §9), exactly. */
export const TUTORIAL_COMPLETED_TOAST = 'Tutorial completed! Good luck, Shadow Hunter!';

/**
 * Saves `tutorial.completed` with the time. A refusal or failure is only logged (spec 000 §9: the
 * overlay closes silently); the success toast follows Complete, not a skip.
 */
async function saveTutorialEnding(session: GameSession, ending: TutorialEnding): Promise<void> {
  try {
    const reply = await session.send({ type: 'setTutorialCompleted', completedAt: Date.now() });
    if (!reply.ok) {
      console.error('Could not save the tutorial as completed:', reply.message);
      return;
    }
    if (ending === 'completed') toast.success(TUTORIAL_COMPLETED_TOAST);
  } catch (error) {
    console.error('Could not save the tutorial as completed:', error);
  }
}

/**
 * Shows the tutorial while the save says it is not completed, and whenever Game Help asks for it
 * (Replay Tutorial, from step 1). Mount it once in the running game's overlays. A new hunter's place in
 * it is kept on the device, so a reload goes on from the same step.
 */
export function TutorialHost({ session, donePauseMs }: { session: GameSession; donePauseMs?: number }) {
  const completed = useHud(session, (snapshot) => snapshot.tutorialCompleted);
  const playerId = useHud(session, (snapshot) => snapshot.playerId);
  const requested = useTutorialRequest();
  // Closed here until the save's answer arrives, and for good if saving failed (no reopening loop).
  const [closedHere, setClosedHere] = useState(false);
  const open = requested || (!completed && !closedHere);
  // Read when it opens: a stored override (`tutorial_steps`) takes effect on the next opening.
  const storage = useMemo(() => browserStorage(), []);
  // Read when it opens only: finishing sets `completed` while the overlay closes.
  const completedRef = useRef(completed);
  completedRef.current = completed;
  const steps = useMemo(() => {
    if (!open) return null;
    // A replay of a finished tutorial starts over; a new hunter's goes on where it was.
    if (completedRef.current) clearTutorialProgress(storage, playerId);
    return loadTutorialSteps(defaultTutorialSteps(selectGameHelpFacts()), storage);
  }, [open, storage, playerId]);
  if (!open || steps === null) return null;
  return (
    <TutorialOverlay
      steps={steps}
      session={session}
      storage={storage}
      playerId={playerId}
      donePauseMs={donePauseMs}
      onFinish={(ending) => {
        setClosedHere(true);
        closeTutorialRequest();
        void saveTutorialEnding(session, ending);
      }}
    />
  );
}
