-- Hunter names: a player renames their hunter in the save (player_state.player.username); the server
-- refuses a name that breaks the rules (src/content/hunter-names.ts: 3 to 24 characters; letters, digits,
-- spaces, dots, hyphens and underscores; a letter or digit first and last; no double space) and mirrors an
-- accepted one into players.username (the admin page's search shows it). The default name (e-mail prefix
-- plus five digits) may break the rules and stays valid until it changes: only a name that is neither the
-- name players.username holds nor such a default is judged. Both triggers compare with players.username
-- (one small row) rather than with the previous save: reading old.player_state would fetch and unpack
-- the whole stored save again on every save (see 0009_save_path_speed.sql).

create or replace function private.hunter_name_problem(name text)
returns text language sql immutable set search_path = '' as $$
  select case
    when name is null or char_length(name) < 3 then 'A hunter''s name needs at least 3 characters'
    when char_length(name) > 24 then 'A hunter''s name has at most 24 characters'
    when name !~ '^[A-Za-z0-9 ._-]+$' then 'Use only letters, digits, spaces, dots, hyphens and underscores'
    when name !~ '^[A-Za-z0-9]' or name !~ '[A-Za-z0-9]$' then 'Start and end the name with a letter or a digit'
    when strpos(name, '  ') > 0 then 'Use one space at a time'
    else null
  end
$$;

-- BEFORE UPDATE: players (and anon) may not store a name that breaks the rules; the service role is trusted.
create or replace function private.guard_hunter_name()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  name text := new.player_state -> 'player' ->> 'username';
  problem text;
begin
  -- Unchanged (the name the server holds), or a default the game makes for this account: its e-mail prefix
  -- (or 'hunter') and five digits, as the core's makeUsername and handle_new_user do.
  -- A save without a name changes none (the mirror keeps the one it has).
  if not private.save_guard_applies() or name is null
    or name is not distinct from (select p.username from public.players p where p.user_id = new.id)
    or (right(name, 5) ~ '^[1-9][0-9]{4}$' and exists (
      select 1 from auth.users u
      where u.id = new.id
        and left(name, -5) = coalesce(nullif(btrim(split_part(u.email, '@', 1)), ''), 'hunter'))) then
    return new;
  end if;
  problem := private.hunter_name_problem(name);
  if problem is not null then
    raise exception using errcode = 'P0001', message = 'Save rejected: ' || problem;
  end if;
  return new;
end
$$;

-- AFTER UPDATE: an accepted new name goes to players.username.
create or replace function private.sync_hunter_name()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  name text := new.player_state -> 'player' ->> 'username';
begin
  -- The update matches no row when the name is already there: nothing is written then.
  if name is not null and private.hunter_name_problem(name) is null then
    update public.players set username = name where user_id = new.id and username is distinct from name;
  end if;
  return new;
end
$$;

revoke all on function private.hunter_name_problem(text), private.guard_hunter_name(), private.sync_hunter_name()
  from public, anon, authenticated;

drop trigger if exists user_profiles_guard_hunter_name on public.user_profiles;
create trigger user_profiles_guard_hunter_name
  before update of player_state on public.user_profiles
  for each row
  execute function private.guard_hunter_name();

drop trigger if exists user_profiles_sync_hunter_name on public.user_profiles;
create trigger user_profiles_sync_hunter_name
  after update of player_state on public.user_profiles
  for each row
  execute function private.sync_hunter_name();
