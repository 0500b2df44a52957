import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ListStates } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { useAdminUsers } from '@/features/admin-users/api/get-users';
import { UserDialogs } from '@/features/admin-users/components/user-dialogs';
import { UserFilters } from '@/features/admin-users/components/user-filters';
import { UserStats } from '@/features/admin-users/components/user-stats';
import { UsersTable } from '@/features/admin-users/components/users-table';
import { useLoadMoreOnScroll } from '@/hooks/use-load-more-on-scroll';
import { useUserActions } from '@/features/admin-users/hooks/use-user-actions';
import { adminUsersTexts as texts } from '@/features/admin-users/texts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { UserFilter } from '@/types/api';

/** One request per pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** User management (/admin/users): stats, search and filter, the list, the actions. */
/** Spec: the next page of users loads once the scroll reaches 80% of the page. */
const LOAD_MORE = { kind: 'fraction', at: 0.8 } as const;

export function AdminUsers() {
  // Another screen may open this one on a member (`?q=` their address).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [filter, setFilter] = useState<UserFilter>('all');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminUsers({ q, filter });
  const actions = useUserActions();
  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  useLoadMoreOnScroll(
    list.hasNextPage && !list.isFetchingNextPage,
    () => void list.fetchNextPage(),
    LOAD_MORE,
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />

      <UserStats />
      <UserFilters search={search} filter={filter} onSearch={setSearch} onFilter={setFilter} />

      {actions.notice && (
        <div
          role={actions.notice.tone === 'error' ? 'alert' : 'status'}
          className={`flex items-center justify-between gap-4 rounded-md px-4 py-3 text-sm ${
            actions.notice.tone === 'error'
              ? 'bg-red-950 text-red-300'
              : 'bg-green-950 text-green-300'
          }`}
        >
          <span>{actions.notice.text}</span>
          <button type="button" aria-label={texts.notices.dismiss} onClick={actions.dismissNotice}>
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}

      <ListStates query={list} empty={users.length === 0} texts={texts}>
        <p className="text-sm text-neutral-400">{texts.count(users.length, total)}</p>
        <UsersTable
          users={users}
          togglingId={actions.togglingId}
          onOpen={actions.open}
          onToggleAdmin={actions.toggleAdmin}
          onToggleAnalyst={actions.toggleAnalyst}
        />
        <div className="py-4 text-center text-sm text-neutral-400">
          {list.isFetchingNextPage ? (
            <Spinner label={texts.loadingMore} className="justify-center" />
          ) : list.hasNextPage ? null : (
            texts.allLoaded
          )}
        </div>
      </ListStates>

      <UserDialogs
        dialog={actions.dialog}
        onOpen={actions.open}
        onClose={actions.close}
        onDone={actions.done}
      />
    </div>
  );
}
