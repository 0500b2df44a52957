import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReportInput } from '@/types/api';

/** `POST /api/reports`: the server records the catalogue's title, not ours. */
export function fileReport(body: ReportInput) {
  return api.post('/api/reports', { body });
}

/** After a report, the member's own reports are read again. */
export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
  });
}
