import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  VISITOR_ID_KEY,
  resetVisitForTests,
  useRecordVisit,
  visitorId,
} from '@/features/visits/hooks/use-record-visit';
import { server } from '@/testing/mocks/server';

afterEach(() => {
  window.localStorage.clear();
  resetVisitForTests();
});

describe('visitor tracking', () => {
  it('keeps one random id in local storage', () => {
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(visitorId()).toBe(id);
  });

  it('posts the id once per load of the app', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/api/visits', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ position: 1 });
      }),
    );
    renderHook(() => useRecordVisit());
    renderHook(() => useRecordVisit());

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ visitor_id: window.localStorage.getItem(VISITOR_ID_KEY) });
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('/api/visits', () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'x' } }, { status: 429 }),
      ),
    );
    renderHook(() => useRecordVisit());

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Visite non enregistrée', expect.anything()),
    );
    warn.mockRestore();
  });
});
