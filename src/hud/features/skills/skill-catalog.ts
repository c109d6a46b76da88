import { Axe, Crosshair, Crown, Flame, FlaskConical, Footprints, Hammer, type LucideIcon, Shield, Sparkles, Sword, Tent } from 'lucide-react';

/** DESIGN ruling 1: the ten trainable skills, grouped as the sidebar shows them. */
export const SKILL_IDS = ['bladework', 'marksmanship', 'witchcraft', 'defense', 'survival', 'athleticism', 'smithing', 'alchemy', 'artifice', 'command'] as const;
export type SkillId = (typeof SKILL_IDS)[number];

export type SkillGroupId = 'combat' | 'gathering' | 'production' | 'leadership';

export interface SkillEntry {
  id: SkillId;
  name: string;
  icon: LucideIcon;
  /** One line a player reads in the sidebar tooltip and on the skill page. */
  blurb: string;
}

export interface SkillGroup {
  id: SkillGroupId;
  name: string;
  icon: LucideIcon;
  skills: SkillEntry[];
}

export const SKILL_GROUPS: SkillGroup[] = [
  {
    id: 'combat',
    name: 'Combat',
    icon: Sword,
    skills: [
      { id: 'bladework', name: 'Bladework', icon: Sword, blurb: 'Swords, axes and daggers: every close-quarters strike you land.' },
      { id: 'marksmanship', name: 'Marksmanship', icon: Crosshair, blurb: 'Bows and thrown steel: strike the rift-spawn before they reach you.' },
      { id: 'witchcraft', name: 'Witchcraft', icon: Sparkles, blurb: 'Hexes, frost and shadow fire drawn from the mana in your veins.' },
      { id: 'defense', name: 'Defense', icon: Shield, blurb: 'Blocking, parrying and enduring the blows that would fell a lesser hunter.' },
    ],
  },
  {
    id: 'gathering',
    name: 'Gathering',
    icon: Tent,
    skills: [
      { id: 'survival', name: 'Survival', icon: Axe, blurb: 'Mining mana veins, foraging and hunting: living off the rift’s edge.' },
      { id: 'athleticism', name: 'Athleticism', icon: Footprints, blurb: 'Speed, stamina and agility for long hunts and quick escapes.' },
    ],
  },
  {
    id: 'production',
    name: 'Production',
    icon: Hammer,
    skills: [
      { id: 'smithing', name: 'Smithing', icon: Hammer, blurb: 'Forging weapons and armour from the ores you bring back.' },
      { id: 'alchemy', name: 'Alchemy', icon: FlaskConical, blurb: 'Brewing potions and elixirs that keep a hunter standing.' },
      { id: 'artifice', name: 'Artifice', icon: Flame, blurb: 'Runes, trinkets and enchanted devices of rift-touched craft.' },
    ],
  },
  {
    id: 'leadership',
    name: 'Leadership',
    icon: Crown,
    skills: [{ id: 'command', name: 'Command', icon: Crown, blurb: 'Leading bonded wraiths and allies: more power from every companion.' }],
  },
];

const BY_ID = new Map(SKILL_GROUPS.flatMap((group) => group.skills.map((skill) => [skill.id, { ...skill, group }] as const)));

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
  const wanted = skillSlug(decodeURIComponent(slug));
  return [...BY_ID.values()].find((skill) => skillSlug(skill.name) === wanted || skill.id === wanted);
}

export function skillEntry(id: SkillId): (SkillEntry & { group: SkillGroup }) | undefined {
  return BY_ID.get(id);
}
