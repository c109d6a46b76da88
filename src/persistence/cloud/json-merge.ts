/** JSON helpers for reconciliation: equality, entries identified by id, unions. */
import { isJsonObject, type JsonObject, type JsonValue } from '@/persistence/save-shape';

export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  const aKeys = Object.keys(a).filter((key) => a[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => b[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => jsonEqual(a[key], b[key]));
}

export type EntryId = string | number;

/** The id of an entry: its `id`, or another named key (quests use `questId`). */
export function entryId(entry: JsonValue, idKeys: readonly string[] = ['id']): EntryId | undefined {
  if (!isJsonObject(entry)) return undefined;
  for (const key of idKeys) {
    const id = entry[key];
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return undefined;
}

/** An array whose every element is an object carrying an id (non-empty). */
export function isIdentifiedArray(
  value: JsonValue | undefined,
  idKeys: readonly string[] = ['id'],
): value is JsonObject[] {
  return Array.isArray(value) && value.length > 0 && value.every((entry) => entryId(entry, idKeys) !== undefined);
}

/**
 * Entries of both arrays by id: server order first, then entries only the client has. For an id on
 * both sides `pick` chooses the merged entry.
 */
export function mergeById(
  server: JsonObject[],
  client: JsonObject[],
  pick: (server: JsonObject, client: JsonObject) => JsonObject,
  idKeys: readonly string[] = ['id'],
): JsonObject[] {
  const clientById = new Map<EntryId, JsonObject>();
  for (const entry of client) clientById.set(entryId(entry, idKeys)!, entry);
  const seen = new Set<EntryId>();
  const merged: JsonObject[] = [];
  for (const entry of server) {
    const id = entryId(entry, idKeys)!;
    seen.add(id);
    const other = clientById.get(id);
    merged.push(other ? pick(entry, other) : entry);
  }
  for (const entry of client) if (!seen.has(entryId(entry, idKeys)!)) merged.push(entry);
  return merged;
}

/** For an id on both sides: the server's entry with the larger quantity of the two. */
export function pickLargerQuantity(server: JsonObject, client: JsonObject): JsonObject {
  const serverQuantity = server.quantity;
  const clientQuantity = client.quantity;
  if (typeof serverQuantity !== 'number' || typeof clientQuantity !== 'number' || clientQuantity <= serverQuantity)
    return server;
  return { ...server, quantity: clientQuantity };
}

/** Every value of either list once: server order, then the client's additions. */
export function unionOfValues(server: JsonValue[], client: JsonValue[]): JsonValue[] {
  const merged = [...server];
  for (const value of client) if (!merged.some((existing) => jsonEqual(existing, value))) merged.push(value);
  return merged;
}

export function isPrimitiveArray(value: JsonValue | undefined): value is (string | number | boolean | null)[] {
  return Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');
}
