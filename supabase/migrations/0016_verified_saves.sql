-- Verified saves (issue 31; DESIGN.md "Server-decided facts"). The cloud save, user_profiles.player_state, is
-- the state the sync function got by replaying the player's journal from the state it verified before; the
-- columns below name that state and make a store conditional on it (two devices: first come wins). Only the
-- service role (the sync function) calls these functions; everything that reads player_state (trials, the
-- arena, the players mirror) reads the verified state.

alter table public.user_profiles
  add column if not exists verified_hash text check (verified_hash is null or verified_hash ~ '^[0-9a-f]{16}$'),
  add column if not exists verified_at timestamptz,
  -- The last journal stored, and the state it was replayed from: a journal sent again after a lost answer is
  -- acknowledged again instead of refused as stale.
  add column if not exists last_journal_id uuid,
  add column if not exists last_base_hash text;

-- Everything the sync function reads for one account, in one call: the verified save and the server's own
-- records the journal's server commands are checked against (tier, granted rank, arena duels fought).
create or replace function public.verified_save_for(user_uuid uuid)
returns table (
  player_state jsonb,
  verified_hash text,
  last_journal_id uuid,
  last_base_hash text,
  account_tier text,
  email text,
  created_at timestamptz,
  hunter_rank text,
  duels jsonb
) language sql stable security definer set search_path = '' as $$
  select
    u.player_state,
    u.verified_hash,
    u.last_journal_id,
    u.last_base_hash,
    u.account_tier,
    coalesce(a.email, ''),
    a.created_at,
    coalesce(r.current_rank, 'E'),
    coalesce((
      select jsonb_object_agg(d.id::text, (d.winner = 'attacker') = (d.attacker = p.id))
      from public.arena_duels d
      where p.id is not null and (d.attacker = p.id or d.defender = p.id)
    ), '{}'::jsonb)
  from public.user_profiles u
  join auth.users a on a.id = u.id
  left join public.players p on p.user_id = u.id
  left join public.player_hunter_rank r on r.player_id = p.id
  where u.id = user_uuid
$$;

-- Stores a replayed state if the verified state is still the one it was replayed from (`expected_hash`; null for
-- an account whose save was never verified). False when another device's journal was stored first.
create or replace function public.store_verified_save(
  user_uuid uuid,
  expected_hash text,
  new_state jsonb,
  new_hash text,
  journal_uuid uuid,
  base_hash text
) returns boolean language plpgsql security definer set search_path = '' as $$
begin
  update public.user_profiles u set
    player_state = new_state,
    verified_hash = new_hash,
    verified_at = now(),
    last_journal_id = journal_uuid,
    last_base_hash = base_hash,
    updated_at = now()
  where u.id = user_uuid and u.verified_hash is not distinct from expected_hash;
  return found;
end
$$;

revoke all on function public.verified_save_for(uuid) from public, anon, authenticated;
revoke all on function public.store_verified_save(uuid, text, jsonb, text, uuid, text) from public, anon, authenticated;
grant execute on function public.verified_save_for(uuid) to service_role;
grant execute on function public.store_verified_save(uuid, text, jsonb, text, uuid, text) to service_role;
