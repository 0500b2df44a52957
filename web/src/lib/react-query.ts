import {
  MutationCache,
  QueryCache,
  QueryClient,
  type DefaultOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

import { ApiError, isSessionError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const MINUTE = 60 * 1000;

/**
 * The spec's one retry, for a failure that may pass the second time (the network, a
 * 5xx); a 4xx answer (not found, refused, invalid) is the server's last word: retrying
 * it only kept a "not found" page on "Chargement..." for the retry's delay.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const definitive = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failureCount < 1 && !definitive;
}

/**
 * The spec's client cache: data is fresh for 5 minutes, kept for 10, retried once
 * (`retryOnce`), and never refetched on focus, mount or reconnect.
 */
export const queryConfig = {
  queries: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: retryOnce,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  },
} satisfies DefaultOptions;

/** Freshness of the genre list (spec: genres 10 minutes). */
export const GENRES_STALE_TIME = 10 * MINUTE;

/**
 * The app's cache. Any read or command answered 403 `banned` or 401 `unauthenticated`
 * refetches the session, so that the access gate switches to the ban screen (or to the
 * login page) wherever the member happens to be.
 */
export function createQueryClient(defaultOptions: DefaultOptions = queryConfig): QueryClient {
  const refreshSessionOn = (error: unknown) => {
    if (isSessionError(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  };
  const queryClient: QueryClient = new QueryClient({
    defaultOptions,
    queryCache: new QueryCache({ onError: refreshSessionOn }),
    mutationCache: new MutationCache({ onError: refreshSessionOn }),
  });
  return queryClient;
}

/** The value a request function resolves to. */
export type ApiFnReturnType<FnType extends (...args: never[]) => Promise<unknown>> = Awaited<
  ReturnType<FnType>
>;

/** Options a caller may add to a feature's mutation hook (its `mutationFn` is fixed). */
export type MutationConfig<MutationFnType extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<ApiFnReturnType<MutationFnType>, Error, Parameters<MutationFnType>[0]>,
  'mutationFn'
>;

/**
 * A feature's mutation hook: once the server has accepted, `after` brings the cache up
 * to date (rereads what the command made stale, or stores its answer), then the caller's
 * own `onSuccess` runs.
 */
export function useMutationThen<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  after: (queryClient: QueryClient, result: Result) => Promise<unknown> | void,
  mutationConfig?: Omit<UseMutationOptions<Result, Error, Input>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};

  return useMutation<Result, Error, Input>({
    ...restConfig,
    onSuccess: async (...args) => {
      await after(queryClient, args[0]);
      await onSuccess?.(...args);
    },
    mutationFn,
  });
}
