/**
 * The words of the sync log (spec 000 §3 "reconciliation logs"). Since issue 31 the server's replay settles every
 * difference (`server-wins`); the other strategies and resolutions remain so entries logged by earlier builds still
 * read as they were written.
 */

export const RECONCILE_STRATEGIES = ['server-wins', 'client-wins', 'merge', 'smart'] as const;
export type ReconcileStrategy = (typeof RECONCILE_STRATEGIES)[number];

/** How one field was settled (shown in the sync dialog). */
export type Resolution =
  'server-wins' | 'client-wins' | 'client-implausible' | 'higher-wins' | 'later-wins' | 'merged-by-id' | 'union';

export interface FieldChange {
  field: string;
  resolution: Resolution;
}
