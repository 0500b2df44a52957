import { Link } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGenres } from '@/features/genres/api/get-genres';
import { genresTexts } from '@/features/genres/texts';
import type { GenreCategory } from '@/types/api';

type GenreMenuProps = {
  /** Only genres of this category are listed. */
  category: GenreCategory;
  /** The name shown in the empty message ('Aucun genre disponible pour {name}'). */
  name?: string;
};

/** The genres of one category as links to their genre pages (header dropdown content). */
export function GenreMenu({ category, name = category }: GenreMenuProps) {
  const genresQuery = useGenres();

  if (genresQuery.isPending) {
    return <Spinner label={genresTexts.loading} className="px-3 py-2 text-sm" />;
  }

  if (genresQuery.isError) {
    return (
      <p role="alert" className="px-3 py-2 text-sm text-red-400">
        {genresTexts.loadError}
      </p>
    );
  }

  const genres = genresQuery.data.filter((genre) => genre.category === category);

  if (genres.length === 0) {
    return <p className="px-3 py-2 text-sm text-neutral-400">{genresTexts.empty(name)}</p>;
  }

  return (
    <ul aria-label={genresTexts.listLabel(name)} className="grid max-h-96 gap-0.5 overflow-y-auto">
      {genres.map((genre) => (
        <li key={genre.id}>
          <Link
            to={paths.genre.getHref(genre.slug)}
            className="block rounded px-3 py-1.5 text-sm text-neutral-200 hover:bg-neutral-800 hover:text-white"
          >
            {genre.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
