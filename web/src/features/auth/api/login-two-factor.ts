import { refreshSession } from '@/features/auth/api/refresh-session';
import { api } from '@/lib/api-client';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';

export type SecondStepInput = { challenge: string; code: string };

/** `POST /api/auth/login/two-factor`: the password step's challenge and a code open the session. */
export function loginTwoFactor(data: SecondStepInput) {
  return api.post('/api/auth/login/two-factor', { body: data });
}

export function useLoginTwoFactor({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof loginTwoFactor> } = {}) {
  return useMutationThen(loginTwoFactor, refreshSession, mutationConfig);
}
