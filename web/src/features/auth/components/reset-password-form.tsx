import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useRedirectAfter } from '@/features/auth/hooks/use-redirect-after';
import { authTexts } from '@/features/auth/texts';
import { checkNewPassword } from '@/features/auth/utils/password-rules';
import { readRecoveryToken } from '@/features/auth/utils/url-fragment';
import { getErrorMessage } from '@/lib/api-client';

/** Spec: back to the login page 2 s after the reset. */
export const RESET_REDIRECT_MS = 2000;

const { reset: texts, fields } = authTexts;

/**
 * /reset-password#access_token=...&type=recovery: a new password for the account of
 * the link. A link without a token, or not of the recovery type, is refused at once.
 */
export function ResetPasswordForm() {
  const { hash } = useLocation();
  const [token] = useState(() => readRecoveryToken(hash));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const reset = useResetPassword();
  useRedirectAfter(reset.isSuccess, paths.login.getHref(), RESET_REDIRECT_MS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const problem = checkNewPassword(password, confirmation);
    setClientError(problem);
    if (problem) return;
    reset.mutate({ token, password, password_confirmation: confirmation });
  };

  const error = clientError ?? (reset.isError ? getErrorMessage(reset.error, texts.error) : null);

  if (!token) {
    return (
      <AuthCard title={texts.title}>
        <FormMessage tone="error">{texts.invalidLink}</FormMessage>
        <Link
          to={paths.forgotPassword.getHref()}
          className="text-center text-sm text-red-400 hover:text-red-300"
        >
          {texts.requestNewLink}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={texts.title}>
      {reset.isSuccess ? (
        <div className="flex flex-col gap-2">
          <FormMessage tone="success">{texts.success}</FormMessage>
          <p className="text-sm text-neutral-400">{texts.redirecting}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <TextField
            label={fields.newPassword}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={fields.newPasswordConfirmation}
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <SubmitButton
            pending={reset.isPending}
            label={texts.submit}
            pendingLabel={texts.submitting}
          />
        </form>
      )}
    </AuthCard>
  );
}
