import type { UseMutationResult } from '@tanstack/react-query';

import { FormActions } from '@/components/ui/form-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import type { CommandResult } from '@/types/api';

/** The texts every confirmation shares, from the calling feature's texts. */
export type ConfirmTexts = { cancel: string; working: string; close: string };

type ConfirmModalProps = {
  question: string;
  detail?: string;
  action: string;
  texts: ConfirmTexts;
  command: UseMutationResult<CommandResult, Error, { id: string }>;
  /** The id of what the command acts on (an account, a film, a series...). */
  targetId: string;
  /** The text of a failure, from the server's message. */
  errorText: (error: Error) => string;
  onClose: () => void;
  onDone: () => void;
};

/** Asks before an irreversible or weighty admin command (unban, delete), then runs it. */
export function ConfirmModal({
  question,
  detail,
  action,
  texts,
  command,
  targetId,
  errorText,
  onClose,
  onDone,
}: ConfirmModalProps) {
  return (
    <Modal title={question} onClose={onClose} closeLabel={texts.close}>
      {detail && <p className="text-sm text-neutral-300">{detail}</p>}
      {command.isError && <FormMessage tone="error">{errorText(command.error)}</FormMessage>}
      <FormActions
        pending={command.isPending}
        submitLabel={action}
        pendingLabel={texts.working}
        cancelLabel={texts.cancel}
        onCancel={onClose}
        onConfirm={() => command.mutate({ id: targetId }, { onSuccess: onDone })}
      />
    </Modal>
  );
}
