import { useState, type FormEvent } from 'react';

import { useCaptcha } from '@/features/auth/api/get-captcha';
import { useRegister } from '@/features/auth/api/register';
import { authTexts } from '@/features/auth/texts';
import { checkNewPassword } from '@/features/auth/utils/password-rules';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const texts = authTexts.register;

/** Codes after which the challenge is kept: the server refused before reading it. */
const CAPTCHA_UNTOUCHED = new Set(['rate_limited']);

/**
 * The state of the sign-up form: fields, the challenge, the client-side checks (the
 * server's own rules, so the member hears of them before a round trip) and the submit.
 */
export function useRegisterForm(initialReferralKey: string) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [answer, setAnswer] = useState('');
  const [referralKey, setReferralKey] = useState(initialReferralKey);
  const [clientError, setClientError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const registration = useRegister({
    mutationConfig: {
      onError: (error) => {
        // A challenge is good once: after a refused attempt, ask for a new one and
        // clear the answer (always on `captcha_incorrect`, the contract's case).
        if (error instanceof ApiError && CAPTCHA_UNTOUCHED.has(error.code)) return;
        setAnswer('');
        void captcha.refetch();
      },
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    registration.reset();
    const fieldsFilled = [email.trim(), password, confirmation].every((value) => value !== '');
    const problem = !fieldsFilled
      ? texts.required
      : (checkNewPassword(password, confirmation) ??
        (answer.trim() === '' || !captcha.data ? authTexts.captcha.required : null));
    setClientError(problem);
    if (problem || !captcha.data) return;
    const key = referralKey.trim();
    registration.mutate({
      email: email.trim(),
      password,
      password_confirmation: confirmation,
      captcha_id: captcha.data.id,
      captcha_answer: answer.trim(),
      ...(key ? { referral_key: key } : {}),
    });
  };

  const error =
    clientError ?? (registration.isError ? getErrorMessage(registration.error, texts.error) : null);

  return {
    fields: { email, password, confirmation, answer, referralKey },
    set: { setEmail, setPassword, setConfirmation, setAnswer, setReferralKey },
    captcha,
    registration,
    error,
    onSubmit,
  };
}
