import { useMutation, useQueryClient } from '@tanstack/react-query';

import { refreshSession } from '@/features/auth/api/refresh-session';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** `POST /api/account/email/confirm`: confirms a new (or first) address. */
export function confirmEmail(data: { token: string }) {
  return api.post('/api/account/email/confirm', { body: data });
}

/** The signed-in member's address may just have changed: reread the session. */
export function useConfirmEmail({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof confirmEmail> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation({
    ...restConfig,
    onSuccess: async (...args) => {
      await refreshSession(queryClient);
      await onSuccess?.(...args);
    },
    mutationFn: confirmEmail,
  });
}
