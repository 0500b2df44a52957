import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** `POST /api/contact`: a message to the team, answered at the account's address. */
export function sendContact(data: { subject: string; message: string }): Promise<unknown> {
  return api.post('/api/contact', { body: data });
}

export function useSendContact({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof sendContact> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendContact });
}
