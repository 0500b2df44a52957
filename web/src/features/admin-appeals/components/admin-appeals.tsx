import { useState } from 'react';

import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { FormMessage } from '@/components/ui/form-message';
import { ListStates } from '@/components/ui/list-states';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useDecideAppeal } from '@/features/admin-appeals/api/decide-appeal';
import { useAdminAppeals, type AppealFilters } from '@/features/admin-appeals/api/get-appeals';
import { AppealsTable } from '@/features/admin-appeals/components/appeals-table';
import { DecisionModal } from '@/features/admin-appeals/components/decision-modal';
import { MemberFile } from '@/features/admin-appeals/components/member-file';
import { SEARCH_DEBOUNCE_MS, appealTexts as texts } from '@/features/admin-appeals/texts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLoadMoreOnScroll } from '@/hooks/use-load-more-on-scroll';
import { getErrorMessage } from '@/lib/api-client';
import { APPEAL_STATUSES, type AdminAppeal, type AppealAction } from '@/types/api';

/** As the other admin lists: the next page loads at 80% of the scroll. */
const LOAD_MORE = { kind: 'fraction', at: 0.8 } as const;

type Dialog =
  | { kind: 'file'; appeal: AdminAppeal }
  | { kind: 'decide'; appeal: AdminAppeal; action: AppealAction }
  | null;

/** Ban appeals (/admin/appeals): counters, search and status, the table, the decisions. */
export function AdminAppeals() {
  const [filters, setFilters] = useState<AppealFilters>({ q: '', status: 'all' });
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminAppeals({ ...filters, q });
  const decide = useDecideAppeal();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const appeals = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const counters = list.data?.pages[0]?.counters;
  const filtered = q !== '' || filters.status !== 'all';

  useLoadMoreOnScroll(
    list.hasNextPage && !list.isFetchingNextPage,
    () => void list.fetchNextPage(),
    LOAD_MORE,
  );

  const close = () => {
    setDialog(null);
    decide.reset();
  };
  const confirm = (adminNotes: string) => {
    if (dialog?.kind !== 'decide') return;
    const { appeal, action } = dialog;
    decide.mutate(
      { id: appeal.id, action, adminNotes },
      {
        onSuccess: () => {
          close();
          setNotice(texts.decided[action]);
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />

      <dl aria-label={texts.countersLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(['total', ...APPEAL_STATUSES] as const).map((key) => (
          <div key={key} className="rounded-lg border border-neutral-800 bg-neutral-900 p-4">
            <dt className="text-sm text-neutral-400">{texts.counters[key]}</dt>
            <dd className="text-2xl font-bold">{counters?.[key] ?? '–'}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={texts.search}
          className="flex-1"
          value={filters.q}
          placeholder={texts.searchPlaceholder}
          onChange={(event) => setFilters({ ...filters, q: event.target.value })}
        />
        <SelectField
          label={texts.statusFilter}
          options={[
            { value: 'all', label: texts.all },
            ...APPEAL_STATUSES.map((value) => ({ value, label: texts.status[value] })),
          ]}
          value={filters.status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value })}
        />
      </div>

      {notice && <FormMessage tone="success">{notice}</FormMessage>}

      <ListStates
        query={list}
        empty={appeals.length === 0}
        texts={{ ...texts, empty: filtered ? texts.noMatch : texts.empty }}
      >
        <p className="text-sm text-neutral-400">{texts.count(appeals.length, total)}</p>
        <AppealsTable
          appeals={appeals}
          onFile={(appeal) => setDialog({ kind: 'file', appeal })}
          onDecide={(appeal, action) => {
            setNotice(null);
            setDialog({ kind: 'decide', appeal, action });
          }}
        />
        {list.isFetchingNextPage && (
          <Spinner label={texts.loadingMore} className="justify-center" />
        )}
      </ListStates>

      {dialog?.kind === 'file' && <MemberFile appeal={dialog.appeal} onClose={close} />}
      {dialog?.kind === 'decide' && (
        <DecisionModal
          action={dialog.action}
          member={dialog.appeal.user_email ?? texts.unknownUser}
          pending={decide.isPending}
          error={decide.isError ? getErrorMessage(decide.error, texts.updateError) : null}
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </div>
  );
}
