import { describe, expect, it } from 'vitest';

import { fromBase64url, requestOptions, toBase64url } from '@/lib/webauthn';

describe('the passkey options and answers', () => {
  it('turns base64url into bytes and back, without padding', () => {
    for (const length of [0, 1, 2, 3, 4, 31, 32]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 97 + 251) % 256);
      const text = toBase64url(data.buffer)!;
      expect(text).not.toMatch(/[+/=]/);
      expect(new Uint8Array(fromBase64url(text))).toEqual(data);
    }
    expect(toBase64url(new Uint8Array([0xfb, 0xff]).buffer)).toBe('-_8');
    expect(toBase64url(null)).toBeNull();
  });

  it('gives the browser buffers for the challenge and each allowed passkey', () => {
    const options = requestOptions({
      challenge: 'AAEC',
      rpId: 'localhost',
      allowCredentials: [{ type: 'public-key', id: 'BwgJ' }],
    });
    expect(new Uint8Array(options.challenge as ArrayBuffer)).toEqual(new Uint8Array([0, 1, 2]));
    const allowed = options.allowCredentials!;
    expect(new Uint8Array(allowed[0]!.id as ArrayBuffer)).toEqual(new Uint8Array([7, 8, 9]));
    expect(options.rpId).toBe('localhost');
  });
});
