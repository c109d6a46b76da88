import { Graphics } from 'pixi.js';
import { mixColor, palette, shadeColor } from './palette';
import { DEFAULT_GEAR_TINT } from './kinds';
import { Rig, batchFigure, poly, rim } from './rig';

/**
 * The Shadow Hunter: hooded, long-coated, a longsword in the right hand and spectral light in the left.
 * `gearTint` colours the cloak and hood (and warms the coat) so equipment changes read on the canvas.
 */
export function buildHunter(gearTint: number = DEFAULT_GEAR_TINT): Rig {
  const rig = new Rig();
  rig.reach = 68;
  rig.height = 120;
  rig.chestY = -72;
  rig.headTopY = -117;
  rig.headX = 0;
  rig.castPoint.x = 24;
  rig.castPoint.y = -78;
  rig.limbRest = 0.35;
  rig.limbWindUp = -1.35;
  rig.limbSwing = 1.25;
  rig.drawShadow(52);

  const cloak = shadeColor(gearTint, -0.15);
  const cloakRim = shadeColor(gearTint, 0.45);
  const coat = mixColor(palette.leather, gearTint, 0.25);

  // Cape, hung from the shoulders, sways behind the body.
  rig.sway.position.set(-3, -88);
  const cape = new Graphics();
  poly(cape, [-11, -2, 10, -2, 8, 22, 3, 52, -1, 80, -9, 72, -15, 83, -23, 74, -31, 81, -35, 62, -27, 30], cloak);
  rim(cape, cloakRim, 1.5, 0.5);
  poly(cape, [-4, 6, 2, 8, -1, 60, -8, 64], shadeColor(cloak, -0.3), 0.7);
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
  // Off hand, lit by spectral magic.
  poly(figure, [-12, -87, -6, -87, -10, -65, -16, -63], palette.leatherDark);
  figure.circle(-14, -61, 7).fill({ color: palette.spectral, alpha: 0.28 });
  figure.circle(-14, -61, 3.6).fill(palette.skin);
  // Hood and shadowed face.
  poly(figure, [-15, -96, -10, -110, 0, -118, 9, -114, 13, -104, 12, -95, 6, -90, -6, -90], cloak);
  rim(figure, cloakRim, 1.5, 0.65);
  figure.ellipse(7, -102, 5, 7).fill(0x07060b);
  figure.ellipse(9, -87, 9, 5).fill(palette.steelDark);
  rim(figure, palette.steel, 1, 0.5);
  rig.torso.addChild(figure);

  // Sword arm: pivot at the shoulder, the blade points forward along +x.
  rig.limb.position.set(7, -86);
  const arm = new Graphics();
  poly(arm, [-3, 0, 4, 0, 5, 14, 3, 24, -3, 22, -3, 12], coat);
  rim(arm, shadeColor(coat, 0.5), 1, 0.5);
  arm.circle(-3, 24, 2.4).fill(palette.gold);
  poly(arm, [6, 21, 54, 19.5, 61, 24, 54, 27.5, 6, 27], palette.steel);
  rim(arm, 0xe9eef5, 1, 0.6);
  arm.moveTo(9, 24).lineTo(50, 23.5).stroke({ width: 1.2, color: palette.steelDark });
  arm.rect(3, 18, 3.5, 12).fill(palette.gold);
  arm.circle(1.5, 24, 3.6).fill(palette.skin);
  rig.limb.addChild(arm);
  rig.torso.addChild(rig.limb);

  rig.eyes.circle(6.6, -103, 1.5).fill(0xffffff).circle(10.2, -103, 1.4).fill(0xffffff);
  rig.eyes.tint = palette.spectral;
  rig.torso.addChild(rig.eyes);
  batchFigure(rig.root);
  return rig;
}
