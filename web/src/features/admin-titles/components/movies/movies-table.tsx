import { MovieRow } from '@/features/admin-titles/components/movies/movie-row';
import { TableHead } from '@/features/admin-titles/components/shared/table-head';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import type { MovieRow as Movie } from '@/types/api';

type MoviesTableProps = {
  movies: Movie[];
  onEdit: (movie: Movie) => void;
  onDelete: (movie: Movie) => void;
};

const { table } = texts;
const columns = [
  table.poster,
  table.title,
  table.year,
  table.duration,
  table.rating,
  table.views,
  table.genres,
  table.budget,
  table.boxOffice,
  table.badges,
  table.actions,
];

/** The films loaded so far. */
export function MoviesTable({ movies, onEdit, onDelete }: MoviesTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table aria-label={texts.movies.tableLabel} className="w-full min-w-[64rem] text-sm">
        <TableHead columns={columns} />
        <tbody>
          {movies.map((movie) => (
            <MovieRow key={movie.id} movie={movie} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
