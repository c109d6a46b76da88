import { describe, expect, it } from 'vitest';
import { GEAR_SLOTS } from '@/content/ids';
import { buildArenaCard } from './arena/card';
import { ALL_ITEMS } from './content-index';
import { heldEntries, slotHolder, slotHolders } from './equipment-slots';
import { computeDerivedStats, isItemEquipped, summarizeGear } from './stats';
import { createLateGameWorld, withForgedEquippedFlags } from './testing/fixtures';
import { replayTrial } from './trials/replay';
import { hunterForTrial } from './trials/testing';

/** The strongest weapon of the game, by its damage. */
const strongestWeapon = ALL_ITEMS.filter((item) => item.type === 'weapon').sort(
  (a, b) => (b.stats?.damage ?? 0) - (a.stats?.damage ?? 0),
)[0]!;

describe('what the equipment slots hold (issue 31: a save is the player’s to edit)', () => {
  it('60 weapons flagged equipped give the stats, card and trial of the one weapon the slot holds', () => {
    const world = hunterForTrial('S', 11);
    const heldWeapon = slotHolder(world, 'weapon')!;
    expect(heldWeapon.id).toBe(world.equipment.slots.weapon);
    const forged = withForgedEquippedFlags(world, 60);
    expect(forged.inventory.items.filter((entry) => entry.equipped && entry.slot === 'weapon')).toHaveLength(61);
    expect(computeDerivedStats(forged)).toEqual(computeDerivedStats(world));
    expect(buildArenaCard(forged)).toEqual(buildArenaCard(world));
    expect(replayTrial(forged, 'trial_s', 5, [])).toEqual(replayTrial(world, 'trial_s', 5, []));
    // The real one: the entry the slot names, though 60 flagged copies come before it in the bag.
    expect(slotHolder(forged, 'weapon')?.id).toBe(heldWeapon.id);
  });

  it('the strongest weapon of the game flagged 60 times, or in every slot, adds nothing', () => {
    const world = hunterForTrial('A', 4);
    const expected = computeDerivedStats(world);
    expect(computeDerivedStats(withForgedEquippedFlags(world, 60, 'weapon', strongestWeapon.id))).toEqual(expected);
    let everywhere = world;
    for (const slot of GEAR_SLOTS) everywhere = withForgedEquippedFlags(everywhere, 5, slot, strongestWeapon.id);
    expect(computeDerivedStats(everywhere)).toEqual(expected);
    expect(buildArenaCard(everywhere)).toEqual(buildArenaCard(world));
    expect(isItemEquipped(everywhere, strongestWeapon.id)).toBe(isItemEquipped(world, strongestWeapon.id));
  });

  it('a slot the map leaves empty holds the first entry flagged in it, once', () => {
    const world = hunterForTrial('D', 2);
    const bare = structuredClone(world);
    bare.equipment.slots.weapon = null;
    // The flags alone (an older or hand-made save): the one flagged weapon still counts.
    expect(computeDerivedStats(bare)).toEqual(computeDerivedStats(world));
    const forged = withForgedEquippedFlags(bare, 60, 'weapon', strongestWeapon.id);
    forged.equipment.slots.weapon = null;
    const firstFlagged = forged.inventory.items.find((entry) => entry.equipped && entry.slot === 'weapon')!;
    expect(slotHolder(forged, 'weapon')?.id).toBe(firstFlagged.id);
    expect(heldEntries(forged).filter((entry) => entry.slot === 'weapon')).toHaveLength(1);
    expect(summarizeGear(forged).equippedItemIds.filter((id) => id === strongestWeapon.id)).toHaveLength(1);
  });

  it('a played save holds exactly what its slots name', () => {
    const world = createLateGameWorld(3);
    const holders = slotHolders(world);
    for (const [slot, entry] of holders) expect(world.equipment.slots[slot]).toBe(entry.id);
    const named = Object.entries(world.equipment.slots).filter(
      ([, id]) => id !== null && world.inventory.items.some((entry) => entry.id === id),
    );
    expect(holders.size).toBe(named.length);
    expect(heldEntries(world)).toEqual(world.inventory.items.filter((entry) => entry.equipped));
  });
});
