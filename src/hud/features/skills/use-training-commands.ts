import { useCallback, useState } from 'react';
import type { SkillId } from '@/content/ids';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';

/** Start, stop and switch training through the command queue; refusals become error toasts. */
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

  /** Stop and start are queued together, so they run in the same tick and the hunter is never left idle. */
  const switchTo = useCallback(
    async (skill: SkillId, activityId: string) => {
      setPending(activityId);
      try {
        const [, started] = await Promise.all([
          sendWithToast(session, { type: 'stopTraining' }),
          sendWithToast(session, { type: 'startTraining', skill, activityId }),
        ]);
        return started?.ok ?? false;
      } finally {
        setPending(null);
      }
    },
    [session],
  );

  return { start, stop, switchTo, pending };
}
