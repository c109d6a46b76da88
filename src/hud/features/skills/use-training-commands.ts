import { useCallback, useState } from 'react';
import type { SkillId } from '@/content/ids';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';

/** Start and stop training through the command queue; refusals become error toasts. */
export function useTrainingCommands(session: GameSession) {
  const [pending, setPending] = useState<string | null>(null);

  const start = useCallback(
    async (skill: SkillId, activityId: string) => {
      setPending(activityId);
      try {
        const reply = await sendWithToast(session, { type: 'startTraining', skill, activityId });
        return reply?.ok ?? false;
      } finally {
        setPending(null);
      }
    },
    [session],
  );

  const stop = useCallback(async () => {
    setPending('stop');
    try {
      const reply = await sendWithToast(session, { type: 'stopTraining' });
      return reply?.ok ?? false;
    } finally {
      setPending(null);
    }
  }, [session]);

  return { start, stop, pending };
}
