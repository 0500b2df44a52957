import { useParams, useSearchParams } from 'react-router-dom';

import { SeriesWatch } from '@/features/catalogue/components/series-watch';
import { useWatchedEpisodes } from '@/features/player/api/progress';
import { WatchPlayer } from '@/features/player/components/watch-player';

/** /series/:id, `?episode=` opening it on that episode (continue watching). */
export function SeriesDetailRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const watched = useWatchedEpisodes(id);
  return (
    <SeriesWatch
      key={id}
      id={id}
      initialEpisodeId={search.get('episode') ?? undefined}
      watchedEpisodes={watched.data}
      player={(props) => <WatchPlayer {...props} />}
    />
  );
}
