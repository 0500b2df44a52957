import { type ReactNode, useState } from 'react';

import { PageSpinner } from '@/components/ui/spinner';
import { useSeries } from '@/features/catalogue/api/get-series';
import { BackHomeLink } from '@/features/catalogue/components/back-home-link';
import { GenreLinks } from '@/features/catalogue/components/genre-links';
import { QueryFailure } from '@/features/catalogue/components/query-failure';
import { SeasonEpisodes } from '@/features/catalogue/components/season-episodes';
import { StarRating } from '@/features/catalogue/components/star-rating';
import { VersionSwitch } from '@/features/catalogue/components/version-switch';
import { VideoPlayer } from '@/features/catalogue/components/video-player';
import { useCountView } from '@/features/catalogue/hooks/use-count-view';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { episodeOrder, neighbours } from '@/features/catalogue/utils/episodes';
import { pickSource, type Version } from '@/features/catalogue/utils/format';
import { type Episode, type SeriesDetail, isSeriesStatus } from '@/types/api';
import type { WatchTarget } from '@/types/watch';

const t = texts.series;

/** What other features add beside the title (favourite, report), composed by the route. */
type Actions = (target: WatchTarget) => ReactNode;

/** /series/:id: loads the series, then the watch page. */
export function SeriesWatch({ id, actions }: { id: string; actions?: Actions }) {
  const seriesQuery = useSeries(id);
  useCountView('series', id, seriesQuery.isSuccess);

  if (seriesQuery.isPending) return <PageSpinner />;
  if (seriesQuery.isError) {
    return <QueryFailure error={seriesQuery.error} notFound={t.notFound} fallback={t.loadError} />;
  }
  return <SeriesWatchPage series={seriesQuery.data} actions={actions} />;
}

const navButton =
  'rounded-md border border-neutral-700 px-3 py-1.5 text-sm hover:bg-neutral-800 disabled:opacity-40';

/** Player for the selected episode, version switch, previous / next, season tabs. */
function SeriesWatchPage({ series, actions }: { series: SeriesDetail; actions?: Actions }) {
  const order = episodeOrder(series.seasons);
  const [episodeId, setEpisodeId] = useState<string | undefined>(order[0]?.id);
  const [seasonNumber, setSeasonNumber] = useState<number>(
    order[0]?.season_number ?? series.seasons[0]?.season_number ?? 1,
  );
  const [version, setVersion] = useState<Version>('vf');

  const episode = order.find((candidate) => candidate.id === episodeId);
  const { previous, next } = neighbours(order, episodeId);
  const sources = episode
    ? { vf: episode.video_url_vf ?? episode.video_url, vostfr: episode.video_url_vostfr }
    : { vf: series.video_url_vf, vostfr: series.video_url_vostfr };

  const select = (target: Episode) => {
    setEpisodeId(target.id);
    setSeasonNumber(target.season_number);
  };

  return (
    <article className="flex flex-col gap-6 py-6">
      <title>{`${series.title} · Bobine`}</title>
      <BackHomeLink />
      <div className="flex flex-col gap-3">
        <VideoPlayer
          src={pickSource(sources, version, series.trailer_url)}
          title={episode ? `${series.title} · ${t.episode(episode.episode_number)}` : series.title}
          poster={episode?.thumbnail_url ?? series.poster_url}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <VersionSwitch sources={sources} value={version} onChange={setVersion} />
          {episode && (
            <div className="flex gap-2">
              <button
                type="button"
                className={navButton}
                disabled={!previous}
                onClick={() => previous && select(previous)}
              >
                {t.previous}
              </button>
              <button
                type="button"
                className={navButton}
                disabled={!next}
                onClick={() => next && select(next)}
              >
                {t.next}
              </button>
            </div>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-black sm:text-4xl">{series.title}</h1>
        {actions && (
          <div className="flex flex-wrap gap-2">
            {actions({
              kind: 'series',
              id: series.id,
              title: series.title,
              episode: episode && {
                id: episode.id,
                title: `${series.title} · ${t.season(episode.season_number)} · ${t.episode(episode.episode_number)}`,
              },
            })}
          </div>
        )}
        {episode && (
          <p className="text-lg text-neutral-200">
            {`${t.season(episode.season_number)} · ${t.episodeTitle(episode.episode_number, episode.title)}`}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-3 text-sm text-neutral-300">
          {series.release_year && <span>{series.release_year}</span>}
          {series.status && (
            <span className="rounded bg-neutral-800 px-1.5 py-0.5">
              {isSeriesStatus(series.status) ? texts.status[series.status] : series.status}
            </span>
          )}
          <StarRating rating={series.rating} />
        </p>
        <GenreLinks genres={series.genres} label={texts.movie.genres} />
        {series.synopsis && <p className="max-w-3xl text-neutral-200">{series.synopsis}</p>}
      </div>
      {series.seasons.length === 0 ? (
        <p className="text-neutral-400">{t.noEpisodes}</p>
      ) : (
        <SeasonEpisodes
          seasons={series.seasons}
          seasonNumber={seasonNumber}
          episodeId={episodeId}
          onSeason={setSeasonNumber}
          onEpisode={select}
        />
      )}
    </article>
  );
}
