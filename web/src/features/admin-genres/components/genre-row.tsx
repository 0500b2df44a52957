import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { useDeleteGenre } from '@/features/admin-genres/api/delete-genre';
import { adminGenresTexts as texts } from '@/features/admin-genres/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { AdminGenre } from '@/types/api';

type GenreRowProps = {
  genre: AdminGenre;
  isEditing: boolean;
  onEdit: (genre: AdminGenre) => void;
  onDeleted: (id: string) => void;
};

const iconButton = 'rounded p-2 text-neutral-400 hover:bg-neutral-800 hover:text-white';

/** One genre: name, slug, usage; edit, and delete after a confirmation. */
export function GenreRow({ genre, isEditing, onEdit, onDeleted }: GenreRowProps) {
  const [confirming, setConfirming] = useState(false);
  const deleteGenre = useDeleteGenre({
    mutationConfig: { onSuccess: () => onDeleted(genre.id) },
  });

  return (
    <li
      className={`flex flex-col gap-3 rounded-md border px-4 py-3 ${
        isEditing ? 'border-red-600 bg-neutral-900' : 'border-neutral-800 bg-neutral-900/60'
      }`}
    >
      <div className="flex items-center gap-4">
        <div className="min-w-0 flex-1">
          <h3 className="font-medium">{genre.name}</h3>
          <p className="truncate text-xs text-neutral-400">
            {genre.slug} · {texts.usage(genre.movie_count, genre.series_count)}
          </p>
        </div>
        <button
          type="button"
          aria-label={texts.edit(genre.name)}
          onClick={() => onEdit(genre)}
          className={iconButton}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={texts.delete(genre.name)}
          onClick={() => setConfirming(true)}
          className={iconButton}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>

      {confirming && (
        <div role="alertdialog" aria-label={texts.confirmDelete} className="flex flex-col gap-2">
          <p className="text-sm">{texts.confirmDelete}</p>
          <p className="text-xs text-neutral-400">
            {texts.confirmDeleteUsage(genre.movie_count, genre.series_count)}
          </p>
          {deleteGenre.isError && (
            <p role="alert" className="rounded-md bg-red-950 px-3 py-2 text-sm text-red-300">
              {getErrorMessage(deleteGenre.error, texts.errors.delete)}
            </p>
          )}
          <div className="flex gap-2">
            <button
              type="button"
              disabled={deleteGenre.isPending}
              onClick={() => deleteGenre.mutate({ id: genre.id })}
              className="rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
            >
              {deleteGenre.isPending ? texts.deleting : texts.confirm}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                deleteGenre.reset();
              }}
              className="rounded-md border border-neutral-700 px-3 py-1.5 text-sm hover:bg-neutral-800"
            >
              {texts.cancel}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
