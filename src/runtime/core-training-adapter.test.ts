import { describe, expect, test } from 'vitest';
import { SKILL_IDS } from '@/content/ids';
import { TRAINING_STATIONS as CONTENT_STATIONS } from '@/content/looks';
import { RECIPES_BY_ID, SKILLS_BY_ID } from '@/core/content-index';
import { step } from '@/core/step';
import { createTestWorld, giveAndEquip } from '@/core/testing/fixtures';
import { DEFAULT_GEAR_TINT } from '@/scenes/art/kinds';
import { createTrainingSceneModel, TRAINING_STATIONS } from '@/scenes/training/training-model';
import { createCoreTrainingAdapter } from './core-training-adapter';

describe('training stations come from the skills table', () => {
  test('content names the stations the vignette draws, no more and no fewer', () => {
    expect([...CONTENT_STATIONS].sort()).toEqual([...TRAINING_STATIONS].sort());
  });

  test('each skill page shows the station and motion of its row; an unknown skill shows Bladework’s', () => {
    const world = createTestWorld('base');
    const adapter = createCoreTrainingAdapter();
    const model = createTrainingSceneModel();
    for (const skill of SKILL_IDS) {
      adapter.readModel(world, skill, model);
      expect({ station: model.station, motion: model.motion }, skill).toEqual({
        station: SKILLS_BY_ID[skill].station,
        motion: SKILLS_BY_ID[skill].stationMotion,
      });
    }
    adapter.readModel(world, 'smithing', model);
    expect(model).toMatchObject({ station: 'forge', motion: 'attack' });
    adapter.readModel(world, 'no-such-skill', model);
    expect(model).toMatchObject({
      station: SKILLS_BY_ID.bladework.station,
      motion: SKILLS_BY_ID.bladework.stationMotion,
    });
  });
});

describe('the hunter at the station', () => {
  test('carries the equipped weapon and shield and wears the cloak cosmetic, as in combat', () => {
    const world = createTestWorld('base');
    const adapter = createCoreTrainingAdapter();
    const model = createTrainingSceneModel();
    adapter.readModel(world, 'marksmanship', model);
    expect(model).toMatchObject({ weaponClass: 'sword', weaponRarity: 'common', offHand: null, cloakAccent: null });
    giveAndEquip(world, 'hunters_shortbow', 'weapon');
    giveAndEquip(world, 'splintered_buckler', 'off_hand');
    world.cosmetics.cloak = 'cloak_rift_violet';
    adapter.readModel(world, 'marksmanship', model);
    expect(model).toMatchObject({
      weaponClass: 'bow',
      offHand: 'common',
      cloakColor: 0x8a5cf0,
      cloakAccent: 0xcdb8ff,
      gearTint: DEFAULT_GEAR_TINT,
    });
  });
});

describe('the station at work for a craft (issue 12)', () => {
  test('a craft that trains the skill works its station, with its name and progress; others do not', () => {
    const world = createTestWorld('base');
    const cloth = RECIPES_BY_ID.sew_cloth_armor!;
    for (const line of cloth.materials) world.resources.materials[line.itemId] = line.quantity;
    expect(step(world, [{ type: 'startCraft', recipeId: cloth.id }]).replies[0]).toEqual({ ok: true });
    const adapter = createCoreTrainingAdapter();
    const model = createTrainingSceneModel();
    const trained = SKILL_IDS.filter((skill) => (cloth.xp[skill] ?? 0) > 0);
    expect(trained.length).toBeGreaterThan(0);
    for (const skill of SKILL_IDS) {
      adapter.readModel(world, skill, model);
      expect(model.active, skill).toBe(trained.includes(skill));
    }
    adapter.readModel(world, trained[0]!, model);
    expect(model.activityName).toBe(cloth.name);
    for (let tick = 0; tick < 50; tick += 1) step(world, []);
    adapter.readModel(world, trained[0]!, model);
    expect(model.progress).toBeGreaterThan(0);
    expect(
      adapter.toSceneEvent(
        { type: 'craftCompleted', recipeId: cloth.id, success: true, outputs: [], returned: [], xp: 12 },
        trained[0]!,
      ),
    ).toEqual({ type: 'completed', xp: 12, perfect: false });
  });
});
