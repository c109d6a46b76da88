import { toast } from 'sonner';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { QUEST_MESSAGES } from '@/runtime/view-models/quests-page';

/** The page's commands: a refusal toasts the core's message; success says the spec's words. */
export async function acceptQuest(session: GameSession, questId: string, title: string): Promise<void> {
  const reply = await sendWithToast(session, { type: 'acceptQuest', questId });
  if (reply?.ok) toast.success(QUEST_MESSAGES.accepted(title));
}

export async function abandonQuest(session: GameSession, questId: string): Promise<void> {
  const reply = await sendWithToast(session, { type: 'abandonQuest', questId });
  if (reply?.ok) toast.info(QUEST_MESSAGES.abandoned);
}

/** Takes a failed quest off the list (the same command; nothing is abandoned). */
export async function clearFailedQuest(session: GameSession, questId: string): Promise<void> {
  await sendWithToast(session, { type: 'abandonQuest', questId });
}

/** Hands in what the quest's deliveries still need; completing it toasts from its event. */
export async function deliverQuestItems(session: GameSession, questId: string, title: string): Promise<void> {
  const reply = await sendWithToast(session, { type: 'deliverQuestItems', questId });
  if (reply?.ok) toast.success(`Delivered for ${title}`);
}
