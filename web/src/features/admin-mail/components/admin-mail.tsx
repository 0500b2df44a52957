import { useState } from 'react';

import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { type MailStatus, useAdminMail } from '@/features/admin-mail/api/get-mail';
import { MailCounts } from '@/features/admin-mail/components/mail-counts';
import { MailTable } from '@/features/admin-mail/components/mail-table';
import { adminMailTexts as texts } from '@/features/admin-mail/texts';

const FILTERS = Object.keys(texts.statuses) as MailStatus[];

/** /admin/mail: the counts, a status filter and the list of mails, page after page. */
export function AdminMail() {
  const [status, setStatus] = useState<MailStatus | ''>('');
  const mail = useAdminMail(status);
  const pages = mail.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.intro} />
      {first && <MailCounts counts={first} />}
      <label className="flex w-fit flex-col gap-1 text-sm">
        {texts.filterLabel}
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as MailStatus | '')}
          className="rounded border border-neutral-700 bg-neutral-900 px-3 py-2"
        >
          <option value="">{texts.all}</option>
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {texts.statuses[value]}
            </option>
          ))}
        </select>
      </label>
      {mail.isPending && <p>{texts.loading}</p>}
      {mail.isError && (
        <p role="alert" className="text-red-300">
          {texts.loadError}
        </p>
      )}
      {mail.isSuccess && <MailTable items={items} />}
      {mail.hasNextPage && (
        <button
          type="button"
          onClick={() => void mail.fetchNextPage()}
          disabled={mail.isFetchingNextPage}
          className="w-fit rounded border border-neutral-700 px-4 py-2 hover:border-red-600"
        >
          {texts.more}
        </button>
      )}
    </div>
  );
}
