import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot, showSidebar } from './support';
import { startNewHunter, trainUntilXp } from './saves-support';

// The Settings page: save slots, export and import (spec 000 §5: checksum, format errors).

async function openSettings(page: Page, testInfo: Parameters<typeof showSidebar>[1]): Promise<void> {
  await showSidebar(page, testInfo);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page
    .getByTestId('import-file-input')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

const exportAndImport =
  'export, then a tampered import is refused, a malformed one too, ' +
  'and a good one goes into a slot only after confirmation @desktop-only';
test(exportAndImport, async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await startNewHunter(page, request, 'files');
  await trainUntilXp(page);
  await openSettings(page, testInfo);
  const slot1 = page.getByTestId('save-slot-1');
  await expect(slot1).toContainText('Main Save');
  await expect(slot1).toContainText('Active');
  await expect(slot1).toContainText('Rank');
  await expect(page.getByTestId('save-slot-2')).toContainText('Empty slot');
  await screenshot(page, testInfo, 'saves-settings', { fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export save' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shadow-hunter-.+\.json$/);
  const exported = await readFile((await file.path())!, 'utf8');
  const envelope = JSON.parse(exported) as {
    format: string;
    checksum: string;
    data: { resources: { gold: number }; skills: Record<string, { experience: number }> };
  };
  expect(envelope.format).toBe('shadow-hunter-save');
  expect(envelope.checksum).toMatch(/^[0-9a-f]{64}$/);
  expect(envelope.data.skills.bladework!.experience).toBeGreaterThan(0);

  // One changed number and the checksum no longer matches.
  const tampered = JSON.stringify({
    ...envelope,
    data: { ...envelope.data, resources: { ...envelope.data.resources, gold: 999_999 } },
  });
  await chooseFile(page, 'tampered.json', tampered);
  await expect(page.getByTestId('import-error')).toHaveText('Save file corrupted or tampered with');
  await expect(page.locator('[data-sonner-toast]').getByText('Save file corrupted or tampered with')).toBeVisible();
  await chooseFile(page, 'broken.json', '{"format": "shadow-hunter-save", "data": 12');
  await expect(page.getByTestId('import-error')).toHaveText('Invalid save file format');

  // The real file: previewed, imported into the empty slot 2.
  await chooseFile(page, 'good.json', exported);
  const dialog = page.getByRole('dialog', { name: 'Import save' });
  await expect(dialog.getByTestId('import-preview')).toContainText('Level · Rank');
  await dialog.getByLabel('Import into').selectOption('2');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Save imported into slot 2')).toBeVisible();
  await expect(page.getByTestId('save-slot-2')).toContainText('Save 2');
  await expect(page.getByTestId('save-slot-2')).not.toContainText('Empty slot');

  // Again into slot 2: it is occupied now, so the overwrite is confirmed first.
  await chooseFile(page, 'good.json', exported);
  await page.getByRole('dialog', { name: 'Import save' }).getByLabel('Import into').selectOption('2');
  await page.getByRole('dialog', { name: 'Import save' }).getByRole('button', { name: 'Import', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Overwrite slot 2?' });
  await expect(confirm.getByRole('alert')).toContainText('Slot 2 holds');
  await screenshot(page, testInfo, 'saves-import-confirm');
  await confirm.getByRole('button', { name: 'Overwrite and import' }).click();
  await expect(page.getByText('The save it replaced was backed up first.')).toBeVisible();

  // Play slot 2.
  await page.getByTestId('save-slot-2').getByRole('button', { name: 'Load' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Load' }).click();
  await expect(page.getByText('Now playing slot 2')).toBeVisible();
  await expect(page.getByTestId('save-slot-2')).toContainText('Active');
  expect(await page.evaluate(() => window.__shadowHunterSaves!.activeSlot())).toBe(2);
});
