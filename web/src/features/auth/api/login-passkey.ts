import { refreshSession } from '@/features/auth/api/refresh-session';
import { api } from '@/lib/api-client';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';
import { asDocumentObject, getPasskey } from '@/lib/webauthn';

/**
 * Signs in with a passkey: `POST /api/auth/passkey/options` (with the password step's
 * `challenge` at a second step: that account's passkeys only), the browser's prompt,
 * then `POST /api/auth/passkey` opens the session.
 */
export async function loginWithPasskey(challenge?: string) {
  const options = await api.post('/api/auth/passkey/options', {
    body: challenge ? { challenge } : {},
  });
  const credential = await getPasskey(options.public_key);
  return api.post('/api/auth/passkey', {
    body: { ceremony: options.ceremony, credential: asDocumentObject(credential) },
  });
}

export function useLoginWithPasskey({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof loginWithPasskey> } = {}) {
  return useMutationThen(loginWithPasskey, refreshSession, mutationConfig);
}
