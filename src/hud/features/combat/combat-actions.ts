import { toast } from 'sonner';
import type { Command, CommandReply } from '@/core/commands';
import type { GameSession } from '@/hud/game/game-session';

/** Sends a command; a refusal shows the core's own message as an error toast. Resolves the reply. */
export async function sendWithToast(session: GameSession, command: Command): Promise<CommandReply | null> {
  try {
    const reply = await session.send(command);
    if (!reply.ok) toast.error(reply.message);
    return reply;
  } catch (error) {
    // The game stopped (signed out, page left) before the next tick ran.
    toast.error(error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** Tap targets of at least 44 px on every screen. */
export const TAP = 'min-h-11 min-w-11';
