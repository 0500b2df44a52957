import { Link } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSimilarMovies } from '@/features/catalogue/api/get-similar-movies';
import { TitleCard } from '@/features/catalogue/components/title-card';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { readErrorText } from '@/features/catalogue/utils/errors';

/** The similar-films grid, each card with its badge; none → a link to /films. */
export function SimilarMovies({ movieId }: { movieId: string }) {
  const similarQuery = useSimilarMovies(movieId, true);

  let content;
  if (similarQuery.isPending) content = <Spinner />;
  else if (similarQuery.isError)
    content = (
      <p role="alert" className="text-red-400">
        {readErrorText(similarQuery.error, texts.lists.moviesError)}
      </p>
    );
  else if (similarQuery.data.length === 0)
    content = (
      <Link to={paths.films.getHref()} className="text-red-400 hover:text-red-300">
        {texts.movie.noSimilar}
      </Link>
    );
  else
    content = (
      <div className="flex flex-wrap gap-4">
        {similarQuery.data.map((movie) => (
          <TitleCard key={movie.id} kind="movie" title={movie} badge={movie.badge} />
        ))}
      </div>
    );

  return (
    <section aria-label={texts.movie.similar} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{texts.movie.similar}</h2>
      {content}
    </section>
  );
}
