import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_VERSION } from '@/core/journal/core-version';
import { coreSourcesFingerprint } from './core-sources';

const root = fileURLToPath(new URL('..', import.meta.url));

function rulesFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'core-version-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('the core version', () => {
  it('is the fingerprint of the rules as they are now (run `npm run core:version` after changing them)', () => {
    expect(CORE_VERSION).toBe(coreSourcesFingerprint(root));
  });

  it('changes with any rule source, and not with tests', () => {
    const rules = { 'src/core/step.ts': 'export const a = 1;', 'src/content/items.ts': 'export const b = 2;' };
    const before = coreSourcesFingerprint(rulesFolder(rules));
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    expect(coreSourcesFingerprint(rulesFolder({ ...rules, 'src/content/items.ts': 'export const b = 3;' }))).not.toBe(
      before,
    );
    expect(coreSourcesFingerprint(rulesFolder({ ...rules, 'src/core/step.test.ts': 'it()' }))).toBe(before);
  });
});
