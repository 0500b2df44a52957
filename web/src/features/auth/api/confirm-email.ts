import { refreshSession } from '@/features/auth/api/refresh-session';
import { api } from '@/lib/api-client';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';

/** `POST /api/account/email/confirm`: confirms a new (or first) address. */
export function confirmEmail(data: { token: string }) {
  return api.post('/api/account/email/confirm', { body: data });
}

/** The signed-in member's address may just have changed: reread the session. */
export function useConfirmEmail({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof confirmEmail> } = {}) {
  return useMutationThen(confirmEmail, refreshSession, mutationConfig);
}
