/**
 * The readable lines of an offline report (spec 001 §8): shown 500 ms apart; a line with ⚠️ is an
 * error toast, a line with 💀 a warning, every other line an info toast.
 */
import { ACTIVITIES, ITEMS, SKILLS_BY_ID } from './content-index';
import type { OfflineGains } from './offline';

export const OFFLINE_LINE_MARKERS = { error: '⚠️', warning: '💀' } as const;
/** The HUD shows the lines one after another, this far apart (spec 000 §9). */
export const OFFLINE_TOAST_INTERVAL_MS = 500;

export type OfflineLineSeverity = 'error' | 'warning' | 'info';

export function offlineLineSeverity(line: string): OfflineLineSeverity {
  if (line.includes(OFFLINE_LINE_MARKERS.error)) return 'error';
  if (line.includes(OFFLINE_LINE_MARKERS.warning)) return 'warning';
  return 'info';
}

/** 1234567 -> "1,234,567" (locale-free so the core is deterministic). */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.floor(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatDuration(ms: number): string {
  const totalMinutes = Math.floor(ms / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

export function buildOfflineSummary(gains: OfflineGains, awayMs: number): string[] {
  const lines: string[] = [];
  lines.push(`🌙 You were away for ${formatDuration(awayMs)}; ${formatDuration(gains.effectiveMinutes * 60_000)} of progress was counted.`);
  if (gains.catchUpBonus) lines.push('✨ Catch-up bonus: progress x1.5 for being away a day or more.');
  const combat = gains.combat;
  if (combat && combat.kills > 0) {
    lines.push(`⚔️ Defeated ${formatNumber(combat.kills)} ${combat.kills === 1 ? 'enemy' : 'enemies'} in ${combat.areaName} (+${formatNumber(combat.xp)} XP, +${formatNumber(combat.gold)} gold).`);
  }
  if (combat && combat.potionsUsed > 0) lines.push(`🧪 Drank ${formatNumber(combat.potionsUsed)} health ${combat.potionsUsed === 1 ? 'potion' : 'potions'}.`);
  const training = gains.training;
  if (training && training.sessionsCompleted > 0) {
    const activityName = ACTIVITIES[training.activityId]?.name ?? training.activityId;
    lines.push(`📚 Completed ${formatNumber(training.sessionsCompleted)} ${activityName} ${training.sessionsCompleted === 1 ? 'session' : 'sessions'} (+${formatNumber(training.xp)} XP).`);
  }
  if (training && !training.stillTraining && training.stoppedReason) lines.push(`⏹️ Training stopped: ${training.stoppedReason}.`);
  if (gains.mining) lines.push(`⛏️ Finished mining (+${formatNumber(gains.mining.xp)} Survival XP).`);
  if (gains.crafting) lines.push(gains.crafting.success ? `🔨 Finished crafting ${gains.crafting.outputs.map((output) => `${output.quantity} ${ITEMS[output.itemId]?.name ?? output.itemId}`).join(', ') || 'your item'}.` : '🔨 Your craft failed while you were away; some materials were recovered.');
  if (gains.resources.passiveGold > 0) lines.push(`💰 Earned ${formatNumber(gains.resources.passiveGold)} passive gold.`);
  for (const levelUp of gains.skillLevelUps) lines.push(`⬆️ ${SKILLS_BY_ID[levelUp.skill].name} reached level ${levelUp.to}.`);
  const death = gains.death;
  if (death) {
    lines.push(`💀 You died while offline in ${death.locationName}, slain by ${death.killerName} after defeating ${formatNumber(death.enemiesDefeated)} ${death.enemiesDefeated === 1 ? 'enemy' : 'enemies'}. You were resurrected with ${death.healthAfter} HP.`);
    if (death.firstOfflineDeathFree) lines.push('🛡️ Your first death while offline is forgiven: nothing was lost.');
    else if (death.gracePeriod) lines.push('🛡️ Grace period: until Hunter Rank D, death costs you nothing.');
    for (const item of death.itemsLost) lines.push(`⚠️ Item lost: ${item.name} (${item.rarity}).`);
  }
  return lines;
}
