import { http, HttpResponse } from 'msw';

import type { MailList, MailRow } from '@/types/api';

export function makeMail(overrides: Partial<MailRow> = {}): MailRow {
  return {
    id: '0193a5c2-0000-7000-8000-000000000001',
    to: 'marie@exemple.fr',
    kind: 'report_decision',
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: '2026-11-27T13:05:00.000000Z',
    sent_at: '2026-11-27T13:05:01.000000Z',
    ...overrides,
  };
}

/** What `GET /api/admin/mail` answers; a test changes it as the server would. */
export const adminMailDb: { list: MailList } = { list: seed() };

function seed(): MailList {
  return {
    waiting: 1,
    failed: 1,
    undeliverable: 1,
    next_cursor: null,
    items: [
      makeMail({
        id: '0193a5c2-0000-7000-8000-000000000003',
        to: 'inconnu@exemple.fr',
        kind: 'confirmation',
        status: 'undeliverable',
        last_error: 'permanent error (550): 5.1.1 No such user here',
        sent_at: null,
      }),
      makeMail({
        id: '0193a5c2-0000-7000-8000-000000000002',
        to: 'luc@exemple.fr',
        kind: 'password_reset',
        status: 'failed',
        attempts: 3,
        last_error: 'Connection error: Connection refused (os error 111)',
        sent_at: null,
      }),
      makeMail({ to: '', kind: 'admin_message', status: 'waiting', attempts: 0, sent_at: null }),
    ],
  };
}

export function resetAdminMailDb() {
  adminMailDb.list = seed();
}

export const adminMailHandlers = [
  http.get('/api/admin/mail', () => HttpResponse.json(adminMailDb.list)),
  http.post('/api/admin/mail/:id/retry', () => HttpResponse.json({ position: 1 })),
];
