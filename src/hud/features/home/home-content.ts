import { Anvil, Ghost, Hourglass, type LucideIcon, Skull, Swords, TrendingUp } from 'lucide-react';

export interface HomeFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const HOME_FEATURES: HomeFeature[] = [
  {
    icon: Swords,
    title: 'Hunt in the rifts',
    text:
      'Fight through animated battles against rift-spawn and bosses, ' +
      'with abilities that fire on their own or by your hand.',
  },
  {
    icon: TrendingUp,
    title: 'Climb from E to SSS',
    text: 'Eight hunter ranks. Clear the flagship rift, train your combat skills and pass the rank trial to rise.',
  },
  {
    icon: Ghost,
    title: 'Bond wraiths',
    text: 'Defeated foes leave Wraith Tokens. Bond their spirits and bring three spectral companions into battle.',
  },
  {
    icon: Anvil,
    title: 'Ten skills to master',
    text: 'Bladework, Witchcraft, Survival, Smithing, Alchemy, Command and more, each with its own activities.',
  },
  {
    icon: Hourglass,
    title: 'Progress while away',
    text: 'Your hunter keeps fighting, mining and crafting for up to 12 hours while you are gone.',
  },
  {
    icon: Skull,
    title: 'Death has weight',
    text: 'Past rank D, death can take your equipped gear for good. Bank what matters and choose your fights.',
  },
];
