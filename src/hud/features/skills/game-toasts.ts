import { useEffect } from 'react';
import { toast } from 'sonner';
import type { GameEvent } from '@/core/events';
import { RAID_LOCKOUT_HOURS } from '@/runtime/view-models/raid-rifts-page';
import { QUEST_MESSAGES, questRewardsText } from '@/runtime/view-models/quests-page';
import { catchUpOutcome } from '@/runtime/catch-up-events';
import type { GameSession } from '@/hud/game/game-session';
import {
  abilityName,
  activityName,
  areaName,
  enemyName,
  itemName,
  wraithName,
} from '@/runtime/view-models/content-names';
import { formatCount, formatSeconds } from '@/hud/lib/format';
import { skillEntry } from '@/hud/game/skill-catalog';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '@/hud/components/ui/sonner';
import { planToastBurst, type PlannedToast } from './toast-burst';

export interface GameToast {
  kind: 'success' | 'info' | 'warning';
  title: string;
  description?: string;
  /** Routine news (a finished session) that gives way to levels, titles and warnings in a burst. */
  routine?: boolean;
}

/** The toast a core event deserves, or null (spec 001 §8 wording where the spec has one). */
export function toastForEvent(event: GameEvent): GameToast | null {
  switch (event.type) {
    // A finished session is not toasted: one every few seconds covered the page (and its Stop button) while
    // training ran. The live bar shows each session; a level reached is the news.
    case 'trainingCompleted':
      return null;
    case 'trainingStopped':
      if (event.reason === 'requirements')
        return { kind: 'warning', title: `${activityName(event.activityId)} stopped`, description: event.message };
      if (event.reason === 'manual')
        return {
          kind: 'info',
          title: 'Training stopped',
          description:
            `+${formatCount(event.xp)} ${skillEntry(event.skill).name} XP ` +
            `for ${Math.floor(event.completionPercent)}% done`,
        };
      return null;
    case 'skillLevelUp':
      return { kind: 'success', title: `${skillEntry(event.skill).name} reached level ${event.level}` };
    case 'playerLevelUp': {
      // Points are spent on the equipment page's character sheet.
      const points = event.attributePointsGained;
      return {
        kind: 'success',
        title: `Level Up! You are now level ${event.level}`,
        ...(points > 0
          ? { description: `+${points} attribute point${points === 1 ? '' : 's'} to spend on the Equipment page` }
          : {}),
      };
    }
    case 'queueEntryEnded':
      if (event.byHand) return null;
      return event.reason === 'done'
        ? { kind: 'success', title: `Queue: ${event.label}`, description: 'Done', routine: true }
        : { kind: 'warning', title: `Queue: ${event.label} ended`, description: event.reason };
    case 'tierLimitReached':
      return { kind: 'warning', title: event.message };
    case 'achievementUnlocked':
      return { kind: 'success', title: 'Achievement Unlocked', description: event.name };
    case 'riftCleared': {
      // A rift farmed run after run is not news each time: the first clear and a new best are.
      const area = areaName(event.areaId);
      if (event.firstClear)
        return {
          kind: 'success',
          title: `${area} cleared!`,
          description: `First clear in ${formatSeconds(event.timeMs)}`,
        };
      if (event.newBest)
        return {
          kind: 'success',
          title: `New best: ${area}`,
          description: `Cleared in ${formatSeconds(event.timeMs)}`,
          routine: true,
        };
      return null;
    }
    case 'raidPhaseChanged':
      return { kind: 'warning', title: `${enemyName(event.bossId)}: ${event.name}`, description: event.text };
    case 'raidBossEnraged':
      return { kind: 'warning', title: `${enemyName(event.bossId)} is enraged!`, description: event.text };
    case 'raidChestOpened':
      return {
        kind: 'success',
        title: `Raid chest: ${itemName(event.itemId)}`,
        description: `The chest stays empty for ${RAID_LOCKOUT_HOURS} hours.`,
      };
    case 'abilityUnlocked':
      return {
        kind: 'success',
        title: `New ability: ${abilityName(event.abilityId)}`,
        description:
          event.slot === null
            ? 'Your 8 slots are full: swap it in on the Abilities page'
            : `In slot ${event.slot + 1}; see it on the Abilities page`,
      };
    case 'abilityRankUp':
      return { kind: 'success', title: `${abilityName(event.abilityId)} reached rank ${event.rank}`, routine: true };
    case 'wraithLevelUp':
      return {
        kind: 'success',
        title: `${wraithName(event.wraithId)} reached bond level ${event.level}`,
        routine: true,
      };
    case 'titleUnlocked':
      return { kind: 'success', title: 'Title earned', description: event.name };
    case 'questCompleted':
      return { kind: 'success', title: QUEST_MESSAGES.completed(event.title), description: questRewardsText(event) };
    case 'questFailed':
      return { kind: 'warning', title: QUEST_MESSAGES.failed(event.title) };
    default:
      return null;
  }
}

function show(next: PlannedToast): void {
  const options = { duration: next.durationMs, ...(next.description ? { description: next.description } : {}) };
  if (next.kind === 'success') toast.success(next.title, options);
  else if (next.kind === 'warning') toast.warning(next.title, options);
  else toast.info(next.title, options);
}

/** Toasts for training, levels, tier limits, achievements and titles while the game runs (short catch-ups too). */
export function useGameToasts(session: GameSession): void {
  useEffect(() => {
    const bridge = session.runtime.bridge;
    // The toasts of one burst (a tick, a frame's ticks, a catch-up) are planned together, so none is
    // lost behind the toaster's three (toast-burst.ts).
    let burst: GameToast[] = [];
    const flush = () => {
      const planned = planToastBurst(burst, VISIBLE_TOASTS, TOAST_DURATION_MS);
      burst = [];
      planned.forEach(show);
    };
    const handle = (event: GameEvent) => {
      const next = toastForEvent(event);
      if (!next) return;
      if (burst.length === 0) queueMicrotask(flush);
      burst.push(next);
    };
    const offEvent = bridge.onEvent(handle);
    const offCatchUp = bridge.onCatchUp((result) => catchUpOutcome(result).events.forEach(handle));
    // A reload within a minute of the last save stepped the gap before the game ran: its news too.
    catchUpOutcome(session.takeStartupCatchUp?.()).events.forEach(handle);
    return () => {
      offEvent();
      offCatchUp();
    };
  }, [session]);
}
