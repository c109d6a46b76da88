import { toast } from 'sonner';
import type { Command } from '@/core/commands';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';

/**
 * Sends a queue command: a refusal is toasted with the core's message (sendWithToast), a success with
 * `done` when given. Resolves whether the core carried it out.
 */
export async function send(session: GameSession, command: Command, done?: string): Promise<boolean> {
  const reply = await sendWithToast(session, command);
  if (!reply?.ok) return false;
  if (done) toast.success(done);
  return true;
}
