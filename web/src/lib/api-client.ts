/**
 * The one HTTP client of the app: every call to the Bobine API goes through `api`.
 *
 * - paths, parameters, bodies and answers are those of the server's OpenAPI document
 *   (`src/types/openapi.ts`, written by `npm run api:types`);
 * - the session cookie travels with every request (`credentials: 'include'`);
 * - every non-GET request carries `X-Requested-With: XMLHttpRequest`, which the
 *   server requires on state-changing calls (CSRF guard);
 * - a failed call throws an `ApiError` built from the server's
 *   `{"error": {"code", "message", "field"?}}` body.
 */

import { takePreloadedRead } from '@/lib/preloaded-reads';
import type { Present } from '@/types/api';
import type { paths } from '@/types/openapi';

/** Codes the client gives to failures that carry no server error body. */
export const CLIENT_ERROR_CODES = {
  network: 'network_error',
  http: 'http_error',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The input the server blames, on validation errors (`{"error": {"field"}}`). */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }

  /** True when the message comes from the server's error body (so it is user-facing French). */
  get fromServer(): boolean {
    return this.code !== CLIENT_ERROR_CODES.network && this.code !== CLIENT_ERROR_CODES.http;
  }
}

/** The server's message when it sent one, otherwise the caller's fallback text. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** The paths of the document that answer `method`. */
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

type Operation<M extends Method, P extends PathsWith<M>> = paths[P][M];

/** The path parameters an operation declares: required when it has any. */
type PathParams<O> = O extends { parameters: { path: infer Path extends object } }
  ? { path: Path }
  : { path?: never };

/** The query parameters an operation declares, required ones included. */
type QueryParams<O> = O extends { parameters: { query: infer Query extends object } }
  ? { query: Query }
  : O extends { parameters: { query?: infer Query } }
    ? { query?: Query }
    : { query?: never };

/** The JSON body an operation takes. */
type Body<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };

export type RequestOptions<O> = PathParams<O> &
  QueryParams<O> &
  Body<O> & { headers?: Record<string, string>; signal?: AbortSignal };

type Responses<O> = O extends { responses: infer R } ? R : never;
type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;

/** What a successful answer of the operation holds (undefined when it has no body). */
export type Success<O> = Present<JsonOf<Responses<O>[Extract<keyof Responses<O>, SuccessStatus>]>>;

/** `options` may be left out when the operation needs neither a parameter nor a body. */
type Args<O> =
  Record<never, never> extends RequestOptions<O>
    ? [options?: RequestOptions<O>]
    : [options: RequestOptions<O>];

type QueryValue = string | number | boolean | null | undefined;

function buildUrl(template: string, options: { path?: object; query?: object }): string {
  const pathParams = (options.path ?? {}) as Record<string, string | number>;
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathParams[name])),
  );
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

type ErrorBody = { error: { code: string; message: string; field?: unknown } };

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (isErrorBody(body)) {
    const { code, message, field } = body.error;
    return new ApiError(
      response.status,
      code,
      message,
      typeof field === 'string' ? field : undefined,
    );
  }
  return new ApiError(
    response.status,
    CLIENT_ERROR_CODES.http,
    `Erreur HTTP ${response.status}${response.statusText ? ` (${response.statusText})` : ''}`,
  );
}

async function request<T>(
  method: Method,
  path: string,
  options: {
    path?: object;
    query?: object;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (method !== 'get') headers['X-Requested-With'] = 'XMLHttpRequest';
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  // A plain read index.html already started (same URL, headers and cookies) is taken as is.
  const preloaded =
    method === 'get' && !options.path && !options.query && !options.headers
      ? takePreloadedRead(path)
      : undefined;

  let response: Response;
  try {
    response = await (preloaded ??
      fetch(buildUrl(path, options), {
        method: method.toUpperCase(),
        headers,
        credentials: 'include',
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'Impossible de joindre le serveur');
  }

  if (!response.ok) throw await toApiError(response);
  return (await readJson(response)) as T;
}

/**
 * A file the server answers for `path` (the member's archive): its bytes, or the
 * server's French error as an `ApiError`.
 */
export async function downloadFile(path: PathsWith<'get'>): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, {}), { credentials: 'include' });
  } catch {
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'Impossible de joindre le serveur');
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

function method<M extends Method>(name: M) {
  return <P extends PathsWith<M>>(path: P, ...[options]: Args<Operation<M, P>>) =>
    request<Success<Operation<M, P>>>(name, path, options);
}

/**
 * Typed by the server's OpenAPI document: `api.get('/api/movies/{id}', { path: { id } })`
 * answers the `MovieRow` the document promises, and a path, parameter or body the server
 * does not declare does not compile.
 */
export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  delete: method('delete'),
};

/** The codes of the accounts contract that say who the caller is no longer allowed to be. */
export const SESSION_ERROR_CODES = {
  banned: 'banned',
  unauthenticated: 'unauthenticated',
} as const;

/**
 * True when an answer means the session the app believes in is out of date: the member
 * was banned (403 `banned`) or signed out elsewhere (401 `unauthenticated`).
 */
export function isSessionError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    ((error.status === 403 && error.code === SESSION_ERROR_CODES.banned) ||
      (error.status === 401 && error.code === SESSION_ERROR_CODES.unauthenticated))
  );
}
