import { Container, Text, type Texture } from 'pixi.js';
import { ResourceBar, createBarLayers } from '../art/bars';
import { BossBanner, DeathVeil, PotionButton } from '../art/overlays';
import { palette } from '../art/palette';
import type { CombatLayout } from './combat-layout';
import type { CombatSceneModel } from './combat-model';

const NAME_FONT = 'Cinzel, "Palatino Linotype", Georgia, "DejaVu Serif", serif';

/**
 * The canvas-drawn readouts over the fight: the enemy's name and health, the hunter's health and mana,
 * the potion flask, the boss banner and the death veil.
 */
export class CombatHud {
  readonly readouts = new Container({ isRenderGroup: true });
  readonly enemyName = new Text({
    text: '',
    style: {
      fontFamily: NAME_FONT,
      fontSize: 18,
      fontWeight: 'bold',
      fill: palette.bone,
      letterSpacing: 1,
      stroke: { color: 0x000000, width: 4 },
    },
  });
  readonly enemyBar: ResourceBar;
  readonly hunterHp: ResourceBar;
  readonly hunterMana: ResourceBar;
  readonly potion: PotionButton;
  readonly banner = new BossBanner();
  readonly death = new DeathVeil();
  private bossFrame = false;

  constructor(textures: { pixel: Texture; glow: Texture }, onPotion: () => void) {
    this.enemyName.anchor.set(0.5, 0);
    this.readouts.addChild(this.enemyName);
    const layers = createBarLayers(this.readouts);
    this.enemyBar = new ResourceBar(textures.pixel, layers, palette.health);
    this.hunterHp = new ResourceBar(textures.pixel, layers, palette.health);
    this.hunterMana = new ResourceBar(textures.pixel, layers, palette.mana, 0xb9cdf7);
    this.potion = new PotionButton(textures.glow, onPotion);
    this.readouts.addChild(this.potion.root);
  }

  layout(layout: CombatLayout): void {
    this.enemyName.position.set(layout.width / 2, layout.enemyNameY);
    this.enemyName.style.fontSize = layout.portrait ? 17 : 19;
    const bar = layout.enemyBar;
    this.enemyBar.layout(bar.x, bar.y, bar.width, bar.height, this.bossFrame);
    const bars = layout.hunterBars;
    this.hunterHp.layout(bars.x, bars.y, bars.width, bars.height);
    this.hunterMana.layout(bars.x, bars.y + bars.height + bars.gap, bars.width, Math.round(bars.height * 0.875));
    this.potion.root.position.set(layout.potion.x, layout.potion.y);
    this.banner.layout(layout.width, layout.height);
    this.death.layout(layout.width, layout.height);
  }

  /** A new enemy: its name, and the ornate frame if it is a boss. */
  showEnemy(name: string, boss: boolean, layout: CombatLayout): void {
    this.enemyName.text = name;
    this.enemyName.style.fill = boss ? palette.emberBright : palette.bone;
    if (boss !== this.bossFrame) {
      this.bossFrame = boss;
      const bar = layout.enemyBar;
      this.enemyBar.layout(bar.x, bar.y, bar.width, bar.height, boss);
    }
  }

  update(model: CombatSceneModel, simMs: number, dtMs: number): void {
    const hunter = model.hunter;
    this.hunterHp.update(hunter.hp, hunter.maxHp, dtMs);
    // No pool to show (an arena duel fights without mana): no bar rather than a meaningless full one.
    this.hunterMana.setVisible(hunter.maxMana > 0);
    this.hunterMana.update(hunter.mana, hunter.maxMana, dtMs);
    const enemy = model.enemy;
    this.enemyBar.setVisible(enemy !== null);
    this.enemyName.visible = enemy !== null;
    if (enemy) this.enemyBar.update(enemy.hp, enemy.maxHp, dtMs);
    this.potion.setCount(model.potions);
    this.potion.update(simMs);
    this.banner.update(simMs);
    this.death.update(simMs);
  }
}
