import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useLoginWithPasskey } from '@/features/auth/api/login-passkey';
import { useLoginTwoFactor } from '@/features/auth/api/login-two-factor';
import { authTexts } from '@/features/auth/texts';
import { getErrorMessage } from '@/lib/api-client';
import { passkeyErrorMessage, passkeysSupported } from '@/lib/webauthn';

const texts = authTexts.twoFactor;

/**
 * The second step of a sign-in, with the password step's `challenge`: one of the
 * account's passkeys (when it has any, `passkey`), or the code of the authenticator
 * app or a recovery code (when the app is on, `totp`). An expired challenge sends
 * back to the password.
 */
export function TwoFactorStep({
  challenge,
  totp = true,
  passkey = false,
  onRestart,
}: {
  challenge: string;
  totp?: boolean;
  passkey?: boolean;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const step = useLoginTwoFactor();
  const withPasskey = useLoginWithPasskey();
  const offerPasskey = passkey && passkeysSupported();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    step.mutate({ challenge, code: code.trim() });
  };

  return (
    <div className="flex flex-col gap-4">
      {offerPasskey && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-neutral-300">{texts.passkeyIntro}</p>
          {withPasskey.isError && (
            <FormMessage tone="error">
              {passkeyErrorMessage(withPasskey.error, texts.error)}
            </FormMessage>
          )}
          <button
            type="button"
            autoFocus
            disabled={withPasskey.isPending}
            onClick={() => withPasskey.mutate(challenge)}
            className="inline-flex items-center justify-center gap-2 rounded-md bg-red-600 px-4 py-2 text-sm font-bold text-white hover:bg-red-700 disabled:opacity-60"
          >
            <Fingerprint aria-hidden="true" className="size-4" />
            {withPasskey.isPending ? texts.passkeyPending : texts.passkey}
          </button>
        </div>
      )}
      {(totp || !offerPasskey) && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-neutral-300">{offerPasskey ? texts.orCode : texts.intro}</p>
          {step.isError && (
            <FormMessage tone="error">{getErrorMessage(step.error, texts.error)}</FormMessage>
          )}
          <TextField
            label={texts.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus={!offerPasskey}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <SubmitButton
            pending={step.isPending}
            label={texts.submit}
            pendingLabel={texts.submitting}
          />
        </form>
      )}
      <button
        type="button"
        onClick={onRestart}
        className="text-sm text-red-400 underline underline-offset-2 hover:text-red-300"
      >
        {texts.restart}
      </button>
    </div>
  );
}
