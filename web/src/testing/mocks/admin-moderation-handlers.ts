import { http, HttpResponse } from 'msw';

import { onePage } from '@/testing/mocks/page';
import type { AdminReport, AdminRequest } from '@/types/api';

const done = () => HttpResponse.json({ position: 1 });

/** A bulk decision: every item decided. */
const bulkDone = async ({ request }: { request: Request }) => {
  const { ids } = (await request.json()) as { ids: string[] };
  return HttpResponse.json({
    position: 1,
    results: ids.map((id) => ({ id, ok: true, position: '1' })),
  });
};

export const pendingReport: AdminReport = {
  id: 'rep-1',
  reporter_id: 'u-1',
  reporter_email: 'marie@exemple.fr',
  content_type: 'movie',
  content_id: 'm-1',
  content_title: 'Alien',
  problem_type: 'audio_issue',
  description: 'Pas de son après 10 minutes',
  status: 'pending',
  admin_notes: null,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
  overdue: false,
};

export const takenReport: AdminReport = {
  ...pendingReport,
  id: 'rep-2',
  reporter_id: 'u-gone',
  reporter_email: null,
  content_type: 'episode',
  content_title: 'Dark · Saison 1, épisode 2',
  problem_type: 'subtitle_issue',
  description: null,
  status: 'in_progress',
  admin_notes: 'On vérifie',
  overdue: true,
};

export const pendingRequest: AdminRequest = {
  id: 'req-1',
  user_id: 'u-1',
  user_email: 'luc@exemple.fr',
  content_type: 'movie',
  title: 'Dune',
  year: 2021,
  description: 'En VF si possible',
  director: 'Denis Villeneuve',
  genre: 'Science-fiction',
  status: 'pending',
  admin_notes: null,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
  overdue: false,
};

export const approvedRequest: AdminRequest = {
  ...pendingRequest,
  id: 'req-2',
  title: 'Dark',
  content_type: 'series',
  year: null,
  director: null,
  genre: null,
  description: null,
  status: 'approved',
  admin_notes: 'Bientôt',
};

/**
 * The moderation lists: the same page for every filter (the server's tests cover the
 * filters), with the counters of every status; decisions answer a position.
 */
export const adminModerationHandlers = [
  http.get('/api/admin/reports', () =>
    HttpResponse.json({
      ...onePage([pendingReport, takenReport]),
      counters: { total: 5, pending: 1, in_progress: 1, resolved: 2, rejected: 1, overdue: 1 },
    }),
  ),
  http.post('/api/admin/reports/bulk', bulkDone),
  http.post('/api/admin/reports/:id/:action', done),
  http.get('/api/admin/requests', () =>
    HttpResponse.json({
      ...onePage([pendingRequest, approvedRequest]),
      counters: { total: 4, pending: 1, approved: 1, completed: 1, rejected: 1, overdue: 0 },
    }),
  ),
  http.post('/api/admin/requests/bulk', bulkDone),
  http.post('/api/admin/requests/:id/:action', done),
];

/** The member's mail preference: on, as for every new account. */
export const preferencesHandlers = [
  http.get('/api/account/preferences', () =>
    HttpResponse.json({ moderation_emails: true, overdue_digest: true }),
  ),
  http.put('/api/account/preferences', async ({ request }) =>
    HttpResponse.json({ position: 1, overdue_digest: true, ...((await request.json()) as object) }),
  ),
];
