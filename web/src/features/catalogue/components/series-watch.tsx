import { type ReactNode, useState } from 'react';

import { PageSpinner } from '@/components/ui/spinner';
import { useSeries } from '@/features/catalogue/api/get-series';
import { BackHomeLink } from '@/features/catalogue/components/back-home-link';
import { GenreLinks } from '@/features/catalogue/components/genre-links';
import { QueryFailure } from '@/features/catalogue/components/query-failure';
import { SeasonEpisodes } from '@/features/catalogue/components/season-episodes';
import { StarRating } from '@/features/catalogue/components/star-rating';
import { useCountView } from '@/features/catalogue/hooks/use-count-view';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { episodeOrder, neighbours } from '@/features/catalogue/utils/episodes';
import { type Episode, type SeriesDetail, isSeriesStatus } from '@/types/api';
import type { WatchPlayerSlot, WatchTarget } from '@/types/watch';

const t = texts.series;

type Slots = {
  /** The player (the player feature, composed by the route). */
  player?: WatchPlayerSlot;
  /** What other features add beside the title (favourite, report). */
  actions?: (target: WatchTarget) => ReactNode;
  /** Episodes the member already finished (their history), marked in the list. */
  watchedEpisodes?: ReadonlySet<string>;
};

/** /series/:id: loads the series, then the watch page. */
export function SeriesWatch({
  id,
  initialEpisodeId,
  ...slots
}: { id: string; initialEpisodeId?: string } & Slots) {
  const seriesQuery = useSeries(id);
  useCountView('series', id, seriesQuery.isSuccess);

  if (seriesQuery.isPending) return <PageSpinner />;
  if (seriesQuery.isError) {
    return <QueryFailure error={seriesQuery.error} notFound={t.notFound} fallback={t.loadError} />;
  }
  return (
    <SeriesWatchPage series={seriesQuery.data} initialEpisodeId={initialEpisodeId} {...slots} />
  );
}

const navButton =
  'rounded-md border border-neutral-700 px-3 py-1.5 text-sm hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-500 disabled:opacity-40';

/** 'Saison 1 · Épisode 2 · La Suite' */
const episodeLabel = (episode: Episode) =>
  `${t.season(episode.season_number)} · ${t.episodeTitle(episode.episode_number, episode.title)}`;

/**
 * The player for the selected episode, previous / next, season tabs and the episode list.
 * An episode that ends is marked watched and, when another follows (across seasons), the
 * next one starts after a 3 s countdown the member may cancel, shown by the player.
 */
function SeriesWatchPage({
  series,
  initialEpisodeId,
  player,
  actions,
  watchedEpisodes,
}: { series: SeriesDetail; initialEpisodeId?: string } & Slots) {
  const order = episodeOrder(series.seasons);
  // The episode asked for (continue watching), else the first one.
  const first = order.find((candidate) => candidate.id === initialEpisodeId) ?? order[0];
  const [episodeId, setEpisodeId] = useState<string | undefined>(first?.id);
  const [seasonNumber, setSeasonNumber] = useState<number>(
    first?.season_number ?? series.seasons[0]?.season_number ?? 1,
  );
  const [finished, setFinished] = useState<ReadonlySet<string>>(new Set());
  const [pendingNext, setPendingNext] = useState<Episode | null>(null);
  const [autoPlay, setAutoPlay] = useState(false);

  const episode = order.find((candidate) => candidate.id === episodeId);
  const { previous, next } = neighbours(order, episodeId);
  const sources = episode
    ? { vf: episode.video_url_vf ?? episode.video_url, vostfr: episode.video_url_vostfr }
    : { vf: series.video_url_vf, vostfr: series.video_url_vostfr };

  const select = (target: Episode, play = false) => {
    setPendingNext(null);
    setAutoPlay(play);
    setEpisodeId(target.id);
    setSeasonNumber(target.season_number);
  };

  const onEnded = () => {
    if (!episode) return;
    setFinished((done) => new Set(done).add(episode.id));
    if (next) setPendingNext(next);
  };
  const watched = (candidate: Episode) =>
    finished.has(candidate.id) || (watchedEpisodes?.has(candidate.id) ?? false);

  return (
    <article className="flex flex-col gap-6 py-6">
      <title>{`${series.title} · Bobine`}</title>
      <BackHomeLink />
      {player?.({
        title: episode ? `${series.title} · ${episodeLabel(episode)}` : series.title,
        sources,
        trailer: series.trailer_url,
        poster: episode?.thumbnail_url ?? series.poster_url,
        content: episode ? { type: 'episode', id: episode.id } : null,
        autoPlay,
        onEnded,
        upNext: pendingNext && {
          label: episodeLabel(pendingNext),
          onDone: () => select(pendingNext, true),
          onCancel: () => setPendingNext(null),
        },
        children: episode && (
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
        ),
      })}
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
                title: `${series.title} · ${episodeLabel(episode)}`,
              },
            })}
          </div>
        )}
        {episode && <p className="text-lg text-neutral-200">{episodeLabel(episode)}</p>}
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
          watched={watched}
          onSeason={setSeasonNumber}
          onEpisode={select}
        />
      )}
    </article>
  );
}
