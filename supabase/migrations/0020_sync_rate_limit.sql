-- The sync function's rate limit in SQL (issue 31). It was a window per user in the function's memory: per gateway
-- process, and per Edge Function instance on hosted Supabase, where a burst spread over instances (or a cold
-- start) met a fresh limit each time. Now one row per user counts its calls in a fixed one-minute window, as 0017
-- counts rank-trial calls: 12 a minute (the client pushes at most once a minute, plus a manual sync or two and their
-- retries; supabase/functions/sync/handler.ts SYNCS_PER_MINUTE says the same and server/functions/sync.test.ts
-- checks both). The window opens with the first call after the last one closed, so a burst straddling two windows
-- gets at most twice the share, never more. A refused call counts too (it cannot move the window's end). Rows of
-- users who stopped syncing are pruned by the calls themselves: any row whose window closed an hour ago goes.
-- The sync function passes its clock (`now_at`), as the rank-trial function does, so a test moves one clock.

create or replace function private.sync_call_limit() returns integer
language sql immutable set search_path = '' as $$ select 12 $$;
revoke all on function private.sync_call_limit() from public, anon, authenticated;

create table if not exists public.sync_calls (
  user_id uuid primary key references auth.users (id) on delete cascade,
  window_started_at timestamptz not null,
  calls integer not null check (calls >= 0)
);
create index if not exists sync_calls_window on public.sync_calls (window_started_at);
alter table public.sync_calls enable row level security;
revoke all on table public.sync_calls from public, anon, authenticated;
grant all on table public.sync_calls to service_role;

-- Counts one sync call of this user (service role: the sync function, before it reads anything). True: go on.
-- Its own row first, then others' stale rows: a call locks its own row before any other.
create or replace function public.sync_allowed(user_uuid uuid, now_at timestamptz)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  at_time timestamptz := coalesce(now_at, now());
  calls_now integer;
begin
  insert into public.sync_calls as c (user_id, window_started_at, calls)
    values (user_uuid, at_time, 1)
  on conflict (user_id) do update set
    window_started_at = case
      when c.window_started_at > at_time or c.window_started_at <= at_time - interval '1 minute' then at_time
      else c.window_started_at end,
    calls = case
      when c.window_started_at > at_time or c.window_started_at <= at_time - interval '1 minute' then 1
      else least(c.calls + 1, 1000000) end
  returning c.calls into calls_now;
  -- Then the stale rows of others, through the window index (nothing to read when none is stale). A row another
  -- call holds is left for later: two calls never wait on each other's rows.
  delete from public.sync_calls c where c.user_id in (
    select s.user_id from public.sync_calls s
    where s.window_started_at < at_time - interval '1 hour'
    order by s.window_started_at
    limit 100
    for update skip locked
  );
  return calls_now <= private.sync_call_limit();
end
$$;

revoke all on function public.sync_allowed(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.sync_allowed(uuid, timestamptz) to service_role;
