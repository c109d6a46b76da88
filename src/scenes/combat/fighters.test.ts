import { describe, expect, test } from 'vitest';
import { computeCombatLayout } from './combat-layout';
import { createCombatSceneModel } from './combat-model';
import { Fighters } from './fighters';

describe('the hunter on the field', () => {
  test('its figure is rebuilt only when its look changes, and reports the look it was built with', () => {
    const fighters = new Fighters();
    const layout = computeCombatLayout(1280, 800);
    const view = createCombatSceneModel().hunter;
    fighters.syncHunter(view, layout);
    const first = fighters.hunter!.rig;
    // Health and mana change every frame; the figure stays.
    view.hp = 0.5;
    fighters.syncHunter(view, layout);
    expect(fighters.hunter!.rig).toBe(first);

    view.weaponClass = 'bow';
    view.weaponRarity = 'legendary';
    fighters.syncHunter(view, layout);
    const second = fighters.hunter!.rig;
    expect(second).not.toBe(first);
    expect(first.root.destroyed).toBe(true);
    expect(fighters.hunterLook).toMatchObject({ weaponClass: 'bow', weaponRarity: 'legendary' });
    expect(fighters.actors.children).toContain(second.root);

    view.cloakColor = 0xcc3b44;
    fighters.syncHunter(view, layout);
    expect(fighters.hunter!.rig).not.toBe(second);
    expect(fighters.hunterLook.cloakColor).toBe(0xcc3b44);
    fighters.destroy();
  });
});
