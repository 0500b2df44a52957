import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { useId, useMemo } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useAdminGenres } from '@/features/admin-genres/api/get-admin-genres';
import { CategoryTabs } from '@/features/admin-genres/components/category-tabs';
import { GenreForm } from '@/features/admin-genres/components/genre-form';
import { GenreList } from '@/features/admin-genres/components/genre-list';
import { categoryPanelId, categoryTabId } from '@/features/admin-genres/components/tab-ids';
import { useGenreEditor } from '@/features/admin-genres/hooks/use-genre-editor';
import { adminGenresTexts as texts } from '@/features/admin-genres/texts';
import {
  GENRE_CATEGORIES,
  type AdminGenre,
  type GenreCategory,
  isGenreCategory,
} from '@/types/api';

function countByCategory(genres: AdminGenre[]): Record<GenreCategory, number> {
  const counts = Object.fromEntries(GENRE_CATEGORIES.map((c) => [c, 0])) as Record<
    GenreCategory,
    number
  >;
  for (const genre of genres) if (isGenreCategory(genre.category)) counts[genre.category] += 1;
  return counts;
}

/** Genre management (/admin/genres): category tabs, the tab's genres, the add/edit form. */
export function AdminGenres() {
  const baseId = useId();
  const genresQuery = useAdminGenres();
  const editor = useGenreEditor();
  const genres = useMemo(() => genresQuery.data ?? [], [genresQuery.data]);
  const counts = useMemo(() => countByCategory(genres), [genres]);
  const visible = genres.filter((genre) => genre.category === editor.activeCategory);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />

      <CategoryTabs
        active={editor.activeCategory}
        counts={counts}
        baseId={baseId}
        onSelect={editor.selectCategory}
      />

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section
          id={categoryPanelId(baseId)}
          role="tabpanel"
          aria-labelledby={categoryTabId(baseId, editor.activeCategory)}
        >
          {genresQuery.isPending ? (
            <Spinner label={texts.loading} />
          ) : genresQuery.isError ? (
            <p role="alert" className="rounded-md bg-red-950 px-4 py-3 text-red-300">
              {texts.loadError}
            </p>
          ) : (
            <GenreList
              category={editor.activeCategory}
              genres={visible}
              editingId={editor.editing?.id ?? null}
              onEdit={editor.startEdit}
              onDeleted={editor.forget}
            />
          )}
        </section>

        <GenreForm
          key={editor.editing ? `edit-${editor.editing.id}` : `new-${editor.activeCategory}`}
          editing={editor.editing}
          defaultCategory={editor.activeCategory}
          onSaved={editor.finishSave}
          onCancel={editor.cancelEdit}
        />
      </div>
    </div>
  );
}
