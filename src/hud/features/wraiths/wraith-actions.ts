import { toast } from 'sonner';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';

/** The page's commands: a refusal toasts the core's message, success a short line of its own. */
export async function bondWraith(session: GameSession, wraithId: string, name: string): Promise<void> {
  const reply = await sendWithToast(session, { type: 'bondWraith', wraithId });
  if (reply?.ok) toast.success(`${name} is bound to you`);
}

export async function feedWraith(session: GameSession, bondedId: string, tokens: number, name: string): Promise<void> {
  const reply = await sendWithToast(session, { type: 'feedWraith', bondedId, tokens });
  if (reply?.ok) toast.success(`${name} ate ${tokens} ${tokens === 1 ? 'token' : 'tokens'}`);
}

/** `slot` 0..2, or undefined for the first free one. */
export async function summonWraith(session: GameSession, bondedId: string, name: string, slot?: number): Promise<void> {
  const reply = await sendWithToast(
    session,
    slot === undefined ? { type: 'summonWraith', bondedId } : { type: 'summonWraith', bondedId, slot },
  );
  if (reply?.ok) toast.success(`${name} answers the summons`);
}

export async function dismissWraith(session: GameSession, slot: number, name: string): Promise<void> {
  const reply = await sendWithToast(session, { type: 'dismissWraith', slot });
  if (reply?.ok) toast.success(`${name} returns to rest`);
}
