import { UserRow } from '@/features/admin-users/components/user-row';
import type { UserDialog } from '@/features/admin-users/hooks/use-user-actions';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import type { AdminUser } from '@/types/api';

type UsersTableProps = {
  users: AdminUser[];
  togglingId: string | null;
  onOpen: (kind: NonNullable<UserDialog>['kind'], user: AdminUser) => void;
  onToggleAdmin: (user: AdminUser) => void;
  onToggleAnalyst: (user: AdminUser) => void;
};

/** The accounts loaded so far. */
export function UsersTable({
  users,
  togglingId,
  onOpen,
  onToggleAdmin,
  onToggleAnalyst,
}: UsersTableProps) {
  const { table } = texts;
  const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-400 uppercase';

  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table aria-label={table.label} className="w-full min-w-[56rem] text-sm">
        <thead className="bg-neutral-900">
          <tr>
            <th scope="col" className={head}>
              {table.user}
            </th>
            <th scope="col" className={head}>
              {table.signedUp}
            </th>
            <th scope="col" className={head}>
              {table.lastSignIn}
            </th>
            <th scope="col" className={head}>
              {table.activity}
            </th>
            <th scope="col" className={head}>
              {table.status}
            </th>
            <th scope="col" className={head}>
              {table.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              toggling={togglingId === user.id}
              onOpen={onOpen}
              onToggleAdmin={onToggleAdmin}
              onToggleAnalyst={onToggleAnalyst}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
