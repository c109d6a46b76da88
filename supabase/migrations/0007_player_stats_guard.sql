-- Save guard, part 3: attributes and the health and mana pools. 0005 checked levels, XP, gold and
-- counters but took attributes and pools as sent, and the mirror (0003's sync_player_from_state)
-- copies them into players: a brand-new level 1 account could push maxHealth 2,000,000,000 and
-- 100,000 strength points and see them in players. Now a player's save is refused ("Save rejected: ",
-- SQLSTATE P0001, HTTP 400, before the mirror runs) when, with L the player level its skills' XP
-- gives (0005's rule: never below the level a save may claim) and R the hunter rank the server granted:
--
--   attribute points   allocated (each counted from 0) + available  >  offset + per_level x L
--                      (progression.ts: 1 point per level gained; a tier's new character holds
--                      offset + per_level x its start level at most: supporter 10 at level 10, offset 0)
--   bonusFromSkills.a  >  the sum over a's skills of floor(level the skill's XP reaches / divisor)
--                      (attributeBonusFromSkills: strength = Bladework/4 + Smithing/10, ...)
--   maxHealth, health  >  ceil(((ceil(15 + 2.5 L + L^1.1) + allocated endurance + skill endurance
--                      + gear stamina(L)) x 5 + 5 L + gear health(L)) x the highest base_hp_mult of the
--                      ranks up to R)
--   maxMana, mana      >  ceil((ceil(8 + 1.4 L + L^1.05) + allocated intelligence + skill intelligence
--                      + gear intelligence(L)) x 4.7 + 3 L + gear mana(L))
--
-- which is stats.ts computeDerivedStats with every input at its largest: the allocated points of the
-- save (already bounded above), the skill bonuses its XP gives, and gear(L) = per gear slot the best
-- item a hunter of level L may equip (equipItem refuses items above the player level, which never
-- falls) plus every tier of every set with that many pieces wearable at L. The gear bounds and
-- constants come from server/saves/guard-rates.ts; guard-rates.test.ts fails if the core's own
-- numbers ever exceed these. Service-role writes and direct sessions stay trusted, as in 0005.
--
-- A trigger of its own, named to fire after 0005's (BEFORE triggers fire by name: "..._player_state"
-- < "..._player_stats"), so 0005's level checks answer first and 0005/0006 stay as they were.

insert into private.save_guard_limits (name, value, description) values
  ('attribute_points_per_level', 1, 'Attribute points each player level gained grants (progression.ts ATTRIBUTE_POINTS_PER_LEVEL).'),
  ('attribute_points_offset', 0, 'Points a new character of any tier holds beyond attribute_points_per_level x its start level.'),
  ('health_per_stamina', 5, 'Max health per point of stamina (stats.ts HEALTH_PER_STAMINA).'),
  ('health_per_level', 5, 'Max health per player level (stats.ts HEALTH_PER_LEVEL).'),
  ('mana_per_intelligence', 4.7, 'Max mana per point of intelligence (stats.ts MANA_PER_INTELLIGENCE).'),
  ('mana_per_level', 3, 'Max mana per player level (stats.ts MANA_PER_LEVEL).')
on conflict (name) do update set value = excluded.value, description = excluded.description;

-- Per player-level band: the most stamina, health, intelligence and mana gear worn at that level gives.
create table if not exists private.save_guard_gear_bounds (
  min_level integer primary key,
  stamina double precision not null,
  health double precision not null,
  intelligence double precision not null,
  mana double precision not null
);
insert into private.save_guard_gear_bounds (min_level, stamina, health, intelligence, mana) values
  (1, 0, 0, 2, 0),
  (2, 0, 0, 2, 0),
  (3, 0, 0, 2, 0),
  (5, 0, 0, 2, 0),
  (8, 0, 0, 5, 0),
  (9, 3, 0, 5, 0),
  (12, 3, 0, 31, 100),
  (14, 3, 0, 36, 100),
  (15, 3, 0, 36, 100),
  (18, 3, 0, 40, 100),
  (20, 6, 0, 40, 100),
  (30, 22, 0, 40, 100),
  (32, 22, 0, 47, 100),
  (34, 53, 0, 47, 100),
  (45, 76, 0, 47, 100),
  (48, 76, 0, 55, 100),
  (60, 76, 0, 55, 100),
  (64, 76, 0, 67, 100),
  (75, 76, 0, 67, 100),
  (80, 76, 0, 81, 100),
  (82, 106, 0, 81, 100),
  (84, 128, 0, 81, 100),
  (86, 144, 0, 81, 100),
  (90, 184, 400, 81, 100),
  (92, 184, 400, 101, 100)
on conflict (min_level) do update set
  stamina = excluded.stamina, health = excluded.health, intelligence = excluded.intelligence, mana = excluded.mana;

-- The attribute bonuses skills grant (progression.ts attributeBonusFromSkills): floor(level / divisor).
create table if not exists private.save_guard_skill_attributes (
  attribute text not null,
  skill_id text not null,
  divisor integer not null check (divisor > 0),
  primary key (attribute, skill_id)
);
insert into private.save_guard_skill_attributes (attribute, skill_id, divisor) values
  ('strength', 'bladework', 4), ('strength', 'smithing', 10),
  ('agility', 'marksmanship', 4), ('agility', 'athleticism', 5),
  ('intelligence', 'witchcraft', 4), ('intelligence', 'artifice', 10),
  ('wisdom', 'command', 5), ('wisdom', 'alchemy', 10),
  ('endurance', 'defense', 4), ('endurance', 'survival', 5)
on conflict (attribute, skill_id) do update set divisor = excluded.divisor;

revoke all on table private.save_guard_gear_bounds, private.save_guard_skill_attributes from public, anon, authenticated;

-- Helpers ------------------------------------------------------------------------------------------

-- The level each skill's XP reaches, by skill id (computed once per save: the player level and the
-- skill bonuses both come from it).
create or replace function private.save_guard_skill_levels(save jsonb)
returns jsonb language sql stable set search_path = '' as $$
  select coalesce(jsonb_object_agg(k.id,
    private.save_guard_level_for_xp(private.save_guard_number(save #> array['skills', k.id, 'experience']))), '{}'::jsonb)
  from public.skills k
$$;

-- The bounds of the header for one save: level, attribute points, skill bonuses, maxHealth, maxMana.
create or replace function private.save_guard_stat_caps(save jsonb, hunter_rank text)
returns jsonb language plpgsql stable set search_path = '' as $$
declare
  skill_levels jsonb := private.save_guard_skill_levels(save);
  level integer;
  points double precision;
  bonus jsonb;
  gear private.save_guard_gear_bounds%rowtype;
  hp_mult double precision;
  endurance double precision;
  intelligence double precision;
begin
  -- The player level the skills give (0005's rule) and the bonuses their levels grant.
  select coalesce(max(l.level), 1) into level from private.save_guard_player_levels l
    where l.min_total_skill_levels <= (select coalesce(sum(v.value::integer), 0) from jsonb_each_text(skill_levels) v);
  select coalesce(jsonb_object_agg(b.attribute, b.bonus), '{}'::jsonb) into bonus from (
    select a.attribute, sum((skill_levels ->> a.skill_id)::integer / a.divisor) as bonus
    from private.save_guard_skill_attributes a
    group by a.attribute
  ) b;
  points := private.save_guard_limit('attribute_points_offset') + private.save_guard_limit('attribute_points_per_level') * level;
  select g.* into gear from private.save_guard_gear_bounds g where g.min_level <= level order by g.min_level desc limit 1;
  select max(c.base_hp_mult)::double precision into hp_mult from public.rank_checkpoint c
    where c.rank_order <= (select r.rank_order from public.rank_checkpoint r where r.rank = hunter_rank);
  endurance := least(points, greatest(0, coalesce(private.save_guard_number(save #> '{attributes,allocated,endurance}'), 0)));
  intelligence := least(points, greatest(0, coalesce(private.save_guard_number(save #> '{attributes,allocated,intelligence}'), 0)));
  return jsonb_build_object(
    'level', level,
    'points', points,
    'bonus', bonus,
    'maxHealth', ceil(((ceil(15 + 2.5 * level + power(level, 1.1)) + endurance + coalesce((bonus ->> 'endurance')::double precision, 0) + coalesce(gear.stamina, 0))
        * private.save_guard_limit('health_per_stamina') + private.save_guard_limit('health_per_level') * level + coalesce(gear.health, 0))
      * coalesce(hp_mult, 1)),
    'maxMana', ceil((ceil(8 + 1.4 * level + power(level, 1.05)) + intelligence + coalesce((bonus ->> 'intelligence')::double precision, 0) + coalesce(gear.intelligence, 0))
        * private.save_guard_limit('mana_per_intelligence') + private.save_guard_limit('mana_per_level') * level + coalesce(gear.mana, 0))
  );
end
$$;

-- The guard ----------------------------------------------------------------------------------------

create or replace function private.guard_player_stats()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  save jsonb := new.player_state;
  server_rank text;
  caps jsonb;
  entry record;
  value_now double precision;
  allocated double precision := 0;
  available double precision;
  allowed double precision;
begin
  if not private.save_guard_applies() or jsonb_typeof(save) is distinct from 'object' then
    return new;
  end if;
  select r.current_rank into server_rank
    from public.player_hunter_rank r join public.players p on p.id = r.player_id
    where p.user_id = new.id;
  caps := private.save_guard_stat_caps(save, coalesce(server_rank, 'E'));

  -- Attribute points: allocated (a negative one counts as 0, as the mirror reads it) plus available.
  for entry in select distinct a.attribute from private.save_guard_skill_attributes a loop
    allocated := allocated + greatest(0, coalesce(private.save_guard_number(save #> array['attributes', 'allocated', entry.attribute]), 0));
  end loop;
  available := greatest(0, coalesce(private.save_guard_number(save #> '{attributes,available}'), 0));
  allowed := (caps ->> 'points')::double precision;
  if allocated + available > allowed then
    perform private.save_guard_reject(format('attributes: %s points allocated and %s available, above the %s that player level %s earns',
      private.save_guard_show(allocated), private.save_guard_show(available), private.save_guard_show(allowed), caps ->> 'level'));
  end if;

  -- Skill bonuses: never above what the skills' levels grant.
  for entry in select b.key, b.value from jsonb_each(caps -> 'bonus') b loop
    value_now := private.save_guard_number(save #> array['attributes', 'bonusFromSkills', entry.key]);
    if value_now is not null and value_now > (entry.value #>> '{}')::double precision then
      perform private.save_guard_reject(format('attributes.bonusFromSkills.%s %s is above what the skill levels give (%s)',
        entry.key, private.save_guard_show(value_now), entry.value #>> '{}'));
    end if;
  end loop;

  -- Pools: the maxima and the current values never above what level, rank, gear and attributes allow.
  for entry in
    select pools.label, pools.path, pools.cap from (values
      ('player.maxHealth', '{player,maxHealth}'::text[], 'maxHealth'),
      ('player.health', '{player,health}'::text[], 'maxHealth'),
      ('player.maxMana', '{player,maxMana}'::text[], 'maxMana'),
      ('player.mana', '{player,mana}'::text[], 'maxMana')
    ) as pools(label, path, cap)
  loop
    value_now := private.save_guard_number(save #> entry.path);
    allowed := (caps ->> entry.cap)::double precision;
    if value_now is not null and value_now > allowed then
      perform private.save_guard_reject(format('%s %s is above what player level %s, rank %s, gear and attributes allow (at most %s)',
        entry.label, private.save_guard_show(value_now), caps ->> 'level', coalesce(server_rank, 'E'), private.save_guard_show(allowed)));
    end if;
  end loop;
  return new;
end
$$;

revoke all on function
  private.save_guard_skill_levels(jsonb), private.save_guard_stat_caps(jsonb, text), private.guard_player_stats()
  from public, anon, authenticated;

-- BEFORE UPDATE, like 0005: a refused save never reaches the AFTER trigger that mirrors it into players.
drop trigger if exists user_profiles_guard_player_stats on public.user_profiles;
create trigger user_profiles_guard_player_stats
  before update of player_state on public.user_profiles
  for each row
  when (new.player_state is distinct from old.player_state)
  execute function private.guard_player_stats();
