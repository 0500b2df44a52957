import { useSearchParams } from 'react-router-dom';

import { MIN_QUERY_LENGTH } from '@/features/search/api/get-suggestions';
import { useSearchResults } from '@/features/search/api/get-search-results';
import { SEARCH_SORTS, type SearchOrder, type SearchSort } from '@/features/search/api/types';
import { ResultCard } from '@/features/search/components/result-card';
import { searchTexts as texts } from '@/features/search/texts';

const selectClass =
  'rounded-md border border-neutral-700 bg-neutral-950 px-2 py-1.5 text-sm text-neutral-100';

const asSort = (value: string | null): SearchSort =>
  SEARCH_SORTS.find((sort) => sort === value) ?? 'relevance';

/**
 * /search?q=: every film and series matching the query (title, original title,
 * director, synopsis), by relevance or another sort; sort and order live in the URL.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const sort = asSort(params.get('sort'));
  const order: SearchOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const results = useSearchResults(q, sort, order);

  const change = (key: 'sort' | 'order', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });

  if (q.length < MIN_QUERY_LENGTH) {
    return (
      <>
        <title>{texts.page.documentTitle}</title>
        <p className="py-12 text-neutral-300">{texts.page.prompt}</p>
      </>
    );
  }
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  return (
    <section className="flex flex-col gap-6">
      <title>{texts.page.documentTitle}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{texts.page.title(q)}</h1>
          {results.isSuccess && (
            <p className="text-sm text-neutral-400">{texts.page.count(total)}</p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs text-neutral-400">
            {texts.page.sort}
            <select
              className={selectClass}
              value={sort}
              onChange={(e) => change('sort', e.target.value)}
            >
              {SEARCH_SORTS.map((option) => (
                <option key={option} value={option}>
                  {texts.sorts[option]}
                </option>
              ))}
            </select>
          </label>
          {sort !== 'relevance' && (
            <label className="flex flex-col gap-1 text-xs text-neutral-400">
              {texts.page.order}
              <select
                className={selectClass}
                value={order}
                onChange={(e) => change('order', e.target.value)}
              >
                <option value="desc">{texts.page.desc}</option>
                <option value="asc">{texts.page.asc}</option>
              </select>
            </label>
          )}
        </div>
      </div>

      {results.isError ? (
        <p role="alert" className="text-red-400">
          {texts.page.error}
        </p>
      ) : results.isSuccess && items.length === 0 ? (
        <p className="py-12 text-center text-neutral-400">{texts.page.empty(q)}</p>
      ) : (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
          {items.map((hit) => (
            <ResultCard key={`${hit.kind}-${hit.id}`} hit={hit} />
          ))}
        </div>
      )}

      {results.hasNextPage && (
        <button
          type="button"
          onClick={() => void results.fetchNextPage()}
          disabled={results.isFetchingNextPage}
          className="self-center rounded-md bg-neutral-800 px-4 py-2 text-sm font-semibold hover:bg-neutral-700"
        >
          {texts.page.loadMore}
        </button>
      )}
    </section>
  );
}
