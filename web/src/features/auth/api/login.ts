import { useMutation, useQueryClient } from '@tanstack/react-query';

import { refreshSession } from '@/features/auth/api/refresh-session';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type LoginInput = { email: string; password: string };

/** `POST /api/auth/login`: sets the session cookie. */
export function login(data: LoginInput) {
  return api.post('/api/auth/login', { body: data });
}

/** Signs in, then rereads the session (a banned member may sign in: the session tells). */
export function useLogin({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation({
    ...restConfig,
    onSuccess: async (...args) => {
      await refreshSession(queryClient);
      await onSuccess?.(...args);
    },
    mutationFn: login,
  });
}
