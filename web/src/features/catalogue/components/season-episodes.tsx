import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { formatDuration } from '@/lib/format';
import type { Episode, Season } from '@/types/api';

const t = texts.series;

type SeasonEpisodesProps = {
  seasons: Season[];
  seasonNumber: number;
  episodeId: string | undefined;
  onSeason: (seasonNumber: number) => void;
  onEpisode: (episode: Episode) => void;
};

/** Season tabs and the episode list of the selected season. */
export function SeasonEpisodes(props: SeasonEpisodesProps) {
  const { seasons, seasonNumber, episodeId, onSeason, onEpisode } = props;
  const season = seasons.find((candidate) => candidate.season_number === seasonNumber);
  const episodes = [...(season?.episodes ?? [])].sort(
    (a, b) => a.episode_number - b.episode_number,
  );

  return (
    <section className="flex flex-col gap-4">
      <div role="tablist" aria-label={t.seasons} className="flex flex-wrap gap-2">
        {seasons.map((candidate) => {
          const selected = candidate.season_number === seasonNumber;
          return (
            <button
              key={candidate.season_number}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => onSeason(candidate.season_number)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${
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
      <div role="tabpanel" aria-label={t.season(seasonNumber)}>
        {episodes.length === 0 ? (
          <p className="text-neutral-400">{t.noEpisodes}</p>
        ) : (
          <ol aria-label={t.episodes} className="flex flex-col gap-2">
            {episodes.map((episode) => {
              const current = episode.id === episodeId;
              const duration = formatDuration(episode.duration_minutes);
              return (
                <li key={episode.id}>
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onEpisode(episode)}
                    className={`flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm ${
                      current
                        ? 'bg-neutral-800 text-white'
                        : 'text-neutral-300 hover:bg-neutral-900'
                    }`}
                  >
                    <span>{t.episodeTitle(episode.episode_number, episode.title)}</span>
                    {duration && <span className="text-xs text-neutral-400">{duration}</span>}
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
