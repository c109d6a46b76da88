import { toast } from 'sonner';
import type { Command, CommandReply } from '@/core/commands';
import { errorMessage } from '@/platform/errors';
import type { GameSession } from './game-session';

/**
 * Sends a command through the session's queue. A refusal shows the core's own message as an error
 * toast ('Already training another skill', 'Requires ...'). Resolves the reply, or null when the game
 * stopped (signed out, page left) before the next tick ran; that failure is toasted too.
 */
export async function sendWithToast(session: GameSession, command: Command): Promise<CommandReply | null> {
  let reply: CommandReply;
  try {
    reply = await session.send(command);
  } catch (error) {
    toast.error(errorMessage(error));
    return null;
  }
  if (!reply.ok) toast.error(reply.message);
  return reply;
}
