import { Eye, Pencil, Trash2 } from 'lucide-react';

import { paths } from '@/config/paths';
import { IconButton, IconLink } from '@/components/ui/icon-button';
import {
  cell,
  GenreChips,
  LeadCells,
  TitleBadges,
} from '@/features/admin-titles/components/shared/title-cells';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { formatMoney } from '@/features/admin-titles/utils/format';
import { formatDuration } from '@/lib/format';
import { ratingText } from '@/features/admin-titles/utils/format';
import { formatViews } from '@/lib/format';
import type { MovieRow as Movie } from '@/types/api';

type MovieRowProps = {
  movie: Movie;
  onEdit: (movie: Movie) => void;
  onDelete: (movie: Movie) => void;
};

/** One film of the admin list; its title links to the film's page. */
export function MovieRow({ movie, onEdit, onDelete }: MovieRowProps) {
  const { actions, none } = texts;
  const href = paths.movie.getHref(movie.id);

  return (
    <tr className="border-b border-neutral-800 align-top">
      <LeadCells title={movie} href={href} />
      <td className={cell}>{movie.release_year ?? none}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {formatDuration(movie.duration_minutes) ?? none}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{ratingText(movie.rating)}</td>
      <td className={cell}>{formatViews(movie.views_count)}</td>
      <td className={cell}>
        <GenreChips genres={movie.genres} />
      </td>
      <td className={`${cell} whitespace-nowrap`}>{formatMoney(movie.budget) ?? none}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatMoney(movie.box_office) ?? none}</td>
      <td className={cell}>
        <TitleBadges featured={movie.is_featured} isNew={movie.is_new} />
      </td>
      <td className={cell}>
        <div className="flex">
          <IconLink label={actions.view(movie.title)} icon={Eye} to={href} />
          <IconButton
            label={actions.edit(movie.title)}
            icon={Pencil}
            onClick={() => onEdit(movie)}
          />
          <IconButton
            label={actions.delete(movie.title)}
            icon={Trash2}
            danger
            onClick={() => onDelete(movie)}
          />
        </div>
      </td>
    </tr>
  );
}
