import { useParams } from 'react-router-dom';

import { SeriesWatch } from '@/features/catalogue/components/series-watch';
import { WatchPlayer } from '@/features/player/components/watch-player';

/** /series/:id */
export function SeriesDetailRoute() {
  const { id = '' } = useParams();
  return <SeriesWatch key={id} id={id} player={(props) => <WatchPlayer {...props} />} />;
}
