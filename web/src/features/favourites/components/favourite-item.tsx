import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { favouritesTexts as texts } from '@/features/favourites/texts';
import type { FavouriteCard } from '@/types/api';

/** One favourite: poster, FILM / SÉRIE tag, title and facts linking to its page, and a remove button. */
export function FavouriteItem({
  card,
  onRemove,
  removing,
}: {
  card: FavouriteCard;
  onRemove: () => void;
  removing: boolean;
}) {
  const isMovie = card.content_type === 'movie';
  const href = isMovie ? paths.movie.getHref(card.id) : paths.seriesDetail.getHref(card.id);
  const facts = [
    card.release_year,
    isMovie ? card.quality : card.total_seasons ? texts.seasons(card.total_seasons) : null,
    card.rating != null ? `★ ${card.rating.toFixed(1).replace('.', ',')}` : null,
  ].filter(Boolean);

  return (
    <li className="flex flex-col gap-2">
      <Link to={href} className="group flex flex-col gap-2">
        <div className="relative aspect-[2/3] overflow-hidden rounded-md bg-neutral-800">
          <img
            src={card.poster_url ?? undefined}
            alt=""
            loading="lazy"
            className="size-full object-cover transition group-hover:scale-105"
          />
          <span
            className={`absolute top-1.5 right-1.5 rounded px-1.5 py-0.5 text-[10px] font-bold text-white ${
              isMovie ? 'bg-neutral-900/80' : 'bg-green-700'
            }`}
          >
            {isMovie ? texts.movieTag : texts.seriesTag}
          </span>
        </div>
        <h2 className="truncate text-sm font-semibold text-neutral-100 group-hover:text-white">
          {card.title}
        </h2>
      </Link>
      {facts.length > 0 && <p className="text-xs text-neutral-300">{facts.join(' · ')}</p>}
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={texts.remove(card.title)}
        className="self-start rounded-md border border-neutral-600 px-2 py-1 text-xs text-neutral-100 hover:border-red-500 hover:text-red-300 disabled:opacity-60"
      >
        {texts.removeShort}
      </button>
    </li>
  );
}
