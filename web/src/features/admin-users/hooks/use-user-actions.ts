import { useCallback, useState } from 'react';

import { useSetAdmin } from '@/features/admin-users/api/set-admin';
import { useSetAnalyst } from '@/features/admin-users/api/set-analyst';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { AdminUser } from '@/types/api';

/** The dialog open over the list, with the user it is about. */
export type UserDialog = {
  kind: 'details' | 'email' | 'ban' | 'unban' | 'delete';
  user: AdminUser;
} | null;

/** The line above the table that tells how the last action went. */
export type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The screen state of user management: which dialog is open, the last action's
 * notice, and the admin and analyst toggles (the actions taken without a dialog).
 */
export function useUserActions() {
  const [dialog, setDialog] = useState<UserDialog>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const setAdmin = useSetAdmin();
  const setAnalyst = useSetAnalyst();

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

  /** What a role change says once the server answered: `success`, or why it failed. */
  const outcome = (success: string, failure: string) => ({
    onSuccess: () => setNotice({ tone: 'success', text: success }),
    onError: (error: Error) => setNotice({ tone: 'error', text: getErrorMessage(error, failure) }),
  });

  const toggleAdmin = (user: AdminUser) => {
    setNotice(null);
    setAdmin.mutate(
      { id: user.id, admin: !user.is_admin },
      outcome(user.is_admin ? texts.notices.demoted : texts.notices.promoted, texts.errors.admin),
    );
  };

  const toggleAnalyst = (user: AdminUser) => {
    setNotice(null);
    setAnalyst.mutate(
      { id: user.id, analyst: !user.is_analyst },
      outcome(
        user.is_analyst ? texts.notices.analystRevoked : texts.notices.analystGranted,
        texts.errors.analyst,
      ),
    );
  };

  const pending = setAdmin.isPending
    ? setAdmin.variables?.id
    : setAnalyst.isPending
      ? setAnalyst.variables?.id
      : undefined;

  return {
    dialog,
    notice,
    open,
    close,
    done,
    dismissNotice: () => setNotice(null),
    toggleAdmin,
    toggleAnalyst,
    togglingId: pending ?? null,
  };
}
