import { type QueryClient, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, useMutationThen } from '@/lib/react-query';
import { asDocumentObject, createPasskey } from '@/lib/webauthn';

/** `GET /api/account/passkeys`: the member's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: ({ signal }) => api.get('/api/account/passkeys', { signal }),
  });
}

export type AddPasskeyInput = { password: string; name: string };

/**
 * Registers a passkey: the password opens the ceremony
 * (`POST /api/account/passkeys/options`), the browser creates the passkey, and
 * `POST /api/account/passkeys` records it under its name.
 */
export async function addPasskey({ password, name }: AddPasskeyInput) {
  const options = await api.post('/api/account/passkeys/options', { body: { password } });
  const credential = await createPasskey(options.public_key);
  return api.post('/api/account/passkeys', {
    body: { ceremony: options.ceremony, name, credential: asDocumentObject(credential) },
  });
}

export type RemovePasskeyInput = { id: string; password: string };

/** `DELETE /api/account/passkeys/{id}`: the password removes one. */
export function removePasskey({ id, password }: RemovePasskeyInput) {
  return api.delete('/api/account/passkeys/{id}', { path: { id }, body: { password } });
}

/** The passkeys, the session (its second factor) and the security log change together. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
    queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    queryClient.invalidateQueries({ queryKey: queryKeys.securityLog }),
  ]);
}

export function useAddPasskey({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof addPasskey> } = {}) {
  return useMutationThen(addPasskey, refresh, mutationConfig);
}

export function useRemovePasskey({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof removePasskey> } = {}) {
  return useMutationThen(removePasskey, refresh, mutationConfig);
}
