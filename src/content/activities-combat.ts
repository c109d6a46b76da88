import type { ActivityDef } from './types';

/**
 * Training activities of the combat and leadership skills. XP and duration follow six tiers (levels
 * 1, 10, 25, 45, 65, 85) tuned against the XP curve (docs/decisions.md, Core); activities that use up
 * materials pay about 40% more.
 */
export const COMBAT_ACTIVITIES = [
  // ---- bladework
  { id: 'sword_drills', skill: 'bladework', name: 'Sword Drills', description: 'Cut, recover, cut again, against a straw man who has seen worse.', requiredLevel: 1, durationMs: 8_000, xp: 7 },
  { id: 'shadow_sparring', skill: 'bladework', name: 'Shadow Sparring', description: 'Duel your own shadow by lamplight. It learns as fast as you do.', requiredLevel: 10, durationMs: 12_000, xp: 13 },
  { id: 'riftguard_blade_kata', skill: 'bladework', name: 'Riftguard Blade Kata', description: 'The forty forms of the old Riftguard, performed until the blade moves before the thought.', requiredLevel: 25, durationMs: 20_000, xp: 38 },
  { id: 'wraithsteel_duels', skill: 'bladework', name: 'Wraithsteel Duels', description: 'Spar with a bound wraith. Its blade is cold; the bruises are real. Each bout dulls an ingot’s worth of practice steel.', requiredLevel: 45, durationMs: 30_000, xp: 232, requiredItems: [{ itemId: 'shadow_ingot', quantity: 1 }] },
  { id: 'chronomancy_blade_dance', skill: 'bladework', name: 'Chronomancy Blade Dance', description: 'A dance taught by the Chronomancers: every step lands a heartbeat before the enemy’s.', requiredLevel: 65, durationMs: 45_000, xp: 947 },
  { id: 'eclipse_cleave_forms', skill: 'bladework', name: 'Eclipse Cleave Forms', description: 'The killing forms of the Eclipse Guard, practised on starmetal posts that do not stay standing.', requiredLevel: 85, durationMs: 60_000, xp: 7_700, resources: [{ itemId: 'starmetal_ore', quantity: 1, consumed: true }] },
  // ---- marksmanship
  { id: 'target_practice', skill: 'marksmanship', name: 'Target Practice', description: 'Straw butts at thirty paces. Then fifty. Then in the rain.', requiredLevel: 1, durationMs: 8_000, xp: 7 },
  { id: 'moving_targets', skill: 'marksmanship', name: 'Moving Targets', description: 'Hares, crows and the odd thrown turnip. Every miss snaps a fresh string of ghoul sinew.', requiredLevel: 10, durationMs: 12_000, xp: 18, resources: [{ itemId: 'ghoul_sinew', quantity: 1, consumed: true }] },
  { id: 'rift_sniping', skill: 'marksmanship', name: 'Rift Sniping', description: 'Pick off the things crawling at a rift’s edge before they notice the rift has a far side.', requiredLevel: 25, durationMs: 20_000, xp: 38 },
  { id: 'aether_fletching_drills', skill: 'marksmanship', name: 'Aether-Fletched Volleys', description: 'Arrows fletched with aether wisps curve to find their mark. Learning to aim them is another matter.', requiredLevel: 45, durationMs: 30_000, xp: 232, resources: [{ itemId: 'aether_wisp', quantity: 2, consumed: true }] },
  { id: 'starfall_volleys', skill: 'marksmanship', name: 'Starfall Volleys', description: 'Loose into the night sky and count the heartbeats until the arrows come down on target.', requiredLevel: 65, durationMs: 45_000, xp: 947 },
  { id: 'horizon_shots', skill: 'marksmanship', name: 'Horizon Shots', description: 'Shots so long the target is over the horizon. Legend says one is still in flight.', requiredLevel: 85, durationMs: 60_000, xp: 5_500 },
  // ---- witchcraft
  { id: 'divination_readings', skill: 'witchcraft', name: 'Divination Readings', description: 'Read the smoke, read the bones, read the cracks in the mirror. Mostly the future says "practise more".', requiredLevel: 1, durationMs: 8_000, xp: 7 },
  { id: 'frost_incantations', skill: 'witchcraft', name: 'Frost Incantations', description: 'Whisper the cold words until your breath fogs in midsummer.', requiredLevel: 10, durationMs: 12_000, xp: 13 },
  { id: 'necrography_studies', skill: 'witchcraft', name: 'Necrography Studies', description: 'Copy the names of the dead in grave ink. Some of them answer. Needs your own ritual candles lit.', requiredLevel: 25, durationMs: 20_000, xp: 53, resources: [{ itemId: 'ritual_candles', quantity: 1, consumed: false }, { itemId: 'grave_ink', quantity: 1, consumed: true }] },
  { id: 'shadow_pacts', skill: 'witchcraft', name: 'Shadow Pacts', description: 'Bargain with the shadows for a little of their power. Read the small print.', requiredLevel: 45, durationMs: 30_000, xp: 166 },
  { id: 'chronomancy_rituals', skill: 'witchcraft', name: 'Chronomancy Rituals', description: 'Slow a falling leaf, then a falling stone, then a falling second.', requiredLevel: 65, durationMs: 45_000, xp: 1_326, requiredItems: [{ itemId: 'chrono_dust', quantity: 1 }] },
  { id: 'eclipse_invocations', skill: 'witchcraft', name: 'Eclipse Invocations', description: 'Call down a private eclipse over the practice yard. The neighbours complain.', requiredLevel: 85, durationMs: 60_000, xp: 5_500 },
  // ---- defense
  { id: 'shield_drills', skill: 'defense', name: 'Shield Drills', description: 'Take the blow, turn the blow, step in. Again. Again.', requiredLevel: 1, durationMs: 8_000, xp: 7 },
  { id: 'riftguard_stance', skill: 'defense', name: 'Riftguard Stance', description: 'Hold the old stance while veterans shove you. Do not move. Do not blink.', requiredLevel: 10, durationMs: 12_000, xp: 13 },
  { id: 'bulwark_training', skill: 'defense', name: 'Bulwark Training', description: 'Carry a tower shield up the guild stairs. Then carry the instructor.', requiredLevel: 25, durationMs: 20_000, xp: 38 },
  { id: 'gauntlet_of_blows', skill: 'defense', name: 'Gauntlet of Blows', description: 'Walk between two lines of hunters armed with staves. Walk slowly.', requiredLevel: 45, durationMs: 30_000, xp: 166 },
  { id: 'riftguard_vigil', skill: 'defense', name: 'Riftguard Vigil', description: 'Stand watch at an open rift from dusk to dawn. Whatever comes out, it meets you first.', requiredLevel: 65, durationMs: 45_000, xp: 1_326, resources: [{ itemId: 'health_potion_medium', quantity: 1, consumed: true }] },
  { id: 'eclipse_bastion', skill: 'defense', name: 'Eclipse Bastion', description: 'Hold a wall of light against the eclipse’s dark for one full minute. Few manage it twice.', requiredLevel: 85, durationMs: 60_000, xp: 5_500 },
  // ---- command
  { id: 'commanding_drills', skill: 'command', name: 'Commanding Drills', description: 'Bark orders at recruits until your voice carries over a battlefield.', requiredLevel: 1, durationMs: 8_000, xp: 7 },
  { id: 'wraith_binding', skill: 'command', name: 'Wraith Binding', description: 'Draw a circle, light the candles, speak a name. Catch what comes, and leash it.', requiredLevel: 10, durationMs: 12_000, xp: 13, resources: [{ itemId: 'ritual_candles', quantity: 1, consumed: false }], products: [{ itemId: 'bound_essence', quantity: 1, chance: 0.35 }] },
  { id: 'wraithcraft_rites', skill: 'command', name: 'Wraithcraft Rites', description: 'Teach a bound wraith to obey more than one word. Ectoplasm keeps it anchored.', requiredLevel: 25, durationMs: 20_000, xp: 53, resources: [{ itemId: 'ectoplasm', quantity: 2, consumed: true }], products: [{ itemId: 'bound_essence', quantity: 1, chance: 1 }] },
  { id: 'necrography_pacts', skill: 'command', name: 'Necrography Pacts', description: 'Write a pact in grave ink and have the dead sign it. They always sign.', requiredLevel: 45, durationMs: 30_000, xp: 232, requiredItems: [{ itemId: 'grave_ink', quantity: 1 }, { itemId: 'bone_dust', quantity: 3 }] },
  { id: 'legion_muster', skill: 'command', name: 'Legion Muster', description: 'Call every wraith you have ever bound and count them. Some will not come back the same.', requiredLevel: 65, durationMs: 45_000, xp: 947 },
  { id: 'sovereign_decree', skill: 'command', name: 'Sovereign’s Decree', description: 'Speak with the voice of a rift sovereign. Wraiths kneel; hunters step back.', requiredLevel: 85, durationMs: 60_000, xp: 7_700, requiredItems: [{ itemId: 'bound_essence', quantity: 3 }] },
] as const satisfies readonly ActivityDef[];
