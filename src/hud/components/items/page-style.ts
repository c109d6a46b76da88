/** Whole numbers as players read them: thousands separated ("12,450"). */
export function amount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Every button on these pages is at least 44 px tall (touch target). */
export const TAP = 'h-11';

/** The frame of a page section. */
export const SECTION = 'flex flex-col gap-4 rounded-xl border border-shade bg-card/80 p-4 sm:p-5';
