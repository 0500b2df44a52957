import { History } from 'lucide-react';
import { useState } from 'react';

import { useClearHistory, useRemoveFromHistory } from '@/features/player/api/history';
import { useHistoryPage } from '@/features/player/api/progress';
import { playerTexts } from '@/features/player/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { WatchEntry } from '@/types/api';

const t = playerTexts.history;

/** The name an entry goes by: the film, or the series and the episode. */
function nameOf(entry: WatchEntry): string {
  return entry.series_title && entry.season_number && entry.episode_number
    ? `${entry.series_title} · ${playerTexts.continueWatching.episode(entry.season_number, entry.episode_number)}`
    : entry.title;
}

/**
 * The profile's history section: the latest titles watched, each removable with its
 * progress, and the whole history cleared behind a confirmation.
 */
export function HistorySection() {
  const history = useHistoryPage();
  const remove = useRemoveFromHistory();
  const clear = useClearHistory({ mutationConfig: { onSuccess: () => setConfirming(false) } });
  const [confirming, setConfirming] = useState(false);
  const entries = history.data ?? [];
  const error = remove.error ?? clear.error;

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4">
      <h2 id="history-title" className="flex items-center gap-2 text-xl font-semibold">
        <History aria-hidden="true" className="size-5 text-red-500" />
        {t.title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-neutral-400">{t.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-800 text-sm">
          {entries.map((entry) => (
            <li key={entry.content_id} className="flex items-center justify-between gap-3 py-2">
              <span>{nameOf(entry)}</span>
              <button
                type="button"
                aria-label={t.remove(nameOf(entry))}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate({
                    kind: entry.content_type === 'episode' ? 'episode' : 'movie',
                    id: entry.content_id,
                  })
                }
                className="rounded-md border border-neutral-700 px-3 py-1 hover:bg-neutral-800"
              >
                {t.removeShort}
              </button>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 &&
        (confirming ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-neutral-950 p-4 text-sm">
            <p className="w-full">{t.confirm}</p>
            <button
              type="button"
              disabled={clear.isPending}
              onClick={() => clear.mutate(undefined)}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold hover:bg-red-600"
            >
              {t.confirmClear}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-md border border-neutral-700 px-4 py-2 hover:bg-neutral-800"
            >
              {t.cancel}
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="self-start rounded-md border border-red-800 px-4 py-2 text-sm text-red-300 hover:bg-red-950"
          >
            {t.clear}
          </button>
        ))}
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {getErrorMessage(error, t.error)}
        </p>
      )}
    </section>
  );
}
