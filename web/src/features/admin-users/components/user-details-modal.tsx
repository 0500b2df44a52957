import { HistoryTabs } from '@/components/history/history-slot';
import { Modal } from '@/components/ui/modal';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { formatDateTime } from '@/lib/dates';
import type { AdminUser } from '@/types/api';

const { details, table } = texts;

/**
 * Everything the list knows of one account, its history (the audit trail) and the
 * way to write to the member.
 */
type UserDetailsModalProps = {
  user: AdminUser;
  onClose: () => void;
  /** Opens the mail form for this member. */
  onMail: () => void;
};

export function UserDetailsModal({ user, onClose, onMail }: UserDetailsModalProps) {
  const rows: [string, string][] = [
    [details.id, user.id],
    [details.email, user.email],
    [details.signedUp, formatDateTime(user.created_at)],
    [
      details.lastSignIn,
      user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : table.neverSignedIn,
    ],
    [
      details.confirmed,
      user.email_confirmed_at ? formatDateTime(user.email_confirmed_at) : details.notConfirmed,
    ],
    [
      details.role,
      user.is_admin
        ? details.roleAdmin
        : user.is_analyst
          ? details.roleAnalyst
          : details.roleRegular,
    ],
    [details.referrals, String(user.referrals_count)],
    [details.favorites, String(user.favorites_count)],
    [details.views, String(user.watch_history_count)],
    [
      details.ban,
      !user.ban
        ? details.notBanned
        : user.ban.banned_until
          ? details.banUntil(formatDateTime(user.ban.banned_until), user.ban.reason)
          : details.banPermanent(user.ban.reason),
    ],
  ];

  return (
    <Modal title={details.title} onClose={onClose} closeLabel={texts.closeDialog}>
      <HistoryTabs target={{ kind: 'user', id: user.id }} labels={details.tabs}>
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-neutral-400">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </HistoryTabs>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onMail}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
        >
          {texts.emailModal.open}
        </button>
      </div>
    </Modal>
  );
}
