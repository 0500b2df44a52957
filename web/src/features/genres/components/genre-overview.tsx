import { Link } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGenres } from '@/features/genres/api/get-genres';
import { genrePageTexts as texts } from '@/features/genres/texts';
import type { GenreCategory } from '@/types/api';

/** The category page of each category ("/" plus the category, without accents). */
const categoryHref: Record<GenreCategory, string> = {
  Films: paths.films.getHref(),
  Séries: paths.series.getHref(),
  Animés: paths.animes.getHref(),
  Spectacles: paths.spectacles.getHref(),
  Documentaires: paths.documentaires.getHref(),
};

const linkClass = 'text-sm text-neutral-400 hover:text-white';

/**
 * The head of a genre page, from the cached genre list: name, category and the links
 * back. The titles of the genre come with GET /api/genres/{slug} in a later step.
 */
export function GenreOverview({ slug }: { slug: string }) {
  const genresQuery = useGenres();

  if (genresQuery.isPending) return <PageSpinner />;
  if (genresQuery.isError) {
    return (
      <p role="alert" className="text-red-400">
        {texts.loadError}
      </p>
    );
  }

  const genre = genresQuery.data.find((candidate) => candidate.slug === slug);

  return (
    <div className="flex flex-col gap-4">
      <title>{`${genre?.name ?? texts.notFound} · Bobine`}</title>
      <div className="flex flex-wrap gap-4">
        <Link to={paths.home.getHref()} className={linkClass}>
          {texts.backHome}
        </Link>
        {genre && (
          <Link to={categoryHref[genre.category]} className={linkClass}>
            {texts.backToCategory(genre.category)}
          </Link>
        )}
      </div>
      {genre ? (
        <>
          <p className="text-sm font-semibold tracking-widest text-red-500 uppercase">
            {genre.category}
          </p>
          <h1 className="text-4xl font-black">{genre.name}</h1>
          <p className="text-neutral-400">{texts.comingSoon}</p>
        </>
      ) : (
        <h1 className="text-3xl font-bold">{texts.notFound}</h1>
      )}
    </div>
  );
}
