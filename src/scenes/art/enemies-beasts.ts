import { Graphics } from 'pixi.js';
import { palette, shadeColor } from './palette';
import { Rig, poly, rim } from './rig';

/** A rift hound: low and long, a spined back, haunches bunched to spring, jaws that snap forward. */
export function buildHound(): Rig {
  const rig = new Rig();
  rig.reach = 78;
  const hide = 0x221c2e;
  const edge = 0x9b7bd0;
  rig.height = 80;
  rig.chestY = -48;
  // The crown rides on the head, which is the limb: these are limb coordinates.
  rig.headTopY = -12;
  rig.headX = 14;
  rig.limbRest = 0;
  rig.limbWindUp = -0.35;
  rig.limbSwing = 0.45;
  rig.drawShadow(96);

  rig.sway.position.set(-42, -50);
  const tail = new Graphics();
  poly(tail, [0, 0, -10, -9, -22, -18, -36, -22, -30, -15, -19, -7, -8, 5], hide);
  rim(tail, edge, 1.2, 0.5);
  rig.sway.addChild(tail);

  const body = new Graphics();
  const far = shadeColor(hide, -0.4);
  poly(body, [-30, -46, -18, -48, -16, -30, -22, -18, -15, -2, -22, -2, -30, -18, -34, -32], far);
  poly(body, [18, -44, 26, -44, 26, -24, 31, -2, 24, -2, 19, -24], far);
  poly(
    body,
    [-44, -50, -36, -60, -12, -62, 10, -67, 28, -65, 37, -52, 33, -38, 20, -33, 6, -38, -14, -38, -30, -36, -42, -40],
    hide,
  );
  rim(body, edge, 1.5, 0.55);
  for (let spine = 0; spine < 7; spine += 1) {
    const x = -30 + spine * 8;
    const y = -61 - spine * 0.7;
    poly(body, [x, y, x + 6, y - 0.5, x - 3 - (spine % 2) * 3, y - 11 - (spine % 3) * 3], shadeColor(hide, 0.25));
  }
  poly(body, [-37, -50, -20, -53, -15, -37, -21, -24, -11, -4, -11, 0, -24, 0, -24, -4, -32, -22, -41, -36], hide);
  rim(body, edge, 1.2, 0.5);
  poly(body, [15, -47, 28, -48, 29, -30, 26, -14, 31, -2, 31, 0, 20, 0, 20, -4, 18, -16, 14, -32], hide);
  rim(body, edge, 1.2, 0.5);
  for (const x of [-24, 20])
    for (let claw = 0; claw < 3; claw += 1)
      poly(body, [x + claw * 3.5, 0, x + 2 + claw * 3.5, 0, x + 4 + claw * 3.5, 2.5], palette.bone);
  rig.torso.addChild(body);

  // The head is the striking limb: pivot at the neck.
  rig.limb.position.set(28, -60);
  const head = new Graphics();
  poly(head, [-6, -4, 0, -10, 10, -14, 24, -12, 40, -6, 45, 0, 41, 4, 29, 6, 35, 12, 23, 15, 9, 11, -4, 8], hide);
  rim(head, edge, 1.5, 0.6);
  poly(head, [4, -11, 8, -25, 14, -13], hide);
  rim(head, edge, 1, 0.5);
  poly(head, [12, -13, 19, -24, 21, -12], shadeColor(hide, 0.2));
  for (let tooth = 0; tooth < 4; tooth += 1)
    poly(head, [27 + tooth * 3.2, 5, 29.5 + tooth * 3.2, 5, 28.2 + tooth * 3.2, 9], palette.bone);
  rig.eyes.circle(25, -5, 2).fill(0xffffff).circle(29.5, -5.5, 1.6).fill(0xffffff);
  rig.eyes.tint = palette.ember;
  rig.limb.addChild(head, rig.eyes);
  rig.torso.addChild(rig.limb);
  return rig;
}

/** A hulking rock golem split by ember-lit cracks, swinging a boulder fist. */
export function buildGolem(): Rig {
  const rig = new Rig();
  rig.reach = 48;
  const stone = 0x46445a;
  const edge = 0x9a98b0;
  rig.height = 132;
  rig.chestY = -82;
  rig.headTopY = -122;
  rig.headX = 3;
  rig.limbRest = 0.1;
  rig.limbWindUp = -1.2;
  rig.limbSwing = 1.0;
  rig.drawShadow(84);

  rig.sway.position.set(-28, -102);
  const backArm = new Graphics();
  poly(backArm, [4, -4, -8, 2, -16, 32, -10, 46, 2, 40], shadeColor(stone, -0.35));
  poly(backArm, [-18, 40, -2, 38, 4, 50, -2, 60, -16, 60, -20, 50], shadeColor(stone, -0.4));
  rig.sway.addChild(backArm);

  const body = new Graphics();
  poly(body, [-22, -46, -6, -46, -4, -20, -8, 0, -26, 0, -28, -22], shadeColor(stone, -0.2));
  poly(body, [4, -46, 20, -46, 24, -22, 26, 0, 8, 0, 4, -22], stone);
  rim(body, edge, 1.5, 0.45);
  poly(body, [-30, -110, 26, -114, 36, -90, 30, -56, -26, -48, -36, -80], stone);
  rim(body, edge, 2, 0.55);
  const crack = (points: number[]): void => {
    body.moveTo(points[0]!, points[1]!);
    for (let index = 2; index < points.length; index += 2) body.lineTo(points[index]!, points[index + 1]!);
    body.stroke({ width: 5, color: palette.ember, alpha: 0.25, join: 'round' });
    body.moveTo(points[0]!, points[1]!);
    for (let index = 2; index < points.length; index += 2) body.lineTo(points[index]!, points[index + 1]!);
    body.stroke({ width: 2, color: palette.emberBright, join: 'round' });
  };
  crack([-20, -100, -10, -88, -16, -76, -4, -64]);
  crack([14, -104, 8, -90, 18, -78, 12, -60]);
  crack([-30, -74, -20, -70]);
  poly(body, [-9, -121, 10, -123, 17, -110, 12, -104, -10, -106], shadeColor(stone, 0.1));
  rim(body, edge, 1.5, 0.6);
  rig.torso.addChild(body);

  rig.limb.position.set(28, -100);
  const arm = new Graphics();
  poly(arm, [-6, 0, 10, -4, 17, 28, 9, 44, -4, 40], stone);
  rim(arm, edge, 1.5, 0.5);
  poly(arm, [-2, 36, 18, 34, 26, 44, 22, 60, 5, 63, -4, 52], shadeColor(stone, 0.05));
  rim(arm, edge, 1.5, 0.5);
  for (let knuckle = 0; knuckle < 3; knuckle += 1)
    arm
      .moveTo(8 + knuckle * 5, 50)
      .lineTo(10 + knuckle * 5, 60)
      .stroke({ width: 1.2, color: shadeColor(stone, -0.45) });
  rig.limb.addChild(arm);
  rig.torso.addChild(rig.limb);

  rig.eyes.circle(2, -115, 2.2).fill(0xffffff).circle(9, -115, 2.2).fill(0xffffff);
  rig.eyes.tint = palette.emberBright;
  rig.torso.addChild(rig.eyes);
  return rig;
}

/** A crouching gargoyle: bat wings, swept horns, talons. */
export function buildGargoyle(): Rig {
  const rig = new Rig();
  rig.reach = 42;
  const stone = 0x3c3648;
  const edge = 0xa796c8;
  rig.height = 108;
  rig.chestY = -66;
  rig.headTopY = -100;
  rig.headX = 17;
  rig.limbRest = -0.1;
  rig.limbWindUp = -1.0;
  rig.limbSwing = 1.2;
  rig.drawShadow(64);

  rig.sway.position.set(-4, -80);
  const wings = new Graphics();
  for (const [spread, shade] of [
    [1, -0.35],
    [0.8, -0.1],
  ] as const) {
    poly(
      wings,
      [
        0,
        0,
        -20 * spread,
        -34,
        -48 * spread,
        -46,
        -64 * spread,
        -22,
        -52 * spread,
        -18,
        -50 * spread,
        -4,
        -38 * spread,
        -8,
        -30 * spread,
        6,
        -18 * spread,
        2,
      ],
      shadeColor(stone, shade),
      0.95,
    );
    rim(wings, edge, 1.2, 0.45);
    for (const [x, y] of [
      [-48, -46],
      [-52, -18],
      [-38, -8],
    ] as const)
      wings
        .moveTo(0, 0)
        .lineTo(x * spread, y)
        .stroke({ width: 1.2, color: edge, alpha: 0.35 });
  }
  rig.sway.addChild(wings);

  const body = new Graphics();
  body.moveTo(-12, -30).quadraticCurveTo(-40, -20, -44, -4).stroke({ width: 4, color: stone, cap: 'round' });
  poly(body, [-44, -4, -50, 0, -42, 2], stone);
  poly(body, [-12, -40, 0, -44, -4, -24, 2, -4, -10, -4, -14, -20], shadeColor(stone, -0.15));
  poly(body, [-14, -5, 4, -5, 6, 0, -16, 0], 0x1c1822);
  poly(body, [-14, -44, 10, -48, 18, -70, 10, -86, -8, -84, -16, -66], stone);
  rim(body, edge, 1.5, 0.55);
  poly(body, [6, -86, 20, -92, 28, -86, 26, -76, 14, -74, 6, -78], stone);
  rim(body, edge, 1.5, 0.6);
  poly(body, [10, -89, 0, -104, -6, -106, 4, -96], palette.bone);
  poly(body, [18, -91, 14, -106, 8, -110, 12, -98], shadeColor(palette.bone, -0.2));
  poly(body, [22, -77, 29, -79, 27, -74], palette.bone);
  rig.torso.addChild(body);

  rig.limb.position.set(12, -76);
  const arm = new Graphics();
  poly(arm, [-3, 0, 4, 0, 15, 18, 11, 23, 0, 12], stone);
  rim(arm, edge, 1.2, 0.5);
  for (let claw = 0; claw < 3; claw += 1)
    poly(arm, [11 + claw * 2, 21, 14 + claw * 2, 20, 20 + claw * 2, 28 - claw * 2], palette.bone);
  rig.limb.addChild(arm);
  rig.torso.addChild(rig.limb);

  rig.eyes.circle(20, -86, 1.8).fill(0xffffff).circle(24, -86, 1.6).fill(0xffffff);
  rig.eyes.tint = palette.emberBright;
  rig.torso.addChild(rig.eyes);
  return rig;
}
