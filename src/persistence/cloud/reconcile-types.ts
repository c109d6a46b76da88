/** Types shared by the reconciliation engine and its smart rules. */
import type { JsonObject, JsonValue } from '@/persistence/save-shape';

export const RECONCILE_STRATEGIES = ['server-wins', 'client-wins', 'merge', 'smart'] as const;
export type ReconcileStrategy = (typeof RECONCILE_STRATEGIES)[number];

/** How one field was settled (shown in the sync dialog). */
export type Resolution =
  'server-wins' | 'client-wins' | 'client-implausible' | 'higher-wins' | 'later-wins' | 'merged-by-id' | 'union';

export interface FieldChange {
  field: string;
  resolution: Resolution;
}

/** What a rule sees at one field where the two sides differ (both present). */
export interface NodeContext {
  path: readonly string[];
  server: JsonValue;
  client: JsonValue;
  serverRoot: JsonObject;
  clientRoot: JsonObject;
  /** Resolves this object field key by key with the same rules, skipping `exceptKeys`. */
  resolveChildren(exceptKeys?: readonly string[]): JsonObject;
}

export interface ResolvedNode {
  value: JsonValue;
  /** The field's own resolution; absent when the rule only recorded changes below it. */
  resolution?: Resolution;
  /** Changes to fields below this one that the rule settled itself. */
  changes?: FieldChange[];
}

export type NodeRule = (context: NodeContext) => ResolvedNode | undefined;

export function fieldName(path: readonly string[]): string {
  return path.join('.');
}
