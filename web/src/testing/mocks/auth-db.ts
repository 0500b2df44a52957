import type { AdminUser, Ban, Captcha, MyAppeal, Referral, Session, User } from '@/types/api';

/** The signed-in member of every test unless it says otherwise: an administrator. */
export const adminUser: User = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'admin@bobine.test',
  is_admin: true,
  is_analyst: false,
  two_factor: true,
  totp: true,
  created_at: '2025-01-15T10:00:00Z',
  email_confirmed_at: '2025-01-15T10:05:00Z',
};

export const memberUser: User = {
  id: 'b0000000-0000-4000-8000-000000000002',
  email: 'membre@bobine.test',
  is_admin: false,
  is_analyst: false,
  two_factor: false,
  totp: false,
  created_at: '2025-02-01T08:30:00Z',
  email_confirmed_at: '2025-02-01T08:35:00Z',
};

/** A member with the read-only analyst role. */
export const analystUser: User = {
  id: 'd0000000-0000-4000-8000-000000000004',
  email: 'analyste@bobine.test',
  is_admin: false,
  is_analyst: true,
  two_factor: true,
  totp: true,
  created_at: '2025-02-10T08:30:00Z',
  email_confirmed_at: '2025-02-10T08:35:00Z',
};

export function makeBan(overrides: Partial<Ban> = {}): Ban {
  return {
    reason: 'Spam dans les signalements',
    banned_until: null,
    created_at: '2025-03-01T12:00:00Z',
    permanent: true,
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'c0000000-0000-4000-8000-000000000000',
    email: 'user@bobine.test',
    created_at: '2025-03-10T09:00:00Z',
    last_sign_in_at: '2025-03-12T18:45:00Z',
    email_confirmed_at: '2025-03-10T09:05:00Z',
    is_admin: false,
    is_analyst: false,
    ban: null,
    referrals_count: 0,
    favorites_count: 0,
    views_count: 0,
    watch_history_count: 0,
    ...overrides,
  };
}

/** The sign-up challenges of the tests, one of each kind. */
export const mathCaptcha: Captcha = {
  id: 'cap-1',
  kind: 'math',
  question: 'Combien font 3 + 4 ?',
  options: null,
};
export const visualCaptcha: Captcha = {
  id: 'cap-2',
  kind: 'visual',
  question: 'Combien de 🍿 ? 🍿🍿🍿',
  options: null,
};
export const logicCaptcha: Captcha = {
  id: 'cap-3',
  kind: 'logic',
  question: 'Quel animal miaule ?',
  options: ['Le chien', 'Le chat', 'La vache'],
};

function seed() {
  return {
    session: {
      user: adminUser,
      ban: null,
      settings: {
        public_catalogue: false,
        require_referral: false,
        staff_two_factor: 'optional',
      },
    } as Session,
    /** The challenge `GET /api/captcha` answers; a test that needs another one sets it. */
    captcha: mathCaptcha,
    referral: {
      active_key: 'BOB-1234',
      key_uses: 1,
      max_uses: 2,
      key_expires_at: null,
      total_referrals: 3,
    } as Referral,
    /** The member's appeals (`GET /api/appeals/mine`): none until a test adds some. */
    appeals: [] as MyAppeal[],
    adminUsers: [
      makeAdminUser({
        id: 'c1111111-aaaa-4000-8000-000000000001',
        email: 'alice@bobine.test',
        referrals_count: 2,
        favorites_count: 5,
        views_count: 40,
        watch_history_count: 12,
      }),
      makeAdminUser({
        id: 'c2222222-bbbb-4000-8000-000000000002',
        email: 'bruno@bobine.test',
        is_admin: true,
        last_sign_in_at: null,
        email_confirmed_at: null,
      }),
      makeAdminUser({
        id: 'c3333333-cccc-4000-8000-000000000003',
        email: 'chloe@bobine.test',
        ban: makeBan({
          reason: 'Insultes',
          permanent: false,
          banned_until: '2099-01-01T00:00:00Z',
        }),
      }),
    ],
  };
}

/** The fixtures of the accounts side, as a test sets them up; reset after each test. */
export const authDb = seed();

export function resetAuthDb() {
  Object.assign(authDb, seed());
}

/** Sets who the session belongs to (null: a visitor), their ban and the settings. */
export function setSession(session: Partial<Session>) {
  authDb.session = { ...authDb.session, ...session };
}
