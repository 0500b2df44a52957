import { Link } from 'react-router-dom';

import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { chipText } from '@/features/admin-titles/utils/format';
import type { Genre } from '@/types/api';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** The Une (featured) and New badges of a title. */
export function TitleBadges({ featured, isNew }: { featured: boolean; isNew: boolean }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {featured && (
        <li className={`${badge} bg-amber-950 text-amber-300`}>{texts.badges.featured}</li>
      )}
      {isNew && <li className={`${badge} bg-green-950 text-green-300`}>{texts.badges.new}</li>}
    </ul>
  );
}

/** A title's genres as chips of 8 characters at most (the full name shows on hover). */
export function GenreChips({ genres }: { genres: Genre[] }) {
  return (
    <ul aria-label={texts.chipsLabel} className="flex flex-wrap gap-1">
      {genres.map((genre) => (
        <li
          key={genre.id}
          title={genre.name}
          className="rounded bg-neutral-800 px-1.5 py-0.5 text-xs text-neutral-300"
        >
          {chipText(genre.name)}
        </li>
      ))}
    </ul>
  );
}

/** The padding of every cell of an admin title row. */
export const cell = 'px-3 py-3';

type LeadCellsProps = {
  title: { title: string; original_title: string | null; poster_url: string | null };
  /** The title's page. */
  href: string;
};

/** A row's first two cells: the small poster, then the title (and, when different, the
 * original title under it) linking to the title's page. */
export function LeadCells({ title, href }: LeadCellsProps) {
  const original = title.original_title;
  return (
    <>
      <td className={cell}>
        {title.poster_url ? (
          <img
            src={title.poster_url}
            alt=""
            loading="lazy"
            className="h-16 w-11 rounded object-cover"
          />
        ) : (
          <div className="h-16 w-11 rounded bg-neutral-800" />
        )}
      </td>
      <td className={cell}>
        <Link to={href} className="hover:text-red-400">
          <span className="font-medium">{title.title}</span>
          {original && original !== title.title && (
            <span className="block text-xs text-neutral-400">{original}</span>
          )}
        </Link>
      </td>
    </>
  );
}
