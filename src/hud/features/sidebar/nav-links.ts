import { Crown, House, type LucideIcon } from 'lucide-react';
import { GAME_PAGES, type GamePageId } from '@/hud/game/page-catalog';

/** One link of the sidebar: its words, where it leads, its icon. */
export interface NavLinkInfo {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** A group of links under a heading. */
export interface NavGroup {
  id: 'hunt' | 'skills' | 'items' | 'account';
  label: string;
  links: readonly NavLinkInfo[];
}

const page = (id: GamePageId): NavLinkInfo => ({
  label: GAME_PAGES[id].title,
  to: `/game/${id}`,
  icon: GAME_PAGES[id].icon,
});

/**
 * Every page a player uses, grouped as a player looks for it (issue 32: Mining, Crafting, the Store, Equipment, the
 * Activity page and Events had no link and were found only through the Hall). Spec 000 §2's links (Battle, Quests,
 * Inventory, Bank, Wraiths, Abilities, Upgrade Account) are all here, in the group they belong to; the skill groups,
 * the achievements panel with Combat Statistics, and the Settings / Logout footer stand where the spec puts them.
 * The Hunt's group is first, as the spec's links were.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'hunt',
    label: 'The Hunt',
    links: [
      { label: 'Hunter’s Hall', to: '/game', icon: House },
      page('combat'),
      page('activity'),
      page('quests'),
      page('wraiths'),
      page('events'),
      page('raid-rifts'),
      page('arena'),
    ],
  },
  // The skill groups follow these links under the same heading (SkillGroups.tsx).
  { id: 'skills', label: 'Skills & Progression', links: [page('mining'), page('crafting'), page('abilities')] },
  {
    id: 'items',
    label: 'Items',
    links: [page('inventory'), page('equipment'), page('bank'), page('store'), page('premium-store')],
  },
  {
    id: 'account',
    label: 'Account',
    links: [{ label: 'Upgrade Account', to: '/upgrade', icon: Crown }, page('audio-settings')],
  },
];

/** Where the footer's Settings link leads. */
export const SETTINGS_PATH = '/game/settings';
