import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { RowsBody } from '@/types/api';

/** `POST /api/admin/analyst-projections/{name}/query`: one read-only SELECT (≤ 1000 rows, ≤ 2 s). */
export function queryAnalystProjection({
  name,
  sql,
}: {
  name: string;
  sql: string;
}): Promise<RowsBody> {
  return api.post('/api/admin/analyst-projections/{name}/query', { path: { name }, body: { sql } });
}

export function useQueryAnalystProjection() {
  return useMutation({ mutationFn: queryAnalystProjection });
}
