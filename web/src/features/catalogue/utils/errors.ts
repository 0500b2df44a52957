import { ApiError, getErrorMessage } from '@/lib/api-client';
import { catalogueTexts as texts } from '@/features/catalogue/texts';

/** True when the server answered 404 (unknown id or slug). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The text of a failed read: the spec's signed-out wording on a 401, the server's
 * message when it sent one, otherwise the screen's fallback.
 */
export function readErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return texts.signedOut;
  return getErrorMessage(error, fallback);
}
