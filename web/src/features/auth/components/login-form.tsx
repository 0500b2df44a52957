import { ExternalLink, Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { useLogin } from '@/features/auth/api/login';
import { useLoginWithPasskey } from '@/features/auth/api/login-passkey';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { authTexts } from '@/features/auth/texts';
import { getErrorMessage } from '@/lib/api-client';
import { useSiteLinks } from '@/lib/site-links';
import { passkeyErrorMessage, passkeysSupported } from '@/lib/webauthn';

const { login: texts, fields } = authTexts;

/** The login page (/): a signed-in member goes on to /home. */
export function LoginForm() {
  const { session, isPending } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [secondStep, setSecondStep] = useState<{
    challenge: string;
    totp: boolean;
    passkey: boolean;
  } | null>(null);
  const loginMutation = useLogin({
    mutationConfig: {
      onSuccess: (answer) => {
        if ('challenge' in answer) setSecondStep(answer);
      },
    },
  });
  const passkeyLogin = useLoginWithPasskey();
  const communityUrl = useSiteLinks().data?.community_url;

  if (isPending) return <PageSpinner />;
  if (session?.user) return <Navigate to={paths.home.getHref()} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loginMutation.mutate({ email: email.trim(), password });
  };

  if (secondStep) {
    return (
      <AuthCard title={texts.title}>
        <TwoFactorStep
          challenge={secondStep.challenge}
          totp={secondStep.totp}
          passkey={secondStep.passkey}
          onRestart={() => {
            setSecondStep(null);
            setPassword('');
            loginMutation.reset();
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={texts.title}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {loginMutation.isError && (
          <FormMessage tone="error">
            {getErrorMessage(loginMutation.error, texts.error)}
          </FormMessage>
        )}
        <TextField
          label={fields.email}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={fields.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={fields.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton
          pending={loginMutation.isPending}
          label={texts.submit}
          pendingLabel={texts.submitting}
        />
      </form>
      {passkeysSupported() && (
        <div className="flex flex-col gap-3">
          <p className="text-center text-sm text-neutral-400">{texts.or}</p>
          {passkeyLogin.isError && (
            <FormMessage tone="error">
              {passkeyErrorMessage(passkeyLogin.error, texts.passkeyError)}
            </FormMessage>
          )}
          <button
            type="button"
            disabled={passkeyLogin.isPending}
            onClick={() => passkeyLogin.mutate(undefined)}
            className="inline-flex items-center justify-center gap-2 rounded-md border border-neutral-700 px-4 py-2 text-sm font-semibold hover:bg-neutral-800 disabled:opacity-60"
          >
            <Fingerprint aria-hidden="true" className="size-4" />
            {passkeyLogin.isPending ? texts.passkeyPending : texts.passkey}
          </button>
        </div>
      )}
      <div className="flex flex-col items-center gap-2 text-sm text-neutral-400">
        <Link
          to={paths.forgotPassword.getHref()}
          className="text-red-400 underline underline-offset-2 hover:text-red-300"
        >
          {texts.forgotPassword}
        </Link>
        <p>
          {texts.noAccount}{' '}
          <Link
            to={paths.register.getHref()}
            className="text-red-400 underline underline-offset-2 hover:text-red-300"
          >
            {texts.toRegister}
          </Link>
        </p>
        {communityUrl && (
          <a
            href={communityUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-red-400 underline underline-offset-2 hover:text-red-300"
          >
            {texts.community}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{texts.newTab}</span>
          </a>
        )}
      </div>
    </AuthCard>
  );
}
