-- Verified saves held (issue 31, after 0016). Once the sync function has verified an account's save, only the
-- server writes it: a player's own PATCH of player_state would otherwise become the base the next journal is
-- replayed from. Accounts never verified keep the client's direct write until the game syncs through the
-- function. The sync function's time bound also needs when the state was verified, on the function's clock (as
-- the rank trials' functions take it), instead of when the account was made.

create or replace function private.guard_verified_save()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if private.save_guard_applies() and old.verified_hash is not null then
    raise exception using errcode = '42501',
      message = 'Your progress is kept by the server now: it syncs through the game, not by writing the save';
  end if;
  return new;
end
$$;
revoke all on function private.guard_verified_save() from public, anon, authenticated;

-- Named to fire before the other save guards (same-event triggers fire in name order): nothing else need run.
drop trigger if exists user_profiles_guard_0_verified_save on public.user_profiles;
create trigger user_profiles_guard_0_verified_save
  before update of player_state on public.user_profiles
  for each row
  when (new.player_state is distinct from old.player_state)
  execute function private.guard_verified_save();

drop function if exists public.verified_save_for(uuid);
create function public.verified_save_for(user_uuid uuid)
returns table (
  player_state jsonb,
  verified_hash text,
  verified_at timestamptz,
  last_journal_id uuid,
  last_base_hash text,
  account_tier text,
  email text,
  hunter_rank text,
  duels jsonb
) language sql stable security definer set search_path = '' as $$
  select
    u.player_state,
    u.verified_hash,
    u.verified_at,
    u.last_journal_id,
    u.last_base_hash,
    u.account_tier,
    coalesce(a.email, ''),
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

drop function if exists public.store_verified_save(uuid, text, jsonb, text, uuid, text);
create function public.store_verified_save(
  user_uuid uuid,
  expected_hash text,
  new_state jsonb,
  new_hash text,
  journal_uuid uuid,
  base_hash text,
  now_at timestamptz
) returns boolean language plpgsql security definer set search_path = '' as $$
begin
  update public.user_profiles u set
    player_state = new_state,
    verified_hash = new_hash,
    verified_at = now_at,
    last_journal_id = journal_uuid,
    last_base_hash = base_hash,
    updated_at = now_at
  where u.id = user_uuid and u.verified_hash is not distinct from expected_hash;
  return found;
end
$$;

revoke all on function public.verified_save_for(uuid) from public, anon, authenticated;
revoke all on function public.store_verified_save(uuid, text, jsonb, text, uuid, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.verified_save_for(uuid) to service_role;
grant execute on function public.store_verified_save(uuid, text, jsonb, text, uuid, text, timestamptz) to service_role;
