import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useInMenu } from '@/components/ui/in-menu';
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

/**
 * The genres of one category as links to their genre pages: the header's menu items
 * inside its dropdown (`useInMenu`), a list of links in the mobile menu. A status
 * (loading, error, none) is a disabled item in the menu, which then always has one.
 */
export function GenreMenu({ category, name = category }: GenreMenuProps) {
  const genresQuery = useGenres();
  const inMenu = useInMenu();
  const status = (children: ReactNode, className: string, role?: 'alert') =>
    inMenu ? (
      <div role="menuitem" aria-disabled="true" tabIndex={-1} className={className}>
        <span role={role}>{children}</span>
      </div>
    ) : (
      <div role={role} className={className}>
        {children}
      </div>
    );

  if (genresQuery.isPending) {
    return status(<Spinner label={genresTexts.loading} />, 'px-3 py-2 text-sm');
  }

  if (genresQuery.isError) {
    return status(genresTexts.loadError, 'px-3 py-2 text-sm text-red-400', 'alert');
  }

  const genres = genresQuery.data.filter((genre) => genre.category === category);

  if (genres.length === 0) {
    return status(genresTexts.empty(name), 'px-3 py-2 text-sm text-neutral-400');
  }

  return (
    <ul
      role={inMenu ? 'none' : undefined}
      aria-label={inMenu ? undefined : genresTexts.listLabel(name)}
      className="grid gap-0.5"
    >
      {genres.map((genre) => (
        <li key={genre.id} role={inMenu ? 'none' : undefined}>
          <Link
            to={paths.genre.getHref(genre.slug)}
            role={inMenu ? 'menuitem' : undefined}
            tabIndex={inMenu ? -1 : undefined}
            className="block rounded px-3 py-1.5 text-sm text-neutral-200 hover:bg-neutral-800 hover:text-white"
          >
            {genre.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
