import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';

import { StarRating } from '@/features/catalogue/components/star-rating';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { formatViews } from '@/lib/format';
import { paths } from '@/config/paths';
import { type MovieCard, type SeriesCard, isSeriesStatus } from '@/types/api';

type TitleCardProps = {
  badge?: string | null;
  /** Above the fold on arrival: its poster loads at once, first among images. */
  eager?: boolean;
} & ({ kind: 'movie'; title: MovieCard } | { kind: 'series'; title: SeriesCard });

const pill = 'rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wide uppercase';

/**
 * A film or series card (spec: home): poster, NOUVEAU / NOUVELLE SÉRIE, quality,
 * episode count, FILM / SÉRIE tag, stars, views, and for series the seasons and status.
 */
export function TitleCard(props: TitleCardProps) {
  const { title, kind, badge, eager = false } = props;
  const isMovie = kind === 'movie';
  const href = isMovie ? paths.movie.getHref(title.id) : paths.seriesDetail.getHref(title.id);

  return (
    <article aria-label={title.title} className="group w-40 shrink-0 sm:w-44">
      <Link to={href} className="flex flex-col gap-2">
        <div className="relative aspect-[2/3] overflow-hidden rounded-md bg-neutral-800">
          <img
            src={title.poster_url ?? undefined}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            className="size-full object-cover transition group-hover:scale-105"
          />
          <div className="absolute top-1.5 left-1.5 flex flex-col items-start gap-1">
            {title.is_new && (
              <span className={`${pill} bg-red-600 text-white`}>
                {isMovie ? texts.card.newMovie : texts.card.newSeries}
              </span>
            )}
            {badge && <span className={`${pill} bg-amber-500 text-black`}>{badge}</span>}
          </div>
          <div className="absolute top-1.5 right-1.5 flex flex-col items-end gap-1">
            <span
              className={`${pill} ${isMovie ? 'bg-neutral-900/80 text-white' : 'bg-green-700 text-white'}`}
            >
              {isMovie ? texts.card.movieTag : texts.card.seriesTag}
            </span>
            {props.kind === 'movie' && props.title.quality && (
              <span className={`${pill} bg-blue-600 text-white`}>{props.title.quality}</span>
            )}
            {props.kind === 'series' && props.title.total_episodes ? (
              <span className={`${pill} bg-neutral-900/80 text-white`}>
                {texts.card.episodes(props.title.total_episodes)}
              </span>
            ) : null}
          </div>
        </div>
        <h3 className="truncate text-sm font-semibold text-neutral-100 group-hover:text-white">
          {title.title}
        </h3>
      </Link>
      <div className="mt-1 flex items-center justify-between gap-2 text-xs text-neutral-400">
        <StarRating rating={title.rating} />
        <span
          className="flex items-center gap-1"
          aria-label={texts.card.views(formatViews(title.views_count))}
        >
          <Eye aria-hidden="true" className="size-3.5" />
          {formatViews(title.views_count)}
        </span>
      </div>
      {props.kind === 'series' && (
        <div className="mt-1 flex items-center gap-2 text-xs text-neutral-400">
          {props.title.total_seasons ? (
            <span>{texts.card.seasons(props.title.total_seasons)}</span>
          ) : null}
          {props.title.status && (
            <span className="rounded bg-neutral-800 px-1.5 py-0.5 text-neutral-200">
              {isSeriesStatus(props.title.status)
                ? texts.status[props.title.status]
                : props.title.status}
            </span>
          )}
        </div>
      )}
    </article>
  );
}
