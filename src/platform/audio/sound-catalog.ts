/**
 * The game's sounds and the audio numbers of the spec (000 §3, §9). Pure data: no howler, no DOM, so
 * the sound-file generator (scripts/make-sounds.ts) and the HUD read the same table.
 */

export const SOUND_IDS = [
  'hit_normal',
  'hit_critical',
  'hit_miss',
  'ability_fire',
  'ability_ice',
  'ability_shadow',
  'ability_heal',
  'enemy_defeat',
  'player_death',
  'level_up',
  'button_click',
  'notification',
] as const;

export type SoundId = (typeof SOUND_IDS)[number];
export type SoundCategory = 'combat' | 'ui';

export interface SoundDefinition {
  id: SoundId;
  /** What a player reads in the custom sounds list. */
  name: string;
  category: SoundCategory;
  /** Loaded when the game starts (the rest load on first play). */
  preload: boolean;
  /** Served from public/: /sounds/{category}/{id}.mp3. */
  url: string;
}

function sound(id: SoundId, name: string, category: SoundCategory, preload: boolean): SoundDefinition {
  return { id, name, category, preload, url: `/sounds/${category}/${id}.mp3` };
}

export const SOUNDS: readonly SoundDefinition[] = [
  sound('hit_normal', 'Hit', 'combat', true),
  sound('hit_critical', 'Critical Hit', 'combat', true),
  sound('hit_miss', 'Miss', 'combat', true),
  sound('ability_fire', 'Fire Ability', 'combat', true),
  sound('ability_ice', 'Ice Ability', 'combat', true),
  sound('ability_shadow', 'Shadow Ability', 'combat', true),
  sound('ability_heal', 'Healing Ability', 'combat', true),
  sound('enemy_defeat', 'Enemy Defeated', 'combat', true),
  sound('player_death', 'Hunter Fallen', 'combat', true),
  sound('level_up', 'Level Up', 'ui', true),
  sound('button_click', 'Button Click', 'ui', false),
  sound('notification', 'Notification', 'ui', false),
];

export const SOUNDS_BY_ID = Object.fromEntries(SOUNDS.map((definition) => [definition.id, definition])) as Record<
  SoundId,
  SoundDefinition
>;

export function isSoundId(value: unknown): value is SoundId {
  return typeof value === 'string' && (SOUND_IDS as readonly string[]).includes(value);
}

/** Simultaneous plays of one sound: 5 for each combat sound, 2 for the others. */
export const SOUND_POOL_SIZE: Readonly<Record<SoundCategory, number>> = { combat: 5, ui: 2 };

/** Per-event volume multipliers (the spec's); a plain hit plays at 1. */
export const SOUND_VOLUME_MULTIPLIER = {
  critical: 1.2,
  miss: 0.8,
  ability: 1.1,
  defeat: 1.3,
  death: 1.5,
  click: 0.7,
  notification: 0.9,
  levelUp: 1.2,
} as const;

/** Preloading waits at most this long for the preloaded sounds, checking every poll. */
export const PRELOAD_WAIT_MS = 3_000;
export const PRELOAD_POLL_MS = 100;

/** The test sequence's gaps between its sounds. */
export const TEST_SEQUENCE_DELAYS_MS = [500, 1_000, 300] as const;
/** The test sequence's sounds: one before each gap and one after the last. */
export const TEST_SEQUENCE_SOUNDS: readonly { id: SoundId; multiplier: number }[] = [
  { id: 'hit_normal', multiplier: 1 },
  { id: 'hit_critical', multiplier: SOUND_VOLUME_MULTIPLIER.critical },
  { id: 'ability_fire', multiplier: SOUND_VOLUME_MULTIPLIER.ability },
  { id: 'level_up', multiplier: SOUND_VOLUME_MULTIPLIER.levelUp },
];

/** One sound plays at most once per this gap: several ticks stepped in one frame must not stack a blast. */
export const SAME_SOUND_MIN_GAP_MS = 60;

export interface AudioSettings {
  /** 0..1 */
  masterVolume: number;
  /** 0..1 */
  sfxVolume: number;
  /** 0..1; music is not in the game yet (the slider is disabled). */
  musicVolume: number;
  soundsEnabled: boolean;
  combatSoundsEnabled: boolean;
  uiSoundsEnabled: boolean;
}

export const DEFAULT_AUDIO_SETTINGS: Readonly<AudioSettings> = {
  masterVolume: 0.7,
  sfxVolume: 0.8,
  musicVolume: 0.5,
  soundsEnabled: true,
  combatSoundsEnabled: true,
  uiSoundsEnabled: true,
};

/** Sliders move in steps of 5 percent over 0..100. */
export const VOLUME_STEP_PERCENT = 5;

/** Local storage keys (spec 000 §8: audio settings and custom sounds are kept on the device). */
export const AUDIO_SETTINGS_STORAGE_KEY = 'audio_settings';
export const CUSTOM_SOUNDS_STORAGE_KEY = 'custom_sounds';

export const CUSTOM_SOUND_TYPES = ['audio/mp3', 'audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm'] as const;
/** Custom sound files must be smaller than this (5 MB). */
export const CUSTOM_SOUND_MAX_BYTES = 5 * 1024 * 1024;

export const CUSTOM_SOUND_MESSAGES = {
  wrongType: 'Please upload an audio file (MP3, WAV, OGG, or WebM)',
  tooLarge: 'File size must be less than 5MB',
  failed: 'Failed to upload sound',
  uploaded: (soundName: string) => `Custom sound uploaded for ${soundName}`,
  removed: 'Custom sound removed, using default',
} as const;
