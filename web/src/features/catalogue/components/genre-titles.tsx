import { useState } from 'react';

import { getMovies, getSeriesList } from '@/features/catalogue/api/get-title-list';
import { TitleCard } from '@/features/catalogue/components/title-card';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { MoviePage, MovieSort, SeriesPage, SortOrder } from '@/types/api';

type GenreTitlesProps = {
  slug: string;
  sort: MovieSort;
  order: SortOrder;
  label: string;
} & ({ kind: 'movies'; first: MoviePage } | { kind: 'series'; first: SeriesPage });

/**
 * One section of a genre page: its first page, then "load more" through every title
 * of the genre by cursor (the original stopped at 1,000; nothing is cut here). The
 * parent keys it by sort, so that a new sort starts again from the first page.
 */
export function GenreTitles(props: GenreTitlesProps) {
  const { slug, sort, order, label } = props;
  const [pages, setPages] = useState<(MoviePage | SeriesPage)[]>([props.first]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cursor = pages[pages.length - 1]?.next_cursor;

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const filters = { genre: slug };
      const next =
        props.kind === 'movies'
          ? await getMovies({ filters, sort, order, cursor })
          : // Series have no duration: the server's genre page falls back to the newest.
            await getSeriesList({
              filters,
              sort: sort === 'duration' ? 'recent' : sort,
              order,
              cursor,
            });
      setPages((old) => [...old, next]);
    } catch (failure) {
      setError(getErrorMessage(failure, texts.genericError));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{`${label} (${props.first.total})`}</h2>
      <div className="flex flex-wrap gap-4">
        {pages.flatMap((page) =>
          page.items.map((item) =>
            'quality' in item ? (
              <TitleCard key={item.id} kind="movie" title={item} />
            ) : (
              <TitleCard key={item.id} kind="series" title={item} />
            ),
          ),
        )}
      </div>
      {error && (
        <p role="alert" className="text-red-400">
          {error}
        </p>
      )}
      {cursor && (
        <button
          type="button"
          disabled={loading}
          onClick={() => void loadMore()}
          className="self-center rounded-md border border-neutral-600 px-5 py-2 font-semibold hover:bg-neutral-800 disabled:opacity-50"
        >
          {loading ? texts.loading : texts.lists.loadMore}
        </button>
      )}
    </section>
  );
}
