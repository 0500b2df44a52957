import { authTexts } from '@/features/auth/texts';

/** Mirrors the server's rule (accounts contract: `password_too_short`). */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * The first failed rule of a new password and its confirmation, in the server's
 * order (length, then match), or null. The server checks the same again.
 */
export function checkNewPassword(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return authTexts.validation.passwordTooShort;
  if (password !== confirmation) return authTexts.validation.passwordMismatch;
  return null;
}
