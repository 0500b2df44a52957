import { remainingTexts } from '@/features/auth/texts';
import type { Ban } from '@/types/api';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left before `until`, as the spec words it: 'N jour(s) Hh Mmin' from one day
 * on, 'Hh Mmin' from one hour on, else 'N minute(s)'. Null once the date has passed
 * (an elapsed ban gives no remaining time). Units are truncated, never rounded up.
 */
export function formatRemaining(until: Date, now: Date): string | null {
  const left = until.getTime() - now.getTime();
  if (!(left > 0)) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return remainingTexts.daysHoursMinutes(days, hours, minutes);
  if (hours > 0) return remainingTexts.hoursMinutes(hours, minutes);
  return remainingTexts.minutes(minutes);
}

/** A ban counts while it is permanent or its end date is still ahead. */
export function isBanInForce(ban: Ban | null, now: Date): ban is Ban {
  if (!ban) return false;
  if (ban.permanent || ban.banned_until === null) return true;
  return new Date(ban.banned_until).getTime() > now.getTime();
}
