import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

export type ChangePasswordInput = {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
};

/** `POST /api/account/password`: this browser gets a fresh cookie, other sessions end. */
export function changePassword(data: ChangePasswordInput): Promise<CommandResult> {
  return api.post('/api/account/password', { body: data });
}

export function useChangePassword({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: changePassword });
}
