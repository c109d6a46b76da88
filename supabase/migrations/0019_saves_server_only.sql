-- Saves are the server's alone (issue 31; DESIGN.md "Server-decided facts"). The cloud save,
-- user_profiles.player_state, is the state the sync function got by replaying the player's journal from the state
-- it verified before (0016, 0018); the game syncs only through that function. So:
--
--   1. Players lose every write on user_profiles: no role a client holds (anon, authenticated) may insert, update
--      or delete a profile or any of its columns: the save, its time, its verification (verified_hash, verified_at,
--      last_journal_id, last_base_hash), the tier. A player's PATCH of player_state is refused by PostgreSQL before
--      anything runs (SQLSTATE 42501, HTTP 403: "permission denied for table user_profiles"), verified or not;
--      0018's trigger, which refused it only once an account was verified, goes. The service role (the sync
--      function's store_verified_save, the admin tools) writes as before. What the replay feeds (players,
--      player_skills, player_hunter_rank.current_rank, arena_cards) players could never write; the trial flag and
--      the trial attempts (player_hunter_rank.trial_in_progress, player_trial_state) are the trial flow's, not the
--      save's, and stay as 0002 and 0012 grant them.
--   2. The SQL save guard goes (0005 player_state, 0006 first save, 0007 stats, 0008's name check, 0011 things,
--      0013 raid items, 0014 wraiths, 0015 PvP counters; 0009 and 0010 tuned them). It only ever judged players'
--      own writes (service-role writes passed untouched), and no player writes a save now: the replay with the
--      game's own core is exact where the guard's rates were bounds (a level-92 weapon in a level-1 bag passed
--      it), and it bounds time by the server's clock itself (0018). Kept as a check on the server's writes, it
--      would cost every store a few milliseconds to re-judge the core's own output with approximations of it, and
--      refuse an honest replay whenever the rules outgrow its tables. Its tables, helpers and bookkeeping columns
--      (player_state_accepted_at, player_state_credit) go with it.
--   3. What derives server data from a stored save stays: the mirror into players and player_skills (0003, 0009,
--      0010: levels and XP evaluate_rank_up and rank_trial_blocker read), and the accepted hunter name mirrored
--      into players.username (0008's sync_hunter_name, still only for a name within the rules). Trials, the
--      arena function and evaluate_rank_up read player_state, which only the server writes now.

-- 1. No player writes a profile -------------------------------------------------------------------------------

-- Revoking a table privilege revokes that privilege on each of its columns too (0002 granted update on
-- player_state and updated_at column by column).
revoke insert, update, delete on table public.user_profiles from public, anon, authenticated;
drop policy if exists "own profile save writable" on public.user_profiles;

drop trigger if exists user_profiles_guard_0_verified_save on public.user_profiles;
drop function if exists private.guard_verified_save();

-- 2. The save guard goes ---------------------------------------------------------------------------------------

drop trigger if exists user_profiles_guard_first_save on public.user_profiles;
drop trigger if exists user_profiles_guard_hunter_name on public.user_profiles;
drop trigger if exists user_profiles_guard_player_state on public.user_profiles;
drop trigger if exists user_profiles_guard_player_stats on public.user_profiles;
drop trigger if exists user_profiles_guard_player_things on public.user_profiles;
drop trigger if exists user_profiles_guard_player_wraiths on public.user_profiles;
drop trigger if exists user_profiles_guard_player_pvp on public.user_profiles;

drop function if exists private.guard_first_save();
drop function if exists private.guard_hunter_name();
drop function if exists private.guard_player_state();
drop function if exists private.guard_player_stats();
drop function if exists private.guard_player_things();
drop function if exists private.guard_player_wraiths();
drop function if exists private.guard_player_pvp();

drop function if exists private.save_guard_stat_caps(jsonb, text);
drop function if exists private.save_guard_skill_levels(jsonb);
drop function if exists private.save_guard_bad_stack(jsonb, boolean);
drop function if exists private.save_guard_skill_seconds(text, double precision, double precision, text);
drop function if exists private.save_guard_level_for_xp(double precision);
drop function if exists private.save_guard_limit(text);
drop function if exists private.save_guard_number(jsonb);
drop function if exists private.save_guard_show(double precision);
drop function if exists private.save_guard_reject(text);
drop function if exists private.save_guard_applies();
-- Read the stored save out of its TOAST pointer once per guard run (0009); nothing else calls it.
drop function if exists private.jsonb_detoasted(jsonb);

-- The tables' own triggers (0010's compilers of the lookups above) go with them.
drop table if exists private.save_guard_limits;
drop table if exists private.save_guard_skill_levels;
drop table if exists private.save_guard_player_levels;
drop table if exists private.save_guard_training_rates;
drop table if exists private.save_guard_combat_rates;
drop table if exists private.save_guard_tier_start;
drop table if exists private.save_guard_gear_bounds;
drop table if exists private.save_guard_skill_attributes;
drop table if exists private.save_guard_tier_slots;
drop table if exists private.save_guard_items;
drop table if exists private.save_guard_wraiths;
drop function if exists private.compile_save_guard_level_for_xp();
drop function if exists private.compile_save_guard_limit();

alter table public.user_profiles drop column if exists player_state_accepted_at;
alter table public.user_profiles drop column if exists player_state_credit;

-- 3. Kept: user_profiles_sync_player (private.sync_player_from_state) and user_profiles_sync_hunter_name
-- (private.sync_hunter_name, private.hunter_name_problem), both BEFORE UPDATE OF player_state, as 0010 left them.
