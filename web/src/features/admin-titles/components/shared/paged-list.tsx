import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ListStates } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { LOAD_MORE_RULE } from '@/features/admin-titles/utils/defaults';
import { useLoadMoreOnScroll } from '@/hooks/use-load-more-on-scroll';

type PagedListProps<Item> = {
  list: UseInfiniteQueryResult<
    InfiniteData<{ items: Item[]; total: number; next_cursor: string | null }>,
    Error
  >;
  labels: { count: (shown: number, total: number) => string; empty: string; allLoaded: string };
  children: (items: Item[]) => ReactNode;
};

/** A title list's states: loading, error, empty, then the rows, page after page. */
export function PagedList<Item>({ list, labels, children }: PagedListProps<Item>) {
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  useLoadMoreOnScroll(
    list.hasNextPage && !list.isFetchingNextPage,
    () => void list.fetchNextPage(),
    LOAD_MORE_RULE,
  );

  return (
    <ListStates
      query={list}
      empty={items.length === 0}
      texts={{ loading: texts.loading, loadError: texts.loadError, empty: labels.empty }}
    >
      <p className="text-sm text-neutral-400">{labels.count(items.length, total)}</p>
      {children(items)}
      <div className="py-4 text-center text-sm text-neutral-400">
        {list.isFetchingNextPage ? (
          <Spinner label={texts.loadingMore} className="justify-center" />
        ) : list.hasNextPage ? null : (
          labels.allLoaded
        )}
      </div>
    </ListStates>
  );
}
