-- Roles, the auth schema and Supabase's auth helper functions.
-- On hosted Supabase every object here already exists: each statement is guarded so that it leaves
-- existing objects alone (the local gateway is the only place where these get created).

-- The three API roles PostgREST switches to. service_role bypasses row level security.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The gateway switches roles per request with set_config('role', ...): a connection role that is
-- not a superuser must be a member of each API role.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
    if not pg_has_role(current_user, api_role, 'member') then
      begin
        execute format('grant %I to %I', api_role, current_user);
      exception when insufficient_privilege then
        raise notice 'could not grant role % to %', api_role, current_user;
      end;
    end if;
  end loop;
end
$$;

-- The auth schema and its tables: users, sessions and refresh tokens (a subset of GoTrue's columns,
-- with the same names, so triggers written against hosted Supabase work here unchanged).
do $$
begin
  if not exists (select from pg_namespace where nspname = 'auth') then
    create schema auth;
    grant usage on schema auth to anon, authenticated, service_role;
  end if;

  if to_regclass('auth.users') is null then
    create table auth.users (
      instance_id uuid,
      id uuid primary key default gen_random_uuid(),
      aud varchar(255) not null default 'authenticated',
      role varchar(255) not null default 'authenticated',
      email varchar(255),
      encrypted_password varchar(255),
      email_confirmed_at timestamptz,
      last_sign_in_at timestamptz,
      raw_app_meta_data jsonb not null default '{}'::jsonb,
      raw_user_meta_data jsonb not null default '{}'::jsonb,
      is_super_admin boolean,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      phone text,
      phone_confirmed_at timestamptz,
      confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
      banned_until timestamptz,
      deleted_at timestamptz,
      is_sso_user boolean not null default false,
      is_anonymous boolean not null default false
    );
    -- The gateway stores e-mail addresses lower-cased, as GoTrue does.
    create unique index users_email_key on auth.users (email) where email is not null;
  end if;

  if to_regclass('auth.sessions') is null then
    create table auth.sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references auth.users (id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      refreshed_at timestamptz,
      aal text not null default 'aal1',
      user_agent text,
      ip text,
      not_after timestamptz
    );
    create index sessions_user_id_idx on auth.sessions (user_id);
  end if;

  if to_regclass('auth.refresh_tokens') is null then
    create table auth.refresh_tokens (
      id bigserial primary key,
      -- SHA-256 of the token handed to the client: a database leak does not leak usable tokens.
      token varchar(255) not null unique,
      user_id uuid not null references auth.users (id) on delete cascade,
      session_id uuid not null references auth.sessions (id) on delete cascade,
      parent varchar(255),
      revoked boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
    create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
  end if;
end
$$;

-- auth.uid(), auth.role(), auth.email() and auth.jwt(), exactly as Supabase defines them.
do $$
begin
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.sub', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
      )::uuid
    $f$;
  end if;
  if to_regprocedure('auth.role()') is null then
    create function auth.role() returns text language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.role', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
      )::text
    $f$;
  end if;
  if to_regprocedure('auth.email()') is null then
    create function auth.email() returns text language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.email', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
      )::text
    $f$;
  end if;
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
      )::jsonb
    $f$;
  end if;
end
$$;

-- Supabase's grants on the public schema: the API roles may use it, and objects created there are
-- granted to them by default. Every table migration then revokes and grants exactly what it allows.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Helpers for triggers and policies live outside the API schema, so PostgREST never exposes them.
create schema if not exists private;
revoke all on schema private from public;
