import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThen } from '@/lib/react-query';
import type { Preferences, PreferencesInput } from '@/types/api';

/** `GET /api/account/preferences`: whether the team's answers are mailed to the member,
 * and an admin's daily digest of overdue work. */
export function getPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<Preferences> {
  return api.get('/api/account/preferences', { signal });
}

export function usePreferences() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.preferences,
      queryFn: ({ signal }) => getPreferences({ signal }),
    }),
  );
}

/** `PUT /api/account/preferences`: answers the preferences as saved. */
export function savePreferences(preferences: PreferencesInput) {
  return api.put('/api/account/preferences', { body: preferences });
}

/** The answer becomes the cached preferences at once. */
export function useSavePreferences() {
  return useMutationThen(savePreferences, (queryClient, saved) => {
    queryClient.setQueryData<Preferences>(queryKeys.preferences, {
      moderation_emails: saved.moderation_emails,
      overdue_digest: saved.overdue_digest,
    });
  });
}
