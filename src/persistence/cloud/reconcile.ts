/**
 * Reconciliation of a server and a client save (spec 000 §4 "Conflict resolution"): four strategies,
 * each run reporting the conflicts it found and resolved and how each changed field was settled.
 * A conflict is a field whose values differ on the two sides; a field only one side has is kept.
 */
import { isJsonObject, saveAsJson, type JsonObject, type JsonValue, type SaveState } from '@/persistence/save-shape';
import { isIdentifiedArray, jsonEqual, mergeById, pickLargerQuantity } from '@/persistence/cloud/json-merge';
import { smartRule } from '@/persistence/cloud/smart-rules';
import {
  fieldName,
  type FieldChange,
  type NodeContext,
  type NodeRule,
  type ReconcileStrategy,
  type Resolution,
} from '@/persistence/cloud/reconcile-types';

class Walker {
  readonly changes: FieldChange[] = [];

  constructor(
    private readonly serverRoot: JsonObject,
    private readonly clientRoot: JsonObject,
    private readonly rule: NodeRule | null,
    private readonly leafWinner: 'server' | 'client',
  ) {}

  resolve(
    path: readonly string[],
    server: JsonValue | undefined,
    client: JsonValue | undefined,
  ): JsonValue | undefined {
    if (server === undefined) return client;
    if (client === undefined || jsonEqual(server, client)) return server;
    const context: NodeContext = {
      path,
      server,
      client,
      serverRoot: this.serverRoot,
      clientRoot: this.clientRoot,
      resolveChildren: (exceptKeys = []) =>
        this.resolveObject(path, server as JsonObject, client as JsonObject, exceptKeys),
    };
    const ruled = this.rule?.(context);
    if (ruled) {
      if (ruled.resolution) this.changes.push({ field: fieldName(path), resolution: ruled.resolution });
      if (ruled.changes) this.changes.push(...ruled.changes);
      return ruled.value;
    }
    if (isJsonObject(server) && isJsonObject(client)) return this.resolveObject(path, server, client, []);
    if (areMergeableById(server, client)) {
      this.changes.push({ field: fieldName(path), resolution: 'merged-by-id' });
      return mergeById(server, client as JsonObject[], pickLargerQuantity);
    }
    this.changes.push({
      field: fieldName(path),
      resolution: this.leafWinner === 'server' ? 'server-wins' : 'client-wins',
    });
    return this.leafWinner === 'server' ? server : client;
  }

  private resolveObject(
    path: readonly string[],
    server: JsonObject,
    client: JsonObject,
    exceptKeys: readonly string[],
  ): JsonObject {
    const result: JsonObject = {};
    const keys = [...Object.keys(server), ...Object.keys(client).filter((key) => !(key in server))];
    for (const key of keys) {
      if (exceptKeys.includes(key)) continue;
      const value = this.resolve([...path, key], server[key], client[key]);
      if (value !== undefined) result[key] = value;
    }
    return result;
  }
}

/** Two arrays of entries with ids (either may be empty) merge entry by entry. */
function areMergeableById(server: JsonValue, client: JsonValue): server is JsonObject[] {
  const identifiedOrEmpty = (value: JsonValue): boolean =>
    Array.isArray(value) && (value.length === 0 || isIdentifiedArray(value));
  return (
    identifiedOrEmpty(server) &&
    identifiedOrEmpty(client) &&
    (server as JsonValue[]).length + (client as JsonValue[]).length > 0
  );
}

/** Paths (objects walked key by key, anything else compared whole) where the two differ. */
export function differingFields(
  server: JsonValue | undefined,
  client: JsonValue | undefined,
  path: readonly string[] = [],
): string[] {
  if (jsonEqual(server, client)) return [];
  if (isJsonObject(server) && isJsonObject(client)) {
    const keys = [...Object.keys(server), ...Object.keys(client).filter((key) => !(key in server))];
    return keys.flatMap((key) => differingFields(server[key], client[key], [...path, key]));
  }
  return [fieldName(path)];
}

export interface ReconcileResult {
  state: SaveState;
  strategy: ReconcileStrategy;
  conflictsFound: number;
  conflictsResolved: number;
  changes: FieldChange[];
}

export function reconcileStates(server: SaveState, client: SaveState, strategy: ReconcileStrategy): ReconcileResult {
  const serverJson = saveAsJson(server);
  const clientJson = saveAsJson(client);
  let state: JsonObject;
  let changes: FieldChange[];
  switch (strategy) {
    case 'server-wins':
    case 'client-wins': {
      const resolution: Resolution = strategy;
      state = structuredClone(strategy === 'server-wins' ? serverJson : clientJson);
      changes = differingFields(serverJson, clientJson).map((field) => ({ field, resolution }));
      break;
    }
    case 'merge': {
      // Every field of both sides; where both differ, the side saved later wins (the server on a tie).
      const walker = new Walker(
        serverJson,
        clientJson,
        null,
        client.lastSaved > server.lastSaved ? 'client' : 'server',
      );
      state = walker.resolve([], serverJson, clientJson) as JsonObject;
      changes = walker.changes;
      break;
    }
    case 'smart': {
      const walker = new Walker(serverJson, clientJson, smartRule, 'server');
      state = walker.resolve([], serverJson, clientJson) as JsonObject;
      changes = walker.changes;
      break;
    }
  }
  return {
    state: structuredClone(state) as unknown as SaveState,
    strategy,
    conflictsFound: changes.length,
    conflictsResolved: changes.length,
    changes,
  };
}
