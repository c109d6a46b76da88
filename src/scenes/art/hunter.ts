import { Graphics, type Container } from 'pixi.js';
import { mixColor, palette, rarityColor, shadeColor, type Rarity } from './palette';
import { DEFAULT_GEAR_TINT } from './kinds';
import { Rig, batchFigure, poly, rim } from './rig';

/** The weapons the hunter can carry (ItemDef.weaponClass; runtime/core-combat-adapter.ts maps content onto these). */
export type HunterWeapon = 'sword' | 'axe' | 'dagger' | 'bow' | 'crossbow' | 'staff' | 'wand';

/** What the hunter is seen wearing: the weapon in hand, a shield on the off arm, the cloak's colours. */
export interface HunterLook {
  /** The weapon in the right hand, or null: a bare fist wreathed in spectral light. */
  weaponClass: HunterWeapon | null;
  /** Tints the weapon's metal (steel grey, green steel, blue, violet, gold), subtly. */
  weaponRarity: Rarity;
  /** The rarity of the shield on the off arm, or null: the off hand holds spectral light. */
  offHand: Rarity | null;
  /** Cloak and hood (0xRRGGBB): a worn cloak cosmetic's colour, else the gear tint. */
  cloakColor: number;
  /** The cloak's trim (a cosmetic's accent), or null: a lighter shade of the cloak. */
  cloakAccent: number | null;
}

/** The look of a hunter with no gear data: the starting longsword, a plain cloak. */
export const DEFAULT_HUNTER_LOOK: Readonly<HunterLook> = {
  weaponClass: 'sword',
  weaponRarity: 'common',
  offHand: null,
  cloakColor: DEFAULT_GEAR_TINT,
  cloakAccent: null,
};

export function sameHunterLook(a: Readonly<HunterLook>, b: Readonly<HunterLook>): boolean {
  return (
    a.weaponClass === b.weaponClass &&
    a.weaponRarity === b.weaponRarity &&
    a.offHand === b.offHand &&
    a.cloakColor === b.cloakColor &&
    a.cloakAccent === b.cloakAccent
  );
}

export function copyHunterLook(from: Readonly<HunterLook>, into: HunterLook): HunterLook {
  into.weaponClass = from.weaponClass;
  into.weaponRarity = from.weaponRarity;
  into.offHand = from.offHand;
  into.cloakColor = from.cloakColor;
  into.cloakAccent = from.cloakAccent;
  return into;
}

/** Weapon metal by rarity: steel drawn toward the rarity's colour, so it stays metal (legendary is gilt). */
export function weaponMetal(rarity: Rarity): number {
  switch (rarity) {
    case 'common':
      return palette.steel;
    case 'uncommon':
      return mixColor(palette.steel, rarityColor.uncommon, 0.34);
    case 'rare':
      return mixColor(palette.steel, rarityColor.rare, 0.4);
    case 'epic':
      return mixColor(palette.steel, rarityColor.epic, 0.42);
    case 'legendary':
      return mixColor(palette.steel, 0xffc24a, 0.55);
  }
}

/** The light in a staff's or wand's head: the hunter's spectral teal, or the rarity's colour above common. */
export function focusColor(rarity: Rarity): number {
  return rarity === 'common' ? palette.spectral : mixColor(rarityColor[rarity], 0xffffff, 0.2);
}

/**
 * How the weapon arm moves (Rig.limbRest, limbWindUp, limbSwing, radians about the shoulder): blades and
 * the axe chop overhead, the dagger and wand flick, the staff sweeps its head at the foe, bows and
 * crossbows come up to aim and hold it through the shot, a fist draws back and punches.
 */
export const WEAPON_MOTION: Record<HunterWeapon | 'fist', { rest: number; windUp: number; swing: number }> = {
  sword: { rest: 0.35, windUp: -1.35, swing: 1.25 },
  axe: { rest: -0.25, windUp: -1.2, swing: 1.55 },
  dagger: { rest: 0.3, windUp: -1.0, swing: 0.95 },
  wand: { rest: 0.15, windUp: -1.15, swing: 0.55 },
  staff: { rest: -0.15, windUp: -0.6, swing: 1.1 },
  bow: { rest: 0.72, windUp: -0.78, swing: -0.74 },
  crossbow: { rest: 0.42, windUp: -0.46, swing: -0.44 },
  fist: { rest: -0.45, windUp: 0.6, swing: -1.2 },
};

const WOOD = 0x5b4030;
const WOOD_DARK = 0x3a281e;
/** The staff leans forward of the hand (radians), so it never crosses the face. */
const STAFF_LEAN = 0.27;

/**
 * The Shadow Hunter: hooded, long-coated, the equipped weapon in the right hand (a bare fist lit with
 * spectral light when none is worn) and spectral light or a shield in the left. `gearTint` warms the
 * coat; `look.cloakColor` colours the cloak and hood, so equipment and cosmetics read on the canvas.
 */
export function buildHunter(
  gearTint: number = DEFAULT_GEAR_TINT,
  look: Readonly<HunterLook> = { ...DEFAULT_HUNTER_LOOK, cloakColor: gearTint },
): Rig {
  const rig = new Rig();
  rig.reach = 68;
  rig.height = 120;
  rig.chestY = -72;
  rig.headTopY = -117;
  rig.headX = 0;
  rig.castPoint.x = 24;
  rig.castPoint.y = -78;
  const motion = WEAPON_MOTION[look.weaponClass ?? 'fist'];
  rig.limbRest = motion.rest;
  rig.limbWindUp = motion.windUp;
  rig.limbSwing = motion.swing;
  rig.drawShadow(52);

  const cloak = shadeColor(look.cloakColor, look.cloakAccent === null ? -0.15 : -0.3);
  const cloakRim = look.cloakAccent ?? shadeColor(look.cloakColor, 0.45);
  const trimAlpha = look.cloakAccent === null ? 0.5 : 0.85;
  const coat = hunterCoat(gearTint);

  // Cape, hung from the shoulders, sways behind the body.
  rig.sway.position.set(-3, -88);
  const cape = new Graphics();
  poly(cape, [-11, -2, 10, -2, 8, 22, 3, 52, -1, 80, -9, 72, -15, 83, -23, 74, -31, 81, -35, 62, -27, 30], cloak);
  rim(cape, cloakRim, look.cloakAccent === null ? 1.5 : 1.8, trimAlpha);
  poly(cape, [-4, 6, 2, 8, -1, 60, -8, 64], shadeColor(cloak, -0.3), 0.7);
  if (look.cloakAccent !== null) {
    // A cosmetic's hem: the accent along the ragged bottom edge.
    cape
      .moveTo(-1, 78)
      .lineTo(-9, 70)
      .lineTo(-15, 81)
      .lineTo(-23, 72)
      .lineTo(-31, 79)
      .stroke({ width: 2.5, color: look.cloakAccent, alpha: 0.9, join: 'round' });
  }
  rig.sway.addChild(cape);

  const figure = new Graphics();
  // Legs and boots.
  poly(figure, [-9, -50, -2, -50, -6, -24, -10, -6, -17, -6, -15, -26], palette.leatherDark);
  poly(figure, [-19, -9, -9, -9, -8, 0, -22, 0], 0x171012);
  poly(figure, [1, -50, 10, -50, 13, -26, 12, -6, 5, -6, 4, -26], shadeColor(palette.leather, -0.2));
  poly(figure, [4, -9, 13, -9, 20, 0, 4, 0], 0x1b1315);
  rim(figure, palette.ash, 1, 0.35);
  // Long coat with tails.
  poly(
    figure,
    [-12, -91, 12, -91, 14, -70, 12, -53, 18, -28, 7, -33, 0, -26, -8, -33, -19, -28, -13, -53, -14, -70],
    coat,
  );
  rim(figure, shadeColor(coat, 0.5), 1.5, 0.55);
  figure.moveTo(-10, -89).lineTo(10, -56).stroke({ width: 2.5, color: 0x6b5a3a });
  figure.rect(-13, -55, 27, 5).fill(0x1c1411);
  figure.rect(-2, -56.5, 5, 8).fill(palette.gold);
  if (look.offHand === null) {
    // Off hand, lit by spectral magic.
    poly(figure, [-12, -87, -6, -87, -10, -65, -16, -63], palette.leatherDark);
    figure.circle(-14, -61, 7).fill({ color: palette.spectral, alpha: 0.28 });
    figure.circle(-14, -61, 3.6).fill(palette.skin);
  } else {
    drawShield(figure, look.offHand);
  }
  // Hood and shadowed face.
  poly(figure, [-15, -96, -10, -110, 0, -118, 9, -114, 13, -104, 12, -95, 6, -90, -6, -90], cloak);
  rim(figure, cloakRim, 1.5, look.cloakAccent === null ? 0.65 : 0.85);
  figure.ellipse(7, -102, 5, 7).fill(0x07060b);
  figure.ellipse(9, -87, 9, 5).fill(palette.steelDark);
  rim(figure, palette.steel, 1, 0.5);
  rig.torso.addChild(figure);

  // Weapon arm: pivot at the shoulder. Melee weapons are held forward (+x) from a hand below the shoulder;
  // bows and crossbows from an arm stretched forward.
  rig.limb.position.set(7, -86);
  drawWeaponArm(rig.limb, coat, look.weaponClass, look.weaponRarity);
  rig.torso.addChild(rig.limb);

  rig.eyes.circle(6.6, -103, 1.5).fill(0xffffff).circle(10.2, -103, 1.4).fill(0xffffff);
  rig.eyes.tint = palette.spectral;
  rig.torso.addChild(rig.eyes);
  batchFigure(rig.root);
  return rig;
}

/** The long coat's colour: leather warmed by the gear's tint (sleeves share it). */
export function hunterCoat(gearTint: number): number {
  return mixColor(palette.leather, gearTint, 0.25);
}

/**
 * The weapon arm's sleeve and cuff, hanging from the shoulder (0, 0) to the hand at (1.5, 24): whatever
 * it holds (a melee weapon, a mining pick) points forward (+x) from that hand.
 */
export function drawSleeve(arm: Graphics, coat: number): void {
  poly(arm, [-3, 0, 4, 0, 5, 14, 3, 24, -3, 22, -3, 12], coat);
  rim(arm, shadeColor(coat, 0.5), 1, 0.5);
  arm.circle(-3, 24, 2.4).fill(palette.gold);
}

function drawWeaponArm(limb: Container, coat: number, weapon: HunterWeapon | null, rarity: Rarity): void {
  const metal = weaponMetal(rarity);
  const arm = new Graphics();
  limb.addChild(arm);
  if (weapon === 'bow' || weapon === 'crossbow') {
    // The arm stretched forward, the hand at (25, 0).
    poly(arm, [0, -4, 13, -4.5, 23, -3, 23, 3, 13, 4, 0, 4], coat);
    rim(arm, shadeColor(coat, 0.5), 1, 0.5);
    if (weapon === 'bow') drawBow(arm, metal, rarity);
    else drawCrossbow(arm, metal);
    arm.circle(24.5, 0, 3.6).fill(palette.skin);
    return;
  }
  drawSleeve(arm, coat);
  switch (weapon) {
    case 'sword':
      drawSword(arm, metal);
      break;
    case 'axe':
      drawAxe(arm, metal);
      break;
    case 'dagger':
      drawDagger(arm, metal);
      break;
    case 'wand':
      drawWand(arm, metal, focusColor(rarity));
      break;
    case 'staff': {
      const staff = new Graphics();
      staff.position.set(1.5, 24);
      staff.rotation = STAFF_LEAN;
      drawStaff(staff, metal, focusColor(rarity));
      limb.addChild(staff, new Graphics().circle(1.5, 24, 3.6).fill(palette.skin));
      return;
    }
    case null:
      // A bare fist, wreathed in the same spectral light as the off hand.
      arm.circle(2, 24.5, 10).fill({ color: palette.spectral, alpha: 0.32 });
      arm.circle(2, 24.5, 4.6).fill(palette.skin);
      arm
        .moveTo(0, 21)
        .lineTo(0, 28)
        .stroke({ width: 1, color: shadeColor(palette.skin, -0.35) });
      return;
  }
  arm.circle(1.5, 24, 3.6).fill(palette.skin);
}

/** The longsword: a long straight blade forward of the hand, gold guard. */
function drawSword(arm: Graphics, metal: number): void {
  poly(arm, [6, 21, 54, 19.5, 61, 24, 54, 27.5, 6, 27], metal);
  rim(arm, shadeColor(metal, 0.6), 1, 0.6);
  arm
    .moveTo(9, 24)
    .lineTo(50, 23.5)
    .stroke({ width: 1.2, color: shadeColor(metal, -0.5) });
  arm.rect(3, 18, 3.5, 12).fill(palette.gold);
}

/** A bearded axe: a wooden haft, the head at its end with the bit hanging below it (the chopping side). */
function drawAxe(arm: Graphics, metal: number): void {
  poly(arm, [-2, 22.4, 46, 22.6, 46, 25.6, -2, 25.6], WOOD);
  rim(arm, shadeColor(WOOD, 0.4), 0.8, 0.5);
  // The bit: from the eye down to a broad curved edge whose beard sweeps back toward the hand.
  poly(arm, [34, 27, 42, 27, 45, 32, 51, 40, 45.5, 44.5, 38, 45.5, 29, 42.5, 32.5, 37, 34.5, 31], metal);
  rim(arm, shadeColor(metal, -0.45), 1, 0.8);
  arm
    .moveTo(51, 40)
    .lineTo(45.5, 44.5)
    .lineTo(38, 45.5)
    .lineTo(29, 42.5)
    .stroke({ width: 1.8, color: shadeColor(metal, 0.75), join: 'round' });
  // The eye around the haft and a back spike.
  poly(arm, [33.5, 20.5, 42.5, 20.5, 42.5, 27.5, 33.5, 27.5], shadeColor(metal, -0.3));
  poly(arm, [35, 20.5, 41, 20.5, 38.5, 14], shadeColor(metal, -0.15));
  arm.rect(44.5, 22, 3, 4.2).fill(shadeColor(metal, -0.3));
}

/** A long knife: a short, broad, tapering blade and a small guard. */
function drawDagger(arm: Graphics, metal: number): void {
  poly(arm, [6, 21.2, 24, 20.4, 33, 24, 24, 27.6, 6, 26.8], metal);
  rim(arm, shadeColor(metal, 0.6), 1, 0.6);
  arm
    .moveTo(8, 24)
    .lineTo(24, 24)
    .stroke({ width: 1.1, color: shadeColor(metal, -0.5) });
  arm.rect(3.5, 19, 3, 10).fill(palette.gold);
}

/** A dark rod bound in metal, its tip a lit gem. */
function drawWand(arm: Graphics, metal: number, focus: number): void {
  poly(arm, [2, 22.3, 32, 22.7, 32, 25.3, 2, 25.7], WOOD_DARK);
  rim(arm, shadeColor(WOOD_DARK, 0.6), 1, 0.7);
  arm.rect(14, 22, 2.4, 4).fill(metal);
  arm.rect(29, 21.8, 3.4, 4.4).fill(metal);
  arm.circle(37, 24, 10).fill({ color: focus, alpha: 0.3 });
  poly(arm, [32.5, 24, 37, 18.8, 41.5, 24, 37, 29.2], focus);
  rim(arm, 0xffffff, 0.8, 0.7);
}

/** A tall staff in the fist, leaning forward of the face; a metal claw at its head grips a glowing orb. */
function drawStaff(staff: Graphics, metal: number, focus: number): void {
  // Drawn upright about the grip (0, 0); the caller leans it.
  poly(staff, [-1.8, -54, 1.8, -54, 2, 46, -2, 46], WOOD);
  rim(staff, shadeColor(WOOD, 0.4), 0.8, 0.5);
  staff.rect(-2.4, 42, 4.8, 4).fill(metal);
  staff.circle(0, -63, 13).fill({ color: focus, alpha: 0.22 });
  // Two prongs curling up around the orb.
  poly(staff, [-2.5, -52, -7.5, -58, -8.5, -67, -5.5, -73, -5, -66, -3, -59], metal);
  poly(staff, [2.5, -52, 7.5, -58, 8.5, -67, 5.5, -73, 5, -66, 3, -59], metal);
  rim(staff, shadeColor(metal, 0.6), 0.8, 0.6);
  staff.rect(-2.9, -55, 5.8, 4).fill(metal);
  staff.circle(0, -64, 5.4).fill(focus);
  staff.circle(-1.5, -65.6, 1.8).fill({ color: 0xffffff, alpha: 0.8 });
}

/** A recurve bow held upright in the forward hand, string toward the hunter, an arrow nocked. */
function drawBow(arm: Graphics, metal: number, rarity: Rarity): void {
  const wood = rarity === 'common' ? WOOD : mixColor(WOOD, rarityColor[rarity], 0.3);
  arm.moveTo(18, -34).lineTo(18, 34).stroke({ width: 0.9, color: palette.bone, alpha: 0.85 });
  // Arrow on the string, resting on the hand.
  arm.moveTo(16, 0).lineTo(44, 0).stroke({ width: 1.4, color: 0x8a6a48 });
  poly(arm, [44, -2.6, 50, 0, 44, 2.6], metal);
  poly(arm, [15, 0, 19, -3, 22, -3, 19, 0], palette.bone);
  poly(arm, [15, 0, 19, 3, 22, 3, 19, 0], palette.bone);
  // Limbs: one curve through the grip, tips flicked forward.
  arm
    .moveTo(21, -37)
    .lineTo(18, -34)
    .quadraticCurveTo(38, 0, 18, 34)
    .lineTo(21, 37)
    .stroke({ width: 3.4, color: wood, join: 'round', cap: 'round' });
  arm
    .moveTo(19.5, -30)
    .quadraticCurveTo(36, 0, 19.5, 30)
    .stroke({ width: 1, color: shadeColor(wood, 0.45), alpha: 0.8 });
  arm.circle(21, -37, 1.8).fill(metal);
  arm.circle(21, 37, 1.8).fill(metal);
  arm.rect(25.5, -4.5, 3.4, 9).fill(metal);
}

/**
 * A crossbow braced at the shoulder: a long wooden stock, the prod across its nose (drawn upright, short
 * and thick, so the whole reads as a T at a glance, unlike the tall bow), a bolt laid on top.
 */
function drawCrossbow(arm: Graphics, metal: number): void {
  poly(arm, [-6, -7, 8, -7.6, 46, -6.6, 46, -1, 30, -0.6, 27.5, 6, 21.5, 6, 19.5, -0.4, 6, 0, -5, 2], WOOD);
  rim(arm, shadeColor(WOOD, 0.45), 1, 0.6);
  arm.moveTo(39, -16).lineTo(28, -7.6).lineTo(39, 6.6).stroke({ width: 1, color: palette.bone, alpha: 0.85 });
  arm
    .moveTo(39, -16)
    .quadraticCurveTo(47, -4.6, 39, 6.6)
    .stroke({ width: 4, color: metal, join: 'round', cap: 'round' });
  // The bolt.
  arm.moveTo(26, -8.6).lineTo(50, -8.6).stroke({ width: 1.8, color: 0x8a6a48 });
  poly(arm, [50, -11.4, 56, -8.6, 50, -5.8], metal);
  arm.rect(42, -7, 4, 6).fill(shadeColor(metal, -0.25));
}

/** A heater shield on the off arm, carried across the front of the body; rim and boss show its rarity. */
function drawShield(figure: Graphics, rarity: Rarity): void {
  const metal = weaponMetal(rarity);
  poly(figure, [-12, -87, -6, -87, 2, -72, -3, -68], palette.leatherDark);
  const face = mixColor(palette.shade, metal, 0.22);
  poly(figure, [-6, -85, 14, -85, 14, -71, 4, -55, -6, -71], face);
  figure.stroke({ width: 2.4, color: metal, alpha: 0.95, join: 'round' });
  // A band down the middle and a boss, the rarity's gem in it above common.
  figure.rect(2.8, -83, 2.4, 24).fill({ color: metal, alpha: 0.55 });
  figure.circle(4, -73, 3.6).fill(metal);
  if (rarity !== 'common') figure.circle(4, -73, 1.8).fill(rarityColor[rarity]);
}
