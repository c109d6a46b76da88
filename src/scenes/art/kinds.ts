/** Names the canvas knows, with no drawing code, so pure code (the synthetic fight, runtime adapters) can use them. */

/** The enemy silhouettes the canvas can draw; runtime/core-combat-adapter.ts maps each content enemy to one. */
export const ENEMY_KINDS = ['ghoul', 'wraith', 'bone_knight', 'cultist', 'hound', 'golem', 'gargoyle'] as const;
export type EnemyKind = (typeof ENEMY_KINDS)[number];

/** The colours an enemy's eyes can burn with (a content enemy's palette); see ENEMY_EYE_COLORS. */
export const ENEMY_PALETTES = ['ember', 'flame', 'bile', 'ghostlight', 'frost'] as const;
export type EnemyPaletteName = (typeof ENEMY_PALETTES)[number];

export function isEnemyPalette(value: string): value is EnemyPaletteName {
  return (ENEMY_PALETTES as readonly string[]).includes(value);
}

/** The default cloak when no equipped gear gives a tint. */
export const DEFAULT_GEAR_TINT = 0x3a3560;

export function isEnemyKind(value: string): value is EnemyKind {
  return (ENEMY_KINDS as readonly string[]).includes(value);
}

/**
 * A known kind as given; otherwise a stable pick from the enemy id, so an unmapped enemy still looks the same every
 * time.
 */
export function resolveEnemyKind(kind: string, enemyId: string): EnemyKind {
  if (isEnemyKind(kind)) return kind;
  let hash = 2166136261;
  for (let index = 0; index < enemyId.length; index += 1) hash = Math.imul(hash ^ enemyId.charCodeAt(index), 16777619);
  return ENEMY_KINDS[(hash >>> 0) % ENEMY_KINDS.length]!;
}

/**
 * The spectral figures the canvas draws for summoned wraiths; runtime/core-combat-adapter.ts maps each content wraith
 * to one.
 */
export const WRAITH_SHAPES = [
  'wisp',
  'shade',
  'revenant',
  'chorister',
  'sentinel',
  'herald',
  'phantom',
  'sovereign',
] as const;
export type WraithShape = (typeof WRAITH_SHAPES)[number];

export function isWraithShape(value: string): value is WraithShape {
  return (WRAITH_SHAPES as readonly string[]).includes(value);
}

/** How an ability looks on the canvas (its colour and particles): content's AbilityDef.visual maps onto these. */
export const FX_VISUALS = ['steel', 'frost', 'fire', 'shadow', 'holy', 'nature', 'arcane', 'storm'] as const;
export type FxVisual = (typeof FX_VISUALS)[number];
