import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Session } from '@/types/api';

/** What the app assumes when the session cannot be read: a visitor, both readings off. */
export const SIGNED_OUT: Session = {
  user: null,
  ban: null,
  settings: { public_catalogue: false, require_referral: false, staff_two_factor: 'optional' },
};

/** `GET /api/auth/session`: who is signed in, their ban, and the server's settings. */
export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<Session> {
  return api.get('/api/auth/session', { signal });
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => getSession({ signal }),
  });
}

/**
 * The session, read once and shared app-wide. A failed read counts as signed out
 * (spec: a failed ban check means not banned), so `session` is always set once
 * `isPending` is false.
 */
export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  const session = query.data ?? (query.isError ? SIGNED_OUT : undefined);
  return { session, isPending: session === undefined };
}
