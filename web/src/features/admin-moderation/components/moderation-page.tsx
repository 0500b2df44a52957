import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseMutationResult,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ListStates } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import type { BulkDecision } from '@/features/admin-moderation/api/bulk-moderate';
import { NO_FILTERS, type ModerationFilters } from '@/features/admin-moderation/api/filters';
import { BulkBar } from '@/features/admin-moderation/components/bulk-bar';
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
import type { BulkResult, BulkResults, CommandResult, ModerationTarget } from '@/types/api';

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
  overdue: boolean;
};
type Page<T, C extends string> = {
  items: T[];
  total: number;
  next_cursor: string | null;
  counters: Record<C | 'overdue', number>;
};
type Decision<A> = { id: string; action: A; adminNotes: string };

/** What a status means on the screen: its tone, and the actions offered from it (the
 * server decides again). */
type StatusFacts<A> = { tone: Tone; actions: readonly A[] };

/** A moderation screen: what tells reports and requests apart, each as a parameter. */
export type ModerationScreen<T extends Item, A extends string, S extends string> = {
  texts: ScreenTexts<A> & {
    status: Record<S, string>;
    counters: Record<S | 'total' | 'overdue', string>;
    actions: Record<A, string>;
  };
  /** Every status, in the order of the filter and of the counters (after the total). */
  statuses: Record<S, StatusFacts<A>>;
  /** What an item can be about, in the order of the filter. */
  targets: readonly ModerationTarget[];
  /** The card's title. */
  heading: (item: T) => ReactNode;
  /** The card's title as text, for its checkbox's name. */
  label: (item: T) => string;
  /** The actions offered on a selection, in the order of the bar. */
  bulkActions: readonly A[];
  /** The card's `<dt>`/`<dd>` pairs of what was filed. */
  details: (item: T) => ReactNode;
  useList: (
    filters: ModerationFilters,
  ) => UseInfiniteQueryResult<InfiniteData<Page<T, S | 'total'>>>;
  useDecide: () => UseMutationResult<CommandResult, Error, Decision<A>>;
  useBulk: () => UseMutationResult<BulkResults, Error, BulkDecision<A>>;
};

/**
 * A moderation screen: counters, search and filters (`?overdue=true` in the address,
 * the digest mail's link, starts on the overdue items), the bulk bar, the cards page
 * after page, and the notes modal of a decision, one item's or the selection's (the
 * spec's update error, then the server's reason). The search is sent once per pause in
 * typing; rejecting needs notes. After a bulk decision each card of it says its outcome.
 */
export function ModerationPage<T extends Item, A extends string, S extends string>({
  screen,
}: {
  screen: ModerationScreen<T, A, S>;
}) {
  const { texts } = screen;
  const statuses = Object.keys(screen.statuses) as S[];
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<ModerationFilters>(() => ({
    ...NO_FILTERS,
    overdue: searchParams.get('overdue') === 'true',
  }));
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const list = screen.useList({ ...filters, q });
  const decide = screen.useDecide();
  const bulk = screen.useBulk();
  const [deciding, setDeciding] = useState<{ item: T; action: A } | null>(null);
  const [bulkAction, setBulkAction] = useState<A | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, BulkResult>>(new Map());
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const counts = list.data?.pages[0]?.counters;
  const filtered =
    q !== '' || filters.status !== 'all' || filters.type !== 'all' || filters.overdue;
  const counters = [
    {
      key: 'total',
      label: texts.counters.total,
      value: counts?.total,
      accent: COUNTER_ACCENTS.total,
    },
    ...statuses.map((key) => ({
      key,
      label: texts.counters[key],
      value: counts?.[key],
      accent: COUNTER_ACCENTS[screen.statuses[key].tone],
    })),
    {
      key: 'overdue',
      label: texts.counters.overdue,
      value: counts?.overdue,
      accent: COUNTER_ACCENTS.overdue,
    },
  ];
  // Only what is shown can be decided: a selection hidden by a new filter is dropped.
  const shownSelected = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const summary =
    outcomes.size > 0
      ? {
          decided: [...outcomes.values()].filter((r) => r.ok).length,
          refused: [...outcomes.values()].filter((r) => !r.ok).length,
        }
      : null;

  const changeFilters = (next: ModerationFilters) => {
    setFilters(next);
    setSelected(new Set());
  };
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
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
    setBulkAction(null);
    decide.reset();
    bulk.reset();
  };
  const confirmBulk = (adminNotes: string) => {
    if (!bulkAction) return;
    bulk.mutate(
      { ids: shownSelected, action: bulkAction, adminNotes },
      {
        onSuccess: ({ results }) => {
          setOutcomes(new Map(results.map((result) => [result.id, result])));
          setSelected(new Set());
          setBulkAction(null);
        },
      },
    );
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
  const bulkError = bulk.isError
    ? withReason(texts.bulk.error, getErrorMessage(bulk.error, '') || null)
    : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />

      <ModerationCounters label={texts.countersLabel} counters={counters} />
      <ListFilters
        filters={filters}
        onChange={changeFilters}
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
        <BulkBar
          shown={items.length}
          selected={shownSelected.length}
          onSelectAll={(all) => setSelected(new Set(all ? items.map((item) => item.id) : []))}
          actions={screen.bulkActions}
          actionLabels={texts.actions}
          onAction={(action) => {
            bulk.reset();
            setBulkAction(action);
          }}
          pending={bulk.isPending}
          summary={summary}
          error={bulkAction ? null : bulkError}
          texts={texts.bulk}
        />
        <ul aria-label={texts.list} className="flex flex-col gap-4">
          {items.map((item) => {
            const facts: StatusFacts<A> | undefined = screen.statuses[item.status as S];
            const outcome = outcomes.get(item.id);
            return (
              <ModerationCard
                key={item.id}
                status={{
                  label: facts ? texts.status[item.status as S] : item.status,
                  colours: facts ? BADGE_COLOURS[facts.tone] : '',
                }}
                overdue={item.overdue ? texts.overdue : null}
                selection={{
                  label: texts.bulk.select(screen.label(item)),
                  checked: selected.has(item.id),
                  disabled: bulk.isPending,
                  onChange: (on) => select(item.id, on),
                }}
                outcome={
                  outcome
                    ? {
                        ok: outcome.ok,
                        text: outcome.ok
                          ? texts.bulk.applied
                          : texts.bulk.notApplied(outcome.error?.message ?? texts.bulk.error),
                      }
                    : null
                }
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

      {bulkAction && (
        <NotesModal
          title={texts.bulk.modalTitle(texts.actions[bulkAction], shownSelected.length)}
          initialNotes=""
          required={bulkAction === 'reject'}
          pending={bulk.isPending}
          error={bulkError}
          texts={texts}
          onConfirm={confirmBulk}
          onClose={close}
        />
      )}

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
