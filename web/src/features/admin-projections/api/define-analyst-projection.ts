import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThen } from '@/lib/react-query';
import type { CheckedBody, DefinedBody } from '@/types/api';

/** A definition as the form sends it; `existing`: a new version of that projection. */
export type DefinitionInput = { name: string; sql: string; existing: boolean };

/** `POST /api/admin/analyst-projections/check`: the tables it would create, or a 422 naming the line. */
export function checkAnalystProjection(sql: string): Promise<CheckedBody> {
  return api.post('/api/admin/analyst-projections/check', { body: { sql } });
}

/**
 * `POST /api/admin/analyst-projections` (defined, then computed from event 0), or for an
 * existing projection `PUT /api/admin/analyst-projections/{name}` (a new version,
 * computed beside the one serving and swapped in once caught up).
 */
export function defineAnalystProjection({
  name,
  sql,
  existing,
}: DefinitionInput): Promise<DefinedBody> {
  return existing
    ? api.put('/api/admin/analyst-projections/{name}', { path: { name }, body: { sql } })
    : api.post('/api/admin/analyst-projections', { body: { name, sql } });
}

/** "Vérifier": nothing is written, so nothing is reread. */
export function useCheckAnalystProjection() {
  return useMutation({ mutationFn: checkAnalystProjection });
}

/** "Lancer" / "Nouvelle version": the list and the open projection are read again. */
export function useDefineAnalystProjection() {
  return useMutationThen(defineAnalystProjection, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.analystProjections }),
  );
}
