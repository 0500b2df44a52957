import { http, HttpResponse } from 'msw';

import {
  adminModerationHandlers,
  preferencesHandlers,
} from '@/testing/mocks/admin-moderation-handlers';
import { adminAreaHandlers } from '@/testing/mocks/admin-area-handlers';
import { adminAuditHandlers } from '@/testing/mocks/admin-audit-handlers';
import { adminMailHandlers } from '@/testing/mocks/admin-mail-handlers';
import { adminTitlesHandlers } from '@/testing/mocks/admin-titles-handlers';
import { adminUsersHandlers } from '@/testing/mocks/admin-users-handlers';
import { authHandlers } from '@/testing/mocks/auth-handlers';
import { catalogueHandlers } from '@/testing/mocks/catalogue-handlers';
import { db } from '@/testing/mocks/db';
import { playerHandlers } from '@/testing/mocks/player-handlers';
import { favouritesHandlers } from '@/testing/mocks/favourites-handlers';
import { moderationHandlers } from '@/testing/mocks/moderation-handlers';
import { projectionsHandlers } from '@/testing/mocks/projections-handlers';

const done = () => HttpResponse.json({ position: 1 });

/**
 * Default handlers: fixtures for every endpoint the app reads, and commands that answer
 * a position. They do not filter, sort, page or validate (the server's tests cover
 * that); a test that needs a refusal or a changed list says so itself.
 */
export const handlers = [
  http.get('/api/genres', () =>
    HttpResponse.json(
      db.genres.map(({ id, name, slug, category }) => ({ id, name, slug, category })),
    ),
  ),
  http.get('/api/admin/genres', () => HttpResponse.json(db.genres)),
  http.post('/api/admin/genres', () =>
    HttpResponse.json({ position: 1, id: 'g-new' }, { status: 201 }),
  ),
  http.put('/api/admin/genres/:id', done),
  http.delete('/api/admin/genres/:id', done),

  http.get('/api/site', () => HttpResponse.json({ donation_url: null, community_url: null })),
  http.post('/api/contact', () => HttpResponse.json({})),

  ...catalogueHandlers,
  ...authHandlers,
  ...adminUsersHandlers,
  ...adminAuditHandlers,
  ...adminTitlesHandlers,
  ...playerHandlers,
  ...favouritesHandlers,
  ...moderationHandlers,
  ...adminModerationHandlers,
  ...preferencesHandlers,
  ...adminAreaHandlers,
  ...projectionsHandlers,
  ...adminMailHandlers,
];
