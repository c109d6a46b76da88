/**
 * The check every save passes before it is written (an invalid state must never push the last good
 * version out of its slot), made section by section: each top-level section's JSON text is made
 * once, and a section whose text is the very one that last passed is not checked again. Between two
 * saves most of a late-game save (the bank, the abilities, the gear) is unchanged, and zod's check of
 * a full inventory and bank was a tenth of a save's time. The texts then make the save's JSON, so
 * nothing is stringified twice.
 */
import type { z } from 'zod';
import type { SaveState } from '@/persistence/save-shape';
import { saveSchema, SaveValidationError, type SaveIssue } from '@/persistence/schema';

const sections: Readonly<Record<string, z.ZodType | undefined>> = saveSchema.shape;

export class SaveWriteCheck {
  /** Per section, the JSON text that last passed its schema. */
  private readonly passed = new Map<string, string>();

  /**
   * The state's JSON text (what JSON.stringify gives), once every section passed its schema. Throws
   * SaveValidationError with the issues of every failing section, paths from the top as the whole
   * schema gives them.
   */
  textOf(state: SaveState): string {
    if (typeof state !== 'object' || state === null || Array.isArray(state)) return this.wholeCheck(state);
    const record = state as unknown as Record<string, unknown>;
    const issues: SaveIssue[] = [];
    const members: string[] = [];
    for (const key of Object.keys(record)) {
      const text = JSON.stringify(record[key]) as string | undefined;
      this.check(key, record[key], text, issues);
      if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
    }
    // Required sections the state lacks fail as the whole schema would say.
    for (const key of Object.keys(sections)) if (!(key in record)) this.check(key, undefined, undefined, issues);
    if (issues.length > 0) throw new SaveValidationError(issues);
    return `{${members.join(',')}}`;
  }

  private check(key: string, value: unknown, text: string | undefined, issues: SaveIssue[]): void {
    const schema = sections[key];
    // Keys the schema does not name pass through (it is a loose object), as do unchanged sections.
    if (!schema || (text !== undefined && this.passed.get(key) === text)) return;
    const result = schema.safeParse(value);
    if (result.success) {
      if (text !== undefined) this.passed.set(key, text);
      return;
    }
    this.passed.delete(key);
    for (const issue of result.error.issues)
      issues.push({ path: [key, ...issue.path].map(String).join('.'), message: issue.message });
  }

  private wholeCheck(state: unknown): never {
    const result = saveSchema.safeParse(state);
    throw new SaveValidationError(
      result.success
        ? [{ path: '', message: 'A save must be an object' }]
        : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
}
