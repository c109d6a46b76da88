-- Server-side save guard (issue 5): a player's cloud save is refused when its progress is
-- implausible for the SERVER time since the last accepted save. Checks, in order: lastSaved not far
-- ahead of server time; player.accountTier not above the account's tier; player.hunterRank not above
-- the rank the server granted; skill and player levels not above what the XP allows; player.experience
-- not above the skills' total; counters never going backwards or missing (kills, deaths, playtime,
-- each skill's cumulative XP); XP per skill and gold not gained faster than the game's fastest rate.
-- A refusal raises SQLSTATE P0001 (HTTP 400) with a message that starts "Save rejected: ".
--
-- Time allowance. Each checked quantity (every skill's XP, gold) has a credit of seconds of play at
-- the fastest rate, kept as of player_state_accepted_at: it grows with elapsed server time (capped,
-- so a long-idle account cannot bank unlimited progress) and each accepted gain spends what it needs.
-- A quantity another device did not touch therefore keeps its own time, so two devices that played
-- different skills apart can still merge. A small grace covers progress that lands all at once (a
-- finished training session, a boss kill).
--
-- The rates come from the core's rules and content (server/saves/guard-rates.ts, which prints these
-- rows); server/saves/guard-rates.test.ts fails when a balance change makes any of them too low.
-- Service-role writes and direct database sessions are not checked. The first save of an account
-- (player_state_accepted_at still null) gets the checks that need no clock (lastSaved, tier, rank,
-- levels) and is otherwise accepted as it is: it starts the clock.

alter table public.user_profiles add column if not exists player_state_accepted_at timestamptz;
alter table public.user_profiles add column if not exists player_state_credit jsonb not null default '{}'::jsonb;
comment on column public.user_profiles.player_state_accepted_at is
  'Server time of the last accepted player_state (set by the save guard; players cannot write it).';
comment on column public.user_profiles.player_state_credit is
  'Save guard: unused seconds of fastest-rate play per skill and for gold, as of player_state_accepted_at.';
-- Column grants of 0002 already limit players to player_state and updated_at; nothing to grant here.

-- Limits -------------------------------------------------------------------------------------------

create table if not exists private.save_guard_limits (
  name text primary key,
  value double precision not null,
  description text not null
);
insert into private.save_guard_limits (name, value, description) values
  ('rate_margin', 1.25, 'Every fastest rate is multiplied by this before use.'),
  ('grace_seconds', 300,
   'Seconds of fastest-rate play allowed on top of the elapsed time (sessions and boss kills land at once).'),
  ('credit_cap_seconds', 604800, 'Unused time banked per quantity, at most 7 days.'),
  ('future_tolerance_seconds', 900, 'How far lastSaved may be ahead of the server clock (device clocks drift).')
on conflict (name) do update set value = excluded.value, description = excluded.description;

-- Rates (rounded up from server/saves/guard-rates.ts) ----------------------------------------------

-- Training: per skill and level band, the best activity open at that level with every bonus at its
-- cap (streak, combo, mastery, happy hour, synergy, the three training items, gear and sets, perfect),
-- the fastest training speed gear allows and the supporter tier's x1.25.
create table if not exists private.save_guard_training_rates (
  skill_id text not null,
  min_level integer not null,
  xp_per_second double precision not null,
  primary key (skill_id, min_level)
);
insert into private.save_guard_training_rates (skill_id, min_level, xp_per_second) values
  ('bladework', 1, 3.98),
  ('bladework', 10, 5.1),
  ('bladework', 25, 9),
  ('bladework', 45, 36.95),
  ('bladework', 65, 100.42),
  ('bladework', 85, 613.36),
  ('marksmanship', 1, 3.98),
  ('marksmanship', 10, 7.06),
  ('marksmanship', 25, 9),
  ('marksmanship', 45, 36.95),
  ('marksmanship', 65, 100.42),
  ('marksmanship', 85, 438.1),
  ('witchcraft', 1, 3.98),
  ('witchcraft', 10, 5.1),
  ('witchcraft', 25, 12.65),
  ('witchcraft', 45, 26.4),
  ('witchcraft', 65, 140.63),
  ('witchcraft', 85, 438.1),
  ('defense', 1, 3.98),
  ('defense', 10, 5.1),
  ('defense', 25, 9),
  ('defense', 45, 26.4),
  ('defense', 65, 140.63),
  ('defense', 85, 438.1),
  ('survival', 1, 3.98),
  ('survival', 10, 5.1),
  ('survival', 25, 9),
  ('survival', 45, 26.4),
  ('survival', 65, 100.42),
  ('survival', 85, 438.1),
  ('athleticism', 1, 3.98),
  ('athleticism', 10, 5.1),
  ('athleticism', 25, 9),
  ('athleticism', 45, 26.4),
  ('athleticism', 65, 100.42),
  ('athleticism', 85, 438.1),
  ('smithing', 1, 3.98),
  ('smithing', 10, 7.06),
  ('smithing', 25, 12.65),
  ('smithing', 45, 36.95),
  ('smithing', 65, 140.63),
  ('smithing', 85, 613.36),
  ('alchemy', 1, 3.98),
  ('alchemy', 10, 7.06),
  ('alchemy', 25, 12.65),
  ('alchemy', 45, 36.95),
  ('alchemy', 65, 140.63),
  ('alchemy', 85, 613.36),
  ('artifice', 1, 3.98),
  ('artifice', 10, 7.06),
  ('artifice', 25, 12.65),
  ('artifice', 45, 36.95),
  ('artifice', 65, 140.63),
  ('artifice', 85, 613.36),
  ('command', 1, 3.98),
  ('command', 10, 5.1),
  ('command', 25, 12.65),
  ('command', 45, 36.95),
  ('command', 65, 100.42),
  ('command', 85, 613.36)
on conflict (skill_id, min_level) do update set xp_per_second = excluded.xp_per_second;

-- Combat: per hunter rank, the best area the rank opens, one kill per second (the shortest spawn
-- timer), kill XP split 70% weapon skill / 30% Defense, x1.25; gold adds offline passive gold.
create table if not exists private.save_guard_combat_rates (
  rank text primary key,
  weapon_xp_per_second double precision not null,
  defense_xp_per_second double precision not null,
  gold_per_second double precision not null
);
insert into private.save_guard_combat_rates (rank, weapon_xp_per_second, defense_xp_per_second, gold_per_second) values
  ('E', 11.54, 4.93, 45.34),
  ('D', 19.44, 8.19, 72.43),
  ('C', 39.58, 17.11, 110.85),
  ('B', 112.53, 47.43, 162.33),
  ('A', 284.39, 120.53, 204.37),
  ('S', 770, 329.47, 239.99),
  ('SS', 1862.31, 797.74, 275.99),
  ('SSS', 2753.59, 1180.81, 290.22)
on conflict (rank) do update set
  weapon_xp_per_second = excluded.weapon_xp_per_second,
  defense_xp_per_second = excluded.defense_xp_per_second,
  gold_per_second = excluded.gold_per_second;

-- The core's XP curve: cumulative XP at which each skill level starts.
create table if not exists private.save_guard_skill_levels (
  level integer primary key,
  xp_at bigint not null
);
insert into private.save_guard_skill_levels (level, xp_at) values
  (1, 0), (2, 100), (3, 210), (4, 331), (5, 464), (6, 610), (7, 771), (8, 948),
  (9, 1142), (10, 1356), (11, 1591), (12, 1850), (13, 2135), (14, 2448), (15, 2793), (16, 3172),
  (17, 3589), (18, 4048), (19, 4553), (20, 5108), (21, 5719), (22, 6391), (23, 7131), (24, 7945),
  (25, 8840), (26, 9824), (27, 10907), (28, 12098), (29, 13408), (30, 14850), (31, 16436), (32, 18180),
  (33, 20099), (34, 22210), (35, 24532), (36, 27086), (37, 29896), (38, 32987), (39, 36387), (40, 40127),
  (41, 44241), (42, 48766), (43, 53744), (44, 59220), (45, 65244), (46, 71870), (47, 79159), (48, 87176),
  (49, 95995), (50, 105696), (51, 116367), (52, 128106), (53, 141018), (54, 155222), (55, 170846), (56, 188033),
  (57, 206938), (58, 227734), (59, 250610), (60, 275773), (61, 303453), (62, 333901), (63, 367393), (64, 404235),
  (65, 444761), (66, 489340), (67, 538377), (68, 592317), (69, 651651), (70, 716919), (71, 788714), (72, 867688),
  (73, 954560), (74, 1050119), (75, 1155234), (76, 1270860), (77, 1398049), (78, 1537957), (79, 1691856), (80, 1861145),
  (81, 2047363), (82, 2252203), (83, 2477527), (84, 2725383),
  (85, 2998025), (86, 3297931), (87, 3627827), (88, 3990713),
  (89, 4389888), (90, 4828980), (91, 5311982), (92, 5843284),
  (93, 6427716), (94, 7070591), (95, 7777754), (96, 8555633),
  (97, 9411300), (98, 10352534), (99, 11387891), (100, 12526784)
on conflict (level) do update set xp_at = excluded.xp_at;

-- The core's player level: the smallest total of the ten skill levels giving each player level.
create table if not exists private.save_guard_player_levels (
  level integer primary key,
  min_total_skill_levels integer not null
);
insert into private.save_guard_player_levels (level, min_total_skill_levels) values
  (1, 10), (2, 13), (3, 15), (4, 18), (5, 20), (6, 23), (7, 25), (8, 28),
  (9, 31), (10, 33), (11, 36), (12, 39), (13, 42), (14, 45), (15, 48), (16, 52),
  (17, 55), (18, 58), (19, 62), (20, 65), (21, 69), (22, 73), (23, 77), (24, 81),
  (25, 85), (26, 89), (27, 93), (28, 98), (29, 102), (30, 107), (31, 112), (32, 116),
  (33, 121), (34, 127), (35, 132), (36, 137), (37, 143), (38, 148), (39, 154), (40, 160),
  (41, 166), (42, 172), (43, 179), (44, 185), (45, 192), (46, 199), (47, 206), (48, 213),
  (49, 221), (50, 228), (51, 236), (52, 244), (53, 252), (54, 261), (55, 270), (56, 278),
  (57, 288), (58, 297), (59, 306), (60, 316), (61, 326), (62, 337), (63, 347), (64, 358),
  (65, 369), (66, 381), (67, 392), (68, 404), (69, 417), (70, 429), (71, 442), (72, 455),
  (73, 469), (74, 483), (75, 497), (76, 512), (77, 527), (78, 542), (79, 558), (80, 574),
  (81, 591), (82, 608), (83, 625), (84, 643), (85, 662), (86, 680), (87, 700), (88, 720),
  (89, 740), (90, 761), (91, 782), (92, 804), (93, 826), (94, 850), (95, 873), (96, 897),
  (97, 922), (98, 948), (99, 974), (100, 1000)
on conflict (level) do update set min_total_skill_levels = excluded.min_total_skill_levels;

revoke all on table
  private.save_guard_limits, private.save_guard_training_rates, private.save_guard_combat_rates,
  private.save_guard_skill_levels, private.save_guard_player_levels
  from public;

-- Helpers ------------------------------------------------------------------------------------------

create or replace function private.save_guard_limit(limit_name text)
returns double precision language sql stable set search_path = '' as $$
  select l.value from private.save_guard_limits l where l.name = limit_name
$$;

-- A JSON number as double precision (clamped, so an absurd value cannot overflow), else null.
create or replace function private.save_guard_number(value jsonb)
returns double precision language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(value) = 'number'
      then greatest(-1e300::numeric, least(1e300::numeric, (value #>> '{}')::numeric))::double precision
  end
$$;

-- Players and anonymous callers are checked; the service role and direct database sessions are not.
create or replace function private.save_guard_applies()
returns boolean language sql stable set search_path = '' as $$
  select coalesce((select auth.role()), '') in ('authenticated', 'anon')
$$;

-- The skill level a cumulative XP reaches on the core's curve (1 for none).
create or replace function private.save_guard_level_for_xp(experience double precision)
returns integer language sql stable set search_path = '' as $$
  select coalesce(max(s.level), 1) from private.save_guard_skill_levels s where s.xp_at <= experience
$$;

-- Seconds of play at the fastest rate (training band by level plus combat at the rank, x margin)
-- that take a skill from one cumulative XP to another, level band by level band.
create or replace function private.save_guard_skill_seconds(
  skill text, from_xp double precision, to_xp double precision, hunter_rank text
)
returns double precision language plpgsql stable set search_path = '' as $$
declare
  margin double precision := private.save_guard_limit('rate_margin');
  combat double precision;
  band record;
  training double precision;
  rate double precision;
  segment double precision;
  seconds double precision := 0;
begin
  if to_xp <= from_xp then
    return 0;
  end if;
  select case
      when skill in ('bladework', 'marksmanship', 'witchcraft') then c.weapon_xp_per_second
      when skill = 'defense' then c.defense_xp_per_second
      else 0
    end
    into combat
    from private.save_guard_combat_rates c where c.rank = hunter_rank;
  combat := coalesce(combat, 0);
  for band in
    select levels.level, levels.start_xp, levels.end_xp from (
      select s.level, s.xp_at::double precision as start_xp,
        coalesce((lead(s.xp_at) over (order by s.level))::double precision, 'Infinity'::double precision) as end_xp
      from private.save_guard_skill_levels s
    ) levels
    where levels.end_xp > from_xp and levels.start_xp < to_xp
    order by levels.level
  loop
    segment := least(to_xp, band.end_xp) - greatest(from_xp, band.start_xp);
    select t.xp_per_second into training from private.save_guard_training_rates t
      where t.skill_id = skill and t.min_level <= band.level
      order by t.min_level desc limit 1;
    rate := (coalesce(training, 0) + combat) * margin;
    if rate <= 0 then
      return 'Infinity'::double precision;
    end if;
    seconds := seconds + segment / rate;
  end loop;
  return seconds;
end
$$;

-- A number for a message: plain digits (double precision prints 1000000 as 1e+06).
create or replace function private.save_guard_show(value double precision)
returns text language sql immutable set search_path = '' as $$
  select (value::numeric)::text
$$;

create or replace function private.save_guard_reject(reason text)
returns void language plpgsql volatile set search_path = '' as $$
begin
  raise exception using errcode = 'P0001', message = 'Save rejected: ' || reason;
end
$$;

-- The guard ----------------------------------------------------------------------------------------

create or replace function private.guard_player_state()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  now_at timestamptz := now();
  save jsonb := new.player_state;
  previous jsonb := old.player_state;
  elapsed double precision := 0;
  credit jsonb := coalesce(old.player_state_credit, '{}'::jsonb);
  next_credit jsonb := '{}'::jsonb;
  cap double precision := private.save_guard_limit('credit_cap_seconds');
  grace double precision := private.save_guard_limit('grace_seconds');
  margin double precision := private.save_guard_limit('rate_margin');
  entry record;
  claimed jsonb;
  value_now double precision;
  value_before double precision;
  server_rank text;
  server_rank_order integer;
  claimed_order integer;
  allowed integer;
  total_levels integer;
  total_xp double precision;
  start_credit double precision;
  needed double precision;
begin
  if jsonb_typeof(save) is distinct from 'object' then
    save := '{}'::jsonb;
  end if;
  if jsonb_typeof(previous) is distinct from 'object' then
    previous := '{}'::jsonb;
  end if;
  if old.player_state_accepted_at is not null then
    elapsed := greatest(0, extract(epoch from now_at - old.player_state_accepted_at)::double precision);
  end if;
  -- Every credit (one per skill, one for gold) grows with the elapsed time, up to the cap.
  for entry in select keys.key from (select k.id as key from public.skills k union select 'gold') keys loop
    next_credit := next_credit || jsonb_build_object(entry.key,
      least(cap, coalesce(private.save_guard_number(credit -> entry.key), 0) + elapsed));
  end loop;

  -- Writes by the service role or a direct database session are trusted; they restart the clock.
  if not private.save_guard_applies() then
    new.player_state_accepted_at := now_at;
    new.player_state_credit := next_credit;
    return new;
  end if;

  -- lastSaved: not far ahead of the server clock.
  value_now := private.save_guard_number(save -> 'lastSaved');
  if value_now is not null
     and value_now > extract(epoch from now_at)::double precision * 1000
                     + private.save_guard_limit('future_tolerance_seconds') * 1000 then
    perform private.save_guard_reject(format('lastSaved is %s s ahead of the server clock (at most %s s allowed)',
      private.save_guard_show(
        round((value_now / 1000 - extract(epoch from now_at)::double precision)::numeric)::double precision),
      private.save_guard_show(private.save_guard_limit('future_tolerance_seconds'))));
  end if;

  -- player.accountTier: never above the account's tier (only the server raises it).
  claimed := save #> '{player,accountTier}';
  if claimed is not null and jsonb_typeof(claimed) <> 'null' then
    if jsonb_typeof(claimed) <> 'string' or private.tier_order(claimed #>> '{}') < 0 then
      perform private.save_guard_reject(format('player.accountTier %s is not a tier of the game', claimed));
    end if;
    if private.tier_order(claimed #>> '{}') > private.tier_order(new.account_tier) then
      perform private.save_guard_reject(format('player.accountTier "%s" is above the account''s tier "%s"',
        claimed #>> '{}', new.account_tier));
    end if;
  end if;

  -- player.hunterRank: never above the rank the server granted (evaluate_rank_up).
  select r.current_rank into server_rank
    from public.player_hunter_rank r join public.players p on p.id = r.player_id
    where p.user_id = new.id;
  server_rank := coalesce(server_rank, 'E');
  select c.rank_order into server_rank_order from public.rank_checkpoint c where c.rank = server_rank;
  claimed := save #> '{player,hunterRank}';
  if claimed is not null and jsonb_typeof(claimed) <> 'null' then
    select c.rank_order into claimed_order from public.rank_checkpoint c
     where c.rank = claimed #>> '{}' and jsonb_typeof(claimed) = 'string';
    if claimed_order is null then
      perform private.save_guard_reject(format('player.hunterRank %s is not a hunter rank', claimed));
    end if;
    if claimed_order > server_rank_order then
      perform private.save_guard_reject(format('player.hunterRank "%s" is above the rank the server granted ("%s")',
        claimed #>> '{}', server_rank));
    end if;
  end if;

  -- Levels: no skill above what its XP reaches, the player level not above what the skills give,
  -- player.experience not above the skills' total.
  for entry in
    select s.key, s.value
      from jsonb_each(case when jsonb_typeof(save -> 'skills') = 'object' then save -> 'skills' else '{}'::jsonb end) s
    where jsonb_typeof(s.value) = 'object'
  loop
    value_now := private.save_guard_number(entry.value -> 'level');
    allowed := private.save_guard_level_for_xp(coalesce(private.save_guard_number(entry.value -> 'experience'), 0));
    if value_now is not null and value_now > allowed then
      perform private.save_guard_reject(format('skills.%s.level %s is above what its %s XP reaches (level %s)',
        entry.key, private.save_guard_show(value_now),
        private.save_guard_show(coalesce(private.save_guard_number(entry.value -> 'experience'), 0)), allowed));
    end if;
  end loop;
  select coalesce(sum(private.save_guard_level_for_xp(
           private.save_guard_number(save #> array['skills', k.id, 'experience']))), 0),
         coalesce(sum(greatest(0,
           coalesce(private.save_guard_number(save #> array['skills', k.id, 'experience']), 0))), 0)
    into total_levels, total_xp
    from public.skills k;
  select coalesce(max(l.level), 1) into allowed
    from private.save_guard_player_levels l where l.min_total_skill_levels <= total_levels;
  value_now := private.save_guard_number(save #> '{player,level}');
  if value_now is not null and value_now > allowed then
    perform private.save_guard_reject(format('player.level %s is above what the skill levels give (level %s)',
      private.save_guard_show(value_now), allowed));
  end if;
  value_now := private.save_guard_number(save #> '{player,experience}');
  if value_now is not null and value_now > total_xp then
    perform private.save_guard_reject(format('player.experience %s is above the skills'' total XP (%s)',
      private.save_guard_show(value_now), private.save_guard_show(total_xp)));
  end if;

  -- The first save of an account (or the first since the guard exists) has nothing to compare its
  -- progress with: it is accepted as it is and starts the clock.
  if old.player_state_accepted_at is null then
    new.player_state_accepted_at := now_at;
    new.player_state_credit := next_credit;
    return new;
  end if;

  -- Counters never go backwards, and a counter the last accepted save had is never dropped.
  for entry in
    select counters.label, counters.path from (values
      ('stats.enemiesKilled', '{stats,enemiesKilled}'::text[]),
      ('stats.deaths', '{stats,deaths}'::text[]),
      ('stats.totalPlaytime', '{stats,totalPlaytime}'::text[]),
      ('deathPenalty.statistics.totalDeaths', '{deathPenalty,statistics,totalDeaths}'::text[])
    ) as counters(label, path)
    union all
    select 'skills.' || s.key || '.experience', array['skills', s.key, 'experience']
      from jsonb_each(case when jsonb_typeof(previous -> 'skills') = 'object' then previous -> 'skills'
                           else '{}'::jsonb end) s
  loop
    value_before := private.save_guard_number(previous #> entry.path);
    continue when value_before is null;
    value_now := private.save_guard_number(save #> entry.path);
    if value_now is null then
      perform private.save_guard_reject(format('%s is missing (it was %s)',
        entry.label, private.save_guard_show(value_before)));
    end if;
    if value_now < value_before then
      perform private.save_guard_reject(format('%s went backwards (%s -> %s)',
        entry.label, private.save_guard_show(value_before), private.save_guard_show(value_now)));
    end if;
  end loop;

  -- XP per skill: no faster than the fastest rate allows in the time available.
  for entry in
    select s.key, s.value
      from jsonb_each(case when jsonb_typeof(save -> 'skills') = 'object' then save -> 'skills' else '{}'::jsonb end) s
  loop
    value_now := private.save_guard_number(entry.value -> 'experience');
    value_before := coalesce(private.save_guard_number(previous #> array['skills', entry.key, 'experience']), 0);
    continue when value_now is null or value_now <= value_before;
    if not exists (select 1 from public.skills k where k.id = entry.key) then
      perform private.save_guard_reject(format('skills.%s is not a skill of the game', entry.key));
    end if;
    needed := private.save_guard_skill_seconds(entry.key, value_before, value_now, server_rank);
    start_credit := private.save_guard_number(next_credit -> entry.key);
    if needed > start_credit + grace then
      perform private.save_guard_reject(format(
        '%s XP rose by %s (%s -> %s); that takes at least %s s of play at the game''s fastest rate, '
          || 'and only %s s are available',
        entry.key, private.save_guard_show(value_now - value_before), private.save_guard_show(value_before),
        private.save_guard_show(value_now), private.save_guard_show(ceil(needed)),
        private.save_guard_show(floor(start_credit + grace))));
    end if;
    next_credit := next_credit || jsonb_build_object(entry.key, start_credit - needed);
  end loop;

  -- Gold: no faster than the best area's kills plus offline passive gold.
  value_now := private.save_guard_number(save #> '{resources,gold}');
  value_before := coalesce(private.save_guard_number(previous #> '{resources,gold}'), 0);
  if value_now is not null and value_now > value_before then
    select (value_now - value_before) / (c.gold_per_second * margin) into needed
      from private.save_guard_combat_rates c where c.rank = server_rank;
    start_credit := private.save_guard_number(next_credit -> 'gold');
    if coalesce(needed, 'Infinity'::double precision) > start_credit + grace then
      perform private.save_guard_reject(format(
        'gold rose by %s (%s -> %s); that takes at least %s s of play at the game''s fastest rate, '
          || 'and only %s s are available',
        private.save_guard_show(value_now - value_before), private.save_guard_show(value_before),
        private.save_guard_show(value_now), private.save_guard_show(ceil(needed)),
        private.save_guard_show(floor(start_credit + grace))));
    end if;
    next_credit := next_credit || jsonb_build_object('gold', start_credit - needed);
  end if;

  new.player_state_accepted_at := now_at;
  new.player_state_credit := next_credit;
  return new;
end
$$;

revoke all on function
  private.save_guard_limit(text), private.save_guard_number(jsonb), private.save_guard_applies(),
  private.save_guard_level_for_xp(double precision),
  private.save_guard_skill_seconds(text, double precision, double precision, text),
  private.save_guard_show(double precision), private.save_guard_reject(text), private.guard_player_state()
  from public, anon, authenticated;

-- BEFORE UPDATE: runs before the AFTER trigger of 0003 (user_profiles_sync_player), so a refused save
-- is never mirrored into players / player_skills.
drop trigger if exists user_profiles_guard_player_state on public.user_profiles;
create trigger user_profiles_guard_player_state
  before update of player_state on public.user_profiles
  for each row
  when (new.player_state is distinct from old.player_state)
  execute function private.guard_player_state();
