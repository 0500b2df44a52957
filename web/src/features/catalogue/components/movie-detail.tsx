import type { ReactNode } from 'react';

import { PageSpinner } from '@/components/ui/spinner';
import { useMovie } from '@/features/catalogue/api/get-movie';
import { BackHomeLink } from '@/features/catalogue/components/back-home-link';
import { GenreLinks } from '@/features/catalogue/components/genre-links';
import { InfoPanel } from '@/features/catalogue/components/info-panel';
import { QueryFailure } from '@/features/catalogue/components/query-failure';
import { SimilarMovies } from '@/features/catalogue/components/similar-movies';
import { StarRating } from '@/features/catalogue/components/star-rating';
import { useCountView } from '@/features/catalogue/hooks/use-count-view';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { formatDuration, formatViews } from '@/lib/format';
import type { WatchPlayerSlot, WatchTarget } from '@/types/watch';

const t = texts.movie;

/**
 * /movie/:id: player with version switch, title, facts, synopsis, info, similar films.
 * `player` and `actions` render what other features add (the player; favourite, report):
 * the route composes them, since one feature never imports another.
 */
export function MovieDetail({
  id,
  player,
  actions,
}: {
  id: string;
  player?: WatchPlayerSlot;
  actions?: (target: WatchTarget) => ReactNode;
}) {
  const movieQuery = useMovie(id);
  useCountView('movies', id, movieQuery.isSuccess);

  if (movieQuery.isPending) return <PageSpinner />;
  if (movieQuery.isError) {
    return <QueryFailure error={movieQuery.error} notFound={t.notFound} fallback={t.loadError} />;
  }

  const movie = movieQuery.data;
  const duration = formatDuration(movie.duration_minutes);

  return (
    <article className="flex flex-col gap-8 py-6">
      <title>{`${movie.title} · Bobine`}</title>
      <BackHomeLink />
      {player?.({
        title: movie.title,
        sources: { vf: movie.video_url_vf ?? movie.video_url, vostfr: movie.video_url_vostfr },
        trailer: movie.trailer_url,
        poster: movie.poster_url,
        content: { type: 'movie', id: movie.id },
      })}
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-black sm:text-4xl">{movie.title}</h1>
          {actions && (
            <div className="flex flex-wrap gap-2">
              {actions({ kind: 'movie', id: movie.id, title: movie.title })}
            </div>
          )}
          <p className="flex flex-wrap items-center gap-3 text-sm text-neutral-300">
            {duration && <span>{duration}</span>}
            {movie.release_year && <span>{movie.release_year}</span>}
            {movie.quality && (
              <span className="rounded bg-blue-600 px-1.5 py-0.5 text-xs font-bold text-white">
                {movie.quality}
              </span>
            )}
            <StarRating rating={movie.rating} />
          </p>
          <GenreLinks genres={movie.genres} label={t.genres} />
          {movie.synopsis && <p className="max-w-3xl text-neutral-200">{movie.synopsis}</p>}
        </div>
        <InfoPanel
          title={t.infoTitle}
          rows={[
            [t.originalTitle, movie.original_title],
            [t.director, movie.director],
            [t.year, movie.release_year],
            [t.duration, duration],
            [t.country, movie.country],
            [t.language, movie.language],
            [t.quality, movie.quality],
            [t.views, formatViews(movie.views_count)],
          ]}
        />
      </div>
      <SimilarMovies movieId={movie.id} />
    </article>
  );
}
