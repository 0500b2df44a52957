/**
 * A delay as an admin reads it: `45 s`, `12 min`, `3 h 05`, `2 j 4 h`. Seconds are
 * rounded to the unit shown.
 */
export function formatDelay(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    return `${hours} h ${String(minutes % 60).padStart(2, '0')}`;
  }
  const hours = Math.round(minutes / 60);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} j` : `${days} j ${rest} h`;
}

/** The Monday that starts ISO week `2026-W48` (in the calendar, no time zone). */
export function mondayOfWeek(week: string): Date | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const [year, number] = [Number(match[1]), Number(match[2])];
  // 4 January is always in week 1; its week's Monday starts the ISO year.
  const fourth = new Date(Date.UTC(year, 0, 4));
  const weekOneMonday = Date.UTC(year, 0, 4 - ((fourth.getUTCDay() + 6) % 7));
  return new Date(weekOneMonday + (number - 1) * 7 * 86_400_000);
}
