import { useCallback, useState } from 'react';

import { useSetAdmin } from '@/features/admin-users/api/set-admin';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { AdminUser } from '@/types/api';

/** The dialog open over the list, with the user it is about. */
export type UserDialog = { kind: 'details' | 'ban' | 'unban' | 'delete'; user: AdminUser } | null;

/** The line above the table that tells how the last action went. */
export type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The screen state of user management: which dialog is open, the last action's
 * notice, and the admin toggle (the one action taken without a dialog).
 */
export function useUserActions() {
  const [dialog, setDialog] = useState<UserDialog>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const setAdmin = useSetAdmin();

  const open = useCallback((kind: NonNullable<UserDialog>['kind'], user: AdminUser) => {
    setNotice(null);
    setDialog({ kind, user });
  }, []);
  const close = useCallback(() => setDialog(null), []);

  /** Closes the dialog and reports a success. */
  const done = useCallback((text: string) => {
    setDialog(null);
    setNotice({ tone: 'success', text });
  }, []);

  const toggleAdmin = (user: AdminUser) => {
    setNotice(null);
    setAdmin.mutate(
      { id: user.id, admin: !user.is_admin },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: user.is_admin ? texts.notices.demoted : texts.notices.promoted,
          }),
        onError: (error) =>
          setNotice({ tone: 'error', text: getErrorMessage(error, texts.errors.admin) }),
      },
    );
  };

  return {
    dialog,
    notice,
    open,
    close,
    done,
    dismissNotice: () => setNotice(null),
    toggleAdmin,
    togglingId: setAdmin.isPending ? (setAdmin.variables?.id ?? null) : null,
  };
}
