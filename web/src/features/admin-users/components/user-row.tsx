import {
  Ban,
  ChartNoAxesColumn,
  ChartNoAxesColumnDecreasing,
  Eye,
  ShieldMinus,
  ShieldPlus,
  Trash2,
  Undo2,
} from 'lucide-react';

import { IconButton } from '@/components/ui/icon-button';
import { StatusBadges } from '@/features/admin-users/components/status-badges';
import type { UserDialog } from '@/features/admin-users/hooks/use-user-actions';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { AdminUser } from '@/types/api';

type UserRowProps = {
  user: AdminUser;
  toggling: boolean;
  onOpen: (kind: NonNullable<UserDialog>['kind'], user: AdminUser) => void;
  onToggleAdmin: (user: AdminUser) => void;
  onToggleAnalyst: (user: AdminUser) => void;
};

/** One account of the list, with its actions (unban only while banned). */
export function UserRow({ user, toggling, onOpen, onToggleAdmin, onToggleAnalyst }: UserRowProps) {
  const { actions, table } = texts;
  const analystLabel = user.is_analyst
    ? actions.revokeAnalyst(user.email)
    : actions.grantAnalyst(user.email);

  return (
    <tr className="border-b border-neutral-800 align-top">
      <td className="px-3 py-3">
        <p className="font-medium break-all">{user.email}</p>
        <p className="font-mono text-xs text-neutral-400" title={user.id}>
          {user.id.slice(0, 8)}
        </p>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{formatDate(user.created_at)}</td>
      <td className="px-3 py-3 whitespace-nowrap">
        {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : table.neverSignedIn}
      </td>
      <td className="px-3 py-3 text-xs text-neutral-300">
        {table.activityCounts(user.referrals_count, user.favorites_count, user.watch_history_count)}
      </td>
      <td className="px-3 py-3">
        <StatusBadges user={user} />
      </td>
      <td className="px-3 py-3">
        <div className="flex">
          <IconButton
            label={actions.details(user.email)}
            icon={Eye}
            onClick={() => onOpen('details', user)}
          />
          <IconButton
            label={user.is_admin ? actions.demote(user.email) : actions.promote(user.email)}
            icon={user.is_admin ? ShieldMinus : ShieldPlus}
            disabled={toggling}
            onClick={() => onToggleAdmin(user)}
          />
          <IconButton
            label={analystLabel}
            icon={user.is_analyst ? ChartNoAxesColumnDecreasing : ChartNoAxesColumn}
            disabled={toggling}
            onClick={() => onToggleAnalyst(user)}
          />
          {user.ban ? (
            <IconButton
              label={actions.unban(user.email)}
              icon={Undo2}
              onClick={() => onOpen('unban', user)}
            />
          ) : (
            <IconButton
              label={actions.ban(user.email)}
              icon={Ban}
              onClick={() => onOpen('ban', user)}
            />
          )}
          <IconButton
            label={actions.delete(user.email)}
            icon={Trash2}
            danger
            onClick={() => onOpen('delete', user)}
          />
        </div>
      </td>
    </tr>
  );
}
