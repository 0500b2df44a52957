import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ContentRequest, RequestInput, RequestQuota } from '@/types/api';

/** `GET /api/requests`: the member's own requests, newest first. */
export function getMyRequests({ signal }: { signal?: AbortSignal } = {}): Promise<
  ContentRequest[]
> {
  return api.get('/api/requests', { signal });
}

/** `GET /api/requests/quota`: used of 3 this Paris week, and the next reset. */
export function getQuota({ signal }: { signal?: AbortSignal } = {}): Promise<RequestQuota> {
  return api.get('/api/requests/quota', { signal });
}

export function useMyRequests() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.requests,
      queryFn: ({ signal }) => getMyRequests({ signal }),
    }),
  );
}

export function useQuota() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.requestQuota,
      queryFn: ({ signal }) => getQuota({ signal }),
    }),
  );
}

/** `POST /api/requests`. Success or refusal, the list and the count are read again. */
export function submitRequest(body: RequestInput) {
  return api.post('/api/requests', { body });
}

export function useSubmitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.requests }),
  });
}
