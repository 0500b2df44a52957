import { useId, useState, type FormEvent } from 'react';

import { FormActions } from '@/components/ui/form-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { appealTexts as texts } from '@/features/admin-appeals/texts';
import type { AppealAction } from '@/types/api';

type DecisionModalProps = {
  action: AppealAction;
  /** The member's address, as the dialog names them. */
  member: string;
  pending: boolean;
  error: string | null;
  onConfirm: (notes: string) => void;
  onClose: () => void;
};

/** « Accepter » (a note is optional) or « Refuser » (a note is required) an appeal. */
export function DecisionModal({
  action,
  member,
  pending,
  error,
  onConfirm,
  onClose,
}: DecisionModalProps) {
  const [notes, setNotes] = useState('');
  const hintId = useId();
  const required = action === 'reject';
  const blocked = required && notes.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blocked) onConfirm(notes.trim());
  };

  return (
    <Modal title={texts.modalTitle[action]} onClose={onClose} closeLabel={texts.closeDialog}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-neutral-300">{texts.modalIntro[action](member)}</p>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <label className="flex flex-col gap-1 text-sm">
          {texts.notesLabel}
          <textarea
            name="admin_notes"
            rows={4}
            maxLength={2000}
            value={notes}
            required={required}
            aria-describedby={hintId}
            onChange={(event) => setNotes(event.target.value)}
            className="w-full rounded-md border border-neutral-700 bg-neutral-950 px-3 py-2 text-sm text-neutral-100 focus:border-red-600 focus:outline-none"
          />
        </label>
        <p id={hintId} className="text-xs text-neutral-400">
          {required ? texts.notesRequired : texts.notesHint}
        </p>
        <FormActions
          pending={pending}
          submitLabel={texts.actions[action]}
          pendingLabel={texts.saving}
          cancelLabel={texts.cancel}
          onCancel={onClose}
          disabled={blocked}
        />
      </form>
    </Modal>
  );
}
