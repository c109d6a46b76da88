-- Save guard, part 4 (the items issue): the hunter's things. A player's save is refused ("Save
-- rejected: ", SQLSTATE P0001, HTTP 400, before the mirrors run) when
--
--   inventory.maxSlots or banking.upgrades.totalSlots  is above the account tier's cap (spec 000 §6)
--                      and above what the stored save already had (a downgraded account keeps what it
--                      bought, it just can't grow);
--   banking.items      holds more stacks than the bank's slots, or the inventory more unequipped
--                      stacks than its slots;
--   an inventory stack or a material  is an item the game does not know, or holds more than the
--                      item's stack size (999 for materials and potions, 1 for gear); a bank stack
--                      names an unknown item; the loot pouch holds more than 16 drops.
--
-- Gold: 0005 already bounds how fast gold rises; selling drops is now a gold source, so the combat
-- rates' gold per second also count what a kill's drops sell for (server/saves/guard-rates.ts, which
-- guard-rates.test.ts compares with these rows). The tables below come from src/content (tiers and
-- items); guard-rates.test.ts fails when they drift. A trigger of its own, named to fire after 0005's
-- and 0007's ("..._player_state" < "..._player_stats" < "..._player_things").

update private.save_guard_combat_rates r set gold_per_second = v.gold_per_second
from (values
  ('E', 53.56),
  ('D', 88.3),
  ('C', 135.43),
  ('B', 222.47),
  ('A', 333.49),
  ('S', 556.9),
  ('SS', 760.71),
  ('SSS', 1830.03)
) as v(rank, gold_per_second)
where r.rank = v.rank;

create table if not exists private.save_guard_tier_slots (
  tier text primary key,
  inventory_slots_cap integer not null,
  bank_slots_cap integer not null
);
insert into private.save_guard_tier_slots (tier, inventory_slots_cap, bank_slots_cap) values
  ('demo', 50, 25),
  ('base', 250, 200),
  ('expansion_1', 350, 300),
  ('expansion_2', 450, 400),
  ('supporter', 500, 500)
on conflict (tier) do update set
  inventory_slots_cap = excluded.inventory_slots_cap,
  bank_slots_cap = excluded.bank_slots_cap;

create table if not exists private.save_guard_items (
  item_id text primary key,
  stack_size integer not null
);
insert into private.save_guard_items (item_id, stack_size) values
  ('basic_sword', 1), ('cloth_armor', 1), ('hunters_shortbow', 1), ('apprentice_staff', 1),
  ('leather_cap', 1), ('worn_boots', 1), ('splintered_buckler', 1), ('patched_leggings', 1),
  ('hide_gloves', 1), ('tattered_cloak', 1), ('copper_band', 1), ('rat_tooth_charm', 1),
  ('crypt_blade', 1), ('bone_bow', 1), ('grave_wand', 1), ('boneplate_vest', 1),
  ('xp_ring', 1), ('wisdom_amulet', 1), ('gravewarden_helm', 1), ('marshwalker_boots', 1),
  ('gravehide_leggings', 1), ('crypt_door_shield', 1), ('knucklebone_gauntlets', 1), ('drowned_witchs_signet', 1),
  ('mirewidow_shroud', 1), ('cinder_axe', 1), ('ember_crossbow', 1), ('ashwood_staff', 1),
  ('emberscale_mail', 1), ('scholar_robe', 1), ('scholar_circlet', 1), ('scholar_quill_charm', 1),
  ('slagiron_helm', 1), ('ashstride_boots', 1), ('smouldering_locket', 1), ('imp_tooth_ring', 1),
  ('cinderweave_leggings', 1), ('forgehand_gauntlets', 1), ('emberdrake_mantle', 1), ('quarry_slab_shield', 1),
  ('tidebreaker', 1), ('siren_longbow', 1), ('choirmaster_scepter', 1), ('guardian_bulwark', 1),
  ('guardian_helm', 1), ('guardian_plate', 1), ('corsairs_seaboots', 1), ('brinebound_ring', 1),
  ('saltcrust_greaves', 1), ('barnacled_gauntlets', 1), ('drowned_choir_cope', 1), ('tide_mothers_pearl', 1),
  ('obsidian_cleaver', 1), ('spire_repeater', 1), ('warden_rod', 1), ('shadow_warrior_helm', 1),
  ('shadow_warrior_plate', 1), ('shadow_warrior_greaves', 1), ('shadow_warrior_gauntlets', 1), ('stormhide_boots', 1),
  ('stormcallers_signet', 1), ('harpy_quill_cloak', 1), ('spireglass_eye', 1), ('obsidian_ward', 1),
  ('shadow_walker_hood', 1), ('shadow_walker_vest', 1), ('shadow_walker_grips', 1), ('shadow_walker_treads', 1),
  ('hollow_kingsblade', 1), ('voidstring_bow', 1), ('throne_scepter', 1), ('voidweave_leggings', 1),
  ('throneheart_locket', 1), ('bloodmoon_mantle', 1), ('sanguine_signet', 1), ('throneguard_aegis', 1),
  ('riftwalker_cloak', 1), ('riftwalker_boots', 1), ('riftwalker_band', 1), ('eclipse_greatsword', 1),
  ('starfall_longbow', 1), ('abyssal_grimoire_staff', 1), ('eclipse_aegis', 1), ('eclipse_warplate', 1),
  ('eclipse_crown', 1), ('eclipse_legguards', 1), ('eclipse_gauntlets', 1), ('voidheart_pendant', 1),
  ('worldender', 1), ('horizon_piercer', 1), ('crown_of_the_abyss_staff', 1), ('band_of_the_last_dawn', 1),
  ('crownguard_helm', 1), ('deepmaw_legplates', 1), ('abyss_strider_boots', 1), ('titanwall', 1),
  ('world_eater_carapace', 1), ('devourers_grasp', 1), ('mantle_of_the_last_horizon', 1), ('eye_of_the_abyssal_crown', 1),
  ('health_potion_small', 999), ('health_potion_medium', 999), ('health_potion_large', 999), ('mana_potion_small', 999),
  ('mana_potion_medium', 999), ('mana_potion_large', 999), ('miners_pick', 1), ('smithing_hammer', 1),
  ('alchemy_kit', 1), ('tinkers_tools', 1), ('ritual_candles', 1), ('mana_shard', 999),
  ('aether_wisp', 999), ('soul_ember', 999), ('relic_fragment', 999), ('iron_ore', 999),
  ('shadow_ingot', 999), ('bone_dust', 999), ('ghoul_sinew', 999), ('ectoplasm', 999),
  ('nightshade', 999), ('moonpetal', 999), ('rune_blank', 999), ('grave_ink', 999),
  ('ash_resin', 999), ('drowned_pearl', 999), ('obsidian_glass', 999), ('starmetal_ore', 999),
  ('void_silk', 999), ('eclipse_essence', 999), ('azure_fragment', 999), ('echo_shards', 999),
  ('rift_chunks', 999), ('wraithbone_core', 999), ('eternium_shard', 999), ('azure_crystal', 999),
  ('echoheart_gem', 999), ('voltrite_conductor', 999), ('chrono_dust', 999), ('aetherial_crest', 999),
  ('living_essence', 999), ('warding_scroll', 999), ('bound_essence', 999), ('transmuted_gold', 999),
  ('clockwork_gear', 999)
on conflict (item_id) do update set stack_size = excluded.stack_size;

-- The first offending stack of a list (inventory, bank or the material satchel as rows), or null.
create or replace function private.save_guard_bad_stack(stacks jsonb, check_size boolean)
returns text language sql stable security definer set search_path = '' as $$
  select format('%s x%s', coalesce(s.item_id, '?'), s.quantity)
  from (
    select e ->> 'itemId' as item_id, e -> 'quantity' as quantity
    from jsonb_array_elements(case when jsonb_typeof(stacks) = 'array' then stacks else '[]'::jsonb end) e
  ) s
  left join private.save_guard_items i on i.item_id = s.item_id
  where i.item_id is null
     or jsonb_typeof(s.quantity) is distinct from 'number'
     or (s.quantity #>> '{}')::numeric < 0
     or (check_size and (s.quantity #>> '{}')::numeric > i.stack_size)
  limit 1
$$;

create or replace function private.guard_player_things()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  save jsonb := new.player_state;
  previous jsonb := old.player_state;
  caps record;
  value_now double precision;
  value_before double precision;
  slots double precision;
  stacks integer;
  bad text;
begin
  if not private.save_guard_applies() or jsonb_typeof(save) is distinct from 'object' then
    return new;
  end if;
  if jsonb_typeof(previous) is distinct from 'object' then
    previous := '{}'::jsonb;
  end if;
  select * into caps from private.save_guard_tier_slots where tier = new.account_tier;

  -- Slot totals: within the tier's cap, or no more than the stored save already had.
  value_now := private.save_guard_number(save #> '{inventory,maxSlots}');
  value_before := coalesce(private.save_guard_number(previous #> '{inventory,maxSlots}'), 0);
  if caps is not null and value_now is not null and value_now > caps.inventory_slots_cap and value_now > value_before then
    perform private.save_guard_reject(format('inventory.maxSlots %s is above the %s tier''s cap of %s',
      private.save_guard_show(value_now), new.account_tier, caps.inventory_slots_cap));
  end if;
  slots := value_now;
  value_now := private.save_guard_number(save #> '{banking,upgrades,totalSlots}');
  value_before := coalesce(private.save_guard_number(previous #> '{banking,upgrades,totalSlots}'), 0);
  if caps is not null and value_now is not null and value_now > caps.bank_slots_cap and value_now > value_before then
    perform private.save_guard_reject(format('banking.upgrades.totalSlots %s is above the %s tier''s cap of %s',
      private.save_guard_show(value_now), new.account_tier, caps.bank_slots_cap));
  end if;

  -- Stacks: no more than the slots hold.
  if jsonb_typeof(save #> '{banking,items}') = 'array' and value_now is not null
     and jsonb_array_length(save #> '{banking,items}') > value_now then
    perform private.save_guard_reject(format('the bank holds %s stacks in %s slots',
      jsonb_array_length(save #> '{banking,items}'), private.save_guard_show(value_now)));
  end if;
  if jsonb_typeof(save #> '{inventory,items}') = 'array' and slots is not null then
    select count(*) into stacks from jsonb_array_elements(save #> '{inventory,items}') e
      where (e -> 'equipped') is distinct from 'true'::jsonb;
    if stacks > slots then
      perform private.save_guard_reject(format('the inventory holds %s unequipped stacks in %s slots',
        stacks, private.save_guard_show(slots)));
    end if;
  end if;

  -- Every stack is a known item within its stack size; bank stacks are known items of any size.
  bad := private.save_guard_bad_stack(save #> '{inventory,items}', true);
  if bad is not null then
    perform private.save_guard_reject(format('inventory stack %s is not an item of the game or above its stack size', bad));
  end if;
  if jsonb_typeof(save #> '{resources,materials}') = 'object' then
    bad := private.save_guard_bad_stack(
      (select coalesce(jsonb_agg(jsonb_build_object('itemId', m.key, 'quantity', m.value)), '[]'::jsonb)
         from jsonb_each(save #> '{resources,materials}') m), true);
    if bad is not null then
      perform private.save_guard_reject(format('material %s is not an item of the game or above a stack of 999', bad));
    end if;
  end if;
  bad := private.save_guard_bad_stack(save #> '{banking,items}', false);
  if bad is not null then
    perform private.save_guard_reject(format('bank stack %s is not an item of the game', bad));
  end if;
  if jsonb_typeof(save #> '{inventory,lootPouch}') = 'array' and jsonb_array_length(save #> '{inventory,lootPouch}') > 16 then
    perform private.save_guard_reject(format('the loot pouch holds %s drops (at most 16)',
      jsonb_array_length(save #> '{inventory,lootPouch}')));
  end if;
  return new;
end
$$;

revoke all on function private.save_guard_bad_stack(jsonb, boolean), private.guard_player_things()
  from public, anon, authenticated;

drop trigger if exists user_profiles_guard_player_things on public.user_profiles;
create trigger user_profiles_guard_player_things
  before update of player_state on public.user_profiles
  for each row
  when (new.player_state is distinct from old.player_state)
  execute function private.guard_player_things();
