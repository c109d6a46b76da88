-- The arena (issue 15; DESIGN.md "Server-decided facts"). A hunter's public card (name, title, rank,
-- level, combat stats, gear, abilities, wraiths: nothing else) is built by the arena function with the
-- game's own core from the player's stored save, which passed the save guard, and published here by the
-- service role. Every signed-in player reads every card; no player writes one, their own included. A duel
-- is simulated by the core from two cards and a seed the function draws; its outcome and both ratings
-- (Elo, computed by the core) are recorded by record_arena_duel in one transaction. The save guard holds
-- a save's PvP counters to the duels the server recorded.
--
-- Cards are keyed by the players row id (players.id, drawn by gen_random_uuid), never by the auth user
-- id: a card names no account.

create table if not exists public.arena_cards (
  player_id uuid primary key references public.players (id) on delete cascade,
  card jsonb not null check (jsonb_typeof(card) = 'object'),
  rating integer not null default 1200,
  wins integer not null default 0 check (wins >= 0),
  losses integer not null default 0 check (losses >= 0),
  published_at timestamptz not null default now()
);
-- The ladder: best rating first.
create index if not exists arena_cards_ladder on public.arena_cards (rating desc, player_id);

-- A fighter who is deleted leaves their duels to the other fighter (whose counters the guard reads).
create table if not exists public.arena_duels (
  id uuid primary key default gen_random_uuid(),
  attacker uuid references public.players (id) on delete set null,
  defender uuid references public.players (id) on delete set null,
  seed bigint not null check (seed >= 0 and seed < 4294967296),
  winner text not null check (winner in ('attacker', 'defender')),
  attacker_rating_before integer not null,
  attacker_rating_after integer not null,
  defender_rating_before integer not null,
  defender_rating_after integer not null,
  -- The two cards the duel was fought with: with the seed, the core replays it blow by blow.
  attacker_card jsonb not null,
  defender_card jsonb not null,
  created_at timestamptz not null default now(),
  check (attacker is distinct from defender or attacker is null)
);
create index if not exists arena_duels_attacker on public.arena_duels (attacker, created_at desc);
create index if not exists arena_duels_defender on public.arena_duels (defender, created_at desc);

alter table public.arena_cards enable row level security;
alter table public.arena_duels enable row level security;

-- Reads only, and only signed in; every write is the service role's (through the functions below).
revoke all on table public.arena_cards, public.arena_duels from public, anon, authenticated;
grant all on table public.arena_cards, public.arena_duels to service_role;
grant select on table public.arena_cards, public.arena_duels to authenticated;

drop policy if exists "cards readable when signed in" on public.arena_cards;
create policy "cards readable when signed in" on public.arena_cards
  for select to authenticated using (true);

drop policy if exists "own duels readable" on public.arena_duels;
create policy "own duels readable" on public.arena_duels
  for select to authenticated
  using (
    attacker in (select p.id from public.players p where p.user_id = (select auth.uid()))
    or defender in (select p.id from public.players p where p.user_id = (select auth.uid()))
  );

-- The messages the arena function repeats (supabase/functions/arena/handler.ts ARENA_MESSAGES).
-- Whether this player's server rank (granted by evaluate_rank_up, never by a save) opens the arena.
create or replace function private.arena_rank_open(player_uuid uuid)
returns boolean language sql stable security definer set search_path = '' as $$
  select coalesce((
    select c.rank_order >= (select a.rank_order from public.rank_checkpoint a where a.rank = 'A')
    from public.player_hunter_rank r join public.rank_checkpoint c on c.rank = r.current_rank
    where r.player_id = player_uuid
  ), false)
$$;

-- Publishes (or republishes) a card built by the arena function. Keeps the rating and record.
create or replace function public.publish_arena_card(player_uuid uuid, card jsonb)
returns public.arena_cards language plpgsql security definer set search_path = '' as $$
declare
  published public.arena_cards%rowtype;
begin
  if not private.arena_rank_open(player_uuid) then
    raise exception 'The arena opens at Hunter Rank A' using errcode = 'P0001';
  end if;
  -- A card holds the card's fields and nothing else (no e-mail, no ids, no save), and stays small.
  if jsonb_typeof(card) is distinct from 'object'
     or exists (
       select 1 from jsonb_object_keys(card) k
       where k not in ('version', 'name', 'title', 'rank', 'level', 'stats', 'gear', 'abilities', 'wraiths')
     )
     or octet_length(card::text) > 16384 then
    raise exception 'This is not an arena card' using errcode = 'P0001';
  end if;
  -- The default hunter name is the account's e-mail prefix and five digits (handle_new_user, the core's
  -- makeUsername): on a card it would tell strangers part of an e-mail address, so it goes out as
  -- "Hunter" and the digits. A name the player chose (0008's rules allow no '@') goes out as it is.
  if right(card ->> 'name', 5) ~ '^[1-9][0-9]{4}$' and exists (
    select 1 from public.players p join auth.users u on u.id = p.user_id
    where p.id = player_uuid
      and left(card ->> 'name', -5) = coalesce(nullif(btrim(split_part(u.email, '@', 1)), ''), 'hunter')
  ) then
    card := jsonb_set(card, '{name}', to_jsonb('Hunter ' || right(card ->> 'name', 5)));
  end if;
  insert into public.arena_cards as a (player_id, card, published_at)
    values (player_uuid, card, now())
    on conflict (player_id) do update set card = excluded.card, published_at = excluded.published_at
    returning * into published;
  return published;
end
$$;

-- Records a duel the arena function simulated: both ratings (computed by the core from the ratings it
-- read, attacker_before and defender_before), both records and the duel row, in one transaction. Both
-- card rows are locked (in key order, so two duels between the same pair cannot deadlock); when a rating
-- moved since the function read it (another duel landed in between) nothing is written and null is
-- returned, and the function computes again from the new ratings: no duel's update is ever lost.
create or replace function public.record_arena_duel(
  attacker_uuid uuid,
  defender_uuid uuid,
  duel_seed bigint,
  attacker_won boolean,
  attacker_before integer,
  defender_before integer,
  attacker_after integer,
  defender_after integer,
  attacker_card jsonb,
  defender_card jsonb
)
returns uuid language plpgsql security definer set search_path = '' as $$
declare
  attacker_row public.arena_cards%rowtype;
  defender_row public.arena_cards%rowtype;
  recent integer;
  duel_id uuid;
begin
  if attacker_uuid = defender_uuid then
    raise exception 'You cannot duel yourself' using errcode = 'P0001';
  end if;
  perform 1 from public.arena_cards a where a.player_id in (attacker_uuid, defender_uuid)
    order by a.player_id for update;
  select * into attacker_row from public.arena_cards a where a.player_id = attacker_uuid;
  if not found then
    raise exception 'Publish your card first' using errcode = 'P0001';
  end if;
  select * into defender_row from public.arena_cards a where a.player_id = defender_uuid;
  if not found then
    raise exception 'That hunter has no arena card' using errcode = 'P0001';
  end if;
  if not private.arena_rank_open(attacker_uuid) then
    raise exception 'The arena opens at Hunter Rank A' using errcode = 'P0001';
  end if;
  -- At most 30 duels an hour per attacker (counted under the attacker's row lock, so none slips past).
  select count(*) into recent from public.arena_duels d
    where d.attacker = attacker_uuid and d.created_at > now() - interval '1 hour';
  if recent >= 30 then
    raise exception 'Too many duels: at most 30 an hour. Try again later.' using errcode = 'P0001';
  end if;
  if attacker_row.rating <> attacker_before or defender_row.rating <> defender_before then
    return null;
  end if;
  update public.arena_cards a set
    rating = attacker_after,
    wins = a.wins + case when attacker_won then 1 else 0 end,
    losses = a.losses + case when attacker_won then 0 else 1 end
  where a.player_id = attacker_uuid;
  update public.arena_cards a set
    rating = defender_after,
    wins = a.wins + case when attacker_won then 0 else 1 end,
    losses = a.losses + case when attacker_won then 1 else 0 end
  where a.player_id = defender_uuid;
  insert into public.arena_duels (
    attacker, defender, seed, winner,
    attacker_rating_before, attacker_rating_after, defender_rating_before, defender_rating_after,
    attacker_card, defender_card
  ) values (
    attacker_uuid, defender_uuid, duel_seed, case when attacker_won then 'attacker' else 'defender' end,
    attacker_before, attacker_after, defender_before, defender_after,
    attacker_card, defender_card
  ) returning id into duel_id;
  return duel_id;
end
$$;

revoke all on function private.arena_rank_open(uuid) from public, anon, authenticated;
revoke all on function public.publish_arena_card(uuid, jsonb) from public, anon, authenticated;
revoke all on function public.record_arena_duel(uuid, uuid, bigint, boolean, integer, integer, integer, integer, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.publish_arena_card(uuid, jsonb) to service_role;
grant execute on function public.record_arena_duel(uuid, uuid, bigint, boolean, integer, integer, integer, integer, jsonb, jsonb)
  to service_role;

-- Save guard, part 6: PvP counters. A save is refused ("Save rejected: ", SQLSTATE P0001, HTTP 400) when
--
--   stats.pvpWins                      exceeds the duels this player won (as attacker or defender),
--   stats.pvpLosses                    exceeds the duels this player lost,
--   deathPenalty.statistics.pvpDeaths  exceeds the duels this player lost (only a lost duel kills).
--
-- An absent (or non-numeric) counter counts as 0; a save claiming no PvP at all costs no lookup. A
-- trigger of its own, like 0014's.
create or replace function private.guard_player_pvp()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  save jsonb := new.player_state;
  claimed_wins double precision;
  claimed_losses double precision;
  claimed_deaths double precision;
  player_uuid uuid;
  won bigint := 0;
  lost bigint := 0;
begin
  if not private.save_guard_applies() or jsonb_typeof(save) is distinct from 'object' then
    return new;
  end if;
  claimed_wins := coalesce(private.save_guard_number(save #> '{stats,pvpWins}'), 0);
  claimed_losses := coalesce(private.save_guard_number(save #> '{stats,pvpLosses}'), 0);
  claimed_deaths := coalesce(private.save_guard_number(save #> '{deathPenalty,statistics,pvpDeaths}'), 0);
  if claimed_wins <= 0 and claimed_losses <= 0 and claimed_deaths <= 0 then
    return new;
  end if;
  select p.id into player_uuid from public.players p where p.user_id = new.id;
  if player_uuid is not null then
    select
      (select count(*) from public.arena_duels d where d.attacker = player_uuid and d.winner = 'attacker')
        + (select count(*) from public.arena_duels d where d.defender = player_uuid and d.winner = 'defender'),
      (select count(*) from public.arena_duels d where d.attacker = player_uuid and d.winner = 'defender')
        + (select count(*) from public.arena_duels d where d.defender = player_uuid and d.winner = 'attacker')
      into won, lost;
  end if;
  if claimed_wins > won then
    perform private.save_guard_reject(format('stats.pvpWins is %s; the arena recorded %s duels won',
      private.save_guard_show(claimed_wins), won));
  end if;
  if claimed_losses > lost then
    perform private.save_guard_reject(format('stats.pvpLosses is %s; the arena recorded %s duels lost',
      private.save_guard_show(claimed_losses), lost));
  end if;
  if claimed_deaths > lost then
    perform private.save_guard_reject(format(
      'deathPenalty.statistics.pvpDeaths is %s; the arena recorded %s duels lost',
      private.save_guard_show(claimed_deaths), lost));
  end if;
  return new;
end
$$;

revoke all on function private.guard_player_pvp() from public, anon, authenticated;

drop trigger if exists user_profiles_guard_player_pvp on public.user_profiles;
create trigger user_profiles_guard_player_pvp
  before update of player_state on public.user_profiles
  for each row
  when (new.player_state is distinct from old.player_state)
  execute function private.guard_player_pvp();
