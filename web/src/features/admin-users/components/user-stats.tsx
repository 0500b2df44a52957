import { useUserStats } from '@/features/admin-users/api/get-user-stats';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import type { AdminUserStats } from '@/types/api';

const cards: { key: keyof AdminUserStats; label: string; accent: string }[] = [
  { key: 'total', label: texts.stats.total, accent: 'text-white' },
  { key: 'admins', label: texts.stats.admins, accent: 'text-red-400' },
  { key: 'regular', label: texts.stats.regular, accent: 'text-sky-400' },
  { key: 'recent', label: texts.stats.recent, accent: 'text-green-400' },
  { key: 'active', label: texts.stats.active, accent: 'text-amber-400' },
];

/** The five stat cards of user management. */
export function UserStats() {
  const stats = useUserStats();

  if (stats.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-950 px-4 py-3 text-red-300">
        {texts.statsError}
      </p>
    );
  }

  return (
    <ul
      aria-label={texts.stats.label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {cards.map(({ key, label, accent }) => (
        <li key={key} className="rounded-lg border border-neutral-800 bg-neutral-900 p-4">
          <p className="text-xs text-neutral-400">{label}</p>
          <p className={`text-2xl font-bold ${accent}`}>{stats.data ? stats.data[key] : '…'}</p>
        </li>
      ))}
    </ul>
  );
}
