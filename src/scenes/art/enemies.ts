import { Graphics } from 'pixi.js';
import { buildBoneKnight, buildCultist, buildGhoul, buildWraith } from './enemies-humanoid';
import { buildGargoyle, buildGolem, buildHound } from './enemies-beasts';
import type { EnemyKind, EnemyPaletteName } from './kinds';
import { palette } from './palette';
import { batchFigure, poly, rim, type Rig } from './rig';

const builders: Record<EnemyKind, () => Rig> = {
  ghoul: buildGhoul,
  wraith: buildWraith,
  bone_knight: buildBoneKnight,
  cultist: buildCultist,
  hound: buildHound,
  golem: buildGolem,
  gargoyle: buildGargoyle,
};

/** Eye colours by palette; each silhouette's builder has its own when no palette is given. */
export const ENEMY_EYE_COLORS: Record<EnemyPaletteName, number> = {
  ember: palette.ember,
  flame: palette.emberBright,
  bile: 0xc8e05a,
  ghostlight: 0x9ff5e6,
  frost: 0x7fd4ff,
};

/** Bosses are drawn this much larger than their kind. */
export const BOSS_SCALE = 1.35;

/**
 * Builds an enemy rig facing +x (the scene mirrors it), its eyes in `eyes` when given. A boss wears a
 * burning crown and ember eyes whatever its palette.
 */
export function buildEnemy(kind: EnemyKind, boss: boolean, eyes?: EnemyPaletteName): Rig {
  const rig = builders[kind]();
  if (eyes) rig.eyes.tint = ENEMY_EYE_COLORS[eyes];
  if (boss) crown(rig);
  batchFigure(rig.root);
  return rig;
}

function crown(rig: Rig): void {
  const spikes = new Graphics();
  const x = rig.headX;
  const y = rig.headTopY + 2;
  poly(
    spikes,
    [x - 13, y + 4, x - 11, y - 10, x - 6, y - 1, x - 2, y - 16, x + 3, y - 1, x + 8, y - 11, x + 12, y + 4],
    0x2a0d12,
  );
  rim(spikes, palette.ember, 1.5, 0.9);
  spikes.circle(x - 2, y - 3, 2).fill(palette.emberBright);
  // The crown sits with the eyes, so it follows a head that moves as a limb (the hound's).
  const parent = rig.eyes.parent ?? rig.torso;
  parent.addChild(spikes);
  rig.eyes.tint = palette.emberBright;
  rig.baseTint = 0xffe2da;
}
