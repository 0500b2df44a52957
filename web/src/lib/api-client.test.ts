import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { api, ApiError, CLIENT_ERROR_CODES, getErrorMessage } from '@/lib/api-client';
import { server } from '@/testing/mocks/server';

type Seen = { method: string; url: string; headers: Headers; credentials: RequestCredentials };

/** Answers every /api/echo request with 200 and records what the client sent. */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('/api/echo', ({ request }) => {
      seen.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        credentials: request.credentials,
      });
      return HttpResponse.json({ position: 1 });
    }),
  );
  return seen;
}

describe('api client', () => {
  it('sends X-Requested-With on every non-GET request, with the cookies', async () => {
    const seen = recordRequests();

    await api.post('/echo', { name: 'Action' });
    await api.put('/echo', { name: 'Action' });
    await api.patch('/echo', {});
    await api.delete('/echo');

    expect(seen.map((request) => request.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    for (const request of seen) {
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(request.credentials).toBe('include');
    }
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends GET requests under /api with their query, without X-Requested-With', async () => {
    const seen = recordRequests();

    const body = await api.get<{ position: number }>('/echo', {
      params: { q: 'dune', limit: 5, cursor: undefined },
    });

    expect(body).toEqual({ position: 1 });
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/echo');
    expect(url.search).toBe('?q=dune&limit=5');
    expect(seen[0]?.headers.get('X-Requested-With')).toBeNull();
    expect(seen[0]?.credentials).toBe('include');
  });

  it('turns the server error body into an ApiError with status, code and message', async () => {
    const message =
      'Un genre avec le slug "films-action" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.';
    server.use(
      http.post('/api/echo', () =>
        HttpResponse.json({ error: { code: 'duplicate_genre', message } }, { status: 409 }),
      ),
    );

    const error = await api.post('/echo', { name: 'Action' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'duplicate_genre', message });
    expect(getErrorMessage(error, 'repli')).toBe(message);
  });

  it('keeps the status of an error without a JSON body and falls back to the caller text', async () => {
    server.use(
      http.get('/api/echo', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );

    const error = await api.get('/echo').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.http });
    expect(getErrorMessage(error, 'Erreur lors du chargement des genres')).toBe(
      'Erreur lors du chargement des genres',
    );
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    server.use(http.get('/api/echo', () => HttpResponse.error()));

    const error = await api.get('/echo').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network });
  });

  it('resolves to undefined when the server answers without a body', async () => {
    server.use(http.delete('/api/echo', () => new HttpResponse(null, { status: 204 })));

    await expect(api.delete('/echo')).resolves.toBeUndefined();
  });
});
