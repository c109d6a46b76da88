/** The simulator's report as text: the rank curve against DESIGN.md's targets, then the samples. */
import { SKILL_IDS } from '@/content/ids';
import { PROMOTION_RANKS, type PromotionRank, type SimReport } from './types';

/** DESIGN.md "Balance curve": hours of active play (base tier) to reach each rank. */
export const TARGET_HOURS: Readonly<Record<PromotionRank, number>> = {
  D: 1,
  C: 6,
  B: 24,
  A: 72,
  S: 160,
  SS: 300,
  SSS: 500,
};

function cell(value: number | string | null, width: number): string {
  const text = value === null ? '-' : String(value);
  return text.padStart(width);
}

function skillColumns(skills: Readonly<Record<string, number>>): string {
  return SKILL_IDS.map((skill) => cell(skills[skill] ?? 0, 3)).join(' ');
}

export function formatReport(report: SimReport): string {
  const lines = [
    `Shadow Hunter balance simulator: tier ${report.tier}, strategy ${report.strategy}, seed ${report.seed}, ` +
      `${report.hours} h (${Math.round(report.tickedShare * 100)}% of it stepped tick by tick)`,
    '',
    'rank   hours  target  trials   rift  skills  total XP',
  ];
  for (const rank of PROMOTION_RANKS) {
    const progress = report.rankProgress[rank];
    lines.push(
      [
        rank.padEnd(4),
        cell(report.rankHours[rank], 7),
        cell(TARGET_HOURS[rank], 7),
        cell(progress.trialAttempts, 7),
        cell(progress.riftCleared, 6),
        cell(progress.skills, 7),
        cell(progress.totalXp, 9),
      ].join(' '),
    );
  }
  lines.push('(hours of play; targets: DESIGN.md, base tier, active play)');
  lines.push('', `  hour rank lvl        gold items deaths  ${SKILL_IDS.map((skill) => skill.slice(0, 3)).join(' ')}`);
  for (const sample of report.samples) {
    lines.push(
      [
        cell(sample.hour, 6),
        sample.rank.padEnd(4),
        cell(sample.level, 3),
        cell(sample.gold, 11),
        cell(sample.items, 5),
        cell(sample.deaths, 6),
        '',
        skillColumns(sample.skills),
      ].join(' '),
    );
  }
  lines.push('', `deaths ${report.deaths}, gear lost ${report.gearLost}, final gold ${report.finalGold}`);
  const bonds = report.finalWraiths.map((bond) => `${bond.wraithId} ${bond.level}${bond.summoned ? '*' : ''}`);
  lines.push(`wraiths (level, * summoned): ${bonds.join(', ') || 'none'}`);
  if (report.blocked) lines.push(`next rank ${report.blocked.rank} blocked by: ${report.blocked.reasons.join('; ')}`);
  for (const message of report.tierMessages) lines.push(`tier limit: ${message}`);
  for (const [message, count] of Object.entries(report.refusals)) lines.push(`refused ${count}x: ${message}`);
  return lines.join('\n');
}
