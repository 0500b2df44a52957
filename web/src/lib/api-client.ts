/**
 * The one HTTP client of the app: every call to the Bobine API goes through `api`.
 *
 * - paths are relative to `/api` (`api.get('/genres')` asks for `/api/genres`);
 * - the session cookie travels with every request (`credentials: 'include'`);
 * - every non-GET request carries `X-Requested-With: XMLHttpRequest`, which the
 *   server requires on state-changing calls (CSRF guard);
 * - a failed call throws an `ApiError` built from the server's
 *   `{"error": {"code", "message", "field"?}}` body.
 */

export const API_PREFIX = '/api';

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

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  params?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const url = new URL(`${API_PREFIX}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(params ?? {})) {
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

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (method !== 'GET') headers['X-Requested-With'] = 'XMLHttpRequest';
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      credentials: 'include',
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'Impossible de joindre le serveur');
  }

  if (!response.ok) throw await toApiError(response);
  return (await readJson(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
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
