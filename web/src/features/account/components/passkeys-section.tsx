import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '@/features/account/api/passkeys';
import { useFlash } from '@/features/account/hooks/use-flash';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { passkeyErrorMessage, passkeysSupported } from '@/lib/webauthn';

const texts = accountTexts.passkeys;

/** How long the notice of an added or removed passkey shows. */
const NOTICE_MS = 3000;

const secondaryButton =
  'rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800';

/** The name and the password, then the browser's own prompt creates the passkey. */
function AddForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [missingName, setMissingName] = useState(false);
  const add = useAddPasskey({ mutationConfig: { onSuccess: onDone } });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissingName(name.trim() === '');
    if (name.trim() === '') return;
    add.mutate({ name: name.trim(), password });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {missingName && <FormMessage tone="error">{texts.nameRequired}</FormMessage>}
      {add.isError && (
        <FormMessage tone="error">{passkeyErrorMessage(add.error, texts.error)}</FormMessage>
      )}
      <TextField
        label={texts.name}
        name="passkey-name"
        placeholder={texts.namePlaceholder}
        maxLength={60}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={texts.password}
        type="password"
        name="passkey-password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={add.isPending} label={texts.add} pendingLabel={texts.adding} />
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

/** Removing a passkey asks for the password again. */
function RemoveForm({
  id,
  name,
  onDone,
  onCancel,
}: {
  id: string;
  name: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const remove = useRemovePasskey({ mutationConfig: { onSuccess: onDone } });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate({ id, password });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={texts.removeLegend(name)}
      className="flex flex-col gap-3 pt-3"
    >
      <p className="text-sm text-neutral-300">{texts.removeLegend(name)}</p>
      {remove.isError && (
        <FormMessage tone="error">{getErrorMessage(remove.error, texts.error)}</FormMessage>
      )}
      <TextField
        label={texts.password}
        type="password"
        name="remove-passkey-password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={remove.isPending}
          label={texts.removeConfirm}
          pendingLabel={texts.removing}
        />
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * « Clés d'accès » on /profile: the member's passkeys with when each was added and
 * last used; add one (a name and the password, then the browser's prompt), remove
 * one (the password again).
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const notice = useFlash(NOTICE_MS);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const supported = passkeysSupported();

  return (
    <section aria-labelledby="passkeys-title" className="flex flex-col gap-4">
      <h2 id="passkeys-title" className="flex items-center gap-2 text-xl font-semibold">
        <Fingerprint aria-hidden="true" className="size-5 text-red-500" />
        {texts.title}
      </h2>
      <p className="text-sm text-neutral-400">{texts.intro}</p>
      {passkeys.isPending ? (
        <Spinner label={texts.loading} />
      ) : passkeys.isError ? (
        <FormMessage tone="error">{getErrorMessage(passkeys.error, texts.loadError)}</FormMessage>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-neutral-400">{texts.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-800 text-sm">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex flex-col py-3">
              <div className="flex items-center justify-between gap-3">
                <div className="flex flex-col gap-0.5">
                  <span className="font-medium">{passkey.name}</span>
                  <span className="text-neutral-400">
                    {texts.createdAt(formatDateTime(passkey.created_at))}
                  </span>
                  <span className="text-neutral-400">
                    {passkey.last_used_at
                      ? texts.lastUsed(formatDateTime(passkey.last_used_at))
                      : texts.neverUsed}
                  </span>
                </div>
                {removing !== passkey.id && (
                  <button
                    type="button"
                    aria-label={texts.removeNamed(passkey.name)}
                    onClick={() => setRemoving(passkey.id)}
                    className="rounded-md border border-neutral-700 px-3 py-1 hover:bg-neutral-800"
                  >
                    {texts.remove}
                  </button>
                )}
              </div>
              {removing === passkey.id && (
                <RemoveForm
                  id={passkey.id}
                  name={passkey.name}
                  onCancel={() => setRemoving(null)}
                  onDone={() => {
                    setRemoving(null);
                    notice.show(texts.removed);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {!supported ? (
        <p className="text-sm text-neutral-400">{texts.unsupported}</p>
      ) : adding ? (
        <AddForm
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            notice.show(texts.added);
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className={`self-start ${secondaryButton}`}
        >
          {texts.open}
        </button>
      )}
      {notice.message && <FormMessage tone="success">{notice.message}</FormMessage>}
    </section>
  );
}
