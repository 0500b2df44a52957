import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { useState } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { usePopups } from '@/features/admin-popups/api/get-popups';
import { PopupForm } from '@/features/admin-popups/components/popup-form';
import { PopupList } from '@/features/admin-popups/components/popup-list';
import { adminPopupsTexts as texts } from '@/features/admin-popups/texts';
import type { Popup } from '@/types/api';

/** The login messages screen (/admin/popup): the form with its preview, then the list. */
export function AdminPopups() {
  const popups = usePopups();
  const [editing, setEditing] = useState<Popup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A saved form starts again empty: a new key remounts it.
  const [saves, setSaves] = useState(0);

  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setSaves((count) => count + 1);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.explanation} />
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <PopupForm
        key={`${editing?.id ?? 'new'}-${saves}`}
        editing={editing}
        onSaved={done}
        onCancel={() => setEditing(null)}
      />
      <section aria-labelledby="popup-list-title" className="flex flex-col gap-3">
        <h2 id="popup-list-title" className="text-xl font-semibold">
          {texts.list.title}
        </h2>
        {popups.isPending ? (
          <Spinner label={texts.loading} />
        ) : popups.isError ? (
          <FormMessage tone="error">{texts.loadError}</FormMessage>
        ) : (
          <PopupList
            popups={popups.data}
            onEdit={(popup) => {
              setNotice(null);
              setEditing(popup);
            }}
            onDone={setNotice}
            onDeleted={(id) => {
              if (editing?.id === id) setEditing(null);
            }}
          />
        )}
      </section>
    </div>
  );
}
