/**
 * What a hunter may be called after a rename (spec 000 sets only the default: the e-mail prefix plus five
 * digits, which may break these rules and stays valid until changed). The core's renameHunter command, the
 * settings form and the server's guard (supabase/migrations/0008_hunter_names.sql) apply the same rules.
 */
export const HUNTER_NAME_MIN = 3;
export const HUNTER_NAME_MAX = 24;

export const HUNTER_NAME_MESSAGES = {
  tooShort: `A hunter's name needs at least ${HUNTER_NAME_MIN} characters`,
  tooLong: `A hunter's name has at most ${HUNTER_NAME_MAX} characters`,
  characters: 'Use only letters, digits, spaces, dots, hyphens and underscores',
  edges: 'Start and end the name with a letter or a digit',
  spaces: 'Use one space at a time',
} as const;

/** The name as it will be stored: trimmed. */
export function normalizeHunterName(name: string): string {
  return name.trim();
}

/** Why `name` (already normalized) cannot be a hunter's name, or null. */
export function hunterNameProblem(name: string): string | null {
  if (name.length < HUNTER_NAME_MIN) return HUNTER_NAME_MESSAGES.tooShort;
  if (name.length > HUNTER_NAME_MAX) return HUNTER_NAME_MESSAGES.tooLong;
  if (!/^[A-Za-z0-9 ._-]+$/.test(name)) return HUNTER_NAME_MESSAGES.characters;
  if (!/^[A-Za-z0-9]/.test(name) || !/[A-Za-z0-9]$/.test(name)) return HUNTER_NAME_MESSAGES.edges;
  if (name.includes('  ')) return HUNTER_NAME_MESSAGES.spaces;
  return null;
}
