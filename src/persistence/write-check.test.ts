import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNewGameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import type { SaveState } from '@/persistence/save-shape';
import { saveSchema, SaveValidationError } from '@/persistence/schema';
import { SaveWriteCheck } from '@/persistence/write-check';

function schemaPaths(state: unknown): string[] {
  const result = saveSchema.safeParse(state);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort();
}

function refusal(check: SaveWriteCheck, state: SaveState): SaveValidationError | null {
  try {
    check.textOf(state);
    return null;
  } catch (error) {
    if (error instanceof SaveValidationError) return error;
    throw error;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('SaveWriteCheck', () => {
  it("gives JSON.stringify's text, save after save", () => {
    const check = new SaveWriteCheck();
    const world = createLateGameWorld();
    expect(check.textOf(world)).toBe(JSON.stringify(world));
    world.resources.gold += 5;
    world.inventory.items[0]!.quantity += 1;
    expect(check.textOf(world)).toBe(JSON.stringify(world));
    const fresh = createNewGameState({ userId: 'u', email: 'a@b.c', tier: 'base', nowMs: 1, seed: 2 });
    expect(check.textOf(fresh)).toBe(JSON.stringify(fresh));
  });

  it('refuses what the whole schema refuses, with the same paths', () => {
    const check = new SaveWriteCheck();
    const broken = { ...createLateGameWorld(), version: 2 } as unknown as Record<string, unknown>;
    broken.player = { ...(broken.player as object), level: -1 };
    delete broken.inventory;
    const error = refusal(check, broken as unknown as SaveState);
    expect(error).toBeInstanceOf(SaveValidationError);
    expect(error!.issues.map((issue) => issue.path).sort()).toEqual(schemaPaths(broken));
    expect(error!.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['version', 'inventory']));
  });

  it('refuses a section that passed once and broke since', () => {
    const check = new SaveWriteCheck();
    const world = createLateGameWorld();
    check.textOf(world);
    (world.resources as unknown as Record<string, unknown>).gold = 'lots';
    const error = refusal(check, world);
    expect(error).not.toBeNull();
    expect(error!.issues.map((issue) => issue.path)).toEqual(['resources.gold']);
    expect(schemaPaths(world)).toEqual(['resources.gold']);
  });

  it('checks an unchanged section once, and again once it changes', () => {
    const check = new SaveWriteCheck();
    const banking = vi.spyOn(saveSchema.shape.banking, 'safeParse');
    const world = createLateGameWorld();
    check.textOf(world);
    world.resources.gold += 1;
    check.textOf(world);
    expect(banking).toHaveBeenCalledTimes(1);
    world.banking.tabs.push('Loot');
    check.textOf(world);
    expect(banking).toHaveBeenCalledTimes(2);
  });

  it('agrees with the whole schema whatever a section is replaced with, reused save after save', () => {
    const check = new SaveWriteCheck();
    const base = JSON.stringify(createLateGameWorld());
    const sections = Object.keys(saveSchema.shape);
    fc.assert(
      fc.property(
        fc.constantFrom(...sections),
        fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.constant(Number.NaN)),
        fc.boolean(),
        (section, value, keepOriginal) => {
          const state = JSON.parse(base) as Record<string, unknown>;
          if (!keepOriginal) state[section] = value;
          const error = refusal(check, state as unknown as SaveState);
          if (error) expect(error.issues.map((issue) => issue.path).sort()).toEqual(schemaPaths(state));
          else {
            expect(schemaPaths(state)).toEqual([]);
            expect(check.textOf(state as unknown as SaveState)).toBe(JSON.stringify(state));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
