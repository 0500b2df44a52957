import { describe, expect, it } from 'vitest';

import { countLine } from '@/lib/format';

describe('countLine', () => {
  it('counts in French, the noun in the plural past one', () => {
    const films = countLine('film');
    expect(films(50, 1200)).toBe('50 sur 1\u202f200 films');
    expect(films(1, 1)).toBe('1 sur 1 film');
    expect(films(0, 0)).toBe('0 sur 0 film');
  });
});
