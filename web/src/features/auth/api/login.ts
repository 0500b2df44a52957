import { refreshSession } from '@/features/auth/api/refresh-session';
import { api } from '@/lib/api-client';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';

export type LoginInput = { email: string; password: string };

/** `POST /api/auth/login`: sets the session cookie. */
export function login(data: LoginInput) {
  return api.post('/api/auth/login', { body: data });
}

/** Signs in, then rereads the session (a banned member may sign in: the session tells). */
export function useLogin({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  return useMutationThen(login, refreshSession, mutationConfig);
}
