import { describe, expect, it } from 'vitest';
import { ALL_COSMETICS } from '@/core/content-index';
import { step } from '@/core/step';
import { playerLevelFromSkills } from '@/core/player-level';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { TIER_MESSAGES } from '@/core/tiers';
import { xpForLevel } from '@/core/xp';
import { selectPlayerHeader, selectSkill, selectSkillGroups, selectTitles } from './sidebar';

describe('sidebar', () => {
  it('shows skill progress relative to the level, full at 100, and the demo cap message', () => {
    const world = createTestWorld('demo');
    world.skills.bladework.experience = 155;
    world.skills.bladework.level = 2;
    expect(selectSkill(world, 'bladework')).toMatchObject({
      name: 'Bladework',
      level: 2,
      xpIntoLevel: 55,
      xpForNext: 110,
      percent: 50,
      tierCap: 15,
      atTierCap: false,
      tierCapMessage: null,
      slug: 'bladework',
      group: 'Combat',
    });
    setSkillLevels(world, { survival: 15 }, 0);
    const capped = selectSkill(world, 'survival');
    expect(capped).toMatchObject({ atTierCap: true, tierCapMessage: TIER_MESSAGES.demoSkillCap });
    const top = createTestWorld('supporter');
    top.skills.command.experience = xpForLevel(100);
    top.skills.command.level = 100;
    const full = selectSkill(top, 'command');
    expect(full).toMatchObject({ level: 100, percent: 100, atTierCap: true, tierCapMessage: null });
    expect(selectSkillGroups(world).map((group) => [group.group, group.skills.map((skill) => skill.skill)])).toEqual([
      ['Combat', ['bladework', 'marksmanship', 'witchcraft', 'defense']],
      ['Gathering', ['survival', 'athleticism']],
      ['Production', ['smithing', 'alchemy', 'artifice']],
      ['Leadership', ['command']],
    ]);
  });

  it('gives the player header and the titles held', () => {
    const world = createTestWorld('expansion_2');
    expect(selectPlayerHeader(createTestWorld('base'))).toMatchObject({
      level: 1,
      hunterRank: 'E',
      accountTier: 'base',
    });
    // Expansion 2 starts its skills higher (tier start values), and the player level follows them.
    setSkillLevels(world, { bladework: 30, defense: 30 });
    expect(selectPlayerHeader(world)).toEqual({
      username: world.player.username,
      level: playerLevelFromSkills(world.skills),
      hunterRank: 'E',
      accountTier: 'expansion_2',
      gold: world.resources.gold,
      titleFrame: null,
      portraitBorder: null,
      title: null,
    });
    expect(selectPlayerHeader(world).level).toBeGreaterThan(1);
    world.player.unlockedTitles.push('witchcraft_99', 'title_rift_reaper');
    expect(selectTitles(world)).toEqual([
      { id: 'witchcraft_99', name: 'Grandmaster of Witchcraft' },
      { id: 'title_rift_reaper', name: 'the Rift Reaper' },
    ]);
    // The worn title shows under the name.
    world.player.title = 'title_rift_reaper';
    expect(selectPlayerHeader(world).title).toBe('the Rift Reaper');
    world.player.title = null;
    expect(selectPlayerHeader(world).title).toBeNull();
  });
});

describe('player header looks (premium cosmetics)', () => {
  it('carries the worn title frame and portrait border colours, and none by default', () => {
    const world = createTestWorld('supporter');
    expect(selectPlayerHeader(world)).toMatchObject({ titleFrame: null, portraitBorder: null });
    const frame = ALL_COSMETICS.find((row) => row.kind === 'title_frame')!;
    const border = ALL_COSMETICS.find((row) => row.kind === 'portrait_border')!;
    step(world, [
      { type: 'selectCosmetic', kind: 'title_frame', cosmeticId: frame.id },
      { type: 'selectCosmetic', kind: 'portrait_border', cosmeticId: border.id },
    ]);
    expect(selectPlayerHeader(world)).toMatchObject({
      titleFrame: { name: frame.name, color: frame.color, accent: frame.accent },
      portraitBorder: { name: border.name, color: border.color, accent: border.accent },
    });
  });
});
