import { describe, expect, it } from 'vitest';

import { formatDelay, mondayOfWeek } from '@/features/admin-analytics/delay';

describe('delays', () => {
  it('reads in the largest units that matter', () => {
    expect(formatDelay(0)).toBe('0 s');
    expect(formatDelay(45.4)).toBe('45 s');
    expect(formatDelay(720)).toBe('12 min');
    expect(formatDelay(3 * 3600 + 5 * 60)).toBe('3 h 05');
    expect(formatDelay(2 * 86_400 + 4 * 3600)).toBe('2 j 4 h');
    expect(formatDelay(3 * 86_400)).toBe('3 j');
  });

  it('finds the Monday of an ISO week, across the turn of the year', () => {
    expect(mondayOfWeek('2026-W48')?.toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(mondayOfWeek('2026-W01')?.toISOString().slice(0, 10)).toBe('2025-12-29');
    expect(mondayOfWeek('2026-W53')?.toISOString().slice(0, 10)).toBe('2026-12-28');
    expect(mondayOfWeek('semaine')).toBeNull();
  });
});
