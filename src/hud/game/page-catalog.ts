import {
  Activity,
  Award,
  Backpack,
  BarChart3,
  Bug,
  CalendarDays,
  Castle,
  Gem,
  Hammer,
  Ghost,
  Landmark,
  LayoutTemplate,
  type LucideIcon,
  Pickaxe,
  Scale,
  ScrollText,
  Shield,
  ShieldAlert,
  Sparkles,
  Store,
  Swords,
  Trophy,
  Volume2,
} from 'lucide-react';

export type GamePageId =
  | 'combat'
  | 'mining'
  | 'crafting'
  | 'raid-rifts'
  | 'arena'
  | 'quests'
  | 'inventory'
  | 'equipment'
  | 'bank'
  | 'wraiths'
  | 'abilities'
  | 'achievements'
  | 'store'
  | 'premium-store'
  | 'events'
  | 'activity'
  | 'combat-stats'
  | 'audio-settings'
  | 'admin'
  | 'debug-activity'
  | 'debug-balance'
  | 'templates';

export interface GamePageInfo {
  id: GamePageId;
  title: string;
  icon: LucideIcon;
  /** What the place is, as a player reads it. */
  description: string;
  /** Three things a hunter does here. */
  highlights: { title: string; text: string }[];
  /** Only admins and development builds may open it (ruling 9). */
  restricted?: boolean;
}

export const GAME_PAGES: Record<GamePageId, GamePageInfo> = {
  combat: {
    id: 'combat',
    title: 'Battle',
    icon: Swords,
    description:
      'Step through a rift and fight. Pick an area your rank opens, face its creatures until its boss steps out, ' +
      'and tap the flask when the fight turns.',
    highlights: [
      {
        title: 'Areas for every rank',
        text: 'From the Tutorial Rift to the Eclipse, each area has its own creatures, loot and boss.',
      },
      {
        title: 'Potions at hand',
        text: 'Tap the flask on the battlefield to drink a health potion when the fight turns.',
      },
      {
        title: 'Spoils of the hunt',
        text: 'Every kill brings gold, materials, skill experience and a chance at Wraith Tokens.',
      },
    ],
  },
  mining: {
    id: 'mining',
    title: 'Mining',
    icon: Pickaxe,
    description:
      'Mana seeps, ore veins, bone pits and void seams lie open in the rifts. Work a node for its materials and ' +
      'Survival experience; each harvest wears it down, and a node worked dry returns only after a while.',
    highlights: [
      {
        title: 'Twenty-seven nodes',
        text: 'Nine kinds of node, three of each; your player level opens the harder ones.',
      },
      {
        title: 'Depletion and respawn',
        text: 'Every harvest wears a node down, and each allows only so many harvests an hour.',
      },
      {
        title: 'Survival experience',
        text: 'Each harvest pays Survival XP; a higher Survival level shortens harvests and raises drop chances.',
      },
    ],
  },
  crafting: {
    id: 'crafting',
    title: 'Crafting',
    icon: Hammer,
    description:
      'Turn what the rifts gave you into gear, potions and parts. Open stations with gold and rare materials, ' +
      'pick a recipe, and let the work run; a failed craft still hands back half its materials.',
    highlights: [
      {
        title: 'Seven stations',
        text: 'From the Battered Workbench you own on day one to the Dimensional Crucible, each with its own recipes.',
      },
      {
        title: 'Catalysts',
        text: 'Add catalysts to raise the success chance, shorten the work or win materials back.',
      },
      {
        title: 'Whole orders',
        text: 'Craft one, ten or as many as your materials allow; cancel and the craft under way is handed back.',
      },
    ],
  },
  'raid-rifts': {
    id: 'raid-rifts',
    title: 'Raid Rifts',
    icon: Castle,
    description:
      'The deepest tears in the world and the flagship rift of every rank. Raid bosses fight in phases and ' +
      'enrage when their time runs out; only hunters of rank S and above, on a paid account, may enter.',
    highlights: [
      { title: 'Raid bosses', text: 'Colossal foes with phases and enrage timers that test every part of your build.' },
      {
        title: 'Rank S and beyond',
        text: 'Raid rifts open to hunters who have proven themselves through the rank trials.',
      },
      { title: 'Raid chests', text: 'Gear found nowhere else, one piece per raid every 20 hours.' },
    ],
  },
  arena: {
    id: 'arena',
    title: 'Arena',
    icon: Trophy,
    description:
      'Duel other hunters from Hunter Rank A. Publish your hunter’s card, pick a rival from the ladder, and watch ' +
      'the duel the Guild’s server fights play out on the battle canvas. No gear is lost in the arena.',
    highlights: [
      {
        title: 'Your card',
        text: 'Shows your last saved hunter: name, title, rank, level, stats, gear, abilities and wraiths.',
      },
      {
        title: 'The ladder',
        text: 'The top 50 hunters by rating, each with a Duel button; every duel moves both ratings.',
      },
      {
        title: 'Duels',
        text: 'Each duel plays out blow by blow, ends in Victory or Defeat and counts in your wins and losses.',
      },
    ],
  },
  quests: {
    id: 'quests',
    title: 'Quests',
    icon: ScrollText,
    description:
      'The hunters’ guild board: accept a quest, slay, mine, craft, train or deliver what it asks, and collect ' +
      'skill experience, gold and items. Daily quests come back at local midnight.',
    highlights: [
      {
        title: 'The board',
        text: 'Quests open as your player level rises, the most pressing first; take several at once.',
      },
      {
        title: 'Progress and deadlines',
        text: 'Kills, harvests, crafts and training count while you are away too; some quests have a deadline.',
      },
      {
        title: 'Daily and repeatable',
        text: 'Daily quests return after the reset; standing contracts pay every time.',
      },
    ],
  },
  inventory: {
    id: 'inventory',
    title: 'Inventory',
    icon: Backpack,
    description: 'Everything you carry and do not wear. Inspect an item, then wear it, lock it, sell it or bank it.',
    highlights: [
      { title: 'Your pack', text: 'Slots grow with your account tier, and you can buy 10 more at a time with gold.' },
      { title: 'Wear and sell', text: 'Compare gear with what you wear, equip it, or sell many items at once.' },
      { title: 'Materials', text: 'Ores, herbs and essences ride in your satchel and take no slots.' },
    ],
  },
  equipment: {
    id: 'equipment',
    title: 'Equipment',
    icon: Shield,
    description:
      'Dress your hunter for the rift. Tap a slot to see what is worn there and what in your pack fits it, with ' +
      'every stat change; spend attribute points and follow your set bonuses.',
    highlights: [
      {
        title: 'Sixteen slots',
        text: 'Helmet to boots, weapon and off-hand, cape, neck, two rings, two potion slots and three wraith slots.',
      },
      {
        title: 'Set bonuses',
        text: 'Wear two or more pieces of a set, such as Shadow Walker, for extra agility, dodge and crits.',
      },
      {
        title: 'Gear at risk',
        text: 'From Hunter Rank D, dying drops all the gear you wear. Keep a spare set in the bank.',
      },
    ],
  },
  bank: {
    id: 'bank',
    title: 'Bank',
    icon: Landmark,
    description:
      'A vault in the guild hall for what you do not carry: deposit and withdraw, sort your hoard into named ' +
      'tabs, sell straight from it, and keep whole outfits ready to wear.',
    highlights: [
      { title: 'Out of harm’s way', text: 'Death in a rift takes only what you wear; nothing in the bank is lost.' },
      {
        title: 'Room to grow',
        text: 'Buy bank slots ten at a time with gold (the first ten cost 1,000), up to your tier’s limit.',
      },
      { title: 'Equipment sets', text: 'Save up to six outfits and put one on in a single tap.' },
    ],
  },
  wraiths: {
    id: 'wraiths',
    title: 'Wraiths',
    icon: Ghost,
    description:
      'Spectral companions bound from the creatures you defeat: bond a wraith with its tokens, feed it to make it ' +
      'stronger, and bring up to three into battle.',
    highlights: [
      {
        title: 'Wraith Tokens',
        text: 'Foes, and bosses surely, leave tokens of their band’s wraith; enough of one kind bonds it to you.',
      },
      {
        title: 'Three active slots',
        text: 'Up to three fight beside you, striking, warding, healing or lending strength, each with a gift besides.',
      },
      { title: 'Bonds grow', text: 'A wraith grows by fighting beside you and by eating its own tokens.' },
    ],
  },
  abilities: {
    id: 'abilities',
    title: 'Abilities',
    icon: Sparkles,
    description:
      'Strikes, spells, wards and stances learned as your skills grow: equip up to eight, decide when each fires, ' +
      'save loadouts, or cast them yourself.',
    highlights: [
      {
        title: 'Learned by training',
        text: 'Each skill teaches abilities at set levels; every 15 more levels raise an ability’s rank.',
      },
      {
        title: 'Eight slots',
        text: 'Choose your eight, their order, and when each fires: below half health, on bosses…',
      },
      { title: 'Loadouts', text: 'Save named loadouts and switch between them here or in the middle of a fight.' },
    ],
  },
  achievements: {
    id: 'achievements',
    title: 'Achievements',
    icon: Award,
    description:
      'Deeds worth remembering, in seven categories from combat to mastery: see your progress toward each, the ' +
      'points they earn and their rewards, and wear the titles you have won.',
    highlights: [
      { title: 'Seven categories', text: 'Combat, abilities, bosses, progression, exploration, mastery and more.' },
      { title: 'Points and rewards', text: 'Each deed adds points by its tier and pays gold, experience or items.' },
      { title: 'Titles', text: 'Wear one title from your skills or achievements under your name.' },
    ],
  },
  store: {
    id: 'store',
    title: 'Store',
    icon: Store,
    description:
      'The guild merchants trade potions, materials, tools and basic gear for gold, put out a bundle at a ' +
      'discount every day, and buy back what you no longer need.',
    highlights: [
      { title: 'Supplies', text: 'Potions, training materials, tools and gear; more shelves open as your rank rises.' },
      { title: 'Today’s offer', text: 'One bundle a day below its shelf price, bought once before midnight.' },
      { title: 'Sell your loot', text: 'Sell one, some or many kinds at once; locked items are never sold.' },
    ],
  },
  'premium-store': {
    id: 'premium-store',
    title: 'Premium Store',
    icon: Gem,
    description:
      'The account tiers side by side, a field for upgrade codes, and the looks each paid tier lets you wear. ' +
      'No premium currency, and the looks never change a stat.',
    highlights: [
      { title: 'Looks only', text: 'Cloaks, title frames, portrait borders and rift backdrops: colour, never stats.' },
      { title: 'Full-game accounts', text: 'Looks open with the Base Game, Expansion and Supporter tiers.' },
      {
        title: 'Upgrade codes',
        text: 'Tiers come as one-use codes; redeem one here and the new limits apply at once.',
      },
    ],
  },
  events: {
    id: 'events',
    title: 'Events',
    icon: CalendarDays,
    description:
      'Timed events in your local time: Happy Hour every evening and a weekly event most days, each boosting ' +
      'experience, gold, tokens or bosses while it runs. See what runs now and the coming week.',
    highlights: [
      { title: 'Happy Hour', text: 'Every evening from 18:00 to 20:00, training gives more experience.' },
      { title: 'Weekly events', text: 'Weekend bounties, mining Mondays and the midweek Wraith Tide.' },
      { title: 'Plan ahead', text: 'Every window of the next seven days, with when it starts and ends.' },
    ],
  },
  activity: {
    id: 'activity',
    title: 'Activity',
    icon: Activity,
    description:
      'What your hunter is doing now and what comes next: the activity under way, a queue of up to five ' +
      'activities, what leaving now for 1, 4 or 12 hours would bring, and how your last time away went, hour by hour.',
    highlights: [
      {
        title: 'Current task',
        text: 'Training, mining, crafting or fighting: its progress live, and what is left of its goal.',
      },
      {
        title: 'Queue',
        text: 'Line up to five activities, each with a goal; when one ends the next starts, also while you are away.',
      },
      {
        title: 'If you leave now',
        text: 'XP, levels, gold and items for 1, 4 or 12 hours away, and the risk of dying, worked out by the catch-up itself.',
      },
    ],
  },
  'combat-stats': {
    id: 'combat-stats',
    title: 'Combat Statistics',
    icon: BarChart3,
    description:
      'Your record as a hunter: damage dealt, kills, deaths, bosses slain, ability use and your best sessions, ' +
      'day by day.',
    highlights: [
      { title: 'Totals', text: 'Lifetime damage, kills, deaths and gold earned in battle.' },
      { title: 'Abilities and bosses', text: 'Which abilities carry your fights and which bosses you have beaten.' },
      { title: 'Sessions', text: 'Compare today’s hunt with your best days.' },
    ],
  },
  'audio-settings': {
    id: 'audio-settings',
    title: 'Audio Settings',
    icon: Volume2,
    description:
      'Tuning for the sound of the hunt: master and effect volumes, combat and interface sounds, and custom ' +
      'sounds for each effect.',
    highlights: [
      { title: 'Volumes', text: 'Master and effects volume in steps of 5%.' },
      { title: 'Sound switches', text: 'Turn all sounds, combat sounds or interface sounds on and off.' },
      { title: 'Custom sounds', text: 'Upload your own MP3, WAV, OGG or WebM file (under 5 MB) for any effect.' },
    ],
  },
  admin: {
    id: 'admin',
    title: 'Admin',
    icon: ShieldAlert,
    description: 'Player accounts, upgrade codes and the client error log.',
    highlights: [],
    restricted: true,
  },
  'debug-activity': {
    id: 'debug-activity',
    title: 'Activity Debugger',
    icon: Bug,
    description:
      'Watch the running game from the inside: what the hunter is doing, every event the simulation emits, each ' +
      'command and its answer, and the error log’s figures.',
    highlights: [
      { title: 'Live state', text: 'The current activity, the queue, and the simulation’s tick and time.' },
      { title: 'Event log', text: 'Core events since the session began, filtered by family or text; pause to read.' },
      {
        title: 'Commands and errors',
        text: 'Each command with its reply (refusals with the core’s message), page loads per route, the latest errors.',
      },
    ],
    restricted: true,
  },
  'debug-balance': {
    id: 'debug-balance',
    title: 'Balance Debugger',
    icon: Scale,
    description:
      'Runs the balance simulator for a tier, a strategy and a seed, and plots the climb: hours to each rank against the design’s targets, combat skills, gold and deaths.',
    highlights: [
      { title: 'Rank curve', text: 'Hours to each rank from D to SSS beside the design’s targets, within or over.' },
      { title: 'Skills and gold', text: 'Combat skill levels, gold and deaths over the hours played.' },
      { title: 'Compare', text: 'The previous run stays on the charts, faded, to compare seeds and strategies.' },
    ],
    restricted: true,
  },
  templates: {
    id: 'templates',
    title: 'Templates',
    icon: LayoutTemplate,
    description: 'Content templates for areas, enemies, items and quests, used to draft new content.',
    highlights: [
      { title: 'Drafts', text: 'Start new content from a template with sensible defaults.' },
      { title: 'Checks', text: 'See which fields a new entry still needs.' },
      { title: 'Preview', text: 'Look at an entry as a player would meet it.' },
    ],
    restricted: true,
  },
};

/** The title the top bar shows for a /game path. */
export function gamePageTitle(pathname: string): string {
  const segments = pathname
    .replace(/^\/game\/?/, '')
    .split('/')
    .filter(Boolean);
  const [first, second] = segments;
  if (!first) return 'Hunter’s Hall';
  if (first === 'settings') return 'Settings';
  if (first === 'skills')
    return second
      ? decodeURIComponent(second)
          .replace(/-/g, ' ')
          .replace(/\b\w/g, (letter) => letter.toUpperCase())
      : 'Skills';
  return (GAME_PAGES as Record<string, GamePageInfo | undefined>)[first]?.title ?? 'Lost in the Rift';
}
