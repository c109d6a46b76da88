/**
 * Commands the HUD and scenes enqueue; `step` applies them at the start of a tick and answers each
 * with a reply. Unknown or malformed commands are answered with a clear message, never thrown.
 */
import type { AccountTier, AttributeId, EquipmentSlot, HunterRank, SkillId } from '@/content/ids';

interface CommandBase {
  /** Echoed in the reply so callers can match answers to requests. */
  commandId?: string;
}

export type Command = CommandBase &
  (
    | { type: 'startTraining'; skill: SkillId; activityId: string }
    | { type: 'stopTraining' }
    | { type: 'startCombat'; areaId: string }
    | { type: 'stopCombat' }
    | { type: 'usePotion'; slot: 'potion_1' | 'potion_2' }
    | { type: 'equip'; inventoryItemId: string; slot: EquipmentSlot }
    | { type: 'unequip'; slot: EquipmentSlot }
    | { type: 'allocateAttribute'; attribute: AttributeId; points?: number }
    | { type: 'equipAbility'; abilityId: string | null; slotIndex: number }
    | { type: 'setAbilityManualMode'; manualMode: boolean }
    | { type: 'setTutorialCompleted'; completedAt: number }
    /** The server promoted the player (evaluate_rank_up answered true). */
    | { type: 'setHunterRank'; rank: HunterRank }
    /** Account tier sync: the server profile's tier differs from the local one. */
    | { type: 'setAccountTier'; tier: AccountTier }
  );

export type CommandType = Command['type'];

export type CommandReply = { commandId?: string; ok: true } | { commandId?: string; ok: false; message: string };
