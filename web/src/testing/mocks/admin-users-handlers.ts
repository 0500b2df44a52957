import { http, HttpResponse } from 'msw';

import { authDb } from '@/testing/mocks/auth-db';
import type { UserFilter } from '@/types/api';

let position = 0;

const notFound = () =>
  HttpResponse.json(
    { error: { code: 'not_found', message: 'Utilisateur non trouvé' } },
    { status: 404 },
  );

const matchesFilter: Record<UserFilter, (user: (typeof authDb.adminUsers)[number]) => boolean> = {
  all: () => true,
  admin: (user) => user.is_admin,
  regular: (user) => !user.is_admin,
  // The seeded dates are fixed: tests that need these filters override the handler.
  recent: () => true,
  active: () => true,
};

/** The admin side of the accounts contract, over `authDb.adminUsers` (one page, no cursor). */
export const adminUsersHandlers = [
  http.get('/api/admin/users/stats', () => {
    const users = authDb.adminUsers;
    const admins = users.filter((user) => user.is_admin).length;
    return HttpResponse.json({
      total: users.length,
      admins,
      regular: users.length - admins,
      recent: 1,
      active: 2,
    });
  }),

  http.get('/api/admin/users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = (params.get('q') ?? '').toLowerCase();
    const filter = (params.get('filter') ?? 'all') as UserFilter;
    const items = authDb.adminUsers.filter(
      (user) =>
        matchesFilter[filter](user) &&
        (q === '' || user.email.toLowerCase().includes(q) || user.id.startsWith(q)),
    );
    return HttpResponse.json({ items, total: items.length, next_cursor: null });
  }),

  http.put('/api/admin/users/:id/admin', ({ params }) => {
    const user = authDb.adminUsers.find((candidate) => candidate.id === params.id);
    if (!user) return notFound();
    user.is_admin = true;
    return HttpResponse.json({ position: ++position });
  }),
  http.delete('/api/admin/users/:id/admin', ({ params }) => {
    const user = authDb.adminUsers.find((candidate) => candidate.id === params.id);
    if (!user) return notFound();
    user.is_admin = false;
    return HttpResponse.json({ position: ++position });
  }),

  http.post('/api/admin/users/:id/ban', async ({ params, request }) => {
    const { reason, days } = (await request.json()) as { reason: string; days: number };
    const user = authDb.adminUsers.find((candidate) => candidate.id === params.id);
    if (!user) return notFound();
    const until = days === 0 ? null : new Date(Date.now() + days * 86_400_000).toISOString();
    user.ban = {
      reason,
      banned_until: until,
      created_at: new Date().toISOString(),
      permanent: days === 0,
    };
    return HttpResponse.json({ position: ++position });
  }),
  http.delete('/api/admin/users/:id/ban', ({ params }) => {
    const user = authDb.adminUsers.find((candidate) => candidate.id === params.id);
    if (!user) return notFound();
    user.ban = null;
    return HttpResponse.json({ position: ++position });
  }),

  http.delete('/api/admin/users/:id', ({ params }) => {
    const before = authDb.adminUsers.length;
    authDb.adminUsers = authDb.adminUsers.filter((user) => user.id !== params.id);
    if (authDb.adminUsers.length === before) return notFound();
    return HttpResponse.json({ position: ++position });
  }),
];
