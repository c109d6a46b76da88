import { useId } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { SECTION } from '@/hud/components/items/page-style';
import { cn } from '@/hud/lib/cn';
import type { QueueEndingView } from '@/runtime/view-models/activity-queue';

/** The latest queue entries that ended, newest first: "Done", or the line saying why one could not go on. */
export function RecentEndings({ ended }: { ended: QueueEndingView[] }) {
  const titleId = useId();
  if (ended.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={SECTION}>
      <h2 id={titleId} className="title-display text-xl font-semibold text-parchment">
        Latest endings
      </h2>
      <ul className="flex flex-col gap-2">
        {ended.map((ending) => {
          const Icon = ending.done ? CircleCheck : CircleAlert;
          return (
            <li
              key={ending.key}
              aria-label={ending.label}
              className="flex items-start gap-2 rounded-lg border border-shade bg-abyss/60 px-3 py-2 text-sm"
            >
              <Icon className={cn('mt-0.5 size-4 shrink-0', ending.done ? 'text-spectral' : 'text-gold')} aria-hidden />
              <span className="min-w-0 break-words">
                <span className="text-parchment">{ending.label}</span>
                <span className="text-parchment-dim">: </span>
                <span className={ending.done ? 'font-semibold text-spectral' : 'text-parchment-dim'}>
                  {ending.reasonText}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
