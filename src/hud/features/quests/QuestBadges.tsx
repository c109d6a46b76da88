import { CalendarClock, Repeat } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import type { QuestPriority } from '@/content/types';

const PRIORITY_VARIANT = { high: 'default', medium: 'arcane', low: 'secondary' } as const;

/** Priority, and Daily / Repeatable when the quest is one. */
export function QuestBadges({
  priority,
  priorityLabel,
  isDaily,
  isRepeatable,
}: {
  priority: QuestPriority;
  priorityLabel: string;
  isDaily: boolean;
  isRepeatable: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant={PRIORITY_VARIANT[priority]}>{priorityLabel}</Badge>
      {isDaily && (
        <Badge variant="spectral">
          <CalendarClock aria-hidden /> Daily
        </Badge>
      )}
      {isRepeatable && !isDaily && (
        <Badge variant="outline">
          <Repeat aria-hidden /> Repeatable
        </Badge>
      )}
    </div>
  );
}
