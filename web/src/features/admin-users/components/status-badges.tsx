import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import type { AdminUser } from '@/types/api';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** The status of an account: verified address or not, admin, analyst, banned. */
export function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <ul className="flex flex-wrap gap-1">
      <li
        className={`${badge} ${
          user.email_confirmed_at
            ? 'bg-green-950 text-green-300'
            : 'bg-neutral-800 text-neutral-400'
        }`}
      >
        {user.email_confirmed_at ? texts.badges.verified : texts.badges.unverified}
      </li>
      {user.is_admin && (
        <li className={`${badge} bg-red-950 text-red-300`}>{texts.badges.admin}</li>
      )}
      {user.is_analyst && (
        <li className={`${badge} bg-sky-950 text-sky-300`}>{texts.badges.analyst}</li>
      )}
      {user.ban && (
        <li className={`${badge} bg-orange-950 text-orange-300`}>{texts.badges.banned}</li>
      )}
    </ul>
  );
}
