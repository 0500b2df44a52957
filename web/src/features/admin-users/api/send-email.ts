import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { CommandResult, MemberMailInput } from '@/types/api';

export type SendEmailInput = MemberMailInput & { id: string };

/** `POST /api/admin/users/{id}/email`: a mail to the member, recorded in the log. */
export function sendEmail({ id, subject, body }: SendEmailInput): Promise<CommandResult> {
  return api.post('/api/admin/users/{id}/email', { path: { id }, body: { subject, body } });
}

/** Nothing the lists show changes: no read is made stale. */
export function useSendEmail() {
  return useMutation({ mutationFn: sendEmail });
}
