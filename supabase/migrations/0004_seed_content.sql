-- Content the server needs to decide things: the eight rank checkpoints and the ten skills.
-- The core's content tables are the source of truth; these rows repeat their numbers.
-- Upserts, so re-running (or retuning the numbers in a later migration) is safe.

insert into public.rank_checkpoint
  (rank, rank_order, flagship_rift_id, skill_req_lvl, total_xp_req, trial_id, base_hp_mult, dmg_mult)
values
  ('E',   0, null,                     1,  0,        null,        1.00, 1.00),
  ('D',   1, 'tutorial_rift',          10, 5000,     'trial_d',   1.10, 1.10),
  ('C',   2, 'hollow_crypt_rift',      20, 40000,    'trial_c',   1.25, 1.20),
  ('B',   3, 'ashen_wastes_rift',      35, 200000,   'trial_b',   1.45, 1.35),
  ('A',   4, 'drowned_cathedral_rift', 50, 800000,   'trial_a',   1.70, 1.55),
  ('S',   5, 'obsidian_spire_rift',    65, 3000000,  'trial_s',   2.00, 1.80),
  ('SS',  6, 'void_throne_rift',       80, 10000000, 'trial_ss',  2.40, 2.10),
  ('SSS', 7, 'eclipse_rift',           95, 35000000, 'trial_sss', 3.00, 2.50)
on conflict (rank) do update set
  rank_order = excluded.rank_order,
  flagship_rift_id = excluded.flagship_rift_id,
  skill_req_lvl = excluded.skill_req_lvl,
  total_xp_req = excluded.total_xp_req,
  trial_id = excluded.trial_id,
  base_hp_mult = excluded.base_hp_mult,
  dmg_mult = excluded.dmg_mult;

insert into public.skills (id, name, category, description, sort_order)
values
  ('bladework',    'Bladework',    'combat',     'Swords, daggers and axes: every clean cut in a rift trains it.', 1),
  ('marksmanship', 'Marksmanship', 'combat',     'Bows and thrown weapons, for hunters who end fights before they start.', 2),
  ('defense',      'Defense',      'combat',     'Blocking, parrying and taking a hit without falling.', 3),
  ('witchcraft',   'Witchcraft',   'magic',      'Shadow magic drawn from the rifts: curses, wards and spellfire.', 4),
  ('survival',     'Survival',     'gathering',  'Mining mana ore, hunting and foraging in hostile ground.', 5),
  ('athleticism',  'Athleticism',  'gathering',  'Stamina and speed for long expeditions and longer fights.', 6),
  ('smithing',     'Smithing',     'production', 'Forging weapons and armour from rift metals.', 7),
  ('alchemy',      'Alchemy',      'production', 'Brewing potions and catalysts from gathered reagents.', 8),
  ('artifice',     'Artifice',     'production', 'Runes, charms and the binding of wraith tokens into gear.', 9),
  ('command',      'Command',      'leadership', 'Leading bonded wraiths and fellow hunters into battle.', 10)
on conflict (id) do update set
  name = excluded.name,
  category = excluded.category,
  description = excluded.description,
  sort_order = excluded.sort_order;
