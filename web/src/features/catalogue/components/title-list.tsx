import { useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useTitleList, type TitleKind } from '@/features/catalogue/api/get-title-list';
import { DefaultSections } from '@/features/catalogue/components/default-sections';
import { FiltersPanel } from '@/features/catalogue/components/filters-panel';
import { SortControls } from '@/features/catalogue/components/sort-controls';
import { TitleCard } from '@/features/catalogue/components/title-card';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { readErrorText } from '@/features/catalogue/utils/errors';
import { countActiveFilters, MOVIE_SORTS, SERIES_SORTS } from '@/lib/catalogue-filters';
import type { CatalogueFilters, MovieSort, SortOrder } from '@/types/api';

const t = texts.lists;

/** What each list calls itself: page title, hero, count, the full list's heading. */
const HEADINGS = {
  movies: { title: t.films, hero: t.moviesHero, count: t.movieCount, all: t.sections.allMovies },
  series: { title: t.series, hero: t.seriesHero, count: t.seriesCount, all: t.sections.allSeries },
  animes: { title: t.animes, hero: t.animesHero, count: t.animeCount, all: t.sections.allAnimes },
} as const;

/**
 * /films, /series and /animes: hero with the count, Filtres panel, the default view's sections
 * (until a filter or another sort is chosen), sort, the list and "load more".
 */
export function TitleList({ kind }: { kind: TitleKind }) {
  const [filters, setFilters] = useState<CatalogueFilters>({});
  const [sort, setSort] = useState<MovieSort>('recent');
  const [order, setOrder] = useState<SortOrder>('desc');
  const isMovies = kind === 'movies';
  const heading = HEADINGS[kind];

  const query = useTitleList({ kind, filters, sort, order });
  const isDefaultView = countActiveFilters(filters) === 0 && sort === 'recent' && order === 'desc';

  return (
    <section className="flex flex-col gap-6 py-6">
      <title>{`${heading.title} · Bobine`}</title>
      <div className="flex flex-col gap-1">
        <h1 className={`text-4xl font-black ${isMovies ? '' : 'text-green-400'}`}>
          {heading.title}
        </h1>
        <p className="text-neutral-400">
          {heading.hero}
          {query.isSuccess && ` · ${heading.count(query.data.pages[0]?.total ?? 0)}`}
        </p>
      </div>
      <FiltersPanel kind={kind} applied={filters} onApply={setFilters} />
      {isDefaultView && (
        <>
          <DefaultSections kind={kind} />
          <h2 className="text-2xl font-bold">{heading.all}</h2>
        </>
      )}
      <SortControls
        sorts={isMovies ? MOVIE_SORTS : SERIES_SORTS}
        sort={sort}
        order={order}
        onChange={(nextSort, nextOrder) => {
          setSort(nextSort);
          setOrder(nextOrder);
        }}
      />
      <ListBody kind={kind} query={query} />
    </section>
  );
}

type ListQuery = ReturnType<typeof useTitleList>;

function ListBody({ kind, query }: { kind: TitleKind; query: ListQuery }) {
  const isMovies = kind === 'movies';
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-400">
        {readErrorText(query.error, isMovies ? t.moviesError : t.seriesError)}
      </p>
    );
  }

  const cards = query.data.pages.flatMap((page) =>
    page.items.map((item) =>
      'quality' in item ? (
        <TitleCard key={item.id} kind="movie" title={item} />
      ) : (
        <TitleCard key={item.id} kind="series" title={item} />
      ),
    ),
  );

  if (cards.length === 0) {
    const empty = { movies: t.noMovies, series: t.noSeries, animes: t.noAnimes }[kind];
    return <p className="py-8 text-neutral-400">{empty}</p>;
  }

  return (
    <div className="flex flex-col items-center gap-6">
      <div className="flex w-full flex-wrap gap-4" aria-label={HEADINGS[kind].title}>
        {cards}
      </div>
      {query.hasNextPage && (
        <button
          type="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className="rounded-md border border-neutral-700 px-5 py-2 font-semibold hover:bg-neutral-800 disabled:opacity-50"
        >
          {query.isFetchingNextPage ? texts.loading : t.loadMore}
        </button>
      )}
    </div>
  );
}
