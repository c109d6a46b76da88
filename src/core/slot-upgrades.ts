/**
 * Buying inventory and bank slots with gold (issue 11; spec 000 §9: the bank's first upgrade costs
 * 1000). Each purchase adds 10 slots and costs 15% more than the one before, rounded to 10 gold,
 * up to the tier's cap (spec 000 §6); a tier upgrade raises the start value, never lowers a total.
 */
import { detPowInt } from './det-math';

export interface SlotUpgradeRule {
  readonly slotsPerUpgrade: number;
  readonly firstCost: number;
  readonly growth: number;
}

export const BANK_UPGRADE: SlotUpgradeRule = { slotsPerUpgrade: 10, firstCost: 1_000, growth: 1.15 };
export const INVENTORY_UPGRADE: SlotUpgradeRule = { slotsPerUpgrade: 10, firstCost: 750, growth: 1.15 };

/** The gold price of the next upgrade after `purchased` ones. */
export function upgradeCost(rule: SlotUpgradeRule, purchased: number): number {
  return Math.round((rule.firstCost * detPowInt(rule.growth, purchased)) / 10) * 10;
}

/** Slots the next upgrade would add (0 at the cap). */
export function slotsGained(rule: SlotUpgradeRule, current: number, cap: number): number {
  return Math.max(0, Math.min(rule.slotsPerUpgrade, cap - current));
}
