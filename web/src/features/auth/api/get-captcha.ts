import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Captcha } from '@/types/api';

/** `GET /api/captcha`: a new challenge, good once, for 10 minutes. */
export function getCaptcha({ signal }: { signal?: AbortSignal } = {}): Promise<Captcha> {
  return api.get('/api/captcha', { signal });
}

/**
 * The challenge of the sign-up form. It is never shared nor kept once the form is gone
 * (`gcTime: 0`): a challenge can be answered only once.
 */
export function useCaptcha() {
  return useQuery({
    queryKey: queryKeys.captcha,
    queryFn: ({ signal }) => getCaptcha({ signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
