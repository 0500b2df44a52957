import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { api, ApiError, CLIENT_ERROR_CODES, getErrorMessage } from '@/lib/api-client';
import { server } from '@/testing/mocks/server';

type Seen = { method: string; url: string; headers: Headers; credentials: RequestCredentials };

/** Answers every genre request with 200 and records what the client sent. */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('/api/admin/genres/:id?', ({ request }) => {
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

    const body = { name: 'Action', category: 'Films' };
    await api.post('/api/admin/genres', { body });
    await api.put('/api/admin/genres/{id}', { path: { id: 'g 1' }, body });
    await api.delete('/api/admin/genres/{id}', { path: { id: 'g 1' } });

    expect(seen.map((request) => request.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(new URL(seen[1]?.url ?? '').pathname).toBe('/api/admin/genres/g%201');
    for (const request of seen) {
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(request.credentials).toBe('include');
    }
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends GET requests with their query, without X-Requested-With', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get('/api/admin/users', ({ request }) => {
        seen.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          credentials: request.credentials,
        });
        return HttpResponse.json({ items: [], total: 0, next_cursor: null });
      }),
    );

    const body = await api.get('/api/admin/users', {
      query: { q: 'dune', limit: 5, cursor: undefined },
    });

    expect(body).toEqual({ items: [], total: 0, next_cursor: null });
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/admin/users');
    expect(url.search).toBe('?q=dune&limit=5');
    expect(seen[0]?.headers.get('X-Requested-With')).toBeNull();
    expect(seen[0]?.credentials).toBe('include');
  });

  it('turns the server error body into an ApiError with status, code and message', async () => {
    const message =
      'Un genre avec le slug "films-action" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.';
    server.use(
      http.post('/api/admin/genres', () =>
        HttpResponse.json({ error: { code: 'duplicate_genre', message } }, { status: 409 }),
      ),
    );

    const error = await api
      .post('/api/admin/genres', { body: { name: 'Action', category: 'Films' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'duplicate_genre', message });
    expect(getErrorMessage(error, 'repli')).toBe(message);
  });

  it('keeps the status of an error without a JSON body and falls back to the caller text', async () => {
    server.use(
      http.get('/api/genres', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );

    const error = await api.get('/api/genres').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.http });
    expect(getErrorMessage(error, 'Erreur lors du chargement des genres')).toBe(
      'Erreur lors du chargement des genres',
    );
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    server.use(http.get('/api/genres', () => HttpResponse.error()));

    const error = await api.get('/api/genres').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network });
  });

  it('resolves to undefined when the server answers without a body', async () => {
    server.use(http.delete('/api/admin/genres/:id', () => new HttpResponse(null, { status: 204 })));

    await expect(
      api.delete('/api/admin/genres/{id}', { path: { id: 'g-1' } }),
    ).resolves.toBeUndefined();
  });
});

describe('reads started by index.html', () => {
  type Preloaded = { at: number; reads: Record<string, Promise<Response>> };
  const setPreloaded = (value: Preloaded | undefined) => {
    (window as { __bobineReads?: Preloaded }).__bobineReads = value;
  };
  afterEach(() => setPreloaded(undefined));

  const answerStats = (movies: number) =>
    Promise.resolve(Response.json({ movies, series: 0 }, { status: 200 }));

  it('takes a preloaded answer once, then asks the server', async () => {
    let served = 0;
    server.use(
      http.get('/api/stats', () => {
        served += 1;
        return HttpResponse.json({ movies: 2, series: 0 });
      }),
    );
    setPreloaded({ at: Date.now(), reads: { '/api/stats': answerStats(1) } });

    await expect(api.get('/api/stats')).resolves.toEqual({ movies: 1, series: 0 });
    expect(served).toBe(0);
    await expect(api.get('/api/stats')).resolves.toEqual({ movies: 2, series: 0 });
    expect(served).toBe(1);
  });

  it('leaves an old preloaded answer alone', async () => {
    server.use(http.get('/api/stats', () => HttpResponse.json({ movies: 2, series: 0 })));
    setPreloaded({ at: Date.now() - 60_000, reads: { '/api/stats': answerStats(1) } });

    await expect(api.get('/api/stats')).resolves.toEqual({ movies: 2, series: 0 });
  });

  it('turns a preloaded error answer into an ApiError', async () => {
    const message = 'Connexion requise';
    setPreloaded({
      at: Date.now(),
      reads: {
        '/api/stats': Promise.resolve(
          Response.json({ error: { code: 'unauthenticated', message } }, { status: 401 }),
        ),
      },
    });

    await expect(api.get('/api/stats')).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message,
    });
  });
});
