/** What the outside world supplies to a tick. Time itself comes from `world.sim`. */
export interface StepContext {
  /** Minutes to add to UTC for the player's local time (happy hour 18:00-20:00 local, daily streaks). */
  utcOffsetMinutes: number;
}

export const DEFAULT_CONTEXT: StepContext = { utcOffsetMinutes: 0 };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export function localMinuteOfDay(epochMs: number, utcOffsetMinutes: number): number {
  const minutes = Math.floor(epochMs / MINUTE_MS) + utcOffsetMinutes;
  return ((minutes % 1440) + 1440) % 1440;
}

export function localDayIndex(epochMs: number, utcOffsetMinutes: number): number {
  return Math.floor((epochMs + utcOffsetMinutes * MINUTE_MS) / DAY_MS);
}

/** YYYY-MM-DD of the local day, computed without Date so the core stays clock-free. */
export function localDayKey(epochMs: number, utcOffsetMinutes: number): string {
  // Civil-from-days (Howard Hinnant), days since 1970-01-01.
  const days = localDayIndex(epochMs, utcOffsetMinutes);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
