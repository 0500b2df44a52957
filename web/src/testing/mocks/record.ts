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

async function readSent(request: Request): Promise<SentCommand> {
  const text = await request.text();
  const url = new URL(request.url);
  return { path: url.pathname + url.search, body: text ? (JSON.parse(text) as unknown) : null };
}

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
      sent.push(await readSent(request));
      then?.();
      return method === 'post'
        ? HttpResponse.json({ position: sent.length, id: 'new-id' }, { status: 201 })
        : HttpResponse.json({ position: sent.length });
    }),
  );
  return sent;
}

/** The refusal as the server words it (accounts contract: `{error: {code, message, field?}}`). */
export type ServerError = { code: string; message: string; field?: string };

type RefusalOptions = {
  /** Refuse the first command only; the next ones reach the handlers below. */
  once?: boolean;
  /** What the server answers from then on (a new challenge, a session ended). */
  then?: () => void;
};

/**
 * Answers the command `method path` with the refusal `status` / `error` the test states,
 * and records what the client sent.
 */
export function answerError(
  method: CommandMethod,
  path: string,
  status: number,
  error: ServerError,
  { once = false, then }: RefusalOptions = {},
): SentCommand[] {
  const sent: SentCommand[] = [];
  server.use(
    http[method](
      path,
      async ({ request }) => {
        sent.push(await readSent(request));
        then?.();
        return HttpResponse.json({ error }, { status });
      },
      { once },
    ),
  );
  return sent;
}
