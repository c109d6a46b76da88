import type { AccountTier } from '@/content/ids';
import { normalizeTier } from '@/hud/game/tiers';
import { supabase } from '@/platform/supabase';

export interface FoundUser {
  userId: string;
  email: string;
  accountTier: AccountTier;
  username: string | null;
  createdAt: string | null;
}

interface FoundUserRow {
  user_id: string;
  email: string;
  account_tier: string;
  username: string | null;
  created_at: string | null;
}

/** The admin functions of supabase/migrations/0003_functions.sql (admins only; others get 42501 from the server). */
export async function findUserByEmail(email: string): Promise<FoundUser[]> {
  const { data, error } = await supabase.rpc('admin_find_user', { email });
  if (error) throw new Error(error.message);
  return ((data as FoundUserRow[] | null) ?? []).map((row) => ({
    userId: row.user_id,
    email: row.email,
    accountTier: normalizeTier(row.account_tier),
    username: row.username,
    createdAt: row.created_at,
  }));
}

export async function setAccountTier(userId: string, tier: AccountTier): Promise<void> {
  const { error } = await supabase.rpc('set_account_tier', { user_id: userId, tier });
  if (error) throw new Error(error.message);
}

export async function createUpgradeCode(tier: AccountTier): Promise<string> {
  const { data, error } = await supabase.rpc('create_upgrade_code', { tier });
  if (error) throw new Error(error.message);
  if (typeof data !== 'string' || !data) throw new Error('The server returned no code');
  return data;
}
