import { http, HttpResponse } from 'msw';

import { authDb } from '@/testing/mocks/auth-db';
import { onePage } from '@/testing/mocks/page';

const done = () => HttpResponse.json({ position: 1 });

/**
 * The admin side of the accounts contract: `authDb.adminUsers` as the one page of every
 * list request, whatever its filter or search (the server's tests cover those), and
 * commands that answer a position. A test that needs the list to change after a command
 * says so with `answerCommand`.
 */
export const adminUsersHandlers = [
  http.get('/api/admin/users/stats', () =>
    HttpResponse.json({ total: 3, admins: 1, regular: 2, recent: 1, active: 2 }),
  ),
  http.get('/api/admin/users', () => HttpResponse.json(onePage(authDb.adminUsers))),
  http.put('/api/admin/users/:id/admin', done),
  http.delete('/api/admin/users/:id/admin', done),
  http.put('/api/admin/users/:id/analyst', done),
  http.delete('/api/admin/users/:id/analyst', done),
  http.post('/api/admin/users/:id/ban', done),
  http.delete('/api/admin/users/:id/ban', done),
  http.delete('/api/admin/users/:id', done),
  http.post('/api/admin/users/:id/email', done),
];
