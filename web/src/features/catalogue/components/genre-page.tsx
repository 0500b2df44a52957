import { useState } from 'react';
import { Link } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGenrePage } from '@/features/catalogue/api/get-genre-page';
import { BackHomeLink } from '@/features/catalogue/components/back-home-link';
import { QueryFailure } from '@/features/catalogue/components/query-failure';
import { SortControls } from '@/features/catalogue/components/sort-controls';
import { GenreTitles } from '@/features/catalogue/components/genre-titles';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { MOVIE_SORTS } from '@/lib/catalogue-filters';
import { type GenreCategory, type MovieSort, type SortOrder, isGenreCategory } from '@/types/api';

const t = texts.genre;

/** The category page of each category ("/" plus the category, without accents). */
const categoryHref: Record<GenreCategory, string> = {
  Films: paths.films.getHref(),
  Séries: paths.series.getHref(),
  Animés: paths.animes.getHref(),
  Spectacles: paths.spectacles.getHref(),
  Documentaires: paths.documentaires.getHref(),
};

/** /genre/:slug: the genre's films and series, sortable (duration included). */
export function GenrePage({ slug }: { slug: string }) {
  const [sort, setSort] = useState<MovieSort>('recent');
  const [order, setOrder] = useState<SortOrder>('desc');
  const genreQuery = useGenrePage(slug, sort, order);

  if (genreQuery.isPending) return <PageSpinner />;
  if (genreQuery.isError) {
    return (
      <>
        <title>{`${t.notFound} · Bobine`}</title>
        <QueryFailure error={genreQuery.error} notFound={t.notFound} fallback={t.loadError} />
      </>
    );
  }

  const { genre, movies, series } = genreQuery.data;
  const empty = movies.items.length === 0 && series.items.length === 0;

  return (
    <section className="flex flex-col gap-6 py-6">
      <title>{`${genre.name} · Bobine`}</title>
      <div className="flex flex-wrap gap-4">
        <BackHomeLink />
        <Link
          to={isGenreCategory(genre.category) ? categoryHref[genre.category] : paths.home.getHref()}
          className="text-sm text-neutral-400 hover:text-white"
        >
          {t.backToCategory(genre.category)}
        </Link>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-widest text-red-500 uppercase">
          {genre.category}
        </p>
        <h1 className="text-4xl font-black">{genre.name}</h1>
      </div>
      <SortControls
        sorts={MOVIE_SORTS}
        sort={sort}
        order={order}
        onChange={(nextSort, nextOrder) => {
          setSort(nextSort);
          setOrder(nextOrder);
        }}
      />
      {empty && <p className="py-8 text-neutral-400">{t.empty}</p>}
      {movies.items.length > 0 && (
        <GenreTitles
          key={`movies-${sort}-${order}`}
          kind="movies"
          first={movies}
          slug={slug}
          sort={sort}
          order={order}
          label={t.films}
        />
      )}
      {series.items.length > 0 && (
        <GenreTitles
          key={`series-${sort}-${order}`}
          kind="series"
          first={series}
          slug={slug}
          sort={sort}
          order={order}
          label={t.series}
        />
      )}
    </section>
  );
}
