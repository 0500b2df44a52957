import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** `POST /api/account/two-factor/totp`: a new authenticator secret, not in force yet. */
export function startTotp(password: string) {
  return api.post('/api/account/two-factor/totp', { body: { password } });
}

export function useStartTotp({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof startTotp> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: startTotp });
}
