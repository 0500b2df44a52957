import { describe, expect, it } from 'vitest';

import { formatRemaining, isBanInForce } from '@/features/auth/utils/ban-time';
import { makeBan } from '@/testing/mocks/auth-db';

const now = new Date('2025-06-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('remaining time of a temporary ban', () => {
  it.each([
    ['several days', 3 * DAY + 4 * HOUR + 5 * MIN, '3 jour(s) 4h 5min'],
    ['exactly one day', DAY, '1 jour(s) 0h 0min'],
    ['a day and seconds', DAY + 59_000, '1 jour(s) 0h 0min'],
    ['hours and minutes', 5 * HOUR + 30 * MIN, '5h 30min'],
    ['exactly one hour', HOUR, '1h 0min'],
    ['minutes only', 42 * MIN + 30_000, '42 minute(s)'],
    ['one minute', MIN, '1 minute(s)'],
    ['under a minute', 30_000, '0 minute(s)'],
  ])('%s', (_case, left, expected) => {
    expect(formatRemaining(later(left), now)).toBe(expected);
  });

  it.each([
    ['an end date reached', 0],
    ['an end date passed', -5 * MIN],
  ])('gives no remaining time for %s', (_case, left) => {
    expect(formatRemaining(later(left), now)).toBeNull();
  });

  it('counts a ban while it is permanent or not over', () => {
    expect(isBanInForce(null, now)).toBe(false);
    expect(isBanInForce(makeBan({ permanent: true, banned_until: null }), now)).toBe(true);
    const until = (ms: number) => later(ms).toISOString();
    expect(isBanInForce(makeBan({ permanent: false, banned_until: until(HOUR) }), now)).toBe(true);
    expect(isBanInForce(makeBan({ permanent: false, banned_until: until(-HOUR) }), now)).toBe(
      false,
    );
  });
});
