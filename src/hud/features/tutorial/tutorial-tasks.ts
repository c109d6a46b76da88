import type { GameEvent } from '@/core/events';
import type { ReadonlyWorld } from '@/core/readonly';
import { itemInfo, wearInfo } from '@/runtime/view-models/item-views';
import { localStepContext, selectStore } from '@/runtime/view-models/store-page';

/**
 * The things the tutorial asks the player to do. A step with a task waits until the game shows it
 * done: an event the core sent (a training started, a potion drunk...) or the world's own state (a
 * training running, a quest taken), never a click on a particular button.
 */
export const TUTORIAL_TASKS = ['quest', 'training', 'fight', 'potion', 'equip'] as const;
export type TutorialTask = (typeof TUTORIAL_TASKS)[number];

/** Slots that are not gear: the belt and the wraiths have their own steps and pages. */
const NOT_GEAR = /^(potion|wraith)_/;

/** The task an event completes, or null. */
export function taskDoneBy(event: GameEvent): TutorialTask | null {
  switch (event.type) {
    case 'questAccepted':
      return 'quest';
    case 'trainingStarted':
      return 'training';
    case 'combatStarted':
      return 'fight';
    case 'potionUsed':
      return 'potion';
    case 'itemEquipped':
      return NOT_GEAR.test(event.slot) ? null : 'equip';
    default:
      return null;
  }
}

/**
 * The tasks the world shows done right now: a quest taken, a training running, a fight going on.
 * Drinking and equipping leave no mark of their own in the state, so only their events count.
 * A short string so a per-frame watcher compares it cheaply.
 */
export function tasksShownDone(world: ReadonlyWorld): string {
  const done: TutorialTask[] = [];
  if (world.quests.active.length > 0) done.push('quest');
  if (world.skillTraining.activeSession !== null) done.push('training');
  if (world.combat.currentAreaId !== null) done.push('fight');
  return done.join(' ');
}

export function parseTasks(list: string): TutorialTask[] {
  return list.split(' ').filter((word): word is TutorialTask => (TUTORIAL_TASKS as readonly string[]).includes(word));
}

/** Controls a task step can ring, in the order tried: the first one shown on screen is ringed. */
export const TASK_TARGETS = {
  /** The top bar's menu button: the way to the sidebar's links while the phone's sheet is closed. */
  sidebarToggle: '[data-tutorial="sidebar-toggle"]',
  questAccept: '[data-testid="available-quest"] button',
  questsLink: 'a[href="/game/quests"]',
  trainingStart: 'section[aria-label$=" activities"] button[aria-label^="Start "]',
  bladeworkLink: 'a[href="/game/skills/bladework"]',
  startFight: '[data-tutorial="start-fight"]',
  combatLink: 'a[href="/game/combat"]',
  drinkPotion: 'section[aria-label="Potions"] button:not(:disabled)',
  /** The item panel's Equip (one slot), or the first slot's Equip in its list (rings). */
  wearButton: 'button:not(:disabled) >> text=Equip',
  inventoryLink: 'a[href="/game/inventory"]',
  /** The store's Gear tab (Radix names a trigger after its value). */
  gearTab: '[role="tab"][id$="-trigger-gear"]',
  storeLink: 'a[href^="/game/store"]',
} as const;

/** Where a task is done, what to ring there, and a line about where the hunter stands. */
export interface TaskGuide {
  /** The page "Take me there" opens (a query may pick its tab: `/game/store?shelf=gear`). */
  path: string;
  /** Selectors tried in order; the first control shown is ringed. */
  highlights: string[];
  /** A line under the step's words (what to buy, what to wear), or null. */
  hint: string | null;
}

/** What the equip step needs to know: gear waiting in the pack, or the store's cheapest piece for an empty slot. */
export interface EquipFacts {
  /** A piece of gear in the pack the hunter can put on now. */
  wearable: { itemId: string; name: string } | null;
  /** Else a piece in the pack that asks for a higher level. */
  tooHigh: { itemId: string; name: string; level: number } | null;
  /**
   * The store's piece for a slot the hunter leaves empty: the cheapest one wearable now, else the one
   * wearable soonest (`level` is the level it asks for, when above the hunter's).
   */
  forSale: { itemId: string; name: string; price: number; level: number | null } | null;
}

/** The gear slots an item fits (none for potions, wraiths, materials and tools). */
function gearOptions(world: ReadonlyWorld, itemId: string) {
  const info = wearInfo(world, itemId);
  const gear = info.options.length > 0 && !info.options.some((option) => NOT_GEAR.test(option.slot));
  return { ...info, gear };
}

export function selectEquipFacts(world: ReadonlyWorld): EquipFacts {
  const spare = world.inventory.items.filter((item) => !item.equipped && gearOptions(world, item.itemId).gear);
  const entry = spare.find((item) => gearOptions(world, item.itemId).refusal === null);
  const wearable = entry ? { itemId: entry.itemId, name: itemInfo(entry.itemId).name } : null;
  const high = spare[0];
  const tooHigh =
    !wearable && high
      ? { itemId: high.itemId, name: itemInfo(high.itemId).name, level: itemInfo(high.itemId).levelRequirement }
      : null;
  const shelf = selectStore(world, localStepContext()).shelves.find((row) => row.shelf === 'gear');
  const candidates = (shelf?.offers ?? [])
    .filter((offer) => {
      if (offer.lockedUntil !== null) return false;
      const { gear, options } = gearOptions(world, offer.itemId);
      return gear && options.some((option) => option.wornName === null);
    })
    .map((offer) => {
      const level = itemInfo(offer.itemId).levelRequirement;
      return {
        itemId: offer.itemId,
        name: offer.name,
        price: offer.price,
        level: level > world.player.level ? level : null,
      };
    })
    // Wearable now first, then the lowest level asked; the cheapest of those.
    .sort((a, b) => (a.level ?? 0) - (b.level ?? 0) || a.price - b.price);
  return { wearable, tooHigh, forSale: candidates[0] ?? null };
}

/** Guides keyed by task; `equip` reads the hunter's things, `potion` whether a fight is on. */
export function taskGuide(task: TutorialTask, facts: { equip: EquipFacts; fighting: boolean }): TaskGuide {
  const toggle = TASK_TARGETS.sidebarToggle;
  switch (task) {
    case 'quest':
      return {
        path: '/game/quests',
        highlights: [TASK_TARGETS.questAccept, TASK_TARGETS.questsLink, toggle],
        hint: null,
      };
    case 'training':
      return {
        path: '/game/skills/bladework',
        highlights: [TASK_TARGETS.trainingStart, TASK_TARGETS.bladeworkLink, toggle],
        hint: null,
      };
    case 'fight':
      return {
        path: '/game/combat',
        highlights: [TASK_TARGETS.startFight, TASK_TARGETS.combatLink, toggle],
        hint: null,
      };
    case 'potion':
      return {
        path: '/game/combat',
        highlights: [TASK_TARGETS.drinkPotion, TASK_TARGETS.combatLink, toggle],
        hint: facts.fighting ? null : 'Start a fight first: at full health there is nothing to drink for.',
      };
    case 'equip': {
      const { wearable, tooHigh, forSale } = facts.equip;
      if (wearable)
        return {
          path: '/game/inventory',
          highlights: [
            TASK_TARGETS.wearButton,
            `[data-testid="inventory-grid"] button[data-item-id="${wearable.itemId}"]`,
            TASK_TARGETS.inventoryLink,
            toggle,
          ],
          hint: `Your ${wearable.name} is in your pack: tap it in the inventory, then Equip.`,
        };
      // A piece the store sells for now beats one in the pack that must wait for a level.
      if (tooHigh && forSale?.level !== null)
        return {
          path: '/game/inventory',
          highlights: [TASK_TARGETS.inventoryLink, toggle],
          hint: `Your ${tooHigh.name} fits from level ${tooHigh.level}: fights and training get you there.`,
        };
      return {
        path: '/game/store?shelf=gear',
        highlights: [
          ...(forSale ? [`li[aria-label="${forSale.name}"]`] : []),
          TASK_TARGETS.gearTab,
          TASK_TARGETS.storeLink,
          toggle,
        ],
        hint: forSale
          ? `The store sells a ${forSale.name} for ${forSale.price} gold` +
            (forSale.level === null ? '.' : `; you can wear it from level ${forSale.level}.`)
          : null,
      };
    }
  }
}

/** The line a done task shows before the tutorial moves on. */
export const TASK_DONE_LINES: Record<TutorialTask, string> = {
  quest: 'Quest taken: it counts as you play.',
  training: 'Your hunter is training.',
  fight: 'Your hunter is fighting.',
  potion: 'Potion drunk.',
  equip: 'Equipped.',
};
