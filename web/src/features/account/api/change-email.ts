import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CommandResult } from '@/types/api';

/** `POST /api/account/email`: the address changes only once the mailed link is followed. */
export function changeEmail(data: { new_email: string }): Promise<CommandResult> {
  return api.post('/api/account/email', { body: data });
}

export function useChangeEmail({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeEmail> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: changeEmail });
}
