import type { RankCheckpointDef } from './types';

/**
 * The 8 rank checkpoints: the one source of truth (supabase/migrations/0004_seed_content.sql repeats the numbers).
 * total_xp_req fits the XP curve unchanged (docs/decisions.md, Core).
 */
export const RANK_CHECKPOINTS = [
  { rank: 'E', order: 0, flagshipRiftId: null, skillReqLevel: 1, totalXpReq: 0, trialId: null, baseHpMult: 1.0, dmgMult: 1.0, emoji: '🌑', color: '#9ca3af', benefits: ['Access to the Tutorial Rift and Gloomroot Thicket', 'Grace period: no gear is lost on death'] },
  { rank: 'D', order: 1, flagshipRiftId: 'tutorial_rift', skillReqLevel: 10, totalXpReq: 5_000, trialId: 'trial_d', baseHpMult: 1.1, dmgMult: 1.1, emoji: '🌒', color: '#84cc16', benefits: ['Access to the Rotting Marsh and the Hollow Crypt', '+10% health and damage'] },
  { rank: 'C', order: 2, flagshipRiftId: 'hollow_crypt_rift', skillReqLevel: 20, totalXpReq: 40_000, trialId: 'trial_c', baseHpMult: 1.25, dmgMult: 1.2, emoji: '🌓', color: '#22c55e', benefits: ['Access to the Ember Quarry and the Ashen Wastes', '+25% health, +20% damage'] },
  { rank: 'B', order: 3, flagshipRiftId: 'ashen_wastes_rift', skillReqLevel: 35, totalXpReq: 200_000, trialId: 'trial_b', baseHpMult: 1.45, dmgMult: 1.35, emoji: '🌔', color: '#3b82f6', benefits: ['Access to Saltbone Coast and the Drowned Cathedral', '+45% health, +35% damage'] },
  { rank: 'A', order: 4, flagshipRiftId: 'drowned_cathedral_rift', skillReqLevel: 50, totalXpReq: 800_000, trialId: 'trial_a', baseHpMult: 1.7, dmgMult: 1.55, emoji: '🌕', color: '#a855f7', benefits: ['Access to the Howling Peaks and the Obsidian Spire', '+70% health, +55% damage'] },
  { rank: 'S', order: 5, flagshipRiftId: 'obsidian_spire_rift', skillReqLevel: 65, totalXpReq: 3_000_000, trialId: 'trial_s', baseHpMult: 2.0, dmgMult: 1.8, emoji: '⭐', color: '#f59e0b', benefits: ['Access to the Void Throne and the Blood Moon raid', 'Double health, +80% damage'] },
  { rank: 'SS', order: 6, flagshipRiftId: 'void_throne_rift', skillReqLevel: 80, totalXpReq: 10_000_000, trialId: 'trial_ss', baseHpMult: 2.4, dmgMult: 2.1, emoji: '🌟', color: '#ef4444', benefits: ['Access to the Eclipse Rift and the Starfall raid', '+140% health, +110% damage'] },
  { rank: 'SSS', order: 7, flagshipRiftId: 'eclipse_rift', skillReqLevel: 95, totalXpReq: 35_000_000, trialId: 'trial_sss', baseHpMult: 3.0, dmgMult: 2.5, emoji: '👑', color: '#facc15', benefits: ['Access to the Abyssal Crown and the World-Eater raid', 'Triple health, +150% damage'] },
] as const satisfies readonly RankCheckpointDef[];
