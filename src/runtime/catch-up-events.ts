import type { GameEvent } from '@/core/events';
import type { CatchUpResult } from '@/core/offline';
import type { DeathRecordView } from './view-models/death-recap';

function isCatchUpResult(value: unknown): value is CatchUpResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'mode' in value &&
    (value.mode === 'ticks' || value.mode === 'offline')
  );
}

/**
 * What a runtime catch-up (a hidden tab, a long frame gap) did, as the HUD needs it: the events of
 * the ticks stepped (short gaps), or the death of an offline stretch (long gaps). Catch-up listeners
 * get the core's result as `unknown` (the runtime is generic); this reads it.
 */
export function catchUpOutcome(result: unknown): { events: GameEvent[]; offlineDeath: DeathRecordView | null } {
  if (!isCatchUpResult(result)) return { events: [], offlineDeath: null };
  if (result.mode === 'ticks') return { events: result.results.flatMap((tick) => tick.events), offlineDeath: null };
  return { events: [], offlineDeath: result.gains?.death ?? null };
}
