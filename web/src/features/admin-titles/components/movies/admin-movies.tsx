import { Plus } from 'lucide-react';

import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useAdminMovies } from '@/features/admin-titles/api/get-admin-movies';
import { useDeleteMovie } from '@/features/admin-titles/api/movie-commands';
import { MovieFormModal } from '@/features/admin-titles/components/movies/movie-form-modal';
import { MovieStats } from '@/features/admin-titles/components/movies/movie-stats';
import { MoviesTable } from '@/features/admin-titles/components/movies/movies-table';
import { NoticeLine } from '@/features/admin-titles/components/shared/notice';
import { PagedList } from '@/features/admin-titles/components/shared/paged-list';
import { TitleFilters } from '@/features/admin-titles/components/shared/title-filters';
import { useTitleDialogs } from '@/features/admin-titles/hooks/use-title-dialogs';
import { useTitleQuery } from '@/features/admin-titles/hooks/use-title-query';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { MovieRow } from '@/types/api';

const { movies: m } = texts;
const confirmTexts = { ...texts.confirm, close: texts.closeDialog };

/** The films screen of /admin: counters, search and filters, the list, add/edit/delete. */
export function AdminMovies() {
  const { inputs, set, query } = useTitleQuery();
  const list = useAdminMovies(query);
  const dialogs = useTitleDialogs<MovieRow>();
  const remove = useDeleteMovie();
  const { dialog } = dialogs;

  return (
    <section aria-labelledby="admin-movies-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="admin-movies-heading" className="text-2xl font-bold">
          {m.heading}
        </h2>
        <button
          type="button"
          onClick={dialogs.add}
          className="flex items-center gap-2 rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
        >
          <Plus aria-hidden="true" className="size-4" />
          {m.add}
        </button>
      </div>

      <MovieStats />
      <TitleFilters kind="movies" inputs={inputs} set={set} />
      <NoticeLine notice={dialogs.notice} onDismiss={dialogs.dismissNotice} />

      <PagedList list={list} labels={m}>
        {(movies) => (
          <MoviesTable
            movies={movies}
            onEdit={(movie) => dialogs.open('edit', movie)}
            onDelete={(movie) => dialogs.open('delete', movie)}
          />
        )}
      </PagedList>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <MovieFormModal
          key={dialog.kind === 'edit' ? dialog.item.id : 'new'}
          movie={dialog.kind === 'edit' ? dialog.item : null}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          question={m.confirmDelete}
          detail={dialog.item.title}
          action={texts.confirm.action}
          command={remove}
          targetId={dialog.item.id}
          texts={confirmTexts}
          errorText={(error) => `${m.errors.delete}: ${getErrorMessage(error, texts.genericError)}`}
          onClose={() => {
            remove.reset();
            dialogs.close();
          }}
          onDone={() => dialogs.done(m.deleted)}
        />
      )}
    </section>
  );
}
