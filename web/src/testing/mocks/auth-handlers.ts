import { http, HttpResponse } from 'msw';

import { authDb, captchaAnswers } from '@/testing/mocks/auth-db';
import type { RegisterInput, User } from '@/types/api';

let position = 0;

const fail = (status: number, code: string, message: string, field?: string) =>
  HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });

const signedIn = () => authDb.session.user;

/** A small working backend for the accounts contract's member side. */
export const authHandlers = [
  http.get('/api/auth/session', () => HttpResponse.json(authDb.session)),

  http.get('/api/captcha', () => {
    const queue = authDb.captchaQueue;
    const captcha = queue[authDb.captchasServed % queue.length];
    authDb.captchasServed += 1;
    return HttpResponse.json(captcha);
  }),

  http.post('/api/auth/login', async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    if (!email || !password) {
      return fail(422, 'required', 'Veuillez saisir votre email et votre mot de passe');
    }
    const account = authDb.accounts.find((a) => a.user.email === email && a.password === password);
    if (!account) return fail(401, 'invalid_credentials', 'Email ou mot de passe incorrect');
    authDb.session = { ...authDb.session, user: account.user, ban: null };
    return HttpResponse.json({ position: ++position, user: account.user });
  }),

  http.post('/api/auth/logout', () => {
    if (!signedIn()) return fail(401, 'unauthenticated', 'Vous devez être connecté');
    authDb.session = { ...authDb.session, user: null, ban: null };
    return HttpResponse.json({ position: ++position });
  }),

  http.post('/api/auth/register', async ({ request }) => {
    const input = (await request.json()) as Required<RegisterInput>;
    if (captchaAnswers[input.captcha_id] !== input.captcha_answer.trim()) {
      return fail(
        422,
        'captcha_incorrect',
        'Réponse au captcha incorrecte. Veuillez réessayer.',
        'captcha_answer',
      );
    }
    if (authDb.accounts.some((a) => a.user.email === input.email)) {
      return fail(409, 'email_taken', 'Un compte existe déjà avec cette adresse e-mail', 'email');
    }
    const user: User = {
      id: `u-${++position}`,
      email: input.email,
      is_admin: false,
      created_at: new Date().toISOString(),
      email_confirmed_at: null,
    };
    authDb.accounts.push({ user, password: input.password });
    authDb.session = { ...authDb.session, user, ban: null };
    return HttpResponse.json({ position, user }, { status: 201 });
  }),

  http.post('/api/auth/forgot-password', () => HttpResponse.json({})),

  http.post('/api/auth/reset-password', () => HttpResponse.json({ position: ++position })),

  http.post('/api/account/email/confirm', () =>
    HttpResponse.json({ position: ++position, email: 'nouvelle@bobine.test' }),
  ),

  http.get('/api/account/referral', () => HttpResponse.json(authDb.referral)),
  http.post('/api/account/referral', () => {
    authDb.referral = { ...authDb.referral, active_key: 'BOB-NEW1', key_uses: 0 };
    return HttpResponse.json({ position: ++position, ...authDb.referral }, { status: 201 });
  }),
  http.post('/api/account/email', () => HttpResponse.json({ position: ++position })),
  http.post('/api/account/password', () => HttpResponse.json({ position: ++position })),
];
