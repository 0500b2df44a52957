import { useState } from 'react';

import type { MailKind, MailStatus } from '@/features/admin-mail/api/get-mail';
import { useRetryMail } from '@/features/admin-mail/api/retry-mail';
import { adminMailTexts as texts } from '@/features/admin-mail/texts';
import type { MailRow } from '@/types/api';

const when = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** The list: recipient, kind, status, attempts, last error; « Réessayer » for an undeliverable one. */
export function MailTable({ items }: { items: MailRow[] }) {
  const [retried, setRetried] = useState(false);
  const retry = useRetryMail({ mutationConfig: { onSuccess: () => setRetried(true) } });
  if (items.length === 0) return <p>{texts.empty}</p>;
  const { columns } = texts;
  return (
    <>
      {retried && <p role="status">{texts.retried}</p>}
      {retry.isError && (
        <p role="alert" className="text-red-300">
          {retry.error.message}
        </p>
      )}
      <table aria-label={texts.listLabel} className="w-full text-left text-sm">
        <thead className="text-neutral-400">
          <tr>
            <th scope="col">{columns.to}</th>
            <th scope="col">{columns.kind}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.attempts}</th>
            <th scope="col">{columns.lastError}</th>
            <th scope="col">{columns.createdAt}</th>
            <th scope="col">{columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((mail) => (
            <tr key={mail.id} className="border-t border-neutral-800 align-top">
              <td className="py-2">{mail.to || texts.erased}</td>
              <td>{texts.kinds[mail.kind as MailKind] ?? mail.kind}</td>
              <td>{texts.statuses[mail.status as MailStatus] ?? mail.status}</td>
              <td>{mail.attempts}</td>
              <td className="max-w-xs break-words text-neutral-400">{mail.last_error ?? ''}</td>
              <td>{when.format(new Date(mail.created_at))}</td>
              <td>
                {mail.status === 'undeliverable' && (
                  <button
                    type="button"
                    onClick={() => retry.mutate({ id: mail.id })}
                    disabled={retry.isPending}
                    className="rounded bg-red-600 px-3 py-1 font-semibold hover:bg-red-500"
                  >
                    {texts.retry}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
