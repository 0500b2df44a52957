import { useState, type FormEvent } from 'react';

import { FormActions } from '@/components/ui/form-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { fieldClass } from '@/components/ui/text-field';
import {
  BAN_DURATIONS,
  DEFAULT_BAN_DAYS,
  useBanUser,
  type BanDays,
} from '@/features/admin-users/api/ban-user';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { AdminUser } from '@/types/api';

type BanModalProps = {
  user: AdminUser;
  onClose: () => void;
  onBanned: (text: string) => void;
};

const { banModal } = texts;

/** Bans a member: a reason (required) and a duration (7 days unless chosen, 0 = permanent). */
export function BanModal({ user, onClose, onBanned }: BanModalProps) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<BanDays>(DEFAULT_BAN_DAYS);
  const [clientError, setClientError] = useState<string | null>(null);
  const ban = useBanUser();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setClientError(banModal.reasonRequired);
      return;
    }
    setClientError(null);
    ban.mutate(
      { id: user.id, reason: trimmed, days },
      { onSuccess: () => onBanned(texts.notices.banned(days)) },
    );
  };

  const error =
    clientError ??
    (ban.isError ? texts.errors.ban(getErrorMessage(ban.error, texts.errors.unknown)) : null);

  return (
    <Modal title={banModal.title(user.email)} onClose={onClose} closeLabel={texts.closeDialog}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <label className="flex flex-col gap-1 text-sm">
          {banModal.reason}
          <textarea
            name="reason"
            rows={3}
            value={reason}
            placeholder={banModal.reasonPlaceholder}
            onChange={(event) => setReason(event.target.value)}
            className={fieldClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {banModal.duration}
          <select
            name="days"
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as BanDays)}
            className={fieldClass}
          >
            {BAN_DURATIONS.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? banModal.permanent : banModal.days(value)}
              </option>
            ))}
          </select>
        </label>
        <FormActions
          pending={ban.isPending}
          submitLabel={banModal.submit}
          pendingLabel={banModal.submitting}
          cancelLabel={banModal.cancel}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
