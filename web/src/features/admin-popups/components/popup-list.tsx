import { useState } from 'react';

import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormMessage } from '@/components/ui/form-message';
import { useActivatePopup } from '@/features/admin-popups/api/activate-popup';
import { useDeletePopup } from '@/features/admin-popups/api/delete-popup';
import { PopupItem } from '@/features/admin-popups/components/popup-item';
import { adminPopupsTexts as texts } from '@/features/admin-popups/texts';
import type { Popup } from '@/types/api';

type PopupListProps = {
  popups: Popup[];
  onEdit: (popup: Popup) => void;
  onDone: (message: string) => void;
  /** The deleted message leaves the form if it was being edited. */
  onDeleted: (id: string) => void;
};

/** The messages, newest first: edit, activate, delete (after confirmation). */
export function PopupList({ popups, onEdit, onDone, onDeleted }: PopupListProps) {
  const [deleting, setDeleting] = useState<Popup | null>(null);
  const activate = useActivatePopup();
  const remove = useDeletePopup();

  if (popups.length === 0) return <p className="text-neutral-400">{texts.list.empty}</p>;

  return (
    <>
      {activate.isError && <FormMessage tone="error">{texts.errors.activate}</FormMessage>}
      <ul aria-label={texts.list.label} className="flex flex-col gap-3">
        {popups.map((popup) => (
          <PopupItem
            key={popup.id}
            popup={popup}
            activating={activate.isPending}
            onEdit={() => onEdit(popup)}
            onActivate={() =>
              activate.mutate(
                { id: popup.id },
                { onSuccess: () => onDone(texts.success.activated) },
              )
            }
            onDelete={() => {
              remove.reset();
              setDeleting(popup);
            }}
          />
        ))}
      </ul>
      {deleting && (
        <ConfirmModal
          question={texts.confirmDelete}
          detail={deleting.title}
          action={texts.confirm}
          texts={{ cancel: texts.cancel, working: texts.deleting, close: texts.close }}
          command={remove}
          targetId={deleting.id}
          errorText={() => texts.errors.delete}
          onClose={() => setDeleting(null)}
          onDone={() => {
            onDeleted(deleting.id);
            setDeleting(null);
            onDone(texts.success.deleted);
          }}
        />
      )}
    </>
  );
}
