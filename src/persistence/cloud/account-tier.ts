/**
 * Account tier sync (spec 000 §4): the server's tier replaces the local one when they differ; a read error changes
 * nothing.
 */
import { consoleLogger, errorMessage, type Logger } from '@/persistence/deps';
import { ACCOUNT_TIERS, type AccountTier } from '@/persistence/save-shape';
import { loadAccountTier, type ProfilesClient } from '@/persistence/cloud/profile-api';

export interface TierSyncResult {
  tier: AccountTier;
  changed: boolean;
}

export function isAccountTier(value: unknown): value is AccountTier {
  return typeof value === 'string' && (ACCOUNT_TIERS as readonly string[]).includes(value);
}

export async function syncAccountTier(
  client: ProfilesClient,
  userId: string,
  currentTier: AccountTier,
  logger: Logger = consoleLogger,
): Promise<TierSyncResult> {
  let serverTier: string;
  try {
    serverTier = await loadAccountTier(client, userId);
  } catch (error) {
    logger.error('Account tier sync failed; keeping the local tier', errorMessage(error));
    return { tier: currentTier, changed: false };
  }
  if (!isAccountTier(serverTier)) {
    logger.error(`Account tier sync: the server sent an unknown tier "${serverTier}"; keeping the local tier`);
    return { tier: currentTier, changed: false };
  }
  return { tier: serverTier, changed: serverTier !== currentTier };
}
