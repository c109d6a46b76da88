-- Rank trials against a hostile client (issue 31). A player's own client can edit its save and call the
-- rank-trial function as often as it likes. Found: 25 starts in a second all succeeded, each storing a copy of
-- the whole save (3.8 MB for one player, kept after the runs were abandoned); and since a start hands out its
-- seed (the client fights that run), a client could simulate the fight, abandon it and start again until a
-- seed won. Now:
--   1. One open run per player, enforced by a unique index.
--   2. A run that is left is a lost attempt: a start while one is open abandons it (and is refused), and a run
--      still open 30 minutes after its start (five times the longest trial) is abandoned at that moment.
--      After a lost or abandoned attempt the next start waits 10 minutes (the cooldown). Seed shopping costs
--      a cooldown per seed: no faster than fighting and losing.
--   3. A run's copy of the start state is kept only while it is open: cleared when it is won, lost or
--      abandoned, so a player has at most one copy (a check constraint says so).
--   4. Starts and finishes are rate-limited per player (5 starts and 6 finishes a minute), so a script
--      hammering the function costs one small row update per call, not a save read or a replay.
-- Every time here is the rank-trial function's clock (`now_at`), so the function's checks (a report sooner
-- than the fight could have lasted) and these agree, and a test can move that clock.
-- The function's messages repeat these numbers (supabase/functions/rank-trial/handler.ts, RANK_TRIAL_RULES),
-- and so does the client's rank dialog (src/core/trials/attempts.ts); server/functions/rank-trial.test.ts
-- checks them against this file's behaviour.

-- The rules, in one place for the functions below (schema private: not reachable through the API).
create or replace function private.rank_trial_run_expiry() returns interval
language sql immutable set search_path = '' as $$ select interval '30 minutes' $$;
create or replace function private.rank_trial_cooldown() returns interval
language sql immutable set search_path = '' as $$ select interval '10 minutes' $$;
create or replace function private.rank_trial_call_limit(call_action text) returns integer
language sql immutable set search_path = '' as $$
  select case call_action when 'start' then 5 when 'finish' then 6 end
$$;

alter table public.rank_trial_runs alter column start_state drop not null;

-- Rows from before: one open run per player (the newest), and no copy of a save behind a closed run.
update public.rank_trial_runs t set outcome = 'abandoned', finished_at = coalesce(t.finished_at, now())
  where t.outcome = 'running' and exists (
    select 1 from public.rank_trial_runs n
    where n.player_id = t.player_id and n.outcome = 'running' and (n.started_at, n.id) > (t.started_at, t.id)
  );
update public.rank_trial_runs t set start_state = null where t.outcome <> 'running' and t.start_state is not null;

create unique index if not exists rank_trial_runs_one_open on public.rank_trial_runs (player_id)
  where outcome = 'running';
alter table public.rank_trial_runs drop constraint if exists rank_trial_runs_state_while_open;
alter table public.rank_trial_runs add constraint rank_trial_runs_state_while_open
  check (outcome = 'running' or start_state is null);

-- Calls per player and action in the current one-minute window (the service role's alone).
create table if not exists public.rank_trial_calls (
  player_id uuid not null references public.players (id) on delete cascade,
  action text not null check (action in ('start', 'finish')),
  window_started_at timestamptz not null,
  calls integer not null check (calls >= 0),
  primary key (player_id, action)
);
alter table public.rank_trial_calls enable row level security;
revoke all on table public.rank_trial_calls from public, anon, authenticated;
grant all on table public.rank_trial_calls to service_role;

-- Counts one call (service role: the rank-trial function, before it does anything else). Null: go on.
-- Otherwise the time the window ends, when the next call is allowed. Refused calls count too.
create or replace function public.throttle_rank_trial(player_uuid uuid, call_action text, now_at timestamptz)
returns timestamptz language plpgsql security definer set search_path = '' as $$
declare
  at_time timestamptz := coalesce(now_at, now());
  allowed integer := private.rank_trial_call_limit(call_action);
  calls_now integer;
  window_start timestamptz;
begin
  if allowed is null then
    raise exception 'Unknown rank trial action: %', call_action using errcode = 'P0001';
  end if;
  insert into public.rank_trial_calls as c (player_id, action, window_started_at, calls)
    values (player_uuid, call_action, at_time, 1)
  on conflict (player_id, action) do update set
    window_started_at = case
      when c.window_started_at > at_time or c.window_started_at <= at_time - interval '1 minute' then at_time
      else c.window_started_at end,
    calls = case
      when c.window_started_at > at_time or c.window_started_at <= at_time - interval '1 minute' then 1
      else c.calls + 1 end
  returning c.calls, c.window_started_at into calls_now, window_start;
  if calls_now > allowed then
    return window_start + interval '1 minute';
  end if;
  return null;
end
$$;

-- The trial's start (service role: the rank-trial function, which chose the seed). A run left open past its
-- expiry is abandoned as of its expiry; a run still open is abandoned now and the start refused; within the
-- cooldown after a lost or abandoned attempt the start is refused. Refusals come back as a row (`refusal`
-- 'abandoned' or 'cooldown', `retry_at`: when the next start is allowed), so the abandonment is kept; a
-- requirement not met is raised, as before, and changes nothing. Otherwise the stored save is recorded as
-- the run's start.
drop function if exists public.begin_rank_trial(uuid, bigint);
create or replace function public.begin_rank_trial(player_uuid uuid, trial_seed bigint, now_at timestamptz)
returns table (run_id uuid, trial_id text, start_state jsonb, refusal text, retry_at timestamptz)
language plpgsql security definer set search_path = '' as $$
declare
  at_time timestamptz := coalesce(now_at, now());
  expiry interval := private.rank_trial_run_expiry();
  cooldown interval := private.rank_trial_cooldown();
  check_row record;
  left_run uuid;
  last_lost timestamptz;
  new_run uuid;
begin
  -- One start at a time per player: the rank row is the lock evaluate_rank_up and finish_rank_trial take too.
  perform 1 from public.player_hunter_rank r where r.player_id = player_uuid for update;
  update public.rank_trial_runs t
    set outcome = 'abandoned', finished_at = t.started_at + expiry, start_state = null
    where t.player_id = player_uuid and t.outcome = 'running' and t.started_at + expiry <= at_time;
  update public.rank_trial_runs t
    set outcome = 'abandoned', finished_at = at_time, start_state = null
    where t.player_id = player_uuid and t.outcome = 'running'
    returning t.id into left_run;
  if left_run is not null then
    update public.player_hunter_rank r set trial_in_progress = false where r.player_id = player_uuid;
    return query select null::uuid, null::text, null::jsonb, 'abandoned'::text, at_time + cooldown;
    return;
  end if;
  select max(t.finished_at) into last_lost from public.rank_trial_runs t
    where t.player_id = player_uuid and t.outcome in ('lost', 'abandoned');
  if last_lost is not null and last_lost + cooldown > at_time then
    return query select null::uuid, null::text, null::jsonb, 'cooldown'::text, last_lost + cooldown;
    return;
  end if;
  select * into check_row from private.rank_trial_blocker(player_uuid);
  if check_row.blocker is not null then
    raise exception '%', check_row.blocker using errcode = 'P0001';
  end if;
  insert into public.rank_trial_runs (player_id, trial_id, seed, start_state, started_at)
    select player_uuid, check_row.next_trial, trial_seed, u.player_state, at_time
    from public.user_profiles u join public.players p on p.user_id = u.id where p.id = player_uuid
    returning id into new_run;
  return query select r.id, r.trial_id, r.start_state, null::text, null::timestamptz
    from public.rank_trial_runs r where r.id = new_run;
end
$$;

-- The replay's verdict (service role only). A run is finished once, and its start state goes with it. A run
-- reported after its expiry was left unfinished: abandoned as of its expiry, whatever the replay says. A won
-- run completes the trial. Returns what was recorded and, after a loss, when the next start is allowed.
drop function if exists public.finish_rank_trial(uuid, boolean, jsonb);
create or replace function public.finish_rank_trial(
  run_uuid uuid,
  replay_won boolean,
  replay_verdict jsonb,
  now_at timestamptz
) returns table (recorded_outcome text, next_attempt_at timestamptz)
language plpgsql security definer set search_path = '' as $$
declare
  at_time timestamptz := coalesce(now_at, now());
  expiry interval := private.rank_trial_run_expiry();
  run_row public.rank_trial_runs%rowtype;
  run_player uuid;
  recorded text;
  ended timestamptz;
begin
  -- The rank row first, then the run: the order begin_rank_trial takes them in.
  select r.player_id into run_player from public.rank_trial_runs r where r.id = run_uuid;
  perform 1 from public.player_hunter_rank h where h.player_id = run_player for update;
  select * into run_row from public.rank_trial_runs r where r.id = run_uuid for update;
  if not found or run_row.outcome <> 'running' then
    raise exception 'This trial run is not open' using errcode = 'P0001';
  end if;
  if run_row.started_at + expiry <= at_time then
    recorded := 'abandoned';
    ended := run_row.started_at + expiry;
  else
    recorded := case when replay_won then 'won' else 'lost' end;
    ended := at_time;
  end if;
  update public.rank_trial_runs r set
    outcome = recorded,
    finished_at = ended,
    verdict = case when recorded = 'abandoned' then null else replay_verdict end,
    start_state = null
  where r.id = run_uuid;
  if recorded = 'won' then
    insert into public.player_trial_state as t (player_id, trial_id, attempts, completed, updated_at)
      values (run_row.player_id, run_row.trial_id, 1, true, now())
      on conflict (player_id, trial_id) do update set completed = true, updated_at = now();
  end if;
  update public.player_hunter_rank h set trial_in_progress = false where h.player_id = run_row.player_id;
  return query select recorded,
    case when recorded = 'won' then null::timestamptz else ended + private.rank_trial_cooldown() end;
end
$$;

revoke all on function public.throttle_rank_trial(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.begin_rank_trial(uuid, bigint, timestamptz) from public, anon, authenticated;
revoke all on function public.finish_rank_trial(uuid, boolean, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.throttle_rank_trial(uuid, text, timestamptz) to service_role;
grant execute on function public.begin_rank_trial(uuid, bigint, timestamptz) to service_role;
grant execute on function public.finish_rank_trial(uuid, boolean, jsonb, timestamptz) to service_role;
revoke all on function private.rank_trial_run_expiry() from public, anon, authenticated;
revoke all on function private.rank_trial_cooldown() from public, anon, authenticated;
revoke all on function private.rank_trial_call_limit(text) from public, anon, authenticated;

-- When the caller's hunter may start a rank trial again (the rank dialog's countdown), or null when nothing
-- holds it back; a time already past means the same. Only about the caller's own hunter. A run still open
-- is not counted: it may yet be won (a run open past its expiry is, as the next start will find it).
create or replace function public.rank_trial_next_attempt(player_uuid uuid)
returns timestamptz language sql stable security definer set search_path = '' as $$
  select max(coalesce(r.finished_at, r.started_at + private.rank_trial_run_expiry()) + private.rank_trial_cooldown())
  from public.rank_trial_runs r join public.players p on p.id = r.player_id
  where r.player_id = player_uuid and p.user_id = (select auth.uid())
    and (
      r.outcome in ('lost', 'abandoned')
      or (r.outcome = 'running' and r.started_at + private.rank_trial_run_expiry() <= now())
    )
$$;
revoke all on function public.rank_trial_next_attempt(uuid) from public, anon;
grant execute on function public.rank_trial_next_attempt(uuid) to authenticated, service_role;
