-- A cheaper save guard (issue: speed under load), measured with pg_stat_user_functions per accepted
-- save on the bench machine. The checks, their messages and the mirrored values are unchanged.
--
-- 1. Table lookups compiled. private.save_guard_level_for_xp ran about 30 times and
--    private.save_guard_limit about 10 times per save, each a query on its table (0.8 ms of a 4.3 ms
--    guard on PostgreSQL). The tables stay the single source of their values: each function is now
--    generated from its table's rows as a plain SQL expression (a width_bucket over the XP thresholds; a
--    CASE over the limits) that PostgreSQL inlines into the caller, and a trigger on each table
--    generates it again after any change, so a later migration (or an operator) that edits a row
--    changes what the guard uses at once.
-- 2. private.save_guard_applies inlined, and two helpers of 0007 without their SET clause.
-- 3. The mirrors into players (0009's sync_player_from_state, 0008's sync_hunter_name) run BEFORE the
--    row is written instead of after it, so they read the parsed save instead of fetching it back out
--    of storage.

create or replace function private.compile_save_guard_level_for_xp()
returns trigger language plpgsql security definer set search_path = '' as $compile$
declare
  thresholds double precision[];
  contiguous boolean;
begin
  select array_agg(s.xp_at::double precision order by s.level),
         coalesce(bool_and(s.level = s.position), false)
    into thresholds, contiguous
    from (select l.level, l.xp_at, row_number() over (order by l.level) as position
          from private.save_guard_skill_levels l) s;
  -- width_bucket counts the thresholds at or below the XP: that is the level only when the levels run
  -- 1, 2, 3, ... with rising thresholds, as the core's curve does.
  if not contiguous or thresholds is null or thresholds[1] <> 0
    or exists (select 1 from unnest(thresholds) with ordinality t(xp, n)
               where n > 1 and xp <= thresholds[n - 1]) then
    raise exception 'private.save_guard_skill_levels must hold levels 1, 2, 3, ... with rising xp_at from 0';
  end if;
  execute format($body$
    create or replace function private.save_guard_level_for_xp(experience double precision)
    returns integer language sql stable as $fn$
      select greatest(1, width_bucket(coalesce(experience, 0), %L::double precision[]))
    $fn$
  $body$, thresholds);
  return null;
end
$compile$;

create or replace function private.compile_save_guard_limit()
returns trigger language plpgsql security definer set search_path = '' as $compile$
declare
  cases text;
begin
  select string_agg(format('when %L then %s::double precision', l.name, l.value), ' ' order by l.name)
    into cases from private.save_guard_limits l;
  execute format($body$
    create or replace function private.save_guard_limit(limit_name text)
    returns double precision language sql stable as $fn$
      select case limit_name %s end
    $fn$
  $body$, coalesce(cases, 'when null then null'));
  return null;
end
$compile$;

revoke all on function private.compile_save_guard_level_for_xp(), private.compile_save_guard_limit()
  from public, anon, authenticated;

drop trigger if exists save_guard_skill_levels_compile on private.save_guard_skill_levels;
create trigger save_guard_skill_levels_compile
  after insert or update or delete or truncate on private.save_guard_skill_levels
  for each statement execute function private.compile_save_guard_level_for_xp();

drop trigger if exists save_guard_limits_compile on private.save_guard_limits;
create trigger save_guard_limits_compile
  after insert or update or delete or truncate on private.save_guard_limits
  for each statement execute function private.compile_save_guard_limit();

-- Compile both now: a no-op update fires each table's trigger once.
update private.save_guard_skill_levels set level = level where false;
update private.save_guard_limits set name = name where false;

-- 2. Two helpers of 0007 still carried a SET clause (a setting pushed and popped on every call, and no
-- inlining). Their bodies name only schema-qualified objects and built-ins, and only their
-- security-definer callers (search_path '') and the owner may execute them.
alter function private.save_guard_skill_levels(jsonb) reset all;
alter function private.save_guard_stat_caps(jsonb, text) reset all;

-- Applies to players and anonymous callers, not to the service role or direct sessions: inlined now (a
-- plain SQL expression), where it ran as its own query three times per save.
create or replace function private.save_guard_applies()
returns boolean language sql stable as $$
  select coalesce(auth.role(), '') in ('authenticated', 'anon')
$$;

-- The mirrors into players run BEFORE the row is written, after every guard (triggers of one kind fire
-- in name order: user_profiles_guard_* before user_profiles_sync_*). AFTER the write they had to fetch
-- the new save back out of storage and unpack it, the largest cost of the mirror; before it, the save is
-- the value just parsed. A refused save still never reaches them (the guard's error ends the statement
-- first), and a statement that fails later takes their writes back with it.
-- Only the mirror's read of the save changes: its declaration is rewritten in place, as 0009 did for the
-- guard, so whatever version of the mirror is installed keeps what it mirrors.
do $do$
declare
  definition text := pg_get_functiondef('private.sync_player_from_state()'::regprocedure);
  stored_read constant text := 'save jsonb := private.jsonb_detoasted(new.player_state);';
begin
  if position('save jsonb := new.player_state;' in definition) > 0 then
    return;
  end if;
  if position(stored_read in definition) = 0 then
    raise exception 'private.sync_player_from_state() no longer declares "%"; read new.player_state directly in its new definition instead', stored_read;
  end if;
  execute replace(
    replace(definition, stored_read, 'save jsonb := new.player_state;'),
    '-- In an AFTER trigger the new save is already stored: read it out once.',
    '-- BEFORE the row is written: the new save is still the parsed value in memory, nothing to fetch.');
end
$do$;

drop trigger if exists user_profiles_sync_player on public.user_profiles;
create trigger user_profiles_sync_player
  before update of player_state on public.user_profiles
  for each row
  execute function private.sync_player_from_state();

drop trigger if exists user_profiles_sync_hunter_name on public.user_profiles;
create trigger user_profiles_sync_hunter_name
  before update of player_state on public.user_profiles
  for each row
  execute function private.sync_hunter_name();
