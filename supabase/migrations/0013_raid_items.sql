-- Raid rifts (issue 13): the raid chests' items, found nowhere else, join the save guard's known
-- items (0011) so a save holding one is accepted. Gear, so one to a stack; their stats add no
-- stamina, health, intelligence or mana, so the gear bounds of 0007 stand as they are.
insert into private.save_guard_items (item_id, stack_size) values
  ('matriarchs_fang', 1), ('locket_of_the_red_tide', 1),
  ('starswallow_arbalest', 1), ('leviathan_scale_grips', 1),
  ('the_last_mouthful', 1), ('ring_of_the_empty_plate', 1)
on conflict (item_id) do update set stack_size = excluded.stack_size;
