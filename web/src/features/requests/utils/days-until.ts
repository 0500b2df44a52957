const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days from `now` until the instant `iso` (the quota's reset, next Monday
 * 00:00 Paris), counting a started day: 1 on Sunday ('Demain'), 7 on Monday.
 */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return Math.max(1, Math.ceil((new Date(iso).getTime() - now.getTime()) / DAY_MS));
}
