import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useDisableTwoFactor } from '@/features/account/api/disable-two-factor';
import { RecoveryCodes } from '@/features/account/components/recovery-codes';
import { TotpEnrolment } from '@/features/account/components/totp-enrolment';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';

const texts = accountTexts.twoFactor;

function DisableForm({ onCancel }: { onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useDisableTwoFactor({ mutationConfig: { onSuccess: onCancel } });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate({ password, code: code.trim() });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {disable.isError && (
        <FormMessage tone="error">{getErrorMessage(disable.error, texts.error)}</FormMessage>
      )}
      <TextField
        label={texts.password}
        type="password"
        name="disable-password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={texts.disableCode}
        name="disable-code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={disable.isPending}
          label={texts.disable}
          pendingLabel={texts.disabling}
        />
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
        >
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * « Double authentification » on /profile: enrol an authenticator app (password, QR
 * code, one code), keep the recovery codes shown once, or turn it off.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (open && enabled) {
    body = <DisableForm onCancel={() => setOpen(false)} />;
  } else if (open) {
    body = (
      <TotpEnrolment
        onEnrolled={(recovery) => {
          setOpen(false);
          setCodes(recovery);
        }}
      />
    );
  } else {
    body = (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
      >
        {enabled ? texts.disable : texts.start}
      </button>
    );
  }

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-4">
      <h2 id="two-factor-title" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-red-500" />
        {texts.title}
      </h2>
      <p className="text-sm text-neutral-400">{enabled ? texts.on : texts.intro}</p>
      {body}
    </section>
  );
}
