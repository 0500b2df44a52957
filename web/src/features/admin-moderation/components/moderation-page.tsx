import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseMutationResult,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { NO_FILTERS, type ModerationFilters } from '@/features/admin-moderation/api/filters';
import { ListFilters } from '@/features/admin-moderation/components/list-filters';
import { ModerationCounters } from '@/features/admin-moderation/components/moderation-counters';
import { NotesModal } from '@/features/admin-moderation/components/notes-modal';
import {
  SEARCH_DEBOUNCE_MS,
  withReason,
  type ScreenTexts,
} from '@/features/admin-moderation/texts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLoadMoreOnScroll } from '@/hooks/use-load-more-on-scroll';
import { getErrorMessage } from '@/lib/api-client';
import type { CommandResult } from '@/types/api';

/** Spec: the next page loads once the scroll reaches 80% of the page, as for users. */
const LOAD_MORE = { kind: 'fraction', at: 0.8 } as const;

type Item = { id: string; admin_notes: string | null };
type Page<T, C extends string> = {
  items: T[];
  total: number;
  next_cursor: string | null;
  counters: Record<C, number>;
};
type Decision<A> = { id: string; action: A; adminNotes: string };

type ModerationPageProps<T extends Item, A extends string, S extends string, K extends string> = {
  texts: ScreenTexts<A> & {
    all: string;
    status: Record<S, string>;
    types: Record<K, string>;
    counters: Record<S | 'total', string>;
  };
  statuses: readonly S[];
  targets: readonly K[];
  /** The counters in their order, each with the colour of its value. */
  accents: Record<S | 'total', string>;
  useList: (
    filters: ModerationFilters,
  ) => UseInfiniteQueryResult<InfiniteData<Page<T, S | 'total'>>>;
  decide: UseMutationResult<CommandResult, Error, Decision<A>>;
  /** Rejecting: the notes are required. */
  needsNotes: (action: A) => boolean;
  card: (item: T, onAction: (action: A) => void) => ReactNode;
};

/**
 * A moderation screen: counters, search and filters, the cards page after page, and
 * the notes modal of a decision (the spec's update error, then the server's reason).
 * The search is sent once per pause in typing.
 */
export function ModerationPage<
  T extends Item,
  A extends string,
  S extends string,
  K extends string,
>({
  texts,
  statuses,
  targets,
  accents,
  useList,
  decide,
  needsNotes,
  card,
}: ModerationPageProps<T, A, S, K>) {
  const [filters, setFilters] = useState<ModerationFilters>(NO_FILTERS);
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const list = useList({ ...filters, q });
  const [deciding, setDeciding] = useState<{ item: T; action: A } | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const counts = list.data?.pages[0]?.counters;
  const filtered = q !== '' || filters.status !== 'all' || filters.type !== 'all';
  const counters = (Object.keys(accents) as (S | 'total')[]).map((key) => ({
    key,
    label: texts.counters[key],
    value: counts?.[key],
    accent: accents[key],
  }));
  const options = <V extends string>(values: readonly V[], labels: Record<V, string>) => [
    { value: 'all', label: texts.all },
    ...values.map((value) => ({ value, label: labels[value] })),
  ];

  useLoadMoreOnScroll(
    list.hasNextPage && !list.isFetchingNextPage,
    () => void list.fetchNextPage(),
    LOAD_MORE,
  );

  const close = () => {
    setDeciding(null);
    decide.reset();
  };
  const confirm = (adminNotes: string) => {
    if (!deciding) return;
    decide.mutate(
      { id: deciding.item.id, action: deciding.action, adminNotes },
      { onSuccess: close },
    );
  };
  const error = decide.isError
    ? withReason(texts.updateError, getErrorMessage(decide.error, '') || null)
    : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />

      <ModerationCounters label={texts.countersLabel} counters={counters} />
      <ListFilters
        filters={filters}
        onChange={setFilters}
        texts={texts}
        statuses={options(statuses, texts.status)}
        types={options(targets, texts.types)}
      />

      {list.isPending ? (
        <Spinner label={texts.loading} />
      ) : list.isError ? (
        <p role="alert" className="rounded-md bg-red-950 px-4 py-3 text-red-300">
          {getErrorMessage(list.error, texts.loadError)}
        </p>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-neutral-400">
          {filtered ? texts.noMatch : texts.empty}
        </p>
      ) : (
        <>
          <p className="text-sm text-neutral-400">{texts.count(items.length, total)}</p>
          <ul aria-label={texts.list} className="flex flex-col gap-4">
            {items.map((item) => card(item, (action) => setDeciding({ item, action })))}
          </ul>
          {list.isFetchingNextPage && (
            <Spinner label={texts.loadingMore} className="justify-center" />
          )}
        </>
      )}

      {deciding && (
        <NotesModal
          title={texts.modalTitle[deciding.action]}
          initialNotes={deciding.item.admin_notes ?? ''}
          required={needsNotes(deciding.action)}
          pending={decide.isPending}
          error={error}
          texts={texts}
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </div>
  );
}
