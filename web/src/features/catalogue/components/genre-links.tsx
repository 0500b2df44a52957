import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Genre } from '@/types/api';

/** A title's genres as links to their genre pages. */
export function GenreLinks({ genres, label }: { genres: Genre[]; label: string }) {
  if (genres.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {genres.map((genre) => (
        <li key={genre.id}>
          <Link
            to={paths.genre.getHref(genre.slug)}
            className="rounded-full border border-neutral-700 px-3 py-1 text-xs text-neutral-200 hover:bg-neutral-800"
          >
            {genre.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
