-- Save guard, part 5 (the abilities and wraiths issue): wraith bonds. A player's save is refused
-- ("Save rejected: ", SQLSTATE P0001, HTTP 400, before the mirrors run) when
--
--   wraiths.bonded   names a wraith the game does not know, bonds a kind twice, or holds a level
--                    outside 1..20, negative bond XP or kills, or more kills than the hunter's own;
--   a new bond       came without its tokens: the kind's tokens fell by less than its bond cost, after
--                    what the kills since the stored save could have dropped (at most 6 a kill);
--   a bond grew      by more bond XP than its kills beside the hunter (1 each) and the tokens of its
--                    kind that went missing (10 each) can give;
--   wraith_1..3      hold anything but a bond of this save, or one bond twice;
--   wraiths.tokens   of a kind rose by more than the kills since the stored save could drop.
--
-- Bond XP to a level is 10 x level x (level - 1), plus the XP toward the next (wraith-rules.ts:
-- bondXpToNext = 20 x level). The kinds below come from src/content/wraiths.ts; wraith-guard.test.ts
-- fails when they drift. A trigger of its own, after 0011's ("..._player_things" < "..._player_wraiths").

create table if not exists private.save_guard_wraiths (
  wraith_id text primary key,
  tokens_to_bond integer not null
);
insert into private.save_guard_wraiths (wraith_id, tokens_to_bond) values
  ('ember_wisp', 10), ('crypt_shade', 15), ('ashen_revenant', 20), ('drowned_chorister', 25),
  ('spire_sentinel', 30), ('void_herald', 35), ('eclipse_phantom', 40), ('abyssal_sovereign', 50)
on conflict (wraith_id) do update set tokens_to_bond = excluded.tokens_to_bond;

create or replace function private.guard_player_wraiths()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  save jsonb := new.player_state;
  previous jsonb := old.player_state;
  -- The most tokens one kill can drop (a raid boss's); wraith-guard.test.ts checks it against content.
  tokens_per_kill constant integer := 6;
  kills_now double precision;
  kills_before double precision;
  new_kills double precision;
  bond record;
  before record;
  slot_value jsonb;
  slot_ids text[] := '{}';
  tokens_lost double precision;
  grown double precision;
  allowed double precision;
begin
  if not private.save_guard_applies() or jsonb_typeof(save) is distinct from 'object'
     or jsonb_typeof(save #> '{wraiths,bonded}') is distinct from 'array' then
    return new;
  end if;
  if jsonb_typeof(previous) is distinct from 'object' then
    previous := '{}'::jsonb;
  end if;
  kills_now := coalesce(private.save_guard_number(save #> '{stats,enemiesKilled}'), 0);
  kills_before := coalesce(private.save_guard_number(previous #> '{stats,enemiesKilled}'), 0);
  new_kills := greatest(0, kills_now - kills_before);

  for bond in
    select e ->> 'id' as id, e ->> 'wraithId' as wraith_id,
           coalesce(private.save_guard_number(e -> 'level'), 1) as level,
           coalesce(private.save_guard_number(e -> 'bondXp'), 0) as bond_xp,
           coalesce(private.save_guard_number(e -> 'kills'), 0) as kills,
           k.tokens_to_bond,
           count(*) over (partition by e ->> 'wraithId') as copies
    from jsonb_array_elements(save #> '{wraiths,bonded}') e
    left join private.save_guard_wraiths k on k.wraith_id = e ->> 'wraithId'
  loop
    if bond.tokens_to_bond is null then
      perform private.save_guard_reject(format('wraith %s is not a wraith of the game', coalesce(bond.wraith_id, '?')));
    end if;
    if bond.copies > 1 then
      perform private.save_guard_reject(format('wraith %s is bonded %s times', bond.wraith_id, bond.copies));
    end if;
    if bond.level < 1 or bond.level > 20 or bond.level <> floor(bond.level) or bond.bond_xp < 0 or bond.kills < 0 then
      perform private.save_guard_reject(format('wraith %s has level %s, bond XP %s and %s kills', bond.wraith_id,
        private.save_guard_show(bond.level), private.save_guard_show(bond.bond_xp), private.save_guard_show(bond.kills)));
    end if;
    if bond.kills > kills_now then
      perform private.save_guard_reject(format('wraith %s helped with %s kills; the hunter has %s', bond.wraith_id,
        private.save_guard_show(bond.kills), private.save_guard_show(kills_now)));
    end if;

    select coalesce(private.save_guard_number(e -> 'level'), 1) as level,
           coalesce(private.save_guard_number(e -> 'bondXp'), 0) as bond_xp,
           coalesce(private.save_guard_number(e -> 'kills'), 0) as kills
      into before
      from jsonb_array_elements(
        case when jsonb_typeof(previous #> '{wraiths,bonded}') = 'array' then previous #> '{wraiths,bonded}' else '[]'::jsonb end
      ) e
      where e ->> 'wraithId' = bond.wraith_id
      limit 1;
    tokens_lost := coalesce(private.save_guard_number(previous #> array['wraiths', 'tokens', bond.wraith_id]), 0)
      + tokens_per_kill * new_kills
      - coalesce(private.save_guard_number(save #> array['wraiths', 'tokens', bond.wraith_id]), 0);
    if before is null then
      if tokens_lost < bond.tokens_to_bond then
        perform private.save_guard_reject(format('wraith %s was bonded without its %s tokens', bond.wraith_id,
          bond.tokens_to_bond));
      end if;
      tokens_lost := tokens_lost - bond.tokens_to_bond;
    end if;
    grown := 10 * bond.level * (bond.level - 1) + bond.bond_xp
      - coalesce(10 * before.level * (before.level - 1) + before.bond_xp, 0);
    allowed := greatest(0, bond.kills - coalesce(before.kills, 0)) + 10 * greatest(0, tokens_lost);
    if grown > allowed then
      perform private.save_guard_reject(format('wraith %s grew by %s bond XP; its kills and tokens allow %s',
        bond.wraith_id, private.save_guard_show(grown), private.save_guard_show(allowed)));
    end if;
  end loop;

  -- Tokens come only from kills.
  select t.key as wraith_id, private.save_guard_number(t.value) as now_count,
         coalesce(private.save_guard_number(previous #> array['wraiths', 'tokens', t.key]), 0) as before_count
    into bond
    from jsonb_each(case when jsonb_typeof(save #> '{wraiths,tokens}') = 'object' then save #> '{wraiths,tokens}'
                         else '{}'::jsonb end) t
    where private.save_guard_number(t.value) is null
       or private.save_guard_number(t.value) < 0
       or private.save_guard_number(t.value)
          - coalesce(private.save_guard_number(previous #> array['wraiths', 'tokens', t.key]), 0)
          > tokens_per_kill * new_kills
    limit 1;
  if bond.wraith_id is not null then
    perform private.save_guard_reject(format('%s tokens rose from %s to %s; %s kills since could drop at most %s',
      bond.wraith_id, private.save_guard_show(bond.before_count), coalesce(private.save_guard_show(bond.now_count), '?'),
      private.save_guard_show(new_kills), private.save_guard_show(tokens_per_kill * new_kills)));
  end if;

  -- The three slots hold bonds of this save, each at most once.
  foreach slot_value in array array[save #> '{equipment,slots,wraith_1}', save #> '{equipment,slots,wraith_2}',
                                    save #> '{equipment,slots,wraith_3}'] loop
    if slot_value is null or jsonb_typeof(slot_value) = 'null' then
      continue;
    end if;
    if jsonb_typeof(slot_value) <> 'string'
       or not exists (select 1 from jsonb_array_elements(save #> '{wraiths,bonded}') e where e -> 'id' = slot_value)
       or (slot_value #>> '{}') = any(slot_ids) then
      perform private.save_guard_reject(format('wraith slot holds %s, not a bond of this save (or twice)', slot_value));
    end if;
    slot_ids := slot_ids || (slot_value #>> '{}');
  end loop;
  return new;
end
$$;

revoke all on function private.guard_player_wraiths() from public, anon, authenticated;

drop trigger if exists user_profiles_guard_player_wraiths on public.user_profiles;
create trigger user_profiles_guard_player_wraiths
  before update of player_state on public.user_profiles
  for each row
  when (new.player_state is distinct from old.player_state)
  execute function private.guard_player_wraiths();
