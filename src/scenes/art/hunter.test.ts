import { describe, expect, test } from 'vitest';
import { ACTION_MS, FigureAnimator } from './animator';
import {
  DEFAULT_HUNTER_LOOK,
  WEAPON_MOTION,
  buildHunter,
  copyHunterLook,
  sameHunterLook,
  weaponMetal,
  type HunterLook,
  type HunterWeapon,
} from './hunter';
import { palette, type Rarity } from './palette';

const WEAPONS: readonly (HunterWeapon | null)[] = ['sword', 'axe', 'dagger', 'bow', 'crossbow', 'staff', 'wand', null];
const RARITIES: readonly Rarity[] = ['common', 'uncommon', 'rare', 'epic', 'legendary'];

const look = (changes: Partial<HunterLook>): HunterLook => ({ ...DEFAULT_HUNTER_LOOK, ...changes });

describe('the hunter carries what is equipped', () => {
  test('every weapon class (and none) builds a figure whose arm moves as that weapon does', () => {
    for (const weaponClass of WEAPONS) {
      const rig = buildHunter(0x3a3560, look({ weaponClass, offHand: 'rare' }));
      const motion = WEAPON_MOTION[weaponClass ?? 'fist'];
      expect(rig.limbRest, String(weaponClass)).toBe(motion.rest);
      expect(rig.limb.children.length, String(weaponClass)).toBeGreaterThan(0);
      rig.destroy();
    }
  });

  test('a bow is raised to aim and held through the shot; a blade chops through', () => {
    const at = (weaponClass: HunterWeapon, progress: number): number => {
      const rig = buildHunter(undefined, look({ weaponClass }));
      const animator = new FigureAnimator();
      animator.play('attack', 0);
      animator.apply(rig, ACTION_MS.attack * progress);
      const rotation = rig.limb.rotation;
      rig.destroy();
      return rotation;
    };
    // Aimed: the bow arm is level (rotation near 0) from the wind-up's peak to the blow.
    expect(Math.abs(at('bow', 0.3))).toBeLessThan(0.1);
    expect(Math.abs(at('bow', 0.5))).toBeLessThan(0.1);
    expect(at('sword', 0.3)).toBeLessThan(-0.8);
    expect(at('sword', 0.5)).toBeGreaterThan(1.2);
  });

  test('weapon metal is steel when common and drifts toward the rarity colour above it, each distinct', () => {
    expect(weaponMetal('common')).toBe(palette.steel);
    expect(new Set(RARITIES.map(weaponMetal)).size).toBe(RARITIES.length);
    const legendary = weaponMetal('legendary');
    // Gold: more red than blue.
    expect((legendary >> 16) & 0xff).toBeGreaterThan(legendary & 0xff);
  });

  test('looks compare field by field; a copy is the same look', () => {
    const a = look({ weaponClass: 'bow', weaponRarity: 'epic', offHand: 'rare', cloakAccent: 0xff9f5c });
    const b = copyHunterLook(a, look({}));
    expect(sameHunterLook(a, b)).toBe(true);
    for (const change of [
      { weaponClass: null },
      { weaponRarity: 'rare' },
      { offHand: null },
      { cloakColor: 0x123456 },
      { cloakAccent: null },
    ] satisfies Partial<HunterLook>[])
      expect(sameHunterLook(a, { ...b, ...change }), JSON.stringify(change)).toBe(false);
  });
});
