import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** `POST /api/auth/forgot-password`: same answer whether or not the address has an account. */
export function forgotPassword(data: { email: string }): Promise<unknown> {
  return api.post('/api/auth/forgot-password', { body: data });
}

export function useForgotPassword({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
