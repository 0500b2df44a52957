import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseMutationResult,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { ListStates } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { NO_FILTERS, type ModerationFilters } from '@/features/admin-moderation/api/filters';
import { ListFilters } from '@/features/admin-moderation/components/list-filters';
import { ModerationCard } from '@/features/admin-moderation/components/moderation-card';
import { ModerationCounters } from '@/features/admin-moderation/components/moderation-counters';
import { NotesModal } from '@/features/admin-moderation/components/notes-modal';
import {
  SEARCH_DEBOUNCE_MS,
  withReason,
  type ScreenTexts,
} from '@/features/admin-moderation/texts';
import { BADGE_COLOURS, COUNTER_ACCENTS, type Tone } from '@/features/admin-moderation/tones';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLoadMoreOnScroll } from '@/hooks/use-load-more-on-scroll';
import { getErrorMessage } from '@/lib/api-client';
import type { CommandResult, ModerationTarget } from '@/types/api';

/** Spec: the next page loads once the scroll reaches 80% of the page, as for users. */
const LOAD_MORE = { kind: 'fraction', at: 0.8 } as const;

/** What the page reads of every report or request. */
type Item = {
  id: string;
  status: string;
  content_type: string;
  created_at: string;
  description: string | null;
  admin_notes: string | null;
};
type Page<T, C extends string> = {
  items: T[];
  total: number;
  next_cursor: string | null;
  counters: Record<C, number>;
};
type Decision<A> = { id: string; action: A; adminNotes: string };

/** What a status means on the screen: its tone, and the actions offered from it (the
 * server decides again). */
type StatusFacts<A> = { tone: Tone; actions: readonly A[] };

/** A moderation screen: what tells reports and requests apart, each as a parameter. */
export type ModerationScreen<T extends Item, A extends string, S extends string> = {
  texts: ScreenTexts<A> & {
    status: Record<S, string>;
    counters: Record<S | 'total', string>;
    actions: Record<A, string>;
  };
  /** Every status, in the order of the filter and of the counters (after the total). */
  statuses: Record<S, StatusFacts<A>>;
  /** What an item can be about, in the order of the filter. */
  targets: readonly ModerationTarget[];
  /** The card's title. */
  heading: (item: T) => ReactNode;
  /** The card's `<dt>`/`<dd>` pairs of what was filed. */
  details: (item: T) => ReactNode;
  useList: (
    filters: ModerationFilters,
  ) => UseInfiniteQueryResult<InfiniteData<Page<T, S | 'total'>>>;
  useDecide: () => UseMutationResult<CommandResult, Error, Decision<A>>;
};

/**
 * A moderation screen: counters, search and filters, the cards page after page, and
 * the notes modal of a decision (the spec's update error, then the server's reason).
 * The search is sent once per pause in typing; rejecting needs notes.
 */
export function ModerationPage<T extends Item, A extends string, S extends string>({
  screen,
}: {
  screen: ModerationScreen<T, A, S>;
}) {
  const { texts } = screen;
  const statuses = Object.keys(screen.statuses) as S[];
  const [filters, setFilters] = useState<ModerationFilters>(NO_FILTERS);
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const list = screen.useList({ ...filters, q });
  const decide = screen.useDecide();
  const [deciding, setDeciding] = useState<{ item: T; action: A } | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const counts = list.data?.pages[0]?.counters;
  const filtered = q !== '' || filters.status !== 'all' || filters.type !== 'all';
  const counters = (['total', ...statuses] as const).map((key) => ({
    key,
    label: texts.counters[key],
    value: counts?.[key],
    accent: COUNTER_ACCENTS[key === 'total' ? 'total' : screen.statuses[key].tone],
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
        types={options(screen.targets, texts.types)}
      />

      <ListStates
        query={list}
        empty={items.length === 0}
        texts={{ ...texts, empty: filtered ? texts.noMatch : texts.empty }}
      >
        <p className="text-sm text-neutral-400">{texts.count(items.length, total)}</p>
        <ul aria-label={texts.list} className="flex flex-col gap-4">
          {items.map((item) => {
            const facts: StatusFacts<A> | undefined = screen.statuses[item.status as S];
            return (
              <ModerationCard
                key={item.id}
                status={{
                  label: facts ? texts.status[item.status as S] : item.status,
                  colours: facts ? BADGE_COLOURS[facts.tone] : '',
                }}
                kind={texts.types[item.content_type as ModerationTarget] ?? item.content_type}
                createdAt={item.created_at}
                heading={screen.heading(item)}
                details={screen.details(item)}
                description={item.description}
                notes={{ label: texts.notes, text: item.admin_notes }}
                actions={facts?.actions ?? []}
                actionLabels={texts.actions}
                onAction={(action) => setDeciding({ item, action })}
              />
            );
          })}
        </ul>
        {list.isFetchingNextPage && (
          <Spinner label={texts.loadingMore} className="justify-center" />
        )}
      </ListStates>

      {deciding && (
        <NotesModal
          title={texts.modalTitle[deciding.action]}
          initialNotes={deciding.item.admin_notes ?? ''}
          required={deciding.action === 'reject'}
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
