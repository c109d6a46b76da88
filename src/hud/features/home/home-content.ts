import {
  Backpack,
  Anvil,
  Ghost,
  Hourglass,
  type LucideIcon,
  Pickaxe,
  Save,
  Skull,
  Swords,
  TrendingUp,
} from 'lucide-react';

export interface HomeFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** What a player can do today (saves, training, combat, items, abilities and wraiths, mining, crafting, time away). */
export const HOME_FEATURES: HomeFeature[] = [
  {
    icon: Anvil,
    title: 'Ten skills to train',
    text:
      'Bladework, Witchcraft, Survival, Smithing, Alchemy, Command and more, each with its own activities, ' +
      'bonuses and level titles.',
  },
  {
    icon: Swords,
    title: 'Fight in the first rifts',
    text:
      'Animated battles on the canvas against rift-spawn and their bosses, from the Tutorial Rift onward. Tap ' +
      'the flask when the fight turns.',
  },
  {
    icon: Backpack,
    title: 'Loot worth keeping',
    text:
      'Over a hundred pieces of gear for every rank, five sets, a bank with tabs and saved gear sets, and a ' +
      'store with a new offer every day. Sell what you outgrow.',
  },
  {
    icon: Ghost,
    title: 'Your build, your companions',
    text:
      'Slot eight of 28 abilities, save loadouts, decide when each fires or cast them yourself; bond the wraiths ' +
      'whose tokens your foes drop, and bring three into battle beside you.',
  },
  {
    icon: Pickaxe,
    title: 'Mine and craft',
    text:
      'Twenty-seven nodes to work, each wearing down and returning in time, and nineteen recipes at seven ' +
      'stations, from belt potions to a legendary blade. Catalysts speed a craft or make it surer.',
  },
  {
    icon: Hourglass,
    title: 'Progress while away',
    text:
      'Your hunter keeps training, fighting, mining or crafting for up to 12 hours while you are gone, and ' +
      'tells you what happened when you return.',
  },
  {
    icon: Save,
    title: 'Saves you can trust',
    text:
      'Several save slots on your device, each backed up to your account in the cloud. Export a save to a ' +
      'file, or bring one back.',
  },
  {
    icon: Swords,
    title: 'Climb the ranks',
    text:
      'From E to SSS: clear each rank’s flagship rift, train two combat skills, and win the rank trial the ' +
      'Guild judges on its server. Each rank opens stronger rifts and makes you harder to kill.',
  },
  {
    icon: Skull,
    title: 'Death has weight',
    text: 'Past rank D, falling in a fight can take your equipped gear for good. Choose your fights.',
  },
  {
    icon: TrendingUp,
    title: 'Goals to chase',
    text:
      '17 guild quests with daily ones, 45 achievements with titles to wear, weekly events in your local ' +
      'time, and from rank A an arena of asynchronous duels with a rating ladder.',
  },
];
