import { describe, expect, it } from 'vitest';
import { asDeepReadonly, type DeepReadonly, type ReadonlyWorld } from './readonly';
import { createTestWorld } from './testing/fixtures';

// The checks here are made by the compiler (`tsc --noEmit` covers test files): each `@ts-expect-error`
// fails the type check if the write below it compiles. The writes sit in functions never called.
describe('ReadonlyWorld', () => {
  it('does not let a reader write the world, at any depth', () => {
    const world: ReadonlyWorld = createTestWorld();
    const writes = [
      () => {
        // @ts-expect-error a top-level field
        world.playerId = 'someone else';
      },
      () => {
        // @ts-expect-error a nested field
        world.player.health = 0;
      },
      () => {
        // @ts-expect-error a record entry
        world.skills.bladework.level = 99;
      },
      () => {
        // @ts-expect-error a map of materials
        world.resources.materials.bone_dust = 5;
      },
      () => {
        // @ts-expect-error an array is readonly too
        world.player.unlockedTitles.push('bladework_10');
      },
      () => {
        // @ts-expect-error inside an array's entries
        world.inventory.items[0]!.quantity = 10;
      },
    ];
    expect(writes).toHaveLength(6);
    expect(world.player.health).toBe(100);
  });

  it('takes a live world as it is, without copying it', () => {
    const live = createTestWorld();
    const seen: ReadonlyWorld = live;
    expect(seen).toBe(live);
    expect(asDeepReadonly(live)).toBe(live);
    const numbers: DeepReadonly<{ list: number[] }> = { list: [1, 2] };
    // @ts-expect-error the generic type reaches arrays inside plain objects
    const write = () => numbers.list.push(3);
    expect(typeof write).toBe('function');
  });
});
