-- Rank trials decided by the server (issue 13; DESIGN.md "Server-decided facts"). A trial's start
-- records the checked state it starts from (the player's stored save, which passed the save guard)
-- and a seed chosen by the server; its completion is recorded only by the rank-trial function after
-- it replays the run with the game's own core from that state, that seed and the player's command
-- log. The client's own writes (spec 001 §7: the trial state upsert, the trial_in_progress flag)
-- stay as the spec has them; the completed flag can be set only where a replay won.

create table if not exists public.rank_trial_runs (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references public.players (id) on delete cascade,
  trial_id text not null,
  seed bigint not null check (seed >= 0 and seed < 4294967296),
  start_state jsonb not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  outcome text not null default 'running' check (outcome in ('running', 'won', 'lost', 'abandoned')),
  verdict jsonb
);
create index if not exists rank_trial_runs_player on public.rank_trial_runs (player_id, started_at desc);

alter table public.rank_trial_runs enable row level security;
revoke all on table public.rank_trial_runs from anon, authenticated;
grant all on table public.rank_trial_runs to service_role;

-- Why the next rank's trial cannot start for this player, or null: the first three requirements of
-- evaluate_rank_up (flagship rift, two combat skills, total XP) and the tier's rank cap.
create or replace function private.rank_trial_blocker(player_uuid uuid, out next_trial text, out blocker text)
language plpgsql stable security definer set search_path = '' as $$
declare
  tier text;
  save jsonb;
  current_rank text;
  current_order integer;
  next_checkpoint public.rank_checkpoint%rowtype;
  combat_skills_ready integer;
  total_experience numeric;
begin
  select r.current_rank into current_rank from public.player_hunter_rank r where r.player_id = player_uuid;
  if current_rank is null then
    blocker := 'Player not found';
    return;
  end if;
  select c.rank_order into current_order from public.rank_checkpoint c where c.rank = current_rank;
  select * into next_checkpoint from public.rank_checkpoint c where c.rank_order = current_order + 1;
  if not found then
    blocker := 'Maximum Rank Achieved';
    return;
  end if;
  next_trial := next_checkpoint.trial_id;
  select u.account_tier, u.player_state into tier, save
    from public.user_profiles u join public.players p on p.user_id = u.id where p.id = player_uuid;
  if next_checkpoint.rank_order > private.tier_rank_cap(coalesce(tier, 'demo')) then
    blocker := case when coalesce(tier, 'demo') = 'demo'
      then 'Demo accounts are limited to Hunter Rank D. Upgrade to unlock higher ranks and more challenging content!'
      else 'Upgrade your account to unlock this feature!' end;
    return;
  end if;
  if next_trial is null then
    blocker := 'This rank has no trial';
    return;
  end if;
  if exists (
    select 1 from public.player_trial_state t
    where t.player_id = player_uuid and t.trial_id = next_trial and t.completed
  ) then
    blocker := 'This trial is already completed';
    return;
  end if;
  if save is null then
    blocker := 'Your progress has not reached the server yet; try again once it is synced';
    return;
  end if;
  if next_checkpoint.flagship_rift_id is not null and not coalesce(
    jsonb_typeof(save #> '{combat,clearedRifts}') = 'array'
      and (save #> '{combat,clearedRifts}') ? next_checkpoint.flagship_rift_id,
    false
  ) then
    blocker := 'The flagship rift is not cleared';
    return;
  end if;
  select count(*) into combat_skills_ready from public.player_skills s
    where s.player_id = player_uuid
      and s.skill_id in ('bladework', 'marksmanship', 'defense', 'witchcraft')
      and s.level >= next_checkpoint.skill_req_lvl;
  if combat_skills_ready < 2 then
    blocker := format('Two combat skills must reach level %s', next_checkpoint.skill_req_lvl);
    return;
  end if;
  select coalesce(sum(s.experience), 0) into total_experience from public.player_skills s
    where s.player_id = player_uuid;
  if total_experience < next_checkpoint.total_xp_req then
    blocker := format('Total XP must reach %s', next_checkpoint.total_xp_req);
    return;
  end if;
end
$$;

-- The trial's start (service role: the rank-trial function, which chose the seed). Abandons a run
-- left open, records the stored save as the run's start, and returns it.
create or replace function public.begin_rank_trial(player_uuid uuid, trial_seed bigint)
returns table (run_id uuid, trial_id text, start_state jsonb) language plpgsql security definer
set search_path = '' as $$
declare
  check_row record;
  new_run uuid;
begin
  -- One start at a time per player: the rank row is the lock evaluate_rank_up takes too.
  perform 1 from public.player_hunter_rank r where r.player_id = player_uuid for update;
  select * into check_row from private.rank_trial_blocker(player_uuid);
  if check_row.blocker is not null then
    raise exception '%', check_row.blocker using errcode = 'P0001';
  end if;
  update public.rank_trial_runs t set outcome = 'abandoned', finished_at = now()
    where t.player_id = player_uuid and t.outcome = 'running';
  insert into public.rank_trial_runs (player_id, trial_id, seed, start_state)
    select player_uuid, check_row.next_trial, trial_seed, u.player_state
    from public.user_profiles u join public.players p on p.user_id = u.id where p.id = player_uuid
    returning id into new_run;
  return query select r.id, r.trial_id, r.start_state from public.rank_trial_runs r where r.id = new_run;
end
$$;

-- The replay's verdict (service role only). A run is finished once; a won run completes the trial.
create or replace function public.finish_rank_trial(run_uuid uuid, replay_won boolean, replay_verdict jsonb)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  run_row public.rank_trial_runs%rowtype;
begin
  select * into run_row from public.rank_trial_runs r where r.id = run_uuid for update;
  if not found or run_row.outcome <> 'running' then
    raise exception 'This trial run is not open' using errcode = 'P0001';
  end if;
  update public.rank_trial_runs r set
    outcome = case when replay_won then 'won' else 'lost' end,
    finished_at = now(),
    verdict = replay_verdict
  where r.id = run_uuid;
  if replay_won then
    insert into public.player_trial_state as t (player_id, trial_id, attempts, completed, updated_at)
      values (run_row.player_id, run_row.trial_id, 1, true, now())
      on conflict (player_id, trial_id) do update set completed = true, updated_at = now();
  end if;
  update public.player_hunter_rank r set trial_in_progress = false where r.player_id = run_row.player_id;
  return replay_won;
end
$$;

revoke all on function private.rank_trial_blocker(uuid) from public, anon, authenticated;
revoke all on function public.begin_rank_trial(uuid, bigint) from public, anon, authenticated;
revoke all on function public.finish_rank_trial(uuid, boolean, jsonb) from public, anon, authenticated;
grant execute on function public.begin_rank_trial(uuid, bigint) to service_role;
grant execute on function public.finish_rank_trial(uuid, boolean, jsonb) to service_role;

-- Whether a replay won this trial for this player, asked by the policies below on the caller's behalf
-- (the runs table is the service role's alone). Only about the caller's own hunter.
create or replace function public.own_trial_won(player_uuid uuid, trial text)
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.rank_trial_runs r join public.players p on p.id = r.player_id
    where r.player_id = player_uuid and r.trial_id = trial and r.outcome = 'won'
      and p.user_id = (select auth.uid())
  )
$$;
revoke all on function public.own_trial_won(uuid, text) from public, anon;
grant execute on function public.own_trial_won(uuid, text) to authenticated, service_role;

-- The client's finishing upsert (spec 001 §7) may carry completed = true only where a replay won.
drop policy if exists "own trials startable" on public.player_trial_state;
create policy "own trials startable" on public.player_trial_state
  for insert to authenticated
  with check (
    player_id in (select p.id from public.players p where p.user_id = (select auth.uid()))
    and (
      completed = false
      or public.own_trial_won(player_trial_state.player_id, player_trial_state.trial_id)
    )
  );
drop policy if exists "own trials updatable while incomplete" on public.player_trial_state;
create policy "own trials updatable while incomplete" on public.player_trial_state
  for update to authenticated
  using (player_id in (select p.id from public.players p where p.user_id = (select auth.uid())))
  with check (
    player_id in (select p.id from public.players p where p.user_id = (select auth.uid()))
    and (
      completed = false
      or public.own_trial_won(player_trial_state.player_id, player_trial_state.trial_id)
    )
  );
