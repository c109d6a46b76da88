/**
 * The arena page (issue 15): below Hunter Rank A the lock and what the arena holds; from A my public
 * card, rating and record, the ladder with a duel on every row but mine, my recent duels, and a duel's
 * verdict. Built from the world (rank) and the arena controller's state (the server's data).
 */
import type { HunterRank } from '@/content/ids';
import type { ArenaCard } from '@/core/arena/arena-types';
import { DUEL_HEALTH_MULTIPLIER, DUEL_TIME_LIMIT_MS } from '@/core/arena/duel';
import { arenaLockReason, ARENA_START_RATING } from '@/core/arena/rating';
import type { ReadonlyWorld } from '@/core/readonly';
import type { ArenaStanding, DuelRecord } from '../arena/arena-backend';
import { wonDuel, type ArenaState } from '../arena/arena-controller';
import { abilityName, itemName, wraithName } from './content-names';
import { SLOT_LABELS } from './equipment-page-view';

export const ARENA_PAGE_TEXT = {
  holds: [
    'Publish your hunter’s card: name, title, rank, level, stats, gear, abilities and wraiths.',
    'Challenge any hunter on the ladder; the Guild’s server fights the duel and it plays out on the battle canvas.',
    `Every duel moves both ratings (everyone starts at ${ARENA_START_RATING}) and counts in your wins and losses.`,
    'No gear, gold or health is lost in the arena.',
  ],
  publish: 'Publish my card',
  refresh: 'Refresh my card',
  cardNote: 'Your card shows your last saved hunter: publish it again after new gear, levels or abilities.',
  noCard: 'You have no arena card yet. Publish it to enter the ladder and challenge other hunters.',
  duelNeedsCard: 'Publish your card to duel',
  noGearLost: 'No gear is lost in the arena',
  emptyLadder: 'No hunter has published a card yet.',
  noDuels: 'No duels yet.',
} as const;

export interface ArenaStatView {
  label: string;
  value: string;
}

export interface ArenaCardView {
  name: string;
  title: string | null;
  rank: HunterRank;
  level: number;
  stats: ArenaStatView[];
  gear: { slot: string; name: string }[];
  abilities: string[];
  wraiths: { name: string; level: number }[];
}

export interface LadderRowView {
  position: number;
  playerId: string;
  name: string;
  title: string | null;
  rank: HunterRank;
  level: number;
  rating: number;
  /** "12–4" */
  record: string;
  isMe: boolean;
  /** Null when the row can be challenged now; otherwise why not (own row: no button at all). */
  duelBlockedBy: string | null;
}

export interface DuelRowView {
  id: string;
  opponent: string;
  /** "You challenged" or "Challenged you" */
  side: string;
  won: boolean;
  /** "+16", "−16", "±0" */
  change: string;
  ratingBefore: number;
  ratingAfter: number;
  when: string;
}

export interface VerdictView {
  title: 'Victory' | 'Defeat';
  won: boolean;
  opponentName: string;
  /** "1200 → 1216" */
  rating: string;
  change: string;
  /** How it ended, in words. */
  ending: string;
  note: string;
}

export interface ArenaPageView {
  rank: HunterRank;
  /** Why the arena is closed (what opens it), or null from rank A. */
  locked: string | null;
  holds: readonly string[];
  loading: boolean;
  card: ArenaCardView | null;
  standing: { rating: number; record: string } | null;
  publishLabel: string;
  publishNote: string;
  publishing: boolean;
  dueling: boolean;
  ladder: LadderRowView[];
  duels: DuelRowView[];
  /** The duel on the canvas now (its opponent), while it is replayed. */
  fighting: { opponentName: string; duelId: string } | null;
  verdict: VerdictView | null;
}

const percent = (share: number): string => `${Math.round(share * 1000) / 10}%`;
const whole = (value: number): string => Math.round(value).toLocaleString('en-US');
const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

export function recordText(wins: number, losses: number): string {
  return `${wins}–${losses}`;
}

export function ratingChange(before: number, after: number): string {
  const change = after - before;
  if (change === 0) return '±0';
  return change > 0 ? `+${change}` : `−${-change}`;
}

/** "just now", "5 min ago", "3 h ago", "2 d ago". */
export function timeAgo(iso: string, nowMs: number): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const minutes = Math.floor(Math.max(0, nowMs - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

export function arenaCardView(card: ArenaCard): ArenaCardView {
  const { stats } = card;
  return {
    name: card.name,
    title: card.title,
    rank: card.rank,
    level: card.level,
    stats: [
      { label: 'Health', value: `${whole(stats.maxHealth)} (×${DUEL_HEALTH_MULTIPLIER} in a duel)` },
      { label: 'Attack', value: whole(stats.attack) },
      { label: 'Armour', value: whole(stats.defense) },
      { label: 'Crit chance', value: percent(stats.critChance) },
      { label: 'Crit damage', value: `×${Math.round(stats.critDamage * 100) / 100}` },
      { label: 'Attack every', value: seconds(stats.attackIntervalMs) },
      { label: 'Evasion', value: percent(stats.evasion) },
    ],
    gear: card.gear.map((piece) => ({
      slot: SLOT_LABELS[piece.slot],
      name: itemName(piece.itemId),
    })),
    abilities: card.abilities.map(abilityName),
    wraiths: card.wraiths.map((wraith) => ({ name: wraithName(wraith.wraithId), level: wraith.level })),
  };
}

function ladderRows(state: ArenaState): LadderRowView[] {
  const busy = state.pending === 'dueling' || state.duel?.phase === 'fighting';
  return state.ladder.map((entry: ArenaStanding, index) => {
    const isMe = entry.playerId === state.playerId;
    return {
      position: index + 1,
      playerId: entry.playerId,
      name: entry.card.name,
      title: entry.card.title,
      rank: entry.card.rank,
      level: entry.card.level,
      rating: entry.rating,
      record: recordText(entry.wins, entry.losses),
      isMe,
      duelBlockedBy: isMe ? null : !state.mine ? ARENA_PAGE_TEXT.duelNeedsCard : busy ? 'A duel is under way' : null,
    };
  });
}

function duelRow(duel: DuelRecord, playerId: string, nowMs: number): DuelRowView {
  const attacked = duel.attacker === playerId;
  const opponentCard = attacked ? duel.defenderCard : duel.attackerCard;
  const before = attacked ? duel.attackerRatingBefore : duel.defenderRatingBefore;
  const after = attacked ? duel.attackerRatingAfter : duel.defenderRatingAfter;
  return {
    id: duel.id,
    opponent: opponentCard?.name ?? 'Unknown hunter',
    side: attacked ? 'You challenged' : 'Challenged you',
    won: wonDuel(duel, playerId),
    change: ratingChange(before, after),
    ratingBefore: before,
    ratingAfter: after,
    when: timeAgo(duel.createdAt, nowMs),
  };
}

function verdictOf(state: ArenaState): VerdictView | null {
  const duel = state.duel;
  if (!duel || duel.phase !== 'verdict') return null;
  const ending =
    duel.endedBy === 'time'
      ? `Time ran out at ${seconds(DUEL_TIME_LIMIT_MS)}: the hunter with more health left won.`
      : duel.won
        ? `${duel.opponentName} fell after ${seconds(duel.durationMs)}.`
        : `You fell after ${seconds(duel.durationMs)}.`;
  return {
    title: duel.won ? 'Victory' : 'Defeat',
    won: duel.won,
    opponentName: duel.opponentName,
    rating: `${duel.ratingBefore} → ${duel.ratingAfter}`,
    change: ratingChange(duel.ratingBefore, duel.ratingAfter),
    ending,
    note: ARENA_PAGE_TEXT.noGearLost,
  };
}

/** The page's view; `nowMs` is wall time (how long ago each duel was). */
export function selectArenaPage(world: ReadonlyWorld, state: ArenaState, nowMs: number): ArenaPageView {
  const rank = world.player.hunterRank;
  const locked = arenaLockReason(rank);
  const mine = state.mine;
  return {
    rank,
    locked,
    holds: ARENA_PAGE_TEXT.holds,
    loading: state.status !== 'ready',
    card: mine ? arenaCardView(mine.card) : null,
    standing: mine ? { rating: mine.rating, record: recordText(mine.wins, mine.losses) } : null,
    publishLabel: mine ? ARENA_PAGE_TEXT.refresh : ARENA_PAGE_TEXT.publish,
    publishNote: mine ? ARENA_PAGE_TEXT.cardNote : ARENA_PAGE_TEXT.noCard,
    publishing: state.pending === 'publishing',
    dueling: state.pending === 'dueling' || state.duel?.phase === 'fighting',
    ladder: ladderRows(state),
    duels: state.playerId ? state.duels.map((duel) => duelRow(duel, state.playerId!, nowMs)) : [],
    fighting:
      state.duel?.phase === 'fighting' ? { opponentName: state.duel.opponentName, duelId: state.duel.duelId } : null,
    verdict: verdictOf(state),
  };
}
