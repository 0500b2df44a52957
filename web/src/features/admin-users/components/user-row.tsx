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

const iconButton =
  'rounded p-2 text-neutral-400 hover:bg-neutral-800 hover:text-white disabled:opacity-40';

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
          <button
            type="button"
            aria-label={actions.details(user.email)}
            title={actions.details(user.email)}
            onClick={() => onOpen('details', user)}
            className={iconButton}
          >
            <Eye aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={user.is_admin ? actions.demote(user.email) : actions.promote(user.email)}
            title={user.is_admin ? actions.demote(user.email) : actions.promote(user.email)}
            disabled={toggling}
            onClick={() => onToggleAdmin(user)}
            className={iconButton}
          >
            {user.is_admin ? (
              <ShieldMinus aria-hidden="true" className="size-4" />
            ) : (
              <ShieldPlus aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            aria-label={analystLabel}
            title={analystLabel}
            disabled={toggling}
            onClick={() => onToggleAnalyst(user)}
            className={iconButton}
          >
            {user.is_analyst ? (
              <ChartNoAxesColumnDecreasing aria-hidden="true" className="size-4" />
            ) : (
              <ChartNoAxesColumn aria-hidden="true" className="size-4" />
            )}
          </button>
          {user.ban ? (
            <button
              type="button"
              aria-label={actions.unban(user.email)}
              title={actions.unban(user.email)}
              onClick={() => onOpen('unban', user)}
              className={iconButton}
            >
              <Undo2 aria-hidden="true" className="size-4" />
            </button>
          ) : (
            <button
              type="button"
              aria-label={actions.ban(user.email)}
              title={actions.ban(user.email)}
              onClick={() => onOpen('ban', user)}
              className={iconButton}
            >
              <Ban aria-hidden="true" className="size-4" />
            </button>
          )}
          <button
            type="button"
            aria-label={actions.delete(user.email)}
            title={actions.delete(user.email)}
            onClick={() => onOpen('delete', user)}
            className={`${iconButton} hover:text-red-400`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </td>
    </tr>
  );
}
