import {
  Axe,
  Crosshair,
  Crown,
  Flame,
  FlaskConical,
  Footprints,
  Hammer,
  type LucideIcon,
  Shield,
  Sparkles,
  Sword,
  Tent,
} from 'lucide-react';
import { SKILLS } from '@/content/skills';
import type { SkillGroup as ContentSkillGroup } from '@/content/types';
import type { SkillId } from '@/content/ids';

/**
 * The ten trainable skills as the HUD draws them. Names, descriptions, groups and order come from
 * the core's content (`src/content/skills.ts`, ruling 1); only the icons are the HUD's own.
 * Game chunk only: the homepage must not import this (it pulls the content table in).
 */
export type SkillGroupId = 'combat' | 'gathering' | 'production' | 'leadership';

export interface SkillEntry {
  id: SkillId;
  name: string;
  icon: LucideIcon;
  description: string;
}

export interface SkillGroup {
  id: SkillGroupId;
  name: ContentSkillGroup;
  icon: LucideIcon;
  skills: SkillEntry[];
}

const SKILL_ICONS: Record<SkillId, LucideIcon> = {
  bladework: Sword,
  marksmanship: Crosshair,
  witchcraft: Sparkles,
  defense: Shield,
  survival: Axe,
  athleticism: Footprints,
  smithing: Hammer,
  alchemy: FlaskConical,
  artifice: Flame,
  command: Crown,
};

const GROUPS: { id: SkillGroupId; name: ContentSkillGroup; icon: LucideIcon }[] = [
  { id: 'combat', name: 'Combat', icon: Sword },
  { id: 'gathering', name: 'Gathering', icon: Tent },
  { id: 'production', name: 'Production', icon: Hammer },
  { id: 'leadership', name: 'Leadership', icon: Crown },
];

const ORDERED = [...SKILLS].sort((a, b) => a.sortOrder - b.sortOrder);

export const SKILL_GROUPS: SkillGroup[] = GROUPS.map((group) => ({
  ...group,
  skills: ORDERED.filter((skill) => skill.group === group.name).map((skill) => ({
    id: skill.id,
    name: skill.name,
    icon: SKILL_ICONS[skill.id],
    description: skill.description,
  })),
}));

const BY_ID = new Map(
  SKILL_GROUPS.flatMap((group) => group.skills.map((skill) => [skill.id, { ...skill, group }] as const)),
);

/** The URL segment of a skill page: the name lowercased, spaces turned into hyphens (spec 000 §2). */
export function skillSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export function skillPath(id: SkillId): string {
  return `/game/skills/${skillSlug(BY_ID.get(id)?.name ?? id)}`;
}

/** The skill named by a route parameter, or undefined. */
export function findSkillBySlug(slug: string | undefined): (SkillEntry & { group: SkillGroup }) | undefined {
  if (!slug) return undefined;
  let wanted: string;
  try {
    wanted = skillSlug(decodeURIComponent(slug));
  } catch {
    return undefined;
  }
  return [...BY_ID.values()].find((skill) => skillSlug(skill.name) === wanted || skill.id === wanted);
}

export function skillEntry(id: SkillId): SkillEntry & { group: SkillGroup } {
  const entry = BY_ID.get(id);
  if (!entry) throw new Error(`Unknown skill: ${id}`);
  return entry;
}
