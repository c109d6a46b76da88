import { toast } from 'sonner';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';

/** Wears a title (or none): a refusal toasts the core's message. */
export async function chooseTitle(session: GameSession, titleId: string | null, name: string | null): Promise<void> {
  const reply = await sendWithToast(session, { type: 'chooseTitle', titleId });
  if (reply?.ok) toast.success(name ? `You now wear the title ${name}` : 'You wear no title');
}
