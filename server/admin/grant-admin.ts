/**
 * Makes an account an administrator the way the app checks it: a row in public.admin_users (the HUD's
 * admin check reads it; public.is_admin() tests it in SQL). Written with the service role, so it works
 * against the local gateway and hosted Supabase alike. Idempotent: granting twice keeps one row.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export interface GrantResult {
  userId: string;
  email: string;
  alreadyAdmin: boolean;
}

export class GrantAdminError extends Error {
  override readonly name = 'GrantAdminError';
}

/** `service` must use the service-role key (admin_find_user and admin_users writes require it). */
export async function grantAdmin(service: SupabaseClient, email: string): Promise<GrantResult> {
  const wanted = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(wanted)) throw new GrantAdminError(`Not an e-mail address: "${email}"`);
  // admin_find_user matches substrings; only the exact address counts here.
  const found = await service.rpc('admin_find_user', { email: wanted });
  if (found.error) throw new GrantAdminError(`Could not look the account up: ${found.error.message}`);
  const match = ((found.data ?? []) as { user_id: string; email: string }[]).find(
    (row) => row.email.toLowerCase() === wanted,
  );
  if (!match) throw new GrantAdminError(`No account with the e-mail ${wanted}. Sign up first, then grant.`);
  const existing = await service.from('admin_users').select('id').eq('user_id', match.user_id).maybeSingle();
  if (existing.error) throw new GrantAdminError(`Could not read admin_users: ${existing.error.message}`);
  if (existing.data) return { userId: match.user_id, email: match.email, alreadyAdmin: true };
  const inserted = await service.from('admin_users').insert({ user_id: match.user_id, role: 'admin' });
  if (inserted.error) throw new GrantAdminError(`Could not write admin_users: ${inserted.error.message}`);
  return { userId: match.user_id, email: match.email, alreadyAdmin: false };
}
