import { useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useConfirmTotp } from '@/features/account/api/confirm-totp';
import { useStartTotp } from '@/features/account/api/start-totp';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';

const texts = accountTexts.twoFactor;

/**
 * The enrolment: the password, then the QR code (drawn by the server) and the secret
 * written out, then one code of the app; `onEnrolled` receives the recovery codes.
 */
export function TotpEnrolment({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const start = useStartTotp();
  const confirm = useConfirmTotp({
    mutationConfig: { onSuccess: (answer) => onEnrolled(answer.recovery_codes) },
  });
  const enrolment = start.data;

  if (!enrolment) {
    const onStart = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      start.mutate(password);
    };
    return (
      <form onSubmit={onStart} noValidate className="flex flex-col gap-4">
        {start.isError && (
          <FormMessage tone="error">{getErrorMessage(start.error, texts.error)}</FormMessage>
        )}
        <TextField
          label={texts.password}
          type="password"
          name="two-factor-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton pending={start.isPending} label={texts.next} pendingLabel={texts.starting} />
      </form>
    );
  }

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(code.trim());
  };
  return (
    <form onSubmit={onConfirm} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-neutral-300">{texts.scan}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt={texts.qrAlt}
        className="size-48 self-center rounded bg-white p-2"
      />
      <p className="text-sm">
        {texts.secret} :{' '}
        <code data-testid="totp-secret" className="font-mono break-all">
          {enrolment.secret}
        </code>
      </p>
      {confirm.isError && (
        <FormMessage tone="error">{getErrorMessage(confirm.error, texts.error)}</FormMessage>
      )}
      <TextField
        label={texts.code}
        name="two-factor-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton
        pending={confirm.isPending}
        label={texts.confirm}
        pendingLabel={texts.confirming}
      />
    </form>
  );
}
