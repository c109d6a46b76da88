/**
 * The names the canvas can draw, which content rows pick from: an enemy's silhouette and palette, an
 * area's backdrop, a skill's training station and the hunter's motion there. The scenes keep their own lists
 * (src/scenes/art/kinds.ts, src/scenes/training/training-model.ts); a runtime test keeps both equal,
 * and the content linter checks every row against these.
 */

/** Enemy silhouettes (the scene's ENEMY_KINDS). */
export const ENEMY_SILHOUETTES = ['ghoul', 'wraith', 'bone_knight', 'cultist', 'hound', 'golem', 'gargoyle'] as const;
export type EnemySilhouette = (typeof ENEMY_SILHOUETTES)[number];

/**
 * Enemy palettes: the colour an enemy's eyes burn with (a boss's always burn flame, under its crown).
 * ember: deep orange; flame: bright amber; bile: sickly green; ghostlight: pale teal; frost: icy blue.
 */
export const ENEMY_PALETTES = ['ember', 'flame', 'bile', 'ghostlight', 'frost'] as const;
export type EnemyPalette = (typeof ENEMY_PALETTES)[number];

/**
 * Area backdrops the combat scene draws (the scene's AREA_THEMES): each area names its own, so areas of
 * one rank band no longer share a sky.
 */
export const AREA_BACKDROPS = [
  'rift',
  'thicket',
  'marsh',
  'crypt',
  'quarry',
  'wastes',
  'coast',
  'cathedral',
  'peaks',
  'spire',
  'void',
  'eclipse',
] as const;
export type AreaBackdrop = (typeof AREA_BACKDROPS)[number];

/** Training stations the skill vignette draws (the scene's TRAINING_STATIONS). */
export const TRAINING_STATIONS = ['dummy', 'target', 'runes', 'forge', 'cauldron', 'crystal'] as const;
export type TrainingStationId = (typeof TRAINING_STATIONS)[number];

/** How the hunter works at a station: a sword stroke, a cast, a guard or a sidestep. */
export const TRAINING_MOTIONS = ['attack', 'cast', 'block', 'dodge'] as const;
export type TrainingMotionId = (typeof TRAINING_MOTIONS)[number];
