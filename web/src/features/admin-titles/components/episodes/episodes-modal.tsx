import { Plus } from 'lucide-react';
import { useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useSeriesEpisodes } from '@/features/admin-titles/api/get-series-episodes';
import { EpisodeForm } from '@/features/admin-titles/components/episodes/episode-form';
import { SeasonList } from '@/features/admin-titles/components/episodes/season-list';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { Episode, SeriesDetail, SeriesRow } from '@/types/api';

type Editing = { kind: 'new' } | { kind: 'edit'; episode: Episode } | null;

const { episodes: e } = texts;

/** Where a new episode goes by default: after the last episode of the last season. */
function nextSlot(detail: SeriesDetail | undefined) {
  const last = detail?.seasons.at(-1);
  if (!last) return { season: 1, episode: 1 };
  const lastEpisode = last.episodes.at(-1)?.episode_number ?? 0;
  return { season: last.season_number, episode: lastEpisode + 1 };
}

/**
 * A series' episodes by season, with add, edit and delete. The totals shown are the
 * server's, read again after each change.
 */
export function EpisodesModal({ series, onClose }: { series: SeriesRow; onClose: () => void }) {
  const detail = useSeriesEpisodes(series.id);
  const [editing, setEditing] = useState<Editing>(null);
  const current = detail.data ?? series;

  return (
    <Modal title={e.title(series.title)} onClose={onClose} closeLabel={texts.closeDialog} wide>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-neutral-300">
          {e.totals(current.total_seasons ?? 0, current.total_episodes ?? 0)}
        </p>
        {editing === null && (
          <button
            type="button"
            onClick={() => setEditing({ kind: 'new' })}
            className="flex items-center gap-2 rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700"
          >
            <Plus aria-hidden="true" className="size-4" />
            {e.add}
          </button>
        )}
      </div>

      {editing && (
        <EpisodeForm
          key={editing.kind === 'edit' ? editing.episode.id : 'new'}
          seriesId={series.id}
          episode={editing.kind === 'edit' ? editing.episode : null}
          next={nextSlot(detail.data)}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      )}

      {detail.isPending ? (
        <Spinner label={texts.loading} />
      ) : detail.isError ? (
        <p role="alert" className="rounded-md bg-red-950 px-4 py-3 text-red-300">
          {getErrorMessage(detail.error, texts.loadError)}
        </p>
      ) : (
        <SeasonList
          seasons={detail.data.seasons}
          onEdit={(episode) => setEditing({ kind: 'edit', episode })}
        />
      )}
    </Modal>
  );
}
