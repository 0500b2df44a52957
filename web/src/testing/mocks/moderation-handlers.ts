import { http, HttpResponse } from 'msw';

import type { ContentRequest, MyReport, RequestInput } from '@/types/api';

const RESETS_AT = '2026-11-30T00:00:00+01:00';

function seed() {
  return {
    requests: [] as ContentRequest[],
    reports: [] as unknown[],
    /** The member's own reports, as `GET /api/reports` answers them, per title. */
    myReports: {} as Record<string, MyReport[]>,
  };
}

/** Reports and requests the mocked server received; reset after each test. */
export const moderationDb = seed();

export function resetModerationDb() {
  Object.assign(moderationDb, seed());
}

/**
 * Default handlers of /api/reports and /api/requests: a report is accepted, a request
 * is stored (newest first) until three are used, then refused as the server does.
 */
export const moderationHandlers = [
  http.post('/api/reports', async ({ request }) => {
    moderationDb.reports.push(await request.json());
    return HttpResponse.json({ position: 1, id: 'r-new' }, { status: 201 });
  }),
  http.get('/api/reports', ({ request }) => {
    const contentId = new URL(request.url).searchParams.get('content_id') ?? '';
    return HttpResponse.json(moderationDb.myReports[contentId] ?? []);
  }),
  http.get('/api/requests', () => HttpResponse.json(moderationDb.requests)),
  http.get('/api/requests/quota', () =>
    HttpResponse.json({ used: moderationDb.requests.length, limit: 3, resets_at: RESETS_AT }),
  ),
  http.post('/api/requests', async ({ request }) => {
    if (moderationDb.requests.length >= 3) {
      return HttpResponse.json(
        {
          error: {
            code: 'weekly_limit',
            message: 'Vous avez atteint la limite de 3 demandes par semaine',
          },
        },
        { status: 429 },
      );
    }
    const body = (await request.json()) as RequestInput;
    const id = `req-${moderationDb.requests.length + 1}`;
    moderationDb.requests.unshift({
      id,
      content_type: body.content_type ?? 'movie',
      title: body.title ?? '',
      year: body.year ?? null,
      description: body.description ?? null,
      director: body.director ?? null,
      genre: body.genre ?? null,
      status: 'pending',
      admin_notes: null,
      created_at: '2026-11-24T10:00:00Z',
      updated_at: '2026-11-24T10:00:00Z',
      timeline: [{ at: '2026-11-24T10:00:00Z', status: 'pending', admin_notes: null }],
    });
    return HttpResponse.json({ position: 1, id }, { status: 201 });
  }),
];
