import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Plus } from 'lucide-react';

import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useAdminSeries } from '@/features/admin-titles/api/get-admin-series';
import type { SeriesKind } from '@/features/admin-titles/api/keys';
import { useDeleteSeries } from '@/features/admin-titles/api/series-commands';
import { EpisodesModal } from '@/features/admin-titles/components/episodes/episodes-modal';
import { SeriesFormModal } from '@/features/admin-titles/components/series/series-form-modal';
import { SeriesStats } from '@/features/admin-titles/components/series/series-stats';
import { SeriesTable } from '@/features/admin-titles/components/series/series-table';
import { NoticeLine } from '@/features/admin-titles/components/shared/notice';
import { PagedList } from '@/features/admin-titles/components/shared/paged-list';
import { TitleFilters } from '@/features/admin-titles/components/shared/title-filters';
import { useTitleDialogs } from '@/features/admin-titles/hooks/use-title-dialogs';
import { useTitleQuery } from '@/features/admin-titles/hooks/use-title-query';
import { adminTitlesTexts as texts, seriesKindTexts } from '@/features/admin-titles/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { SeriesRow } from '@/types/api';

const confirmTexts = { ...texts.confirm, close: texts.closeDialog };

/**
 * Series management (/admin/series) or anime management (/admin/animes): stats, search
 * and filters, the list, and the add, edit, episodes and delete dialogs.
 */
export function AdminSeries({ kind }: { kind: SeriesKind }) {
  const { inputs, set, query } = useTitleQuery();
  const list = useAdminSeries(kind, query);
  const dialogs = useTitleDialogs<SeriesRow>();
  const remove = useDeleteSeries();
  const k = seriesKindTexts[kind];
  const { dialog } = dialogs;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader
        title={k.title}
        subtitle={k.subtitle}
        action={
          <button
            type="button"
            onClick={dialogs.add}
            className="flex items-center gap-2 rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
          >
            <Plus aria-hidden="true" className="size-4" />
            {k.add}
          </button>
        }
      />

      <SeriesStats kind={kind} />
      <TitleFilters kind="series" statusLabels={k.status} inputs={inputs} set={set} />
      <NoticeLine notice={dialogs.notice} onDismiss={dialogs.dismissNotice} />

      <PagedList list={list} labels={k}>
        {(rows) => <SeriesTable kind={kind} series={rows} onOpen={dialogs.open} />}
      </PagedList>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <SeriesFormModal
          key={dialog.kind === 'edit' ? dialog.item.id : 'new'}
          kind={kind}
          series={dialog.kind === 'edit' ? dialog.item : null}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      {dialog?.kind === 'episodes' && (
        <EpisodesModal series={dialog.item} onClose={dialogs.close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          question={k.confirmDelete}
          detail={k.confirmDeleteDetail(dialog.item.title, dialog.item.total_episodes ?? 0)}
          action={texts.confirm.action}
          command={remove}
          targetId={dialog.item.id}
          texts={confirmTexts}
          errorText={(error) => `${k.errors.delete}: ${getErrorMessage(error, texts.genericError)}`}
          onClose={() => {
            remove.reset();
            dialogs.close();
          }}
          onDone={() => dialogs.done(k.deleted)}
        />
      )}
    </div>
  );
}
