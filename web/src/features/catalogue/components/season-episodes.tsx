import { Check } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';

import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { formatDuration } from '@/lib/format';
import type { Episode, Season } from '@/types/api';

const t = texts.series;

type SeasonEpisodesProps = {
  seasons: Season[];
  seasonNumber: number;
  episodeId: string | undefined;
  watched: (episode: Episode) => boolean;
  onSeason: (seasonNumber: number) => void;
  onEpisode: (episode: Episode) => void;
};

/** The tab reached by a key (WAI-ARIA tabs: arrows wrap around, Home and End), or null. */
function tabIndexFor(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Season tabs (the WAI-ARIA tabs pattern: one tab in the tab order, arrow keys move and
 * select) and the selected season's episodes, the watched ones marked.
 */
export function SeasonEpisodes(props: SeasonEpisodesProps) {
  const { seasons, seasonNumber, episodeId, watched, onSeason, onEpisode } = props;
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    seasons.findIndex((candidate) => candidate.season_number === seasonNumber),
  );
  const season = seasons[selectedIndex];
  const episodes = [...(season?.episodes ?? [])].sort(
    (a, b) => a.episode_number - b.episode_number,
  );
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const target = tabIndexFor(event.key, selectedIndex, seasons.length);
    if (target === null) return;
    event.preventDefault();
    const next = seasons[target];
    if (next) onSeason(next.season_number);
    tabs.current[target]?.focus();
  };

  return (
    <section className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t.seasons}
        className="flex flex-wrap gap-2"
        onKeyDown={onKeyDown}
      >
        {seasons.map((candidate, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={candidate.season_number}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSeason(candidate.season_number)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-500 ${
                selected
                  ? 'bg-green-700 text-white'
                  : 'border border-neutral-700 hover:bg-neutral-800'
              }`}
            >
              {t.season(candidate.season_number)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
        {episodes.length === 0 ? (
          <p className="text-neutral-400">{t.noEpisodes}</p>
        ) : (
          <ol aria-label={t.episodes} className="flex flex-col gap-2">
            {episodes.map((episode) => {
              const current = episode.id === episodeId;
              const seen = watched(episode);
              const duration = formatDuration(episode.duration_minutes);
              return (
                <li key={episode.id}>
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onEpisode(episode)}
                    className={`flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-green-500 ${
                      current
                        ? 'bg-neutral-800 text-white'
                        : 'text-neutral-300 hover:bg-neutral-900'
                    }`}
                  >
                    <span>{t.episodeTitle(episode.episode_number, episode.title)}</span>
                    <span className="flex items-center gap-2 text-xs text-neutral-400">
                      {seen && (
                        <span className="flex items-center gap-1 text-green-400">
                          <Check aria-hidden="true" className="size-3.5" />
                          {t.watched}
                        </span>
                      )}
                      {duration}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
