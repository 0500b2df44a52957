import { useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useChangeEmail } from '@/features/account/api/change-email';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';

const texts = accountTexts.email;

/** Asks for a new address; the button stays disabled while the address is unchanged. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [email, setEmail] = useState(currentEmail);
  const change = useChangeEmail();
  const unchanged = email.trim().toLowerCase() === currentEmail.toLowerCase();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({ new_email: email.trim() });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="email-title"
      className="flex flex-col gap-4"
    >
      <h2 id="email-title" className="text-xl font-semibold">
        {texts.title}
      </h2>
      {change.isSuccess && <FormMessage tone="success">{texts.success}</FormMessage>}
      {change.isError && (
        <FormMessage tone="error">{getErrorMessage(change.error, texts.error)}</FormMessage>
      )}
      <TextField
        label={texts.label}
        type="email"
        name="new_email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (!change.isIdle) change.reset();
        }}
      />
      <SubmitButton
        pending={change.isPending}
        disabled={unchanged}
        label={texts.submit}
        pendingLabel={texts.submitting}
      />
    </form>
  );
}
