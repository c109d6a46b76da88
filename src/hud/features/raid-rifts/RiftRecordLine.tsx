import { formatSeconds } from '@/hud/lib/format';
import type { RiftRecordView } from '@/runtime/view-models/raid-rifts-page';

/** Attempts, clears, falls and the best time, in one line. */
export function RiftRecordLine({ record }: { record: RiftRecordView }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-parchment-dim tabular-nums">
      <Stat label="Attempts" value={String(record.attempts)} />
      <Stat label="Clears" value={String(record.clears)} />
      <Stat label="Falls" value={String(record.deaths)} />
      <Stat label="Best time" value={record.bestTimeMs === null ? '—' : formatSeconds(record.bestTimeMs)} />
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-semibold text-parchment">{value}</dd>
    </div>
  );
}
