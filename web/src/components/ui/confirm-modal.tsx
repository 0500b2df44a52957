import type { UseMutationResult } from '@tanstack/react-query';

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
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
        >
          {texts.cancel}
        </button>
        <button
          type="button"
          disabled={command.isPending}
          onClick={() => command.mutate({ id: targetId }, { onSuccess: onDone })}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {command.isPending ? texts.working : action}
        </button>
      </div>
    </Modal>
  );
}
