import { Graphics } from 'pixi.js';
import { palette, shadeColor } from './palette';
import { Rig, poly, rim } from './rig';

/** Hunched, long-armed corpse-eater with a hooked claw. */
export function buildGhoul(): Rig {
  const rig = new Rig();
  rig.reach = 50;
  const skin = 0x56604c;
  const dark = 0x343b2e;
  const edge = 0xa3b293;
  rig.height = 100;
  rig.chestY = -62;
  rig.headTopY = -94;
  rig.headX = 27;
  rig.limbRest = -0.15;
  rig.limbWindUp = -1.0;
  rig.limbSwing = 1.1;
  rig.drawShadow(62);

  rig.sway.position.set(-4, -72);
  const backArm = new Graphics();
  poly(backArm, [-3, 0, 4, 2, 0, 24, -6, 42, -11, 40, -7, 22], dark);
  poly(backArm, [-11, 40, -6, 42, -8, 50, -12, 47], palette.bone);
  rig.sway.addChild(backArm);

  const body = new Graphics();
  poly(body, [-10, -42, -2, -44, -6, -22, -12, -5, -20, -4, -16, -22], dark);
  poly(body, [-22, -5, -10, -5, -8, 0, -25, 0], 0x1f241b);
  poly(body, [2, -44, 11, -42, 17, -20, 13, -5, 5, -5, 7, -22], skin);
  poly(body, [4, -5, 15, -5, 22, 0, 3, 0], 0x262c21);
  poly(body, [-14, -44, 12, -47, 22, -64, 20, -80, 6, -88, -10, -82, -19, -66], skin);
  rim(body, edge, 1.5, 0.55);
  for (let rib = 0; rib < 4; rib += 1)
    body
      .moveTo(-8 + rib * 2, -70 + rib * 6)
      .lineTo(10 + rib * 2, -74 + rib * 6)
      .stroke({ width: 1.2, color: dark, alpha: 0.8 });
  poly(body, [-14, -46, 12, -48, 14, -40, -12, -38], 0x2b2320);
  poly(body, [16, -86, 28, -93, 37, -85, 37, -74, 29, -69, 18, -74], skin);
  rim(body, edge, 1.5, 0.6);
  poly(body, [25, -73, 37, -75, 35, -69, 27, -68], 0x1a1512);
  for (let tooth = 0; tooth < 4; tooth += 1)
    poly(body, [26 + tooth * 2.6, -73.5, 28.4 + tooth * 2.6, -73.5, 27.2 + tooth * 2.6, -70.5], palette.bone);
  rig.torso.addChild(body);

  rig.limb.position.set(14, -76);
  const arm = new Graphics();
  poly(arm, [-3, 0, 4, 0, 15, 22, 23, 40, 18, 42, 8, 24], skin);
  rim(arm, edge, 1.2, 0.5);
  for (let claw = 0; claw < 3; claw += 1)
    poly(arm, [18 + claw * 2, 40, 21 + claw * 2, 41, 27 + claw * 3, 50 - claw], palette.bone);
  rig.limb.addChild(arm);
  rig.torso.addChild(rig.limb);

  rig.eyes.circle(29, -84, 2).fill(0xffffff).circle(33.5, -84, 1.8).fill(0xffffff);
  rig.eyes.tint = 0xc8e05a;
  rig.torso.addChild(rig.eyes);
  return rig;
}

/** A hovering shroud of rags around nothing, reaching with a bone hand. */
export function buildWraith(): Rig {
  const rig = new Rig();
  rig.reach = 45;
  const shroud = 0x2a2240;
  const edge = 0x8f7fd0;
  rig.height = 122;
  rig.chestY = -76;
  rig.headTopY = -120;
  rig.headX = 5;
  rig.hovers = true;
  rig.limbRest = 0.1;
  rig.limbWindUp = -0.9;
  rig.limbSwing = 0.9;
  rig.drawShadow(50);

  rig.sway.position.set(0, -70);
  const rags = new Graphics();
  poly(
    rags,
    [-20, 0, 20, 0, 26, 40, 30, 64, 20, 54, 14, 68, 6, 56, -2, 70, -10, 56, -18, 66, -24, 50, -29, 62, -26, 34],
    shroud,
    0.94,
  );
  rim(rags, edge, 1.5, 0.45);
  poly(rags, [-6, 10, 4, 10, 2, 52, -4, 50], shadeColor(shroud, -0.4), 0.6);
  rig.sway.addChild(rags);

  const body = new Graphics();
  poly(body, [-16, -90, 14, -92, 22, -70, 18, -56, -18, -56, -22, -72], 0x322850);
  rim(body, edge, 1.5, 0.55);
  poly(body, [-12, -96, -6, -116, 6, -122, 16, -110, 18, -96, 10, -88, -10, -88], 0x3d3262);
  rim(body, edge, 1.5, 0.7);
  body.ellipse(8, -102, 7, 9).fill(0x040307);
  rig.torso.addChild(body);

  rig.limb.position.set(14, -82);
  const arm = new Graphics();
  poly(arm, [-4, -4, 7, -4, 25, 9, 18, 16], 0x322850);
  rim(arm, edge, 1.2, 0.5);
  for (let finger = 0; finger < 3; finger += 1) {
    arm
      .moveTo(21, 13)
      .lineTo(33, 8 + finger * 4.5)
      .stroke({ width: 2, color: palette.bone, cap: 'round' });
  }
  rig.limb.addChild(arm);
  rig.torso.addChild(rig.limb);

  rig.eyes.circle(6.5, -104, 2).fill(0xffffff).circle(11.5, -104, 1.9).fill(0xffffff);
  rig.eyes.tint = 0x9ff5e6;
  rig.torso.addChild(rig.eyes);
  return rig;
}

/** A dead knight in rusted plate: horned helm, round shield, notched sword. */
export function buildBoneKnight(): Rig {
  const rig = new Rig();
  rig.reach = 66;
  const plate = 0x4b5160;
  const rust = 0x6b3b2a;
  rig.height = 124;
  rig.chestY = -76;
  rig.headTopY = -117;
  rig.headX = 1;
  rig.limbRest = 0.4;
  rig.limbWindUp = -1.4;
  rig.limbSwing = 1.2;
  rig.drawShadow(58);

  rig.sway.position.set(-8, -84);
  const shield = new Graphics();
  shield.moveTo(0, 0).lineTo(-6, 20).stroke({ width: 3, color: palette.bone });
  shield.circle(-8, 24, 17).fill(shadeColor(plate, -0.25));
  rim(shield, palette.bone, 2, 0.7);
  shield.circle(-8, 24, 11).stroke({ width: 1.2, color: rust, alpha: 0.8 });
  shield.circle(-8, 24, 4).fill(palette.gold);
  rig.sway.addChild(shield);

  const body = new Graphics();
  for (const side of [-1, 1]) {
    body
      .moveTo(side * 6, -50)
      .lineTo(side * 8, -26)
      .lineTo(side * 10, -3)
      .stroke({ width: 4, color: palette.bone, cap: 'round' });
    poly(body, [side * 8 - 4, -30, side * 8 + 4, -30, side * 10 + 4, -12, side * 10 - 4, -12], plate);
    poly(body, [side * 10 - 5, -4, side * 10 + 7, -4, side * 10 + 8, 0, side * 10 - 6, 0], 0x23252c);
  }
  poly(body, [-15, -57, 15, -57, 17, -42, -17, -42], rust);
  poly(body, [-15, -93, 15, -93, 13, -60, 0, -54, -13, -60], plate);
  rim(body, palette.steel, 1.5, 0.6);
  body.moveTo(0, -90).lineTo(0, -58).stroke({ width: 1.2, color: 0x23252c });
  body.circle(-6, -78, 2.2).fill({ color: rust, alpha: 0.8 }).circle(7, -70, 1.8).fill({ color: rust, alpha: 0.8 });
  // Horned helm with a dark visor slit.
  poly(body, [-10, -96, -10, -110, 0, -116, 10, -110, 11, -96, 6, -92, -6, -92], plate);
  rim(body, palette.steel, 1.5, 0.7);
  poly(body, [-9, -108, -18, -118, -22, -132, -12, -122, -5, -112], palette.bone);
  poly(body, [8, -110, 16, -121, 24, -128, 20, -116, 12, -107], palette.bone);
  body.rect(-2, -106.5, 13, 3.5).fill(0x050508);
  rig.torso.addChild(body);

  rig.limb.position.set(11, -87);
  const arm = new Graphics();
  arm.moveTo(0, 0).lineTo(3, 12).lineTo(5, 23).stroke({ width: 3.5, color: palette.bone, cap: 'round' });
  arm.ellipse(1, 2, 8, 5).fill(plate);
  poly(arm, [8, 20, 50, 17, 56, 22, 50, 27, 30, 26, 26, 29, 22, 26, 8, 27], 0x8a8f98);
  rim(arm, 0xc7ccd4, 1, 0.5);
  arm.rect(5, 16, 3.5, 14).fill(rust);
  rig.limb.addChild(arm);
  rig.torso.addChild(rig.limb);

  rig.eyes.circle(3.5, -104.8, 1.6).fill(0xffffff).circle(8, -104.8, 1.6).fill(0xffffff);
  rig.eyes.tint = 0x7fd4ff;
  rig.torso.addChild(rig.eyes);
  return rig;
}

/** A robed zealot with a tall hood and a staff crowned by a violet rift-stone. */
export function buildCultist(): Rig {
  const rig = new Rig();
  rig.reach = 28;
  const robe = 0x4a1622;
  const edge = 0xc0576a;
  rig.height = 124;
  rig.chestY = -72;
  rig.headTopY = -124;
  rig.headX = 2;
  rig.castPoint.x = 20;
  rig.castPoint.y = -132;
  rig.limbRest = 0.05;
  rig.limbWindUp = -0.55;
  rig.limbSwing = 0.75;
  rig.drawShadow(56);

  rig.sway.position.set(-12, -60);
  const hem = new Graphics();
  poly(hem, [0, 0, 6, 4, 2, 40, -8, 60, -14, 52, -12, 30], shadeColor(robe, -0.3));
  rig.sway.addChild(hem);

  const body = new Graphics();
  poly(body, [-14, -92, 14, -92, 18, -60, 24, -4, 18, 0, -20, 0, -24, -6, -18, -60], robe);
  rim(body, edge, 1.5, 0.5);
  body.moveTo(-22, -8).lineTo(22, -8).stroke({ width: 2, color: palette.gold, alpha: 0.7 });
  body.moveTo(-16, -58).lineTo(16, -58).stroke({ width: 2.5, color: 0x2a1a12 });
  body
    .moveTo(0, -90)
    .lineTo(0, -10)
    .stroke({ width: 1.2, color: shadeColor(robe, -0.45) });
  poly(body, [-10, -92, -8, -110, -2, -126, 6, -113, 14, -100, 12, -90], 0x5a1c2a);
  rim(body, edge, 1.5, 0.7);
  body.ellipse(7, -101, 5, 6).fill(0x060306);
  rig.torso.addChild(body);

  rig.limb.position.set(10, -86);
  const arm = new Graphics();
  arm.moveTo(9, -44).lineTo(9, 86).stroke({ width: 3.5, color: 0x4a3424, cap: 'round' });
  arm.circle(9, -50, 10).fill({ color: palette.arcane, alpha: 0.25 });
  arm.circle(9, -50, 5.5).fill(palette.arcane);
  arm.circle(7.5, -52, 2).fill(0xe6dcff);
  poly(arm, [-4, -2, 6, -2, 12, 18, 4, 20], robe);
  rim(arm, edge, 1, 0.5);
  arm.circle(9, 19, 3.3).fill(0xa89a92);
  rig.limb.addChild(arm);
  rig.torso.addChild(rig.limb);

  rig.eyes.circle(6, -102, 1.5).fill(0xffffff).circle(9.5, -102, 1.4).fill(0xffffff);
  rig.eyes.tint = palette.emberBright;
  rig.torso.addChild(rig.eyes);
  return rig;
}
