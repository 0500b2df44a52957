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

/** A title's poster, small. */
export function Poster({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className="h-16 w-11 rounded object-cover" />
  ) : (
    <div className="h-16 w-11 rounded bg-neutral-800" />
  );
}

/** The title and, when different, the original title under it. */
export function TitleCell({ title, original }: { title: string; original: string | null }) {
  return (
    <>
      <span className="font-medium">{title}</span>
      {original && original !== title && (
        <span className="block text-xs text-neutral-400">{original}</span>
      )}
    </>
  );
}
