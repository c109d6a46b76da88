import { GraduationCap, Hammer, type LucideIcon, Pickaxe, Swords } from 'lucide-react';
import type { QueueKind } from '@/runtime/view-models/activity-queue';

/** The icon of each kind of activity, as the queue strip and the activity page draw it. */
export const QUEUE_KIND_ICONS: Record<QueueKind, LucideIcon> = {
  training: GraduationCap,
  mining: Pickaxe,
  crafting: Hammer,
  combat: Swords,
};

/** Where the activity page lives (the strip links to it). */
export const ACTIVITY_PAGE_PATH = '/game/activity';
