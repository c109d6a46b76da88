-- Triggers that keep the game rows in step with auth users and the accepted cloud save, and the
-- server functions (rpc) that are the only way to change tier, rank and admin-only data.

-- Helpers (schema private: never exposed through the API) ------------------------------------------

-- A JSON number as a clamped bigint, or the fallback when the value is missing or not a number:
-- the save is written by the client, so nothing in it may break the trigger or overflow a column.
create or replace function private.json_number(value jsonb, fallback bigint, low bigint, high bigint)
returns bigint language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(value) = 'number'
      then greatest(low::numeric, least(high::numeric, round((value #>> '{}')::numeric)))::bigint
    else fallback
  end
$$;

-- The highest skill level a tier allows (DESIGN.md ruling 2).
create or replace function private.tier_skill_cap(tier text)
returns integer language sql immutable set search_path = '' as $$
  select case tier when 'demo' then 15 when 'base' then 99 else 100 end
$$;

-- The highest hunter rank a tier allows, as a rank_order (demo: D).
create or replace function private.tier_rank_cap(tier text)
returns integer language sql immutable set search_path = '' as $$
  select case tier when 'demo' then 1 else 7 end
$$;

-- Tier order for upgrades.
create or replace function private.tier_order(tier text)
returns integer language sql immutable set search_path = '' as $$
  select case tier
    when 'demo' then 0 when 'base' then 1 when 'expansion_1' then 2
    when 'expansion_2' then 3 when 'supporter' then 4 else -1
  end
$$;

revoke all on all functions in schema private from public, anon, authenticated;

-- New user: profile, player (username = e-mail prefix + 5 digits), rank E and the ten skills. ------
create or replace function private.handle_new_user()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  new_player_id uuid;
  name_prefix text := coalesce(nullif(split_part(coalesce(new.email, ''), '@', 1), ''), 'hunter');
begin
  insert into public.user_profiles (id) values (new.id) on conflict (id) do nothing;
  insert into public.players (user_id, username)
    values (new.id, name_prefix || (10000 + floor(random() * 90000))::integer::text)
    on conflict (user_id) do nothing
    returning id into new_player_id;
  if new_player_id is not null then
    insert into public.player_hunter_rank (player_id) values (new_player_id);
    insert into public.player_skills (player_id, skill_id)
      select new_player_id, s.id from public.skills s;
  end if;
  return new;
end
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated;

drop trigger if exists on_auth_user_created on auth.users;
create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Accepted cloud save: mirror the player's numbers and skills into players / player_skills. -------
-- Levels are clamped to the tier's cap, so a doctored save cannot lift a demo account past 15.
create or replace function private.sync_player_from_state()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  save jsonb := new.player_state;
  hero jsonb;
  allocated jsonb;
  bonus jsonb;
  target_player uuid;
  hero_level bigint;
  skill_cap integer := private.tier_skill_cap(new.account_tier);
begin
  if save is null or jsonb_typeof(save) <> 'object' then
    return new;
  end if;
  select p.id into target_player from public.players p where p.user_id = new.id;
  if target_player is null then
    return new;
  end if;

  hero := case when jsonb_typeof(save -> 'player') = 'object' then save -> 'player' else '{}'::jsonb end;
  allocated := coalesce(save #> '{attributes,allocated}', '{}'::jsonb);
  bonus := coalesce(save #> '{attributes,bonusFromSkills}', '{}'::jsonb);
  if jsonb_typeof(allocated) <> 'object' then allocated := '{}'::jsonb; end if;
  if jsonb_typeof(bonus) <> 'object' then bonus := '{}'::jsonb; end if;

  select private.json_number(hero -> 'level', p.level, 1, 100) into hero_level
    from public.players p where p.id = target_player;

  -- Derived attributes: spec 001 §9 base formulas at the player's level plus allocated and
  -- skill-granted points (vitality from endurance, perception from wisdom).
  update public.players p set
    level = hero_level,
    experience = private.json_number(hero -> 'experience', p.experience, 0, 9000000000000000),
    health = private.json_number(hero -> 'health', p.health, 0, 2000000000),
    max_health = private.json_number(hero -> 'maxHealth', p.max_health, 1, 2000000000),
    mana = private.json_number(hero -> 'mana', p.mana, 0, 2000000000),
    max_mana = private.json_number(hero -> 'maxMana', p.max_mana, 0, 2000000000),
    computed_strength = round(10 + 1.8 * hero_level + power(hero_level, 1.07))
      + private.json_number(allocated -> 'strength', 0, 0, 100000)
      + private.json_number(bonus -> 'strength', 0, 0, 100000),
    computed_agility = round(8 + 1.4 * hero_level + power(hero_level, 1.05))
      + private.json_number(allocated -> 'agility', 0, 0, 100000)
      + private.json_number(bonus -> 'agility', 0, 0, 100000),
    computed_vitality = round(15 + 2.5 * hero_level + power(hero_level, 1.1))
      + private.json_number(allocated -> 'endurance', 0, 0, 100000)
      + private.json_number(bonus -> 'endurance', 0, 0, 100000),
    computed_intelligence = round(8 + 1.4 * hero_level + power(hero_level, 1.05))
      + private.json_number(allocated -> 'intelligence', 0, 0, 100000)
      + private.json_number(bonus -> 'intelligence', 0, 0, 100000),
    computed_perception = round(8 + 1.4 * hero_level + power(hero_level, 1.05))
      + private.json_number(allocated -> 'wisdom', 0, 0, 100000)
      + private.json_number(bonus -> 'wisdom', 0, 0, 100000),
    updated_at = now()
  where p.id = target_player;

  if jsonb_typeof(save -> 'skills') = 'object' then
    update public.player_skills ps set
      level = least(skill_cap, private.json_number(entry.value -> 'level', ps.level, 1, 100)),
      experience = private.json_number(entry.value -> 'experience', ps.experience, 0, 9000000000000000)
    from jsonb_each(save -> 'skills') as entry
    where ps.player_id = target_player
      and ps.skill_id = entry.key
      and jsonb_typeof(entry.value) = 'object';
  end if;
  return new;
end
$$;
revoke all on function private.sync_player_from_state() from public, anon, authenticated;

drop trigger if exists user_profiles_sync_player on public.user_profiles;
create trigger user_profiles_sync_player
  after update of player_state on public.user_profiles
  for each row
  when (new.player_state is distinct from old.player_state)
  execute function private.sync_player_from_state();

-- API functions ------------------------------------------------------------------------------------

create or replace function public.is_admin()
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.admin_users a where a.user_id = (select auth.uid()))
$$;

-- Promotes the player to the next hunter rank when every requirement the server knows holds:
-- flagship rift cleared (in the accepted cloud save), two combat skills at the checkpoint's level,
-- total skill XP, the checkpoint's trial completed, and the tier's rank cap.
create or replace function public.evaluate_rank_up(player_uuid uuid)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  owner_id uuid;
  tier text;
  save jsonb;
  rank_row public.player_hunter_rank%rowtype;
  current_order integer;
  next_checkpoint public.rank_checkpoint%rowtype;
  combat_skills_ready integer;
  total_experience numeric;
begin
  select p.user_id into owner_id from public.players p where p.id = player_uuid;
  if owner_id is null then
    raise exception 'Player not found' using errcode = 'P0001';
  end if;
  if coalesce((select auth.role()), '') <> 'service_role' and owner_id is distinct from (select auth.uid()) then
    raise exception 'You can only evaluate your own rank' using errcode = '42501';
  end if;

  -- Lock the rank row so two evaluations cannot promote twice.
  select * into rank_row from public.player_hunter_rank r where r.player_id = player_uuid for update;
  if not found then
    return false;
  end if;
  select c.rank_order into current_order from public.rank_checkpoint c where c.rank = rank_row.current_rank;
  select * into next_checkpoint from public.rank_checkpoint c where c.rank_order = current_order + 1;
  if not found then
    return false;
  end if;

  select u.account_tier, u.player_state into tier, save from public.user_profiles u where u.id = owner_id;
  if next_checkpoint.rank_order > private.tier_rank_cap(coalesce(tier, 'demo')) then
    return false;
  end if;

  if next_checkpoint.flagship_rift_id is not null and not coalesce(
    jsonb_typeof(save #> '{combat,clearedRifts}') = 'array'
      and (save #> '{combat,clearedRifts}') ? next_checkpoint.flagship_rift_id,
    false
  ) then
    return false;
  end if;

  select count(*) into combat_skills_ready from public.player_skills s
    where s.player_id = player_uuid
      and s.skill_id in ('bladework', 'marksmanship', 'defense', 'witchcraft')
      and s.level >= next_checkpoint.skill_req_lvl;
  if combat_skills_ready < 2 then
    return false;
  end if;

  select coalesce(sum(s.experience), 0) into total_experience from public.player_skills s
    where s.player_id = player_uuid;
  if total_experience < next_checkpoint.total_xp_req then
    return false;
  end if;

  if next_checkpoint.trial_id is not null and not exists (
    select 1 from public.player_trial_state t
    where t.player_id = player_uuid and t.trial_id = next_checkpoint.trial_id and t.completed
  ) then
    return false;
  end if;

  update public.player_hunter_rank r set
    current_rank = next_checkpoint.rank,
    last_promo_dt = now(),
    trial_in_progress = false
  where r.player_id = player_uuid;
  return true;
end
$$;

-- Redeems a one-use upgrade code for the caller's account (DESIGN.md ruling 8).
create or replace function public.redeem_upgrade_code(code text)
returns jsonb language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := (select auth.uid());
  code_row public.upgrade_codes%rowtype;
  current_tier text;
begin
  if caller is null then
    raise exception 'Sign in to redeem an upgrade code' using errcode = '42501';
  end if;
  select * into code_row from public.upgrade_codes c
    where c.code = upper(btrim(redeem_upgrade_code.code)) for update;
  if not found then
    raise exception 'This upgrade code is not valid' using errcode = 'P0001';
  end if;
  if code_row.redeemed_by is not null then
    raise exception 'This upgrade code has already been used' using errcode = 'P0001';
  end if;
  select u.account_tier into current_tier from public.user_profiles u where u.id = caller for update;
  if private.tier_order(code_row.tier) <= private.tier_order(coalesce(current_tier, 'demo')) then
    raise exception 'Your account already has this tier or a higher one' using errcode = 'P0001';
  end if;
  update public.upgrade_codes c set redeemed_by = caller, redeemed_at = now() where c.code = code_row.code;
  update public.user_profiles u set account_tier = code_row.tier, updated_at = now() where u.id = caller;
  return jsonb_build_object('tier', code_row.tier);
end
$$;

-- Admin only: a new one-use upgrade code for a tier.
create or replace function public.create_upgrade_code(tier text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  new_code text;
  raw text;
begin
  if not public.is_admin() and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only administrators can create upgrade codes' using errcode = '42501';
  end if;
  if private.tier_order(create_upgrade_code.tier) < 1 then
    raise exception 'Unknown tier: %', create_upgrade_code.tier using errcode = '22023';
  end if;
  raw := upper(replace(gen_random_uuid()::text, '-', ''));
  new_code := 'SH-' || substr(raw, 1, 4) || '-' || substr(raw, 5, 4)
              || '-' || substr(raw, 9, 4) || '-' || substr(raw, 13, 4);
  insert into public.upgrade_codes (code, tier, created_by)
    values (new_code, create_upgrade_code.tier, (select auth.uid()));
  return new_code;
end
$$;

-- Admin only: set a user's tier directly.
create or replace function public.set_account_tier(user_id uuid, tier text)
returns void language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only administrators can change account tiers' using errcode = '42501';
  end if;
  if private.tier_order(set_account_tier.tier) < 0 then
    raise exception 'Unknown tier: %', set_account_tier.tier using errcode = '22023';
  end if;
  update public.user_profiles u set account_tier = set_account_tier.tier, updated_at = now()
    where u.id = set_account_tier.user_id;
  if not found then
    raise exception 'User not found' using errcode = 'P0001';
  end if;
end
$$;

-- Admin only: users whose e-mail contains the search text (case-insensitive), at most 50. The rows
-- are a named type because a RETURNS TABLE column may not share the name of the `email` argument.
do $$
begin
  if to_regtype('public.admin_user_match') is null then
    create type public.admin_user_match as (
      user_id uuid, email text, account_tier text, username text, created_at timestamptz
    );
  end if;
end
$$;

create or replace function public.admin_find_user(email text)
returns setof public.admin_user_match
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only administrators can search users' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text, p.account_tier, pl.username, u.created_at
    from auth.users u
    left join public.user_profiles p on p.id = u.id
    left join public.players pl on pl.user_id = u.id
    where strpos(lower(u.email), lower(btrim(admin_find_user.email))) > 0
    order by u.email
    limit 50;
end
$$;

-- Function privileges: Supabase grants new functions to everyone; these are callable by signed-in
-- players (each checks its caller) and the service role, never by anon.
revoke all on function public.is_admin() from public, anon;
revoke all on function public.evaluate_rank_up(uuid) from public, anon;
revoke all on function public.redeem_upgrade_code(text) from public, anon;
revoke all on function public.create_upgrade_code(text) from public, anon;
revoke all on function public.set_account_tier(uuid, text) from public, anon;
revoke all on function public.admin_find_user(text) from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
grant execute on function public.evaluate_rank_up(uuid) to authenticated, service_role;
grant execute on function public.redeem_upgrade_code(text) to authenticated, service_role;
grant execute on function public.create_upgrade_code(text) to authenticated, service_role;
grant execute on function public.set_account_tier(uuid, text) to authenticated, service_role;
grant execute on function public.admin_find_user(text) to authenticated, service_role;
