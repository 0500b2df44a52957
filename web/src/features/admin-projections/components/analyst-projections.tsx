import { useEffect, useRef, useState } from 'react';

import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ListStates } from '@/components/ui/list-states';
import { useAnalystProjections } from '@/features/admin-projections/api/get-analyst-projections';
import { useRetireAnalystProjection } from '@/features/admin-projections/api/retire-analyst-projection';
import { AnalystProjectionDetail } from '@/features/admin-projections/components/analyst-projection-detail';
import {
  AnalystProjectionForm,
  type AnalystDraft,
} from '@/features/admin-projections/components/analyst-projection-form';
import { AnalystProjectionList } from '@/features/admin-projections/components/analyst-projection-list';
import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { getErrorMessage } from '@/lib/api-client';

const texts = adminProjectionsTexts;
const { analysts } = texts;

/** The projection open below the list; `focus`: opened from the list, its heading takes the focus. */
type Open = { name: string; focus: boolean };

/** What the form holds: empty, or a projection's definition for its new version. */
type FormState = { key: number; draft?: AnalystDraft; focusSql: boolean };

/**
 * Analysts' projections on the projections screen (docs/operations.md, "Analysts'
 * projections"): the list with each one's progress, the projection opened, and the
 * form that checks and launches a definition or a new version.
 */
export function AnalystProjections() {
  const list = useAnalystProjections();
  const retire = useRetireAnalystProjection();
  const [open, setOpen] = useState<Open | null>(null);
  const [form, setForm] = useState<FormState>({ key: 0, focusSql: false });
  const [retiring, setRetiring] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // What opened the projection, for the focus to go back there when it closes.
  const openerRef = useRef<HTMLElement | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // A retired projection's buttons are gone: the focus goes to the notice that says so.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const items = list.data ?? [];
  const existingNames = items.filter((item) => item.status !== 'retired').map((item) => item.name);

  const openFromList = (name: string) => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ name, focus: true });
  };

  const close = () => {
    setOpen(null);
    if (openerRef.current?.isConnected) openerRef.current.focus();
    openerRef.current = null;
  };

  return (
    // Not a landmark of its own: the list's region already bears this name.
    <section className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold">{analysts.title}</h2>
        <p className="text-sm text-neutral-400">{analysts.subtitle}</p>
      </div>

      {notice && (
        <p
          ref={noticeRef}
          role="status"
          tabIndex={-1}
          className="rounded-md border border-green-800 bg-green-950 px-3 py-2 text-sm text-green-300"
        >
          {notice}
        </p>
      )}

      <ListStates
        query={list}
        empty={items.length === 0}
        texts={{ loading: texts.loading, loadError: texts.loadError, empty: analysts.list.empty }}
      >
        <AnalystProjectionList
          items={items}
          onOpen={openFromList}
          onRetire={(name) => {
            retire.reset();
            setNotice(null);
            setRetiring(name);
          }}
        />
      </ListStates>

      {open && (
        <AnalystProjectionDetail
          key={open.name}
          name={open.name}
          focusOnOpen={open.focus}
          onClose={close}
          onNewVersion={(draft) =>
            setForm((current) => ({ key: current.key + 1, draft, focusSql: true }))
          }
        />
      )}

      <AnalystProjectionForm
        key={form.key}
        existingNames={existingNames}
        draft={form.draft}
        focusSql={form.focusSql}
        onLaunched={(name) => setOpen({ name, focus: false })}
      />

      {retiring && (
        <ConfirmModal
          question={analysts.retire.question(retiring)}
          detail={analysts.retire.detail}
          action={analysts.retire.action}
          texts={{
            cancel: analysts.retire.cancel,
            working: analysts.retire.working,
            close: analysts.retire.close,
          }}
          command={retire}
          targetId={retiring}
          errorText={(error) => getErrorMessage(error, analysts.retire.error)}
          onClose={() => setRetiring(null)}
          onDone={() => {
            if (open?.name === retiring) setOpen(null);
            setRetiring(null);
            setNotice(analysts.retired(retiring));
          }}
        />
      )}
    </section>
  );
}
