import { expect, test } from './fixtures';

test('the page loads and shows the game title', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shadow Hunter' })).toBeVisible();
  expect(errors).toEqual([]);
});

test(
  'the browser finds a real favicon.ico and the manifest’s PNG icons',
  { tag: '@desktop-only' },
  async ({ request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    const bytes = await ico.body();
    // ICONDIR: reserved 0, type 1 (icon), three images; each entry points at a PNG of its size.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const entry = 6 + index * 16;
      sizes.push(bytes.readUInt8(entry));
      const offset = bytes.readUInt32LE(entry + 12);
      const length = bytes.readUInt32LE(entry + 8);
      expect(offset + length).toBeLessThanOrEqual(bytes.length);
      expect(bytes.subarray(offset, offset + 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(bytes.readUInt32BE(offset + 16)).toBe(bytes.readUInt8(entry));
    }
    expect(sizes).toEqual([16, 32, 48]);

    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string }[];
    };
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size);
      expect(icon, size).toBeDefined();
      const png = await request.get(icon!.src);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  },
);
