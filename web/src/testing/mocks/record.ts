import { http, HttpResponse } from 'msw';

import { server } from '@/testing/mocks/server';

/** Records the query string of every GET of `path`, then lets the current handler answer. */
export function recordQueries(path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(path, ({ request }) => {
      seen.push(new URL(request.url).searchParams);
    }),
  );
  return seen;
}

type CommandMethod = 'post' | 'put' | 'delete';

/** A command as the client sent it: its path and query, and its JSON body (null without one). */
export type SentCommand = { path: string; body: unknown };

/**
 * Answers the command `method path` with a log position and records what was sent;
 * `then` states what the server answers from then on (a new list
 * fixture), as the real server would after the command.
 */
export function answerCommand(
  method: CommandMethod,
  path: string,
  then?: () => void,
): SentCommand[] {
  const sent: SentCommand[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as unknown) : null;
      const url = new URL(request.url);
      sent.push({ path: url.pathname + url.search, body });
      then?.();
      return method === 'post'
        ? HttpResponse.json({ position: sent.length, id: 'new-id' }, { status: 201 })
        : HttpResponse.json({ position: sent.length });
    }),
  );
  return sent;
}
