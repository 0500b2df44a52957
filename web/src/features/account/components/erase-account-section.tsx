import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useEraseAccount } from '@/features/account/api/erase-account';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';

const texts = accountTexts.erase;

/**
 * « Supprimer mon compte »: a button opens a confirmation saying what is erased and what
 * is kept, which asks for the password. Once erased, the session is a visitor's and the
 * profile route sends them to the login page.
 */
export function EraseAccountSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const erase = useEraseAccount();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    erase.mutate(password);
  };

  return (
    <section aria-labelledby="erase-title" className="flex flex-col gap-4">
      <h2 id="erase-title" className="flex items-center gap-2 text-xl font-semibold">
        <Trash2 aria-hidden="true" className="size-5 text-red-500" />
        {texts.title}
      </h2>
      <p className="text-sm text-neutral-400">{texts.intro}</p>
      {open ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-300">
            {texts.erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {erase.isError && (
            <FormMessage tone="error">{getErrorMessage(erase.error, texts.error)}</FormMessage>
          )}
          <TextField
            label={texts.password}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              pending={erase.isPending}
              label={texts.confirm}
              pendingLabel={texts.confirming}
              disabled={password === ''}
            />
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setPassword('');
                erase.reset();
              }}
              className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
            >
              {texts.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="self-start rounded-md border border-red-800 px-4 py-2 text-sm text-red-300 hover:bg-red-950"
        >
          {texts.open}
        </button>
      )}
    </section>
  );
}
