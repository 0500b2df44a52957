import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult, RegisterInput, User } from '@/types/api';

/** `POST /api/auth/register`: creates the account and signs the member in. */
export function register(data: RegisterInput): Promise<CommandResult & { user: User }> {
  return api.post<CommandResult & { user: User }>('/auth/register', data);
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
