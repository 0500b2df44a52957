import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { RegisterInput } from '@/types/api';

/** `POST /api/auth/register`: creates the account and signs the member in. */
export function register(data: RegisterInput) {
  return api.post('/api/auth/register', { body: data });
}

/**
 * The session is not reread here: the page shows its success message for 2 s first,
 * and the gate would otherwise move the new member on at once.
 */
export function useRegister({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof register> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: register });
}
