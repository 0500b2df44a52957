import { MovieRow } from '@/features/admin-titles/components/movies/movie-row';
import { TitleTable } from '@/features/admin-titles/components/shared/title-table';
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
    <TitleTable label={texts.movies.tableLabel} columns={columns}>
      {movies.map((movie) => (
        <MovieRow key={movie.id} movie={movie} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </TitleTable>
  );
}
