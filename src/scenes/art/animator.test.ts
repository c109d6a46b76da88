import { describe, expect, test } from 'vitest';
import { ACTION_MS, FigureAnimator } from './animator';
import { buildHunter } from './hunter';
import { buildEnemy, ENEMY_EYE_COLORS } from './enemies';
import { ENEMY_KINDS, ENEMY_PALETTES, resolveEnemyKind } from './kinds';

describe('FigureAnimator', () => {
  test('idle breathes in place; an attack lunges forward and comes back to idle', () => {
    const rig = buildHunter();
    const animator = new FigureAnimator();
    animator.apply(rig, 0);
    expect(rig.body.x).toBe(0);
    animator.play('attack', 1000);
    animator.apply(rig, 1000 + ACTION_MS.attack * 0.5);
    expect(rig.body.x).toBeGreaterThan(rig.height * 0.4);
    animator.apply(rig, 1000 + ACTION_MS.attack * 0.15);
    expect(rig.body.x).toBeLessThan(0); // wind-up steps back
    animator.apply(rig, 1000 + ACTION_MS.attack + 1);
    expect(animator.action).toBe('idle');
    expect(rig.body.x).toBe(0);
  });

  test('a hit flashes the body and knocks it back, then the tint returns', () => {
    const rig = buildEnemy('ghoul', false);
    const animator = new FigureAnimator();
    animator.play('hit', 500);
    animator.flash(500, 0xff0000);
    animator.apply(rig, 510);
    expect(rig.body.tint).not.toBe(0xffffff);
    animator.apply(rig, 500 + ACTION_MS.hit / 2);
    expect(rig.body.x).toBeLessThan(0);
    animator.apply(rig, 500 + ACTION_MS.hit + 10);
    expect(rig.body.tint).toBe(0xffffff);
  });

  test('an action scheduled later holds its first pose until then', () => {
    const rig = buildHunter();
    const animator = new FigureAnimator();
    animator.play('spawn', 1000);
    animator.apply(rig, 800);
    expect(rig.body.alpha).toBe(0);
    animator.apply(rig, 1000 + ACTION_MS.spawn);
    expect(rig.body.alpha).toBe(1);
  });

  test('death fades the figure out and stays gone', () => {
    const rig = buildEnemy('golem', true);
    const animator = new FigureAnimator();
    animator.play('die', 0);
    expect(animator.isGone(ACTION_MS.die - 1)).toBe(false);
    animator.apply(rig, ACTION_MS.die + 5000);
    expect(animator.isGone(ACTION_MS.die + 5000)).toBe(true);
    expect(rig.body.alpha).toBe(0);
  });

  test('an enemy that leaves alive vanishes upright, without the death crumple, and stays gone', () => {
    const rig = buildEnemy('ghoul', false);
    const animator = new FigureAnimator();
    animator.play('vanish', 0);
    animator.apply(rig, ACTION_MS.vanish / 2);
    expect(rig.body.rotation).toBe(0);
    expect(rig.body.alpha).toBeGreaterThan(0);
    expect(rig.body.alpha).toBeLessThan(1);
    expect(animator.isGone(ACTION_MS.vanish - 1)).toBe(false);
    animator.apply(rig, ACTION_MS.vanish + 5000);
    expect(animator.action).toBe('vanish');
    expect(animator.isGone(ACTION_MS.vanish + 5000)).toBe(true);
    expect(rig.body.alpha).toBe(0);
  });
});

describe('enemy kinds', () => {
  test('every kind builds, common and boss, and bosses wear their crown tint', () => {
    for (const kind of ENEMY_KINDS) {
      const common = buildEnemy(kind, false);
      const boss = buildEnemy(kind, true);
      expect(common.height).toBeGreaterThan(60);
      expect(boss.baseTint).not.toBe(common.baseTint);
      common.destroy();
      boss.destroy();
    }
  });

  test('a palette colours a common enemy’s eyes; a boss’s burn flame under its crown', () => {
    for (const palette of ENEMY_PALETTES) {
      const common = buildEnemy('hound', false, palette);
      const boss = buildEnemy('hound', true, palette);
      expect(common.eyes.tint).toBe(ENEMY_EYE_COLORS[palette]);
      expect(boss.eyes.tint).toBe(ENEMY_EYE_COLORS.flame);
      common.destroy();
      boss.destroy();
    }
    const own = buildEnemy('ghoul', false);
    const frost = buildEnemy('ghoul', false, 'frost');
    expect(own.eyes.tint).not.toBe(frost.eyes.tint);
    own.destroy();
    frost.destroy();
  });

  test('unknown kinds map to a stable silhouette picked from the enemy id', () => {
    expect(resolveEnemyKind('golem', 'x')).toBe('golem');
    const picked = resolveEnemyKind('skeleton_archer', 'enemy:skeleton_archer');
    expect(ENEMY_KINDS).toContain(picked);
    expect(resolveEnemyKind('skeleton_archer', 'enemy:skeleton_archer')).toBe(picked);
  });
});
