import { http, HttpResponse } from 'msw';

import type {
  DashboardCounts,
  Popup,
  PopupInput,
  ResponseTimes,
  TopTitle,
  VisitorChart,
  VisitorPeriod,
} from '@/types/api';

const AT = '2026-03-01T10:00:00Z';

function seed() {
  return {
    popups: [
      {
        id: 'p-2',
        title: 'Maintenance',
        content: 'Le site sera en maintenance dimanche.',
        is_active: false,
        created_at: '2026-03-02T10:00:00Z',
        updated_at: '2026-03-02T10:00:00Z',
      },
      {
        id: 'p-1',
        title: 'Bienvenue',
        content: 'Bienvenue sur Bobine !\nBon visionnage.',
        is_active: true,
        created_at: AT,
        updated_at: AT,
      },
    ] as Popup[],
  };
}

/** The login messages the mocked server holds, newest first; reset after each test. */
export const adminAreaDb = seed();

export function resetAdminAreaDb() {
  Object.assign(adminAreaDb, seed());
}

export const dashboardFixture: DashboardCounts = {
  series: 12,
  animes: 4,
  genres: 9,
  users: 321,
  pending_requests: 2,
  pending_reports: 5,
  pending_appeals: 1,
  overdue_reports: 2,
  overdue_requests: 0,
  visitors_today: 17,
  popups: 2,
  popup_active: true,
};

/** Each period's days: the visitors count the day's number in the period (1, 2, 3...). */
export function chartFixture(period: VisitorPeriod): VisitorChart {
  const length = { '7days': 7, '30days': 30, '1year': 365 }[period];
  const first = Date.UTC(2026, 2, 30) - (length - 1) * 86_400_000;
  const days = Array.from({ length }, (_, index) => ({
    day: new Date(first + index * 86_400_000).toISOString().slice(0, 10),
    visitors: index + 1,
  }));
  return { days, trend: 'up', change_percent: 57.1 };
}

const title = (id: string, name: string, type: string, views: number): TopTitle => ({
  id,
  title: name,
  views_count: views,
  poster_url: null,
  rating: 4.2,
  is_featured: false,
  is_new: true,
  type,
});

export const topFixture: Record<string, TopTitle[]> = {
  movies: [title('m-1', 'Alien', 'movie', 120), title('m-2', 'Heat', 'movie', 80)],
  series: [title('s-1', 'Dark', 'series', 95)],
  animes: [],
  all: [
    title('m-1', 'Alien', 'movie', 120),
    title('s-1', 'Dark', 'series', 95),
    title('m-2', 'Heat', 'movie', 80),
  ],
};

const delays = (count: number, median: number, mean: number, max: number) => ({
  count,
  median_seconds: median,
  mean_seconds: mean,
  max_seconds: max,
});

/** Two weeks of closed reports: Alice and the operator token, then Alice alone. */
export const responseTimesFixture: ResponseTimes = {
  weeks: [
    {
      week: '2026-W48',
      team: delays(3, 1800, 3200, 7200),
      admins: [
        {
          admin: { id: 'u-alice', kind: 'member', label: 'alice@bobine.fr' },
          ...delays(2, 1200, 1200, 1800),
        },
        {
          admin: { id: 'operator', kind: 'operator', label: 'Jeton opérateur' },
          ...delays(1, 7200, 7200, 7200),
        },
      ],
    },
    {
      week: '2026-W01',
      team: delays(1, 190_800, 190_800, 190_800),
      admins: [
        {
          admin: { id: 'u-alice', kind: 'member', label: 'alice@bobine.fr' },
          ...delays(1, 190_800, 190_800, 190_800),
        },
      ],
    },
  ],
  waiting: { count: 2, oldest_filed_at: '2026-11-20T07:00:00.000000Z' },
  appeals: {
    weeks: [
      {
        week: '2026-W48',
        team: delays(1, 5400, 5400, 5400),
        admins: [
          {
            admin: { id: 'u-alice', kind: 'member', label: 'alice@bobine.fr' },
            ...delays(1, 5400, 5400, 5400),
          },
        ],
      },
    ],
    waiting: { count: 1, oldest_filed_at: '2026-11-24T09:00:00.000000Z' },
  },
};

const done = () => HttpResponse.json({ position: 1 });

function activate(id: string) {
  for (const popup of adminAreaDb.popups) popup.is_active = popup.id === id;
}

/**
 * Login messages (kept in `adminAreaDb`, one active at most, as the server keeps
 * them), and the analytics and dashboard fixtures.
 */
export const adminAreaHandlers = [
  http.get('/api/popup', () =>
    HttpResponse.json(adminAreaDb.popups.find((popup) => popup.is_active) ?? null),
  ),
  http.get('/api/admin/popups', () => HttpResponse.json(adminAreaDb.popups)),
  http.post('/api/admin/popups', async ({ request }) => {
    const body = (await request.json()) as PopupInput;
    const id = `p-${adminAreaDb.popups.length + 1}`;
    adminAreaDb.popups.unshift({ id, ...body, is_active: false, created_at: AT, updated_at: AT });
    if (body.is_active) activate(id);
    return HttpResponse.json({ position: 1, id }, { status: 201 });
  }),
  http.put('/api/admin/popups/:id', async ({ request, params }) => {
    const body = (await request.json()) as PopupInput;
    const popup = adminAreaDb.popups.find((p) => p.id === params.id);
    if (popup) {
      Object.assign(popup, { title: body.title, content: body.content });
      if (body.is_active) activate(popup.id);
      else popup.is_active = false;
    }
    return done();
  }),
  http.post('/api/admin/popups/:id/activate', ({ params }) => {
    activate(String(params.id));
    return done();
  }),
  http.delete('/api/admin/popups/:id', ({ params }) => {
    adminAreaDb.popups = adminAreaDb.popups.filter((p) => p.id !== params.id);
    return done();
  }),
  http.get('/api/admin/dashboard', () => HttpResponse.json(dashboardFixture)),
  http.get('/api/admin/analytics/summary', () => HttpResponse.json({ total: 1234, today: 17 })),
  http.get('/api/admin/analytics/visitors', ({ request }) => {
    const period = new URL(request.url).searchParams.get('period') as VisitorPeriod;
    return HttpResponse.json(chartFixture(period));
  }),
  http.get('/api/admin/analytics/moderation-times', ({ request }) => {
    const weeks = Number(new URL(request.url).searchParams.get('weeks') ?? '8');
    return HttpResponse.json(
      weeks >= 26
        ? responseTimesFixture
        : { ...responseTimesFixture, weeks: responseTimesFixture.weeks.slice(0, 1) },
    );
  }),
  http.get('/api/admin/analytics/top', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type') ?? 'all';
    return HttpResponse.json(topFixture[type] ?? []);
  }),
];
