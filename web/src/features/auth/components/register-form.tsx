import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { refreshSession } from '@/features/auth/api/refresh-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CaptchaField } from '@/features/auth/components/captcha-field';
import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useRedirectAfter } from '@/features/auth/hooks/use-redirect-after';
import { useRegisterForm } from '@/features/auth/hooks/use-register-form';
import { authTexts } from '@/features/auth/texts';

/** Spec: the success message stays 2 s before /home. */
export const REGISTER_REDIRECT_MS = 2000;

const { register: texts, fields: labels } = authTexts;

/** The sign-up page (/register). A `?ref=` key is always taken, even when not required. */
export function RegisterForm() {
  const { session, isPending } = useSession();
  const [searchParams] = useSearchParams();
  const refFromUrl = searchParams.get('ref') ?? '';
  const form = useRegisterForm(refFromUrl);
  const queryClient = useQueryClient();
  // The new member is signed in, but the session is reread only on leaving: the page
  // waits out its 2 s itself rather than being moved on by the signed-in redirect.
  const registered = form.registration.isSuccess;
  useRedirectAfter(registered, paths.home.getHref(), REGISTER_REDIRECT_MS, () =>
    refreshSession(queryClient),
  );

  if (isPending) return <PageSpinner />;
  if (session?.user && !registered) return <Navigate to={paths.home.getHref()} replace />;

  const showReferral = Boolean(session?.settings.require_referral) || refFromUrl !== '';
  const { fields, set } = form;

  return (
    <AuthCard title={texts.title}>
      {registered ? (
        <FormMessage tone="success">{texts.success}</FormMessage>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
          {form.error && <FormMessage tone="error">{form.error}</FormMessage>}
          <TextField
            label={labels.email}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={labels.emailPlaceholder}
            value={fields.email}
            onChange={(event) => set.setEmail(event.target.value)}
          />
          <TextField
            label={labels.password}
            type="password"
            name="password"
            autoComplete="new-password"
            value={fields.password}
            onChange={(event) => set.setPassword(event.target.value)}
          />
          <TextField
            label={labels.passwordConfirmation}
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            value={fields.confirmation}
            onChange={(event) => set.setConfirmation(event.target.value)}
          />
          {showReferral && (
            <TextField
              label={texts.referralKey}
              name="referral_key"
              autoComplete="off"
              placeholder={texts.referralPlaceholder}
              value={fields.referralKey}
              onChange={(event) => set.setReferralKey(event.target.value)}
            />
          )}
          <CaptchaField captcha={form.captcha} answer={fields.answer} onAnswer={set.setAnswer} />
          <SubmitButton
            pending={form.registration.isPending}
            label={texts.submit}
            pendingLabel={texts.submitting}
          />
        </form>
      )}
      <p className="text-center text-sm text-neutral-400">
        {texts.haveAccount}{' '}
        <Link
          to={paths.login.getHref()}
          className="text-red-400 underline underline-offset-2 hover:text-red-300"
        >
          {texts.toLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
