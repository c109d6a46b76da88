// Renders public/icon.svg with Chromium (Playwright's, /usr/bin/chromium or CHROME_PATH) into the PNG icons
// the web manifest lists (192 and 512 px) and packs 16, 32 and 48 px PNGs into public/favicon.ico, which
// browsers ask for on their own. Run after changing the icon: `npm run icons`.
//
// ICO with PNG payloads: a 6-byte header (reserved 0, type 1, count), one 16-byte entry per image (width,
// height, 0 for 256+, colours 0, reserved 0, planes 1, bits 32, byte size, offset), then the PNG files.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const PUBLIC = new URL('../public/', import.meta.url);
const ICO_SIZES = [16, 32, 48];
const PNG_SIZES = [192, 512];

/** One PNG of the SVG at `size` x `size`, transparent outside the icon's own shape. */
async function render(page, svg, size) {
  await page.setViewportSize({ width: size, height: size });
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}"` +
      ' style="display:block"></body></html>',
  );
  await page.locator('img').evaluate((image) => image.decode());
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

export function packIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const svg = await readFile(new URL('icon.svg', PUBLIC), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const icoImages = [];
  for (const size of ICO_SIZES) icoImages.push({ size, png: await render(page, svg, size) });
  await writeFile(new URL('favicon.ico', PUBLIC), packIco(icoImages));
  for (const size of PNG_SIZES) await writeFile(new URL(`icon-${size}.png`, PUBLIC), await render(page, svg, size));
  console.log(
    `public/favicon.ico (${ICO_SIZES.join(', ')} px) and ${PNG_SIZES.map((s) => `icon-${s}.png`).join(', ')}`,
  );
} finally {
  await browser.close();
}
