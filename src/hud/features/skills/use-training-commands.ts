import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { Command, CommandReply } from '@/core/commands';
import type { SkillId } from '@/content/ids';
import type { GameSession } from '@/hud/game/game-session';

async function sendWithToast(session: GameSession, command: Command): Promise<boolean> {
  let reply: CommandReply;
  try {
    reply = await session.send(command);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
    return false;
  }
  // Refusals carry the core's own message ('Already training another skill', 'Requires ...').
  if (!reply.ok) toast.error(reply.message);
  return reply.ok;
}

/** Start and stop training through the command queue; refusals become error toasts. */
export function useTrainingCommands(session: GameSession) {
  const [pending, setPending] = useState<string | null>(null);

  const start = useCallback(
    async (skill: SkillId, activityId: string) => {
      setPending(activityId);
      try {
        return await sendWithToast(session, { type: 'startTraining', skill, activityId });
      } finally {
        setPending(null);
      }
    },
    [session],
  );

  const stop = useCallback(async () => {
    setPending('stop');
    try {
      return await sendWithToast(session, { type: 'stopTraining' });
    } finally {
      setPending(null);
    }
  }, [session]);

  return { start, stop, pending };
}
