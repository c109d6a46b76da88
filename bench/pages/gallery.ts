// Every silhouette (common and boss) and every area backdrop side by side, for art review.
// Query: view=figures (default) or view=areas.
import { Container, Graphics, Text } from 'pixi.js';
import { AREA_THEMES } from '@/scenes/art/area-themes';
import { Backdrop } from '@/scenes/art/backdrop';
import { BOSS_SCALE, buildEnemy } from '@/scenes/art/enemies';
import { buildHunter } from '@/scenes/art/hunter';
import { ENEMY_KINDS } from '@/scenes/art/kinds';
import { combatFxBundle } from '@/scenes/art/textures';
import { PixiHost } from '@/scenes/pixi-app';

const host = new PixiHost();
const view = new URLSearchParams(location.search).get('view') ?? 'figures';
const label = (text: string, x: number, y: number): Text => {
  const item = new Text({ text, style: { fontFamily: 'Georgia, serif', fontSize: 13, fill: 0xd9d2bf } });
  item.anchor.set(0.5, 0);
  item.position.set(x, y);
  return item;
};

void host.mount(document.getElementById('stage')!).then((app) => {
  if (!app) return;
  const textures = combatFxBundle.generate(host.renderer);
  const root = new Container();
  app.stage.addChild(root);
  const { width, height } = host;
  if (view === 'areas') {
    const columns = 4;
    const cellWidth = width / columns;
    const cellHeight = height / Math.ceil(AREA_THEMES.length / columns);
    AREA_THEMES.forEach((theme, index) => {
      const backdrop = new Backdrop(textures.glow!, textures.vignette!);
      backdrop.layout(theme, cellWidth - 6, cellHeight - 6, (cellHeight - 6) * 0.74, 3);
      backdrop.update(4000);
      const cell = new Container();
      cell.position.set((index % columns) * cellWidth + 3, Math.floor(index / columns) * cellHeight + 3);
      const mask = new Graphics().rect(0, 0, cellWidth - 6, cellHeight - 6).fill(0xffffff);
      cell.addChild(backdrop.root, mask, label(theme, cellWidth / 2, 6));
      backdrop.root.mask = mask;
      root.addChild(cell);
    });
  } else {
    const floor = new Graphics();
    root.addChild(floor);
    const rows: { name: string; build: () => ReturnType<typeof buildHunter>; scale: number }[][] = [
      [
        { name: 'hunter', build: () => buildHunter(), scale: 1 },
        { name: 'hunter (ember gear)', build: () => buildHunter(0x7a2a1a), scale: 1 },
      ],
      ENEMY_KINDS.map((kind) => ({ name: kind, build: () => buildEnemy(kind, false), scale: 1 })),
      ENEMY_KINDS.map((kind) => ({ name: `${kind} boss`, build: () => buildEnemy(kind, true), scale: BOSS_SCALE })),
    ];
    rows.forEach((row, rowIndex) => {
      const groundY = (height / 3) * (rowIndex + 1) - 30;
      floor.rect(0, groundY, width, 1).fill({ color: 0x7a76a0, alpha: 0.4 });
      row.forEach((entry, index) => {
        const rig = entry.build();
        const size = Math.min(1.1, (height / 3 - 50) / (150 * entry.scale)) * entry.scale;
        rig.root.position.set((width / (row.length + 1)) * (index + 1), groundY);
        rig.root.scale.set(rowIndex === 0 ? size : -size, size);
        root.addChild(rig.root, label(entry.name, rig.root.x, groundY + 6));
      });
    });
  }
  app.render();
  (window as unknown as { __galleryReady: boolean }).__galleryReady = true;
});
