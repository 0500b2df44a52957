import { useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useChangePassword } from '@/features/account/api/change-password';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';

const texts = accountTexts.password;

/** Mirrors the server's rule (`password_too_short`). */
const PASSWORD_MIN_LENGTH = 6;

/** The first failed rule, in the server's order, or null (the server checks again). */
function check(current: string, next: string, confirmation: string): string | null {
  if (current === '') return texts.currentRequired;
  if (next !== confirmation) return texts.mismatch;
  if (next.length < PASSWORD_MIN_LENGTH) return texts.tooShort;
  return null;
}

const empty = { current: '', next: '', confirmation: '' };

/** Current password, new password twice; the fields empty themselves on success. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [clientError, setClientError] = useState<string | null>(null);
  const change = useChangePassword({ mutationConfig: { onSuccess: () => setValues(empty) } });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.reset();
    const problem = check(values.current, values.next, values.confirmation);
    setClientError(problem);
    if (problem) return;
    change.mutate({
      current_password: values.current,
      new_password: values.next,
      new_password_confirmation: values.confirmation,
    });
  };

  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: event.target.value }));
  const error = clientError ?? (change.isError ? getErrorMessage(change.error, texts.error) : null);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="password-title"
      className="flex flex-col gap-4"
    >
      <h2 id="password-title" className="text-xl font-semibold">
        {texts.title}
      </h2>
      {change.isSuccess && <FormMessage tone="success">{texts.success}</FormMessage>}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <TextField
        label={texts.current}
        type="password"
        name="current_password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
      />
      <TextField
        label={texts.new}
        type="password"
        name="new_password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
      />
      <TextField
        label={texts.confirmation}
        type="password"
        name="new_password_confirmation"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={set('confirmation')}
      />
      <SubmitButton
        pending={change.isPending}
        label={texts.submit}
        pendingLabel={texts.submitting}
      />
    </form>
  );
}
