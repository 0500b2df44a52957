import { X } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useRemoveFromHistory } from '@/features/player/api/history';
import { useContinueWatching } from '@/features/player/api/progress';
import { playerTexts } from '@/features/player/texts';
import { resumeIntent } from '@/features/player/utils/resume';
import { formatTime } from '@/features/player/utils/time';
import type { WatchEntry } from '@/types/api';

const t = playerTexts.continueWatching;

/** Where an entry opens: the film, or the series on that episode. */
function hrefOf(entry: WatchEntry): string {
  return entry.content_type === 'episode' && entry.series_id
    ? paths.seriesDetail.getHref(entry.series_id, entry.content_id)
    : paths.movie.getHref(entry.content_id);
}

/** What removing an entry takes out: the film, or every started episode of its series. */
function removalOf(entry: WatchEntry) {
  return entry.content_type === 'episode' && entry.series_id
    ? { kind: 'series' as const, id: entry.series_id }
    : { kind: 'movie' as const, id: entry.content_id };
}

/**
 * The home page's "Reprendre" row (past the original, as Jellyfin's and Stremio's): films
 * started and not finished and, per series, its next unfinished episode, most recent
 * first, each at its position with its image (the episode's, else the title's poster). A
 * card opens its title playing from that position. Nothing shows without entries or when
 * the read fails. Each card has a button taking its title out of the row and the history
 * (a series with every episode of it started).
 */
export function ContinueWatching() {
  const query = useContinueWatching();
  const remove = useRemoveFromHistory();
  const entries = query.data ?? [];
  if (entries.length === 0) return null;

  return (
    <section aria-labelledby="continue-watching" className="flex flex-col gap-3">
      <h2 id="continue-watching" className="text-xl font-bold">
        {t.title}
      </h2>
      <ul className="flex gap-4 overflow-x-auto pb-2">
        {entries.map((entry) => {
          const episode =
            entry.content_type === 'episode' && entry.season_number && entry.episode_number
              ? t.episode(entry.season_number, entry.episode_number)
              : null;
          const image = entry.thumbnail_url ?? entry.poster_url;
          const share = entry.duration_seconds
            ? Math.min(100, (entry.progress_seconds / entry.duration_seconds) * 100)
            : 0;
          return (
            <li key={entry.content_id} className="relative w-56 shrink-0">
              <Link
                to={hrefOf(entry)}
                state={resumeIntent(entry.content_id)}
                className="flex flex-col gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500"
              >
                <div className="relative aspect-video overflow-hidden rounded-lg bg-neutral-800">
                  {image && <img src={image} alt="" className="h-full w-full object-cover" />}
                  <div className="absolute inset-x-0 bottom-0 h-1 bg-neutral-700">
                    <div className="h-full bg-red-600" style={{ width: `${share}%` }} />
                  </div>
                </div>
                <span className="text-sm font-semibold">
                  {entry.series_title ?? entry.title}
                  {episode && <span className="text-neutral-400"> · {episode}</span>}
                </span>
                <span className="text-xs text-neutral-400">
                  {entry.progress_seconds > 0
                    ? t.at(formatTime(entry.progress_seconds))
                    : t.nextEpisode}
                </span>
              </Link>
              <button
                type="button"
                aria-label={t.remove(entry.series_title ?? entry.title)}
                disabled={remove.isPending}
                onClick={() => remove.mutate(removalOf(entry))}
                className="absolute top-1 right-1 rounded-full bg-neutral-950/80 p-1.5 text-neutral-200 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-red-500"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {remove.isError && (
        <p role="alert" className="text-sm text-red-400">
          {t.removeError}
        </p>
      )}
    </section>
  );
}
