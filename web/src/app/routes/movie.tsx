import { useParams } from 'react-router-dom';

import { MovieDetail } from '@/features/catalogue/components/movie-detail';
import { WatchPlayer } from '@/features/player/components/watch-player';

/** /movie/:id */
export function MovieRoute() {
  const { id = '' } = useParams();
  return <MovieDetail key={id} id={id} player={(props) => <WatchPlayer {...props} />} />;
}
