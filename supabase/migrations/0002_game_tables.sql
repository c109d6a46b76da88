-- The game's tables. Row level security on every table: a player sees and changes only their own
-- rows, and only the columns granted below. The account tier, admin rows, hunter rank and trial
-- completion are written only by the service role or the security-definer functions of 0003.
-- Supabase grants every new public table to anon and authenticated by default, so each table
-- revokes that first and grants exactly what it allows.

create table if not exists public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  account_tier text not null default 'demo'
    check (account_tier in ('demo', 'base', 'expansion_1', 'expansion_2', 'supporter')),
  player_state jsonb,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create table if not exists public.admin_users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  role text not null default 'admin',
  created_at timestamptz not null default now()
);

create table if not exists public.players (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  username text,
  level integer not null default 1,
  experience bigint not null default 0,
  health integer not null default 100,
  max_health integer not null default 100,
  mana integer not null default 50,
  max_mana integer not null default 50,
  computed_strength integer not null default 10,
  computed_agility integer not null default 8,
  computed_vitality integer not null default 15,
  computed_intelligence integer not null default 8,
  computed_perception integer not null default 8,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists public.rank_checkpoint (
  rank text primary key,
  rank_order integer not null unique,
  flagship_rift_id text,
  skill_req_lvl integer not null,
  total_xp_req bigint not null,
  trial_id text,
  base_hp_mult numeric(6, 2) not null,
  dmg_mult numeric(6, 2) not null
);

create table if not exists public.player_hunter_rank (
  player_id uuid primary key references public.players (id) on delete cascade,
  current_rank text not null default 'E' references public.rank_checkpoint (rank),
  last_promo_dt timestamptz,
  trial_in_progress boolean not null default false
);

create table if not exists public.player_trial_state (
  player_id uuid not null references public.players (id) on delete cascade,
  trial_id text not null,
  attempts integer not null default 0,
  completed boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (player_id, trial_id)
);

create table if not exists public.skills (
  id text primary key,
  name text not null,
  category text not null check (category in ('combat', 'magic', 'gathering', 'production', 'leadership')),
  description text not null default '',
  sort_order integer not null default 0
);

create table if not exists public.player_skills (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references public.players (id) on delete cascade,
  skill_id text not null references public.skills (id),
  level integer not null default 1,
  experience bigint not null default 0,
  unique (player_id, skill_id)
);

create table if not exists public.upgrade_codes (
  code text primary key,
  tier text not null check (tier in ('base', 'expansion_1', 'expansion_2', 'supporter')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  redeemed_by uuid references auth.users (id) on delete set null,
  redeemed_at timestamptz
);

create table if not exists public.tos_acceptances (
  user_id uuid primary key references auth.users (id) on delete cascade,
  accepted_at timestamptz not null default now(),
  tos_version text not null,
  email_opt_in boolean not null default false
);

-- Row level security everywhere.
alter table public.user_profiles enable row level security;
alter table public.admin_users enable row level security;
alter table public.players enable row level security;
alter table public.rank_checkpoint enable row level security;
alter table public.player_hunter_rank enable row level security;
alter table public.player_trial_state enable row level security;
alter table public.skills enable row level security;
alter table public.player_skills enable row level security;
alter table public.upgrade_codes enable row level security;
alter table public.tos_acceptances enable row level security;

-- Table and column privileges.
revoke all on table
  public.user_profiles, public.admin_users, public.players, public.rank_checkpoint,
  public.player_hunter_rank, public.player_trial_state, public.skills, public.player_skills,
  public.upgrade_codes, public.tos_acceptances
  from anon, authenticated;
grant all on table
  public.user_profiles, public.admin_users, public.players, public.rank_checkpoint,
  public.player_hunter_rank, public.player_trial_state, public.skills, public.player_skills,
  public.upgrade_codes, public.tos_acceptances
  to service_role;

grant select on table public.rank_checkpoint, public.skills to anon, authenticated;
grant select on table
  public.user_profiles, public.admin_users, public.players, public.player_hunter_rank,
  public.player_trial_state, public.player_skills, public.tos_acceptances
  to authenticated;
-- The cloud save: a player writes their save and its time, never their tier.
grant update (player_state, updated_at) on table public.user_profiles to authenticated;
-- The trial flag is the only rank column a player writes.
grant update (trial_in_progress) on table public.player_hunter_rank to authenticated;
-- Trial attempts: upserts set every column they carry, so the key columns are granted too; the
-- policies below hold the key to the player's own rows and completion to false.
grant insert (player_id, trial_id, attempts, completed, updated_at),
  update (player_id, trial_id, attempts, completed, updated_at)
  on table public.player_trial_state to authenticated;

-- Policies: own rows only.
drop policy if exists "own profile readable" on public.user_profiles;
create policy "own profile readable" on public.user_profiles
  for select to authenticated using (id = (select auth.uid()));
drop policy if exists "own profile save writable" on public.user_profiles;
create policy "own profile save writable" on public.user_profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

drop policy if exists "own admin row readable" on public.admin_users;
create policy "own admin row readable" on public.admin_users
  for select to authenticated using (user_id = (select auth.uid()));

drop policy if exists "own player readable" on public.players;
create policy "own player readable" on public.players
  for select to authenticated using (user_id = (select auth.uid()));

drop policy if exists "checkpoints readable by everyone" on public.rank_checkpoint;
create policy "checkpoints readable by everyone" on public.rank_checkpoint
  for select to anon, authenticated using (true);

drop policy if exists "skills readable by everyone" on public.skills;
create policy "skills readable by everyone" on public.skills
  for select to anon, authenticated using (true);

drop policy if exists "own rank readable" on public.player_hunter_rank;
create policy "own rank readable" on public.player_hunter_rank
  for select to authenticated
  using (player_id in (select p.id from public.players p where p.user_id = (select auth.uid())));
drop policy if exists "own trial flag writable" on public.player_hunter_rank;
create policy "own trial flag writable" on public.player_hunter_rank
  for update to authenticated
  using (player_id in (select p.id from public.players p where p.user_id = (select auth.uid())))
  with check (player_id in (select p.id from public.players p where p.user_id = (select auth.uid())));

drop policy if exists "own trials readable" on public.player_trial_state;
create policy "own trials readable" on public.player_trial_state
  for select to authenticated
  using (player_id in (select p.id from public.players p where p.user_id = (select auth.uid())));
drop policy if exists "own trials startable" on public.player_trial_state;
create policy "own trials startable" on public.player_trial_state
  for insert to authenticated
  with check (
    completed = false
    and player_id in (select p.id from public.players p where p.user_id = (select auth.uid()))
  );
drop policy if exists "own trials updatable while incomplete" on public.player_trial_state;
create policy "own trials updatable while incomplete" on public.player_trial_state
  for update to authenticated
  using (player_id in (select p.id from public.players p where p.user_id = (select auth.uid())))
  with check (
    completed = false
    and player_id in (select p.id from public.players p where p.user_id = (select auth.uid()))
  );

drop policy if exists "own skills readable" on public.player_skills;
create policy "own skills readable" on public.player_skills
  for select to authenticated
  using (player_id in (select p.id from public.players p where p.user_id = (select auth.uid())));

drop policy if exists "own terms acceptance readable" on public.tos_acceptances;
create policy "own terms acceptance readable" on public.tos_acceptances
  for select to authenticated using (user_id = (select auth.uid()));

-- upgrade_codes: no policy, no grant: players reach it only through redeem_upgrade_code().

create index if not exists player_skills_player_id_idx on public.player_skills (player_id);
