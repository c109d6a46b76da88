-- The first save of an account is judged too. 0005 accepted it as it came (nothing to compare it
-- with), so a new account could upload any progress it liked. Now a first save starts from the new
-- character of the account's tier (start gold and skill XP, spec 000 §9) at the moment the account
-- was created: each skill's XP and the gold must be reachable at the game's fastest rates in the
-- account's age (capped like every credit, plus the grace), exactly as a later save is judged against
-- the time since the last one. Saves stored before the guard existed (player_state set, no accepted
-- time) are still trusted once: 0005 restarts the clock from them.
--
-- A trigger of its own, named to fire before 0005's (PostgreSQL fires BEFORE triggers by name), so
-- 0005's guard is left as it was.

create table if not exists private.save_guard_tier_start (
  tier text primary key,
  gold double precision not null,
  skill_xp jsonb not null default '{}'::jsonb
);
-- From server/saves/guard-rates.ts (tierStarts); guard-rates.test.ts fails if these differ from the core.
insert into private.save_guard_tier_start (tier, gold, skill_xp) values
  ('demo', 100, '{}'),
  ('base', 500, '{}'),
  ('expansion_1', 1000, '{"bladework":100,"marksmanship":100,"witchcraft":100,"defense":100,"athleticism":100}'),
  ('expansion_2', 1500, '{"bladework":100,"marksmanship":100,"witchcraft":100,"defense":100,"survival":100,"athleticism":100,"smithing":100,"alchemy":100,"artifice":100,"command":100}'),
  ('supporter', 2500, '{"bladework":2500,"witchcraft":2440,"defense":60}')
on conflict (tier) do update set gold = excluded.gold, skill_xp = excluded.skill_xp;
revoke all on table private.save_guard_tier_start from public, anon, authenticated;

create or replace function private.guard_first_save()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  save jsonb := new.player_state;
  grace double precision := private.save_guard_limit('grace_seconds');
  margin double precision := private.save_guard_limit('rate_margin');
  age double precision;
  start_gold double precision;
  start_xp jsonb;
  server_rank text;
  entry record;
  value_now double precision;
  value_before double precision;
  needed double precision;
begin
  if old.player_state_accepted_at is not null or old.player_state is not null or not private.save_guard_applies()
     or jsonb_typeof(save) is distinct from 'object' then
    return new;
  end if;
  age := least(private.save_guard_limit('credit_cap_seconds'),
               greatest(0, extract(epoch from now() - old.created_at)::double precision));
  select t.gold, t.skill_xp into start_gold, start_xp
    from private.save_guard_tier_start t where t.tier = new.account_tier;
  start_gold := coalesce(start_gold, 0);
  start_xp := coalesce(start_xp, '{}'::jsonb);
  select r.current_rank into server_rank
    from public.player_hunter_rank r join public.players p on p.id = r.player_id
    where p.user_id = new.id;
  server_rank := coalesce(server_rank, 'E');

  for entry in
    select s.key, s.value
      from jsonb_each(case when jsonb_typeof(save -> 'skills') = 'object' then save -> 'skills' else '{}'::jsonb end) s
  loop
    value_now := private.save_guard_number(entry.value -> 'experience');
    value_before := coalesce(private.save_guard_number(start_xp -> entry.key), 0);
    continue when value_now is null or value_now <= value_before;
    if not exists (select 1 from public.skills k where k.id = entry.key) then
      perform private.save_guard_reject(format('skills.%s is not a skill of the game', entry.key));
    end if;
    needed := private.save_guard_skill_seconds(entry.key, value_before, value_now, server_rank);
    if needed > age + grace then
      perform private.save_guard_reject(format(
        'first save: %s XP is %s (a new hunter starts with %s); '
          || 'that takes at least %s s of play at the game''s fastest rate, and the account is %s s old',
        entry.key, private.save_guard_show(value_now), private.save_guard_show(value_before),
        private.save_guard_show(ceil(needed)), private.save_guard_show(floor(age))));
    end if;
  end loop;

  value_now := private.save_guard_number(save #> '{resources,gold}');
  if value_now is not null and value_now > start_gold then
    select (value_now - start_gold) / (c.gold_per_second * margin) into needed
      from private.save_guard_combat_rates c where c.rank = server_rank;
    if coalesce(needed, 'Infinity'::double precision) > age + grace then
      perform private.save_guard_reject(format(
        'first save: gold is %s (a new hunter starts with %s); '
          || 'that takes at least %s s of play at the game''s fastest rate, and the account is %s s old',
        private.save_guard_show(value_now), private.save_guard_show(start_gold),
        private.save_guard_show(ceil(needed)), private.save_guard_show(floor(age))));
    end if;
  end if;
  return new;
end
$$;

revoke all on function private.guard_first_save() from public, anon, authenticated;

drop trigger if exists user_profiles_guard_first_save on public.user_profiles;
create trigger user_profiles_guard_first_save
  before update of player_state on public.user_profiles
  for each row
  when (new.player_state is distinct from old.player_state)
  execute function private.guard_first_save();
