import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { useDeleteEpisode } from '@/features/admin-titles/api/episode-commands';
import { IconButton } from '@/components/ui/icon-button';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { Episode, Season } from '@/types/api';

type SeasonListProps = { seasons: Season[]; onEdit: (episode: Episode) => void };

const { episodes: e } = texts;

/** A series' episodes by season, each with edit and delete (asked twice). */
export function SeasonList({ seasons, onEdit }: SeasonListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = useDeleteEpisode();

  if (seasons.length === 0) return <p className="text-sm text-neutral-400">{e.empty}</p>;

  return (
    <div className="flex flex-col gap-4">
      {remove.isError && (
        <FormMessage tone="error">
          {`${e.errors.delete}: ${getErrorMessage(remove.error, texts.genericError)}`}
        </FormMessage>
      )}
      {seasons.map((season) => (
        <section key={season.season_number} aria-label={e.season(season.season_number)}>
          <h3 className="mb-2 text-sm font-semibold text-neutral-300">
            {e.season(season.season_number)}
          </h3>
          <ul className="flex flex-col divide-y divide-neutral-800 rounded-md border border-neutral-800">
            {season.episodes.map((episode) => (
              <li key={episode.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="text-sm">
                  {e.line(episode.episode_number, episode.title ?? '')}
                  {episode.duration_minutes !== null && (
                    <span className="ml-2 text-xs text-neutral-400">
                      {e.minutes(episode.duration_minutes)}
                    </span>
                  )}
                </span>
                {confirming === episode.id ? (
                  <span className="flex items-center gap-2 text-sm">
                    {e.confirmDelete}
                    <button
                      type="button"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate({ id: episode.id }, { onSuccess: () => setConfirming(null) })
                      }
                      className="rounded bg-red-600 px-2 py-1 text-xs font-semibold text-white hover:bg-red-700"
                    >
                      {e.confirm}
                    </button>
                    <button
                      type="button"
                      onClick={() => setConfirming(null)}
                      className="rounded border border-neutral-700 px-2 py-1 text-xs hover:bg-neutral-800"
                    >
                      {texts.form.cancel}
                    </button>
                  </span>
                ) : (
                  <span className="flex">
                    <IconButton
                      label={e.edit(episode.season_number, episode.episode_number)}
                      icon={Pencil}
                      onClick={() => onEdit(episode)}
                    />
                    <IconButton
                      label={e.delete(episode.season_number, episode.episode_number)}
                      icon={Trash2}
                      danger
                      onClick={() => {
                        remove.reset();
                        setConfirming(episode.id);
                      }}
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
