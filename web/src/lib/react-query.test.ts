import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';

/** Reads one query with the app's own defaults; answers how many requests it made. */
async function requestsMade(failure: Error): Promise<number> {
  const client = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['test', failure.message],
    queryFn: () => {
      calls += 1;
      return Promise.reject(failure);
    },
    retryDelay: 0,
  });
  await new Promise<void>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.isError) {
        unsubscribe();
        resolve();
      }
    });
  });
  return calls;
}

describe("the app's query retry", () => {
  it('asks once for what the server says is not there, so a not-found page shows at once', async () => {
    expect(await requestsMade(new ApiError(404, 'not_found', 'Film non trouvé'))).toBe(1);
    expect(await requestsMade(new ApiError(403, 'forbidden', 'Refusé'))).toBe(1);
  });

  it('asks a second time after a failure that may pass (network, server error)', async () => {
    expect(await requestsMade(new ApiError(0, 'network_error', 'Réseau'))).toBe(2);
    expect(await requestsMade(new ApiError(503, 'unavailable', 'Indisponible'))).toBe(2);
  });
});
