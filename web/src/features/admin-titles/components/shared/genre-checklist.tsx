import { useId } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useGenreChoices } from '@/features/admin-titles/api/get-genre-choices';
import { adminTitlesTexts } from '@/features/admin-titles/texts';
import type { GenreCategory } from '@/types/api';

type GenreChecklistProps = {
  category: GenreCategory;
  selected: string[];
  error?: string;
  onToggle: (id: string) => void;
};

const { form: texts } = adminTitlesTexts;

/** The genres of one category, any number of them checked (the form's genre_ids). */
export function GenreChecklist({ category, selected, error, onToggle }: GenreChecklistProps) {
  const genres = useGenreChoices(category);
  const errorId = useId();

  return (
    <fieldset
      className="flex flex-col gap-2 sm:col-span-2"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm">{texts.genres}</legend>
      {genres.isPending ? (
        <Spinner label={adminTitlesTexts.loading} />
      ) : genres.isError ? (
        <p className="text-sm text-red-400">{texts.genresError}</p>
      ) : genres.data.length === 0 ? (
        <p className="text-sm text-neutral-400">{texts.noGenres}</p>
      ) : (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {genres.data.map((genre) => (
            <label key={genre.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="genre_ids"
                value={genre.id}
                checked={selected.includes(genre.id)}
                onChange={() => onToggle(genre.id)}
                className="size-4 accent-red-600"
              />
              {genre.name}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-xs text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
