import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ReportInput } from '@/types/api';

/** `POST /api/reports`: the server records the catalogue's title, not ours. */
export function fileReport(body: ReportInput) {
  return api.post('/api/reports', { body });
}

export function useFileReport() {
  return useMutation({ mutationFn: fileReport });
}
