import { useId, useState, type FormEvent } from 'react';

import { FormActions } from '@/components/ui/form-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';

type NotesModalProps = {
  title: string;
  /** The notes as they stand: the decision replaces them. */
  initialNotes: string;
  /** Rejecting: the confirm button stays disabled while the notes are blank. */
  required: boolean;
  pending: boolean;
  error: string | null;
  texts: {
    notesLabel: string;
    notesHint: string;
    notesRequired: string;
    cancel: string;
    confirm: string;
    saving: string;
    closeDialog: string;
  };
  onConfirm: (notes: string) => void;
  onClose: () => void;
};

/** Asks for the admin's notes before a decision on a report or a request. */
export function NotesModal({
  title,
  initialNotes,
  required,
  pending,
  error,
  texts,
  onConfirm,
  onClose,
}: NotesModalProps) {
  const [notes, setNotes] = useState(initialNotes);
  const hintId = useId();
  const blocked = required && notes.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blocked) onConfirm(notes.trim());
  };

  return (
    <Modal title={title} onClose={onClose} closeLabel={texts.closeDialog}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <label className="flex flex-col gap-1 text-sm">
          {texts.notesLabel}
          <textarea
            name="admin_notes"
            rows={4}
            maxLength={2000}
            value={notes}
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
          submitLabel={texts.confirm}
          pendingLabel={texts.saving}
          cancelLabel={texts.cancel}
          onCancel={onClose}
          disabled={blocked}
        />
      </form>
    </Modal>
  );
}
