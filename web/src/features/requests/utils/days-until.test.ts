import { describe, expect, it } from 'vitest';

import { daysUntil } from './days-until';

describe('daysUntil', () => {
  const monday = '2026-11-30T00:00:00+01:00';

  it('counts a started day, so Sunday evening is one day (Demain)', () => {
    expect(daysUntil(monday, new Date('2026-11-29T22:30:00Z'))).toBe(1);
    expect(daysUntil(monday, new Date('2026-11-28T12:00:00Z'))).toBe(2);
    expect(daysUntil(monday, new Date('2026-11-23T00:00:00+01:00'))).toBe(7);
  });
});
