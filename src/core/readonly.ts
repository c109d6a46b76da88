/**
 * The world as watchers see it. Only the simulation (step, commands, time away) changes the world;
 * everything that reads it — the HUD bridge and its subscribers, scene adapters, selectors and view
 * models — gets it through `ReadonlyWorld`, so a write from there does not compile.
 */
import type { GameState } from './state-types';

/** Every property readonly, all the way down; arrays become readonly arrays. Functions are left as they are. */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export type ReadonlyWorld = DeepReadonly<GameState>;

/**
 * The same value seen through `DeepReadonly` (a type-level view: nothing is copied or frozen). For
 * generic code that cannot prove `T` is assignable to `DeepReadonly<T>`; a concrete world needs no call.
 */
export function asDeepReadonly<T>(value: T): DeepReadonly<T> {
  return value as DeepReadonly<T>;
}
