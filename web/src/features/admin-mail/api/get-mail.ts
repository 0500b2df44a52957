import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MailList } from '@/types/api';

/** Mails per page. */
export const MAIL_PAGE_SIZE = 50;

export type MailStatus = 'waiting' | 'sent' | 'failed' | 'undeliverable' | 'cancelled';
export type MailKind =
  | 'confirmation'
  | 'password_reset'
  | 'report_decision'
  | 'request_decision'
  | 'appeal_decision'
  | 'admin_message'
  | 'farewell'
  | 'overdue_digest'
  | 'security_notice';

type MailRequest = { status: MailStatus | ''; cursor?: string | null; signal?: AbortSignal };

/** `GET /api/admin/mail`: the counts, and one page of mails, newest first. */
export function getMail({ status, cursor, signal }: MailRequest): Promise<MailList> {
  return api.get('/api/admin/mail', {
    query: { status: status || undefined, cursor: cursor ?? undefined, limit: MAIL_PAGE_SIZE },
    signal,
  });
}

/** The mails of one status (or all), page after page. */
export function useAdminMail(status: MailStatus | '') {
  return useInfiniteQuery({
    queryKey: queryKeys.adminMailList(status),
    queryFn: ({ pageParam, signal }) => getMail({ status, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
