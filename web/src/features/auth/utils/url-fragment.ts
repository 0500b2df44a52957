/**
 * The parameters of a URL fragment (`#access_token=...&type=recovery`): the mails put
 * their tokens there so that they never reach a server log as part of a request line.
 */
export function readFragment(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** The recovery token of a reset link, or null when the link is not a recovery link. */
export function readRecoveryToken(hash: string): string | null {
  const params = readFragment(hash);
  const token = params.get('access_token');
  return token && params.get('type') === 'recovery' ? token : null;
}
