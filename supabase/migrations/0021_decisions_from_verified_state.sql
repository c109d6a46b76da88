-- Issue 31: everything the server decides reads only verified state. Since 0019 only the sync function writes
-- player_state, but an account that has not synced since verification began still holds the save its device
-- wrote (checked then by the save guard, now gone): a rank trial starts only from a state the server verified.
-- The same blocker as 0012's, with that one condition added to "your progress has not reached the server".
create or replace function private.rank_trial_blocker(player_uuid uuid, out next_trial text, out blocker text)
language plpgsql stable security definer set search_path = '' as $$
declare
  tier text;
  save jsonb;
  verified text;
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
  select u.account_tier, u.player_state, u.verified_hash into tier, save, verified
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
  if save is null or verified is null then
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

