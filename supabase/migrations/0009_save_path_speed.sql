-- A cheaper path for an accepted cloud save (issue: speed under load). The checks and the mirrored
-- values are unchanged; what goes is repeated work:
--
-- 1. Pure SQL helpers lose their `set search_path` clause. A SET clause stops PostgreSQL from inlining
--    a SQL function, so each of the ~130 helper calls of one save ran as its own statement (parsed,
--    planned and executed, with the setting pushed and popped). Without it they are inlined into the
--    caller's expression. They stay safe: their bodies name only built-ins of pg_catalog (searched
--    before any schema of a search_path that does not list it), they are not security definer, and
--    only their security-definer callers (search_path '') and the owner may execute them.
-- 2. Helpers that read a table become PL/pgSQL without a SET clause, so their query's plan is cached
--    for the connection instead of being prepared again in every transaction.
-- 3. The save guard reads the last accepted save (`old.player_state`) about 25 times. In a trigger
--    PL/pgSQL keeps the stored value's TOAST pointer, so each read fetched and decompressed the whole
--    30 KB again; it is now read out once. The guard's declaration is rewritten in place (step 3
--    below), so whatever version of the guard is installed keeps its checks.
-- 4. The first-save guard runs only when it can apply (no save stored yet, no accepted time), instead
--    of comparing every save with the stored one just to return at once.
-- 5. The mirror into players / player_skills reads the save once and writes only rows whose values
--    change: a save that leaves level, experience, health, mana, attributes and skills as they were
--    writes nothing there. It no longer compares the whole save with the stored one first.
-- 6. Saves are compressed with lz4 where the server supports it (PostgreSQL 14+ built with lz4, as
--    Debian's and hosted Supabase's are; PGlite is not): several times faster than pglz both ways.

-- 1. Inlinable pure helpers ---------------------------------------------------------------------------

alter function private.save_guard_number(jsonb) reset all;
alter function private.save_guard_show(double precision) reset all;
alter function private.json_number(jsonb, bigint, bigint, bigint) reset all;
alter function private.tier_skill_cap(text) reset all;
alter function private.tier_rank_cap(text) reset all;
alter function private.tier_order(text) reset all;

-- 2. Table-reading helpers with cached plans ----------------------------------------------------------

create or replace function private.save_guard_limit(limit_name text)
returns double precision language plpgsql stable as $$
begin
  return (select l.value from private.save_guard_limits l where l.name = limit_name);
end
$$;

create or replace function private.save_guard_level_for_xp(experience double precision)
returns integer language plpgsql stable as $$
begin
  return (select coalesce(max(s.level), 1) from private.save_guard_skill_levels s where s.xp_at <= experience);
end
$$;

create or replace function private.save_guard_applies()
returns boolean language plpgsql stable as $$
begin
  return coalesce((select auth.role()), '') in ('authenticated', 'anon');
end
$$;

alter function private.save_guard_skill_seconds(text, double precision, double precision, text) reset all;

-- 3. The stored save read once ------------------------------------------------------------------------

-- The value itself rather than its TOAST pointer: `jsonb_path_query_first(value, '$')` returns the
-- whole document, copied out of storage once.
create or replace function private.jsonb_detoasted(value jsonb)
returns jsonb language sql immutable as $$
  select jsonb_path_query_first(value, '$')
$$;

do $$
declare
  definition text := pg_get_functiondef('private.guard_player_state()'::regprocedure);
  stored_read constant text := 'previous jsonb := old.player_state;';
begin
  if position('private.jsonb_detoasted(old.player_state)' in definition) > 0 then
    return;
  end if;
  if position(stored_read in definition) = 0 then
    raise exception 'private.guard_player_state() no longer declares "%"; read old.player_state through private.jsonb_detoasted() in its new definition instead', stored_read;
  end if;
  execute replace(definition, stored_read, 'previous jsonb := private.jsonb_detoasted(old.player_state);');
end
$$;

revoke all on function
  private.save_guard_limit(text), private.save_guard_level_for_xp(double precision),
  private.save_guard_applies(), private.jsonb_detoasted(jsonb)
  from public, anon, authenticated;

-- 4. The first-save guard only when it applies --------------------------------------------------------

drop trigger if exists user_profiles_guard_first_save on public.user_profiles;
create trigger user_profiles_guard_first_save
  before update of player_state on public.user_profiles
  for each row
  when (old.player_state is null and old.player_state_accepted_at is null and new.player_state is not null)
  execute function private.guard_first_save();

-- 5. The mirror writes only what changes --------------------------------------------------------------

create or replace function private.sync_player_from_state()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  -- In an AFTER trigger the new save is already stored: read it out once.
  save jsonb := private.jsonb_detoasted(new.player_state);
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
  hero := case when jsonb_typeof(save -> 'player') = 'object' then save -> 'player' else '{}'::jsonb end;
  allocated := coalesce(save #> '{attributes,allocated}', '{}'::jsonb);
  bonus := coalesce(save #> '{attributes,bonusFromSkills}', '{}'::jsonb);
  if jsonb_typeof(allocated) <> 'object' then allocated := '{}'::jsonb; end if;
  if jsonb_typeof(bonus) <> 'object' then bonus := '{}'::jsonb; end if;

  select p.id, private.json_number(hero -> 'level', p.level, 1, 100) into target_player, hero_level
    from public.players p where p.user_id = new.id;
  if target_player is null then
    return new;
  end if;

  -- Derived attributes: spec 001 §9 base formulas at the player's level plus allocated and
  -- skill-granted points (vitality from endurance, perception from wisdom).
  with mirrored as (
    select c.id,
      hero_level::integer as level,
      private.json_number(hero -> 'experience', c.experience, 0, 9000000000000000) as experience,
      private.json_number(hero -> 'health', c.health, 0, 2000000000)::integer as health,
      private.json_number(hero -> 'maxHealth', c.max_health, 1, 2000000000)::integer as max_health,
      private.json_number(hero -> 'mana', c.mana, 0, 2000000000)::integer as mana,
      private.json_number(hero -> 'maxMana', c.max_mana, 0, 2000000000)::integer as max_mana,
      (round(10 + 1.8 * hero_level + power(hero_level, 1.07))
        + private.json_number(allocated -> 'strength', 0, 0, 100000)
        + private.json_number(bonus -> 'strength', 0, 0, 100000))::integer as computed_strength,
      (round(8 + 1.4 * hero_level + power(hero_level, 1.05))
        + private.json_number(allocated -> 'agility', 0, 0, 100000)
        + private.json_number(bonus -> 'agility', 0, 0, 100000))::integer as computed_agility,
      (round(15 + 2.5 * hero_level + power(hero_level, 1.1))
        + private.json_number(allocated -> 'endurance', 0, 0, 100000)
        + private.json_number(bonus -> 'endurance', 0, 0, 100000))::integer as computed_vitality,
      (round(8 + 1.4 * hero_level + power(hero_level, 1.05))
        + private.json_number(allocated -> 'intelligence', 0, 0, 100000)
        + private.json_number(bonus -> 'intelligence', 0, 0, 100000))::integer as computed_intelligence,
      (round(8 + 1.4 * hero_level + power(hero_level, 1.05))
        + private.json_number(allocated -> 'wisdom', 0, 0, 100000)
        + private.json_number(bonus -> 'wisdom', 0, 0, 100000))::integer as computed_perception
    from public.players c where c.id = target_player
  )
  update public.players p set
    level = m.level, experience = m.experience, health = m.health, max_health = m.max_health,
    mana = m.mana, max_mana = m.max_mana, computed_strength = m.computed_strength,
    computed_agility = m.computed_agility, computed_vitality = m.computed_vitality,
    computed_intelligence = m.computed_intelligence, computed_perception = m.computed_perception,
    updated_at = now()
  from mirrored m
  where p.id = m.id
    and (p.level, p.experience, p.health, p.max_health, p.mana, p.max_mana, p.computed_strength,
         p.computed_agility, p.computed_vitality, p.computed_intelligence, p.computed_perception)
      is distinct from
        (m.level, m.experience, m.health, m.max_health, m.mana, m.max_mana, m.computed_strength,
         m.computed_agility, m.computed_vitality, m.computed_intelligence, m.computed_perception);

  -- Levels are clamped to the tier's cap, so a doctored save cannot lift a demo account past 15.
  if jsonb_typeof(save -> 'skills') = 'object' then
    with mirrored as (
      select s.id,
        least(skill_cap, private.json_number(entry.value -> 'level', s.level, 1, 100))::integer as level,
        private.json_number(entry.value -> 'experience', s.experience, 0, 9000000000000000) as experience
      from public.player_skills s
      join jsonb_each(save -> 'skills') as entry on entry.key = s.skill_id
      where s.player_id = target_player and jsonb_typeof(entry.value) = 'object'
    )
    update public.player_skills ps set level = m.level, experience = m.experience
    from mirrored m
    where ps.id = m.id and (ps.level, ps.experience) is distinct from (m.level, m.experience);
  end if;
  return new;
end
$$;
revoke all on function private.sync_player_from_state() from public, anon, authenticated;

-- No WHEN clause: comparing the whole save with the stored one cost more than the mirror's own
-- check, which writes nothing when nothing it mirrors changed. Still AFTER the guards, so a refused
-- save is never mirrored.
drop trigger if exists user_profiles_sync_player on public.user_profiles;
create trigger user_profiles_sync_player
  after update of player_state on public.user_profiles
  for each row
  execute function private.sync_player_from_state();

-- 6. lz4 where available ------------------------------------------------------------------------------

do $$
begin
  alter table public.user_profiles alter column player_state set compression lz4;
exception when feature_not_supported or invalid_parameter_value then
  null;
end
$$;
