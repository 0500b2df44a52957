import { GenreRow } from '@/features/admin-genres/components/genre-row';
import { adminGenresTexts as texts } from '@/features/admin-genres/texts';
import type { AdminGenre, GenreCategory } from '@/types/api';

type GenreListProps = {
  category: GenreCategory;
  genres: AdminGenre[];
  editingId: string | null;
  onEdit: (genre: AdminGenre) => void;
  onDeleted: (id: string) => void;
};

/** The genres of the selected category tab. */
export function GenreList({ category, genres, editingId, onEdit, onDeleted }: GenreListProps) {
  if (genres.length === 0) {
    return <p className="py-6 text-sm text-neutral-400">{texts.emptyCategory(category)}</p>;
  }

  return (
    <ul aria-label={texts.listLabel(category)} className="flex flex-col gap-2">
      {genres.map((genre) => (
        <GenreRow
          key={genre.id}
          genre={genre}
          isEditing={genre.id === editingId}
          onEdit={onEdit}
          onDeleted={onDeleted}
        />
      ))}
    </ul>
  );
}
