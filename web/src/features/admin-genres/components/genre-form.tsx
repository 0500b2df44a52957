import { useId, useState, type FormEvent } from 'react';

import { fieldClass } from '@/components/ui/text-field';
import { useCreateGenre } from '@/features/admin-genres/api/create-genre';
import { useUpdateGenre } from '@/features/admin-genres/api/update-genre';
import { adminGenresTexts } from '@/features/admin-genres/texts';
import { getErrorMessage } from '@/lib/api-client';
import {
  GENRE_CATEGORIES,
  type AdminGenre,
  type GenreCategory,
  isGenreCategory,
} from '@/types/api';

type GenreFormProps = {
  /** The genre being edited, or null to add one. */
  editing: AdminGenre | null;
  defaultCategory: GenreCategory;
  onSaved: (category: GenreCategory) => void;
  onCancel: () => void;
};

const { form: texts, errors } = adminGenresTexts;

/** Adds a genre or edits one. Server messages (validation, duplicates) are shown as sent. */
export function GenreForm({ editing, defaultCategory, onSaved, onCancel }: GenreFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [category, setCategory] = useState<GenreCategory>(
    editing && isGenreCategory(editing.category) ? editing.category : defaultCategory,
  );
  const titleId = useId();
  const createGenre = useCreateGenre();
  const updateGenre = useUpdateGenre();
  const mutation = editing ? updateGenre : createGenre;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = { name: name.trim(), category };
    const onSuccess = () => {
      setName('');
      onSaved(category);
    };
    if (editing) updateGenre.mutate({ id: editing.id, data }, { onSuccess });
    else createGenre.mutate(data, { onSuccess });
  };

  const resetError = () => {
    if (mutation.isError) mutation.reset();
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-neutral-800 bg-neutral-900 p-4"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {editing ? texts.editTitle : texts.addTitle}
      </h2>

      {mutation.isError && (
        <p role="alert" className="rounded-md bg-red-950 px-3 py-2 text-sm text-red-300">
          {getErrorMessage(mutation.error, editing ? errors.update : errors.create)}
        </p>
      )}

      <label className="flex flex-col gap-1 text-sm">
        {texts.name}
        <input
          name="name"
          value={name}
          required
          maxLength={100}
          placeholder={texts.namePlaceholder}
          onChange={(event) => {
            setName(event.target.value);
            resetError();
          }}
          className={fieldClass}
        />
      </label>

      <label className="flex flex-col gap-1 text-sm">
        {texts.category}
        <select
          name="category"
          value={category}
          onChange={(event) => {
            setCategory(event.target.value as GenreCategory);
            resetError();
          }}
          className={fieldClass}
        >
          {GENRE_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>

      <div className="flex gap-2">
        <button
          type="submit"
          disabled={mutation.isPending || name.trim() === ''}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
        >
          {mutation.isPending ? texts.saving : editing ? texts.save : texts.add}
        </button>
        {editing && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
          >
            {texts.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
