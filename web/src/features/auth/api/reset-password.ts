import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

export type ResetPasswordInput = {
  token: string;
  password: string;
  password_confirmation: string;
};

/** `POST /api/auth/reset-password`: every session of the account ends. */
export function resetPassword(data: ResetPasswordInput): Promise<CommandResult> {
  return api.post('/api/auth/reset-password', { body: data });
}

export function useResetPassword({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
