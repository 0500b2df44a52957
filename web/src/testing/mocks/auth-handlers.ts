import { http, HttpResponse } from 'msw';

import { authDb, memberUser } from '@/testing/mocks/auth-db';

const done = () => HttpResponse.json({ position: 1 });

/**
 * The member side of the accounts contract: the session and challenge a test set up in
 * `authDb`, and commands that succeed without changing them. They check no password, no
 * challenge answer and no duplicate address (the server's tests cover those): a test that
 * needs a refusal states it with `answerError`, and one that needs the session to change
 * after a command states it with `answerCommand`.
 */
export const authHandlers = [
  http.get('/api/auth/session', () => HttpResponse.json(authDb.session)),
  http.get('/api/captcha', () => HttpResponse.json(authDb.captcha)),

  http.post('/api/auth/login', () => HttpResponse.json({ position: 1, user: memberUser })),
  http.post('/api/auth/logout', done),
  http.post('/api/auth/register', () =>
    HttpResponse.json({ position: 1, user: memberUser }, { status: 201 }),
  ),
  http.post('/api/auth/forgot-password', () => HttpResponse.json({})),
  http.post('/api/auth/reset-password', done),

  http.post('/api/account/email/confirm', () =>
    HttpResponse.json({ position: 1, email: 'nouvelle@bobine.test' }),
  ),
  http.get('/api/account/referral', () => HttpResponse.json(authDb.referral)),
  http.post('/api/account/referral', () =>
    HttpResponse.json(
      { position: 1, ...authDb.referral, active_key: 'BOB-NEW1', key_uses: 0 },
      { status: 201 },
    ),
  ),
  http.post('/api/account/email', done),
  http.post('/api/account/password', done),
  http.get('/api/account/sessions', () => HttpResponse.json([])),
  http.get('/api/appeals/mine', () => HttpResponse.json({ items: authDb.appeals })),
  http.post('/api/appeals', () =>
    HttpResponse.json({ position: 1, id: 'appeal-1' }, { status: 201 }),
  ),
  http.get('/api/account/security', () => HttpResponse.json([])),
  http.get('/api/account/passkeys', () => HttpResponse.json([])),
];
