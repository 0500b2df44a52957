import { useId, useState, type FormEvent } from 'react';

import type { HistoryTarget } from '@/components/history/history-slot';
import { Spinner } from '@/components/ui/spinner';
import { useTargetHistory } from '@/features/admin-audit/api/get-history';
import { adminAuditTexts as texts } from '@/features/admin-audit/texts';
import { shownValue } from '@/features/admin-audit/utils/format';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

const { history: t } = texts;

/**
 * A date-and-time picker (Paris time), and the target as it stood then: its fields as
 * the forms label them, its events told in French (never their internal names).
 */
export function TimeTravel({ target }: { target: HistoryTarget }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [at, setAt] = useState<string | null>(null);
  const history = useTargetHistory(target, at);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft) setAt(draft);
  };
  return (
    <section className="flex flex-col gap-3">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="flex flex-col gap-1 text-neutral-300">
          {t.at}
          <input
            id={inputId}
            type="datetime-local"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-md border border-neutral-700 bg-neutral-950 px-3 py-2 text-white"
          />
        </label>
        <button
          type="submit"
          className="rounded-md border border-neutral-700 px-3 py-2 hover:bg-neutral-800"
        >
          {t.show}
        </button>
      </form>
      {at !== null &&
        (history.isPending ? (
          <Spinner label={texts.loading} />
        ) : history.isError ? (
          <p role="alert" className="text-red-300">
            {getErrorMessage(history.error, texts.loadError)}
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">{t.stateHeading(formatDateTime(history.data.at))}</h3>
            {history.data.state ? (
              <dl className="grid grid-cols-[12rem_1fr] gap-x-4 gap-y-1">
                {history.data.state.map((field) => (
                  <div key={field.field} className="contents">
                    <dt className="text-neutral-400">{field.label}</dt>
                    <dd className="break-all">{shownValue(field.value)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-neutral-400">{t.gone}</p>
            )}
            <h4 className="font-semibold">{t.eventsHeading}</h4>
            <ol className="flex flex-col gap-1 text-neutral-300">
              {history.data.events.map((event) => (
                <li key={event.sequence}>
                  {formatDateTime(event.recorded_at)} · {event.label} · {event.summary}
                  {/* « effacé le … par … »: an erasure rewrote this event's personal data. */}
                  {event.redacted && <span className="text-neutral-400"> · {event.redacted}</span>}
                </li>
              ))}
            </ol>
          </div>
        ))}
    </section>
  );
}
