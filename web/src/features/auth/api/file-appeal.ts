import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/appeals` with `{message}`: contests the ban in force, once. */
export function fileAppeal(message: string) {
  return api.post('/api/appeals', { body: { message } });
}

/** Sends the appeal; the member's appeals are read again (a 409 too: one was sent already). */
export function useFileAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileAppeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myAppeals }),
  });
}
