import { useState, type FormEvent } from 'react';

import { FormActions } from '@/components/ui/form-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { fieldClass } from '@/components/ui/text-field';
import { useSendEmail } from '@/features/admin-users/api/send-email';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { AdminUser } from '@/types/api';

type EmailModalProps = {
  user: AdminUser;
  onClose: () => void;
  onSent: (text: string) => void;
};

const { emailModal } = texts;

/** Writes to a member: a subject and a text, both required. */
export function EmailModal({ user, onClose, onSent }: EmailModalProps) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useSendEmail();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject.trim() || !body.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate(
      { id: user.id, subject, body },
      { onSuccess: () => onSent(texts.notices.mailed(user.email)) },
    );
  };

  const error = missing
    ? emailModal.required
    : send.isError
      ? getErrorMessage(send.error, emailModal.error)
      : null;

  return (
    <Modal title={emailModal.title(user.email)} onClose={onClose} closeLabel={texts.closeDialog}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <label className="flex flex-col gap-1 text-sm">
          {emailModal.subject}
          <input
            name="subject"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            className={fieldClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {emailModal.body}
          <textarea
            name="body"
            rows={6}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={fieldClass}
          />
        </label>
        <FormActions
          pending={send.isPending}
          submitLabel={emailModal.send}
          pendingLabel={emailModal.sending}
          cancelLabel={emailModal.cancel}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
