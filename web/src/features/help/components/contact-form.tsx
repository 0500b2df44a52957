import { useId, useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldClass, TextField } from '@/components/ui/text-field';
import { useSendContact } from '@/features/help/api/send-contact';
import { helpTexts } from '@/features/help/texts';
import { getErrorMessage } from '@/lib/api-client';

const t = helpTexts.contact;

/**
 * The contact form: subject and message, sent to the team. The server checks every
 * field and limits how often one address writes; its French message shows as is.
 */
export function ContactForm() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const messageId = useId();
  const send = useSendContact({
    mutationConfig: {
      onSuccess: () => {
        setSubject('');
        setMessage('');
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ subject, message });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField
        label={t.subject}
        value={subject}
        maxLength={150}
        required
        onChange={(event) => setSubject(event.target.value)}
      />
      <label htmlFor={messageId} className="flex flex-col gap-1 text-sm">
        {t.message}
        <textarea
          id={messageId}
          value={message}
          rows={6}
          maxLength={5000}
          required
          onChange={(event) => setMessage(event.target.value)}
          className={fieldClass}
        />
      </label>
      {send.isError && (
        <FormMessage tone="error">{getErrorMessage(send.error, t.error)}</FormMessage>
      )}
      {send.isSuccess && <FormMessage tone="success">{t.sent}</FormMessage>}
      <SubmitButton pending={send.isPending} label={t.send} pendingLabel={t.sending} />
    </form>
  );
}
