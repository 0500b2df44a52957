import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { SearchHit } from '@/features/search/api/types';
import { searchTexts as texts } from '@/features/search/texts';

const pill = 'rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wide uppercase';

/** One result of the search page: poster, FILM / SÉRIE tag, title, year, director, stars. */
export function ResultCard({ hit }: { hit: SearchHit }) {
  const isMovie = hit.kind === 'movie';
  const href = isMovie ? paths.movie.getHref(hit.id) : paths.seriesDetail.getHref(hit.id);
  const stars = hit.rating === null ? null : Math.round(hit.rating);

  return (
    <article aria-label={hit.title} className="group">
      <Link to={href} className="flex flex-col gap-2">
        <div className="relative aspect-[2/3] overflow-hidden rounded-md bg-neutral-800">
          <img
            src={hit.poster_url}
            alt=""
            loading="lazy"
            className="size-full object-cover transition group-hover:scale-105"
          />
          <span
            className={`${pill} absolute top-1.5 right-1.5 ${
              isMovie ? 'bg-neutral-900/80 text-white' : 'bg-green-700 text-white'
            }`}
          >
            {isMovie ? texts.card.movie : texts.card.series}
          </span>
        </div>
        <h3 className="truncate text-sm font-semibold text-neutral-100 group-hover:text-white">
          {hit.title}
        </h3>
        <p className="flex items-center gap-2 truncate text-xs text-neutral-400">
          {hit.release_year && <span>{hit.release_year}</span>}
          {hit.director && <span className="truncate">{hit.director}</span>}
          {stars !== null && (
            <span
              aria-label={texts.card.rating(stars)}
              className="ml-auto flex items-center gap-0.5"
            >
              <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-400" />
              {stars}
            </span>
          )}
        </p>
      </Link>
    </article>
  );
}
