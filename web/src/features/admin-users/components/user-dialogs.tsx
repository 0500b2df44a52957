import { useDeleteUser } from '@/features/admin-users/api/delete-user';
import { useUnbanUser } from '@/features/admin-users/api/unban-user';
import { BanModal } from '@/features/admin-users/components/ban-modal';
import { EmailModal } from '@/features/admin-users/components/email-modal';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { UserDetailsModal } from '@/features/admin-users/components/user-details-modal';
import type { UserDialog } from '@/features/admin-users/hooks/use-user-actions';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { getErrorMessage } from '@/lib/api-client';

type UserDialogsProps = {
  dialog: UserDialog;
  /** Opens another dialog for the same account (the details dialog's mail button). */
  onOpen: (kind: NonNullable<UserDialog>['kind'], user: NonNullable<UserDialog>['user']) => void;
  onClose: () => void;
  onDone: (text: string) => void;
};

const confirmTexts = { ...texts.confirm, close: texts.closeDialog };
const serverText = (error: Error) => getErrorMessage(error, texts.errors.unknown);

/** The dialog open over the list, if any: details, e-mail, ban, unban or delete. */
export function UserDialogs({ dialog, onOpen, onClose, onDone }: UserDialogsProps) {
  const unban = useUnbanUser();
  const remove = useDeleteUser();
  if (!dialog) return null;
  const { kind, user } = dialog;

  switch (kind) {
    case 'details':
      return (
        <UserDetailsModal user={user} onClose={onClose} onMail={() => onOpen('email', user)} />
      );
    case 'email':
      return <EmailModal key={user.id} user={user} onClose={onClose} onSent={onDone} />;
    case 'ban':
      return <BanModal key={user.id} user={user} onClose={onClose} onBanned={onDone} />;
    case 'unban':
      return (
        <ConfirmModal
          question={texts.confirm.unban}
          detail={user.email}
          action={texts.confirm.unbanAction}
          command={unban}
          targetId={user.id}
          texts={confirmTexts}
          errorText={(error) => texts.errors.unban(serverText(error))}
          onClose={onClose}
          onDone={() => onDone(texts.notices.unbanned)}
        />
      );
    case 'delete':
      return (
        <ConfirmModal
          question={texts.confirm.delete}
          detail={`${user.email} — ${texts.confirm.deleteDetail}`}
          action={texts.confirm.deleteAction}
          command={remove}
          targetId={user.id}
          texts={confirmTexts}
          errorText={(error) => texts.errors.delete(serverText(error))}
          onClose={onClose}
          onDone={() => onDone(texts.notices.deleted)}
        />
      );
  }
}
