import '../src/runtime/saves/test-hooks';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import '../src/hud/app/canvas-test-hook';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import { collectPageErrors, createAccount, logIn, openInApp, screenshot, uniqueEmail } from './support';

// The hunter's things on a fresh account, on the real core, runtime and gateway, as a player uses
// them: buy a bow and a potion in the store (gold falls), equip the bow from the inventory and see the
// canvas hunter carry it, take it off, sell a stack, bank and withdraw, save a gear set and put it on
// again, and find a drop in the loot pouch once the bag is full.

type HookWindow = Window & { __shadowHunter?: DevGameHook };

const gold = (page: Page) => page.evaluate(() => (window as HookWindow).__shadowHunter!.world().resources.gold);
const countOf = (page: Page, itemId: string) =>
  page.evaluate((id) => {
    const world = (window as HookWindow).__shadowHunter!.world();
    let total = world.resources.materials[id] ?? 0;
    for (const entry of world.inventory.items) if (entry.itemId === id && !entry.equipped) total += entry.quantity;
    return total;
  }, itemId);
const worn = (page: Page, slot: string) =>
  page.evaluate((name) => {
    const world = (window as HookWindow).__shadowHunter!.world();
    const id = world.equipment.slots[name as 'weapon'];
    return world.inventory.items.find((entry) => entry.id === id)?.itemId ?? null;
  }, slot);

/** The top bar's title of each page these journeys open through the router, as the sidebar's links do. */
const TITLES = {
  '/game/store': 'Store',
  '/game/inventory': 'Inventory',
  '/game/combat': 'Battle',
  '/game/equipment': 'Equipment',
  '/game/bank': 'Bank',
} as const;

const open = (page: Page, path: keyof typeof TITLES) => openInApp(page, path, TITLES[path]);

async function signedIn(page: Page, request: Parameters<typeof createAccount>[0], label: string): Promise<void> {
  const email = uniqueEmail(label);
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/store' });
}

/** Buys one `name` from its shelf's tab (the store shows one shelf at a time). */
async function buy(page: Page, shelf: 'Potions' | 'Gear', name: string): Promise<void> {
  await page.getByRole('tab', { name: shelf, exact: true }).click();
  await page
    .getByRole('listitem', { name, exact: true })
    .getByRole('button', { name: `Buy ${name}` })
    .click();
}

test('store, inventory, canvas: buy a bow and a potion, wear the bow, take it off, sell a stack', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  await signedIn(page, request, 'gear');
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();

  const before = await gold(page);
  await buy(page, 'Gear', 'Hunter’s Shortbow');
  await expect.poll(() => countOf(page, 'hunters_shortbow')).toBe(1);
  await buy(page, 'Potions', 'Small Health Potion');
  await expect.poll(() => gold(page)).toBe(before - 42 - 25);
  await screenshot(page, testInfo, 'store');

  // The bow from the inventory into the weapon slot.
  await open(page, '/game/inventory');
  await page.getByRole('button', { name: 'Hunter’s Shortbow', exact: true }).first().click();
  await page
    .getByRole('button', { name: /^Equip/ })
    .first()
    .click();
  await expect.poll(() => worn(page, 'weapon')).toBe('hunters_shortbow');
  await screenshot(page, testInfo, 'inventory-bow-worn');

  // The canvas hunter carries it.
  await open(page, '/game/combat');
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.scene ?? null), { timeout: 60_000 })
    .toBe('combat');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const combat = window.__gameCanvas?.inspect()?.combat as
          { hunter?: { weaponClass: string | null } } | undefined;
        return combat?.hunter?.weaponClass ?? null;
      }),
    )
    .toBe('bow');
  await screenshot(page, testInfo, 'canvas-bow');

  // Off again, from the equipment page: the hunter is left with bare hands.
  await open(page, '/game/equipment');
  await page
    .getByRole('button', { name: /^Weapon/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Unequip' }).click();
  await expect.poll(() => worn(page, 'weapon')).toBeNull();

  // Sell the spare sword stack from the inventory: gold rises by its value.
  await open(page, '/game/inventory');
  const goldBeforeSale = await gold(page);
  await page.getByRole('button', { name: 'Basic Sword', exact: true }).first().click();
  await page.getByRole('button', { name: /^Sell for \d+ gold$/ }).click();
  await expect.poll(() => countOf(page, 'basic_sword')).toBe(0);
  expect(await gold(page)).toBeGreaterThan(goldBeforeSale);
  await screenshot(page, testInfo, 'inventory-after-sale');
  expect(errors).toEqual([]);
});

test('bank: deposit and withdraw, save a gear set and put it on again', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  await signedIn(page, request, 'bank');
  await buy(page, 'Gear', 'Leather Cap');
  await expect.poll(() => countOf(page, 'leather_cap')).toBe(1);

  await open(page, '/game/bank');
  await expect(page.getByRole('heading', { name: 'Bank', level: 1 })).toBeVisible();
  const deposits = page.getByRole('region', { name: 'Deposit from your inventory' });
  await deposits.getByRole('button', { name: 'Deposit all Leather Cap' }).click();
  await expect.poll(() => countOf(page, 'leather_cap')).toBe(0);
  await page.getByRole('button', { name: 'Leather Cap', exact: true }).first().click();
  await page.getByRole('button', { name: 'Withdraw all' }).click();
  await expect.poll(() => countOf(page, 'leather_cap')).toBe(1);

  // A set of what is worn now (sword and cloth armour), then bare, then the set again in one tap.
  await page.getByLabel('Save what I’m wearing as…').fill('Starter');
  await page.getByRole('button', { name: 'Save set' }).click();
  await expect(page.getByRole('listitem', { name: 'Set Starter' })).toContainText('Basic Sword');
  await page.evaluate(async () => {
    const hook = (window as HookWindow).__shadowHunter!;
    await hook.send({ type: 'unequip', slot: 'weapon' });
    await hook.send({ type: 'unequip', slot: 'chest' });
  });
  await expect.poll(() => worn(page, 'weapon')).toBeNull();
  await page.getByRole('button', { name: 'Wear Starter' }).click();
  await expect.poll(() => worn(page, 'weapon')).toBe('basic_sword');
  expect(await worn(page, 'chest')).toBe('cloth_armor');
  await screenshot(page, testInfo, 'bank-set-worn');
  expect(errors).toEqual([]);
});

test('a full bag: the next drop waits in the loot pouch on the combat page', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('pouch');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/combat' });
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.scene ?? null), { timeout: 60_000 })
    .toBe('combat');
  // Fill every slot and the satchel's Tutorial Rift materials: the test's setup, not the player's journey (a shortcut
  // the server's replay would undo at the next sync, so syncing stops).
  await page.evaluate(() => {
    window.__shadowHunterSaves!.pauseSync();
    const world = (window as HookWindow).__shadowHunter!.world() as unknown as {
      inventory: { maxSlots: number; items: { equipped: boolean }[] };
      resources: { materials: Record<string, number> };
    };
    world.inventory.maxSlots = world.inventory.items.filter((entry) => !entry.equipped).length;
    for (const id of ['bone_dust', 'nightshade', 'ghoul_sinew']) world.resources.materials[id] = 999;
  });
  await page.getByRole('button', { name: 'Start fight' }).click();
  // Eight times as fast, not more: a frame gap of over five seconds of game time would count as time away.
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(8));
  const pouch = page.getByRole('region', { name: /^Loot pouch/ });
  await expect(pouch).toBeVisible({ timeout: 180_000 });
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(1));
  await expect(pouch).toContainText('Your inventory was full');
  await screenshot(page, testInfo, 'loot-pouch');
  // The fight stops; room again in the bag and the satchel: claim everything.
  await page.getByRole('button', { name: /^Stop/ }).first().click();
  await page.evaluate(() => {
    const world = (window as HookWindow).__shadowHunter!.world() as unknown as {
      inventory: { maxSlots: number };
      resources: { materials: Record<string, number> };
    };
    world.inventory.maxSlots += 20;
    world.resources.materials = {};
  });
  await pouch.getByRole('button', { name: 'Claim all' }).click();
  await expect(pouch).toBeHidden();
});
