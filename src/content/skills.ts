import type { LevelTitleDef, SkillDef, TrainingAchievementDef } from './types';

/**
 * The ten trainable skills (DESIGN.md ruling 1). The spec's other skill names are activities inside these.
 * `station` and `stationMotion` are where and how the skill page's vignette shows the hunter training.
 */
export const SKILLS = [
  {
    id: 'bladework',
    name: 'Bladework',
    description:
      'Steel, edge and footwork. Swords, axes and daggers answer to Bladework, and every clean kill with one sharpens it.',
    category: 'combat',
    group: 'Combat',
    sortOrder: 1,
    synergies: ['defense', 'athleticism'],
    station: 'dummy',
    stationMotion: 'attack',
  },
  {
    id: 'marksmanship',
    name: 'Marksmanship',
    description:
      'Bow and crossbow, patience and breath. The art of ending a fight before the thing in the dark reaches you.',
    category: 'combat',
    group: 'Combat',
    sortOrder: 2,
    synergies: ['athleticism', 'survival'],
    station: 'target',
    stationMotion: 'cast',
  },
  {
    id: 'witchcraft',
    name: 'Witchcraft',
    description:
      'Frost, shadow and the old forbidden words. Staves and wands channel it; Divination, Necrography and Chronomancy are its schools.',
    category: 'magic',
    group: 'Combat',
    sortOrder: 3,
    synergies: ['alchemy', 'artifice'],
    station: 'runes',
    stationMotion: 'cast',
  },
  {
    id: 'defense',
    name: 'Defense',
    description:
      'Riftguard discipline: shield, stance and the stubbornness to stay standing. Every blow you survive teaches it.',
    category: 'combat',
    group: 'Combat',
    sortOrder: 4,
    synergies: ['bladework', 'command'],
    station: 'dummy',
    stationMotion: 'block',
  },
  {
    id: 'survival',
    name: 'Survival',
    description:
      'Mana Mining, Soul Foraging and the hunter’s craft of living off a broken world. Mining trains Survival.',
    category: 'gathering',
    group: 'Gathering',
    sortOrder: 5,
    synergies: ['athleticism', 'alchemy'],
    station: 'crystal',
    stationMotion: 'attack',
  },
  {
    id: 'athleticism',
    name: 'Athleticism',
    description:
      'Aether Harvesting on the high ledges, Relic Scavenging in collapsing ruins: speed, reach and lungs that do not quit.',
    category: 'gathering',
    group: 'Gathering',
    sortOrder: 6,
    synergies: ['survival', 'marksmanship'],
    station: 'dummy',
    stationMotion: 'dodge',
  },
  {
    id: 'smithing',
    name: 'Smithing',
    description:
      'Forging and Runesmithing: hammering rift ore into blades and etching wards that hold back what lives between worlds.',
    category: 'production',
    group: 'Production',
    sortOrder: 7,
    synergies: ['artifice', 'survival'],
    station: 'forge',
    stationMotion: 'attack',
  },
  {
    id: 'alchemy',
    name: 'Alchemy',
    description:
      'Transmutation, tinctures and poultices. Alchemists turn what the gatherers drag home into potions that keep hunters breathing.',
    category: 'production',
    group: 'Production',
    sortOrder: 8,
    synergies: ['survival', 'witchcraft'],
    station: 'cauldron',
    stationMotion: 'cast',
  },
  {
    id: 'artifice',
    name: 'Artifice',
    description:
      'Enchanting, Tinkering and Scrollcraft: the patient work of binding power into objects that outlive their makers.',
    category: 'production',
    group: 'Production',
    sortOrder: 9,
    synergies: ['smithing', 'witchcraft'],
    station: 'forge',
    stationMotion: 'cast',
  },
  {
    id: 'command',
    name: 'Command',
    description:
      'Wraith Binding and Wraithcraft: calling the restless dead to your side and keeping them there by will alone.',
    category: 'leadership',
    group: 'Leadership',
    sortOrder: 10,
    synergies: ['defense', 'witchcraft'],
    station: 'runes',
    stationMotion: 'cast',
  },
] as const satisfies readonly SkillDef[];

/** Level titles at 10, 25, 50, 75, 99 and 100 (spec 001 §9); the title reads "{prefix} of {Skill}". */
export const LEVEL_TITLES = [
  { level: 10, prefix: 'Initiate' },
  { level: 25, prefix: 'Adept' },
  { level: 50, prefix: 'Expert' },
  { level: 75, prefix: 'Master' },
  { level: 99, prefix: 'Grandmaster' },
  { level: 100, prefix: 'Paragon' },
] as const satisfies readonly LevelTitleDef[];

/** Training achievements of spec 001 §9. */
export const TRAINING_ACHIEVEMENTS = [
  {
    id: 'training_streak_7',
    name: 'Creature of Habit',
    description: 'Keep a training streak alive for 7 days.',
    kind: 'streak',
    target: 7,
  },
  {
    id: 'training_streak_30',
    name: 'Iron Discipline',
    description: 'Keep a training streak alive for 30 days.',
    kind: 'streak',
    target: 30,
  },
  {
    id: 'training_sessions_100',
    name: 'Hundredfold',
    description: 'Complete 100 training sessions.',
    kind: 'sessions',
    target: 100,
  },
  {
    id: 'training_perfect_10',
    name: 'Flawless Form',
    description: 'Finish 10 training sessions perfectly.',
    kind: 'perfects',
    target: 10,
  },
  {
    id: 'training_mastery_10',
    name: 'Second Nature',
    description: 'Reach mastery level 10 in any skill.',
    kind: 'mastery',
    target: 10,
  },
  {
    id: 'training_combo_5',
    name: 'Juggler of Disciplines',
    description: 'Chain a combo of 5 different skills, each within 30 minutes of the last.',
    kind: 'combo',
    target: 5,
  },
] as const satisfies readonly TrainingAchievementDef[];
