import { describe, expect, it } from 'vitest';
import { ITEMS } from '../content-index';
import { ledgerBalance } from '../gold';
import { addItem, countInInventory, usedInventorySlots } from '../inventory';
import { step } from '../step';
import type { GameState } from '../state-types';
import { createTestWorld } from '../testing/fixtures';
import { BANK_UPGRADE, upgradeCost } from '../slot-upgrades';
import { BANK_MESSAGES, bankQuantity, BANK_TAB_LIMIT } from './bank';

const send = (world: GameState, command: object) => step(world, [command]).replies[0];
const name = (itemId: string) => ITEMS[itemId]!.name;

describe('bank: deposit and withdraw', () => {
  it('deposits one, a number, or all unequipped units, and withdraws them back', () => {
    const world = createTestWorld();
    addItem(world, 'bone_dust', 40);
    expect(send(world, { type: 'deposit', itemId: 'bone_dust', quantity: 1 })).toEqual({ ok: true });
    expect(send(world, { type: 'deposit', itemId: 'bone_dust', quantity: 9 })).toEqual({ ok: true });
    expect(bankQuantity(world, 'bone_dust')).toBe(10);
    expect(send(world, { type: 'deposit', itemId: 'bone_dust' })).toEqual({ ok: true });
    expect(bankQuantity(world, 'bone_dust')).toBe(40);
    expect(countInInventory(world, 'bone_dust')).toBe(0);
    expect(world.banking.items).toHaveLength(1);

    expect(send(world, { type: 'withdraw', itemId: 'bone_dust', quantity: 15 })).toEqual({ ok: true });
    expect(countInInventory(world, 'bone_dust')).toBe(15);
    expect(send(world, { type: 'withdraw', itemId: 'bone_dust' })).toEqual({ ok: true });
    expect(countInInventory(world, 'bone_dust')).toBe(40);
    expect(world.banking.items).toHaveLength(0);
  });

  it('never deposits what is worn, and refuses clearly', () => {
    const world = createTestWorld();
    expect(send(world, { type: 'deposit', itemId: 'basic_sword' })).toEqual({
      ok: false,
      message: BANK_MESSAGES.noneInInventory(name('basic_sword')),
    });
    addItem(world, 'hide_gloves', 1);
    expect(send(world, { type: 'deposit', itemId: 'hide_gloves', quantity: 2 })).toEqual({
      ok: false,
      message: BANK_MESSAGES.notEnoughInInventory(name('hide_gloves'), 1),
    });
    for (const quantity of [0, -1, 1.5, '3']) {
      expect(send(world, { type: 'deposit', itemId: 'hide_gloves', quantity })).toEqual({
        ok: false,
        message: BANK_MESSAGES.badQuantity,
      });
    }
    expect(send(world, { type: 'deposit', itemId: 'no_such_thing' })).toEqual({
      ok: false,
      message: BANK_MESSAGES.unknownItem,
    });
    expect(send(world, { type: 'withdraw', itemId: 'hide_gloves' })).toEqual({
      ok: false,
      message: BANK_MESSAGES.notInBank(name('hide_gloves')),
    });
  });

  it('stacks gear by kind in one slot and refuses a new kind when every slot is taken', () => {
    const world = createTestWorld();
    world.banking.upgrades.totalSlots = 1;
    addItem(world, 'hide_gloves', 3);
    addItem(world, 'leather_cap', 1);
    expect(send(world, { type: 'deposit', itemId: 'hide_gloves' })).toEqual({ ok: true });
    expect(world.banking.items).toEqual([expect.objectContaining({ itemId: 'hide_gloves', quantity: 3 })]);
    expect(send(world, { type: 'deposit', itemId: 'leather_cap' })).toEqual({
      ok: false,
      message: BANK_MESSAGES.bankFull,
    });
    expect(countInInventory(world, 'leather_cap')).toBe(1);
  });

  it('withdraws only what the inventory has room for, and says so when there is none', () => {
    const world = createTestWorld();
    addItem(world, 'hide_gloves', 5);
    send(world, { type: 'deposit', itemId: 'hide_gloves' });
    world.inventory.maxSlots = usedInventorySlots(world) + 2;
    expect(send(world, { type: 'withdraw', itemId: 'hide_gloves' })).toEqual({ ok: true });
    expect(countInInventory(world, 'hide_gloves')).toBe(2);
    expect(bankQuantity(world, 'hide_gloves')).toBe(3);
    expect(send(world, { type: 'withdraw', itemId: 'hide_gloves' })).toEqual({
      ok: false,
      message: BANK_MESSAGES.inventoryFull,
    });
  });
});

describe('bank: slots bought with gold', () => {
  it('costs 1000 first, more each time, and stops at the tier cap', () => {
    const world = createTestWorld('base');
    world.resources.gold = 1_000_000;
    world.ledger.opening = 1_000_000;
    const start = world.banking.upgrades.totalSlots;
    expect(world.banking.upgrades.nextUpgradeCost).toBe(1_000);
    expect(send(world, { type: 'buyBankSlots' })).toEqual({ ok: true });
    expect(world.banking.upgrades.totalSlots).toBe(start + BANK_UPGRADE.slotsPerUpgrade);
    expect(world.resources.gold).toBe(1_000_000 - 1_000);
    expect(world.banking.upgrades.nextUpgradeCost).toBe(upgradeCost(BANK_UPGRADE, 1));
    expect(world.banking.upgrades.nextUpgradeCost).toBeGreaterThan(1_000);
    let bought = 1;
    while (send(world, { type: 'buyBankSlots' })?.ok) bought += 1;
    expect(world.banking.upgrades.totalSlots).toBe(200);
    expect(send(world, { type: 'buyBankSlots' })).toEqual({
      ok: false,
      message: BANK_MESSAGES.bankAtCap(200, 'Base Game'),
    });
    expect(world.ledger.spent.bankSlots).toBe(
      Array.from({ length: bought }, (_, n) => upgradeCost(BANK_UPGRADE, n)).reduce((a, b) => a + b, 0),
    );
    expect(ledgerBalance(world)).toBe(world.resources.gold);
  });

  it('refuses without enough gold and leaves the balance as it was', () => {
    const world = createTestWorld('base');
    world.resources.gold = 999;
    const reply = send(world, { type: 'buyBankSlots' });
    expect(reply).toEqual({ ok: false, message: 'Not enough gold: 1000 needed, you have 999' });
    expect(world.resources.gold).toBe(999);
  });
});

describe('bank: tabs', () => {
  it('creates, renames, moves items between and deletes tabs the player names', () => {
    const world = createTestWorld();
    addItem(world, 'bone_dust', 5);
    send(world, { type: 'deposit', itemId: 'bone_dust' });
    expect(send(world, { type: 'createBankTab', name: '  Potions ' })).toEqual({ ok: true });
    expect(world.banking.tabs).toEqual(['Main', 'Potions']);
    expect(send(world, { type: 'moveBankItem', itemId: 'bone_dust', tab: 1 })).toEqual({ ok: true });
    expect(send(world, { type: 'renameBankTab', tab: 1, name: 'Dust' })).toEqual({ ok: true });
    expect(send(world, { type: 'createBankTab', name: '' })).toEqual({ ok: false, message: BANK_MESSAGES.tabName });
    expect(send(world, { type: 'createBankTab', name: 'x'.repeat(21) })).toEqual({
      ok: false,
      message: BANK_MESSAGES.tabName,
    });
    expect(send(world, { type: 'deleteBankTab', tab: 0 })).toEqual({ ok: false, message: BANK_MESSAGES.firstTab });
    expect(send(world, { type: 'deleteBankTab', tab: 1 })).toEqual({ ok: true });
    expect(world.banking.tabs).toEqual(['Main']);
    expect(world.banking.items[0]?.tab).toBe(0);
    while (world.banking.tabs.length < BANK_TAB_LIMIT) send(world, { type: 'createBankTab', name: 'More' });
    expect(send(world, { type: 'createBankTab', name: 'One too many' })).toEqual({
      ok: false,
      message: BANK_MESSAGES.tabLimit,
    });
  });
});
