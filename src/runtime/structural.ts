/**
 * Structural comparison for plain snapshot data (objects, arrays, primitives), and structural sharing:
 * the next snapshot reuses every subtree of the previous one that did not change, so a HUD selector
 * on an unchanged part gets the same reference and React skips the render.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export function structurallyEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!structurallyEqual(a[index], b[index])) return false;
    return true;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(b, key) || !structurallyEqual(a[key], b[key])) return false;
    }
    return true;
  }
  return false;
}

/** Returns `next`, with every structurally equal subtree replaced by the one in `previous`. */
export function shareStructure<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let allSame = previous.length === next.length;
    const shared = next.map((item: unknown, index) => {
      const reused = shareStructure(previous[index], item);
      if (reused !== previous[index]) allSame = false;
      return reused;
    });
    return (allSame ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const nextKeys = Object.keys(next);
    let allSame = nextKeys.length === Object.keys(previous).length;
    const shared: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const reused = shareStructure(previous[key], next[key]);
      if (!Object.prototype.hasOwnProperty.call(previous, key) || reused !== previous[key]) allSame = false;
      shared[key] = reused;
    }
    return (allSame ? previous : shared) as T;
  }
  return next;
}
