import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useFileAppeal } from '@/features/auth/api/file-appeal';
import { useMyAppeals } from '@/features/auth/api/get-my-appeals';
import { refreshSession } from '@/features/auth/api/refresh-session';
import { authTexts } from '@/features/auth/texts';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import type { AppealStatus, Ban, MyAppeal } from '@/types/api';

const texts = authTexts.ban.appeal;
const MIN = 20;
const MAX = 2000;
/** A pending appeal is read again this often: an acceptance lets the member back in. */
const POLL_MS = 60 * 1000;

const BADGES: Record<AppealStatus, string> = {
  pending: 'bg-amber-900 text-amber-100',
  accepted: 'bg-green-900 text-green-100',
  rejected: 'bg-red-900 text-red-100',
};

/** The appeal against this ban: the one whose ban began when this one did. */
function appealOf(appeals: MyAppeal[] | undefined, ban: Ban): MyAppeal | undefined {
  return appeals?.find((appeal) => appeal.ban_created_at === ban.created_at);
}

/**
 * « Contester cette décision » on the ban screen: the form while this ban has no appeal
 * (20 to 2,000 characters, one per ban), then where the appeal stands, with the team's
 * note once decided.
 */
export function BanAppeal({ ban }: { ban: Ban }) {
  const queryClient = useQueryClient();
  const appeals = useMyAppeals();
  const appeal = appealOf(appeals.data, ban);
  const pending = appeal?.status === 'pending';
  const { refetch } = appeals;

  // While the team decides, ask again now and then; once accepted, the ban is gone.
  useEffect(() => {
    if (appeal?.status === 'accepted') {
      void refreshSession(queryClient);
      return;
    }
    if (!pending) return;
    const timer = window.setInterval(() => void refetch(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [appeal?.status, pending, refetch, queryClient]);

  if (appeals.isPending) return <Spinner label={texts.stateHeading} />;
  if (appeals.isError) return <FormMessage tone="error">{texts.loadError}</FormMessage>;
  return appeal ? <AppealState appeal={appeal} /> : <AppealForm />;
}

function AppealState({ appeal }: { appeal: MyAppeal }) {
  const status = appeal.status as AppealStatus;
  return (
    <section
      aria-labelledby="appeal-state"
      className="flex flex-col gap-2 rounded-md bg-neutral-950 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="appeal-state" className="font-semibold">
          {texts.stateHeading}
        </h2>
        <span className={`rounded px-2 py-0.5 text-xs font-bold ${BADGES[status] ?? ''}`}>
          {texts.status[status] ?? appeal.status}
        </span>
      </div>
      <p className="text-neutral-400">{texts.sentOn(formatDateTime(appeal.created_at))}</p>
      <p className="text-neutral-200">{texts.explanation[status]}</p>
      {appeal.message && (
        <p className="break-words whitespace-pre-line text-neutral-300">
          <span className="font-semibold">{texts.yourMessage} :</span> {appeal.message}
        </p>
      )}
      {appeal.admin_notes && (
        <p className="rounded-md bg-neutral-900 px-3 py-2 break-words whitespace-pre-line text-neutral-200">
          <span className="font-semibold">{texts.notes} :</span> {appeal.admin_notes}
        </p>
      )}
    </section>
  );
}

function AppealForm() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const file = useFileAppeal();
  const fieldId = useId();
  const countId = useId();
  const length = message.trim().length;

  if (!open) {
    return (
      <button
        type="button"
        aria-expanded={false}
        onClick={() => setOpen(true)}
        className="rounded-md border border-neutral-700 px-4 py-2 font-semibold hover:bg-neutral-800"
      >
        {texts.open}
      </button>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (length < MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    file.mutate(message.trim());
  };
  const error = tooShort
    ? texts.tooShort
    : file.isError
      ? getErrorMessage(file.error, texts.sendError)
      : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="appeal-heading"
      className="flex flex-col gap-3 rounded-md bg-neutral-950 p-4 text-sm"
    >
      <h2 id="appeal-heading" className="font-semibold">
        {texts.heading}
      </h2>
      <p className="text-neutral-300">{texts.intro}</p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <label htmlFor={fieldId} className="font-medium">
        {texts.messageLabel}
      </label>
      <textarea
        id={fieldId}
        name="message"
        rows={5}
        maxLength={MAX}
        value={message}
        aria-describedby={countId}
        aria-invalid={tooShort || undefined}
        onChange={(event) => setMessage(event.target.value)}
        className="w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 focus:border-red-600 focus:outline-none"
      />
      <p id={countId} className="text-xs text-neutral-400">
        {texts.count(length)}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            file.reset();
          }}
          className="rounded-md border border-neutral-700 px-4 py-2 hover:bg-neutral-800"
        >
          {texts.cancel}
        </button>
        <button
          type="submit"
          disabled={file.isPending}
          className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {file.isPending ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  );
}
