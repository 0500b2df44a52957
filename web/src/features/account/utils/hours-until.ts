const HOUR = 60 * 60 * 1000;

/** Whole hours left before `expiresAt` (spec: 'hours remaining until expiry'), or null once past. */
export function hoursUntil(expiresAt: string, now: Date): number | null {
  const left = new Date(expiresAt).getTime() - now.getTime();
  return left > 0 ? Math.floor(left / HOUR) : null;
}
