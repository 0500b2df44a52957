import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { authTexts } from '@/features/auth/texts';
import { getErrorMessage } from '@/lib/api-client';

const { forgot: texts, fields } = authTexts;

/** /forgot-password: idle, sending, then 'Email envoyé !' (same answer for unknown addresses). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const request = useForgotPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  };

  return (
    <AuthCard title={texts.title}>
      {request.isSuccess ? (
        <div className="flex flex-col gap-2">
          <FormMessage tone="success">{texts.sent}</FormMessage>
          <p className="text-sm text-neutral-400">{texts.sentDetail}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-neutral-400">{texts.intro}</p>
          {request.isError && (
            <FormMessage tone="error">{getErrorMessage(request.error, texts.error)}</FormMessage>
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
          <SubmitButton
            pending={request.isPending}
            label={texts.submit}
            pendingLabel={texts.submitting}
          />
        </form>
      )}
      <Link
        to={paths.login.getHref()}
        className="text-center text-sm text-red-400 hover:text-red-300"
      >
        {texts.backToLogin}
      </Link>
    </AuthCard>
  );
}
