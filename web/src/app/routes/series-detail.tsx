import { useParams } from 'react-router-dom';

import { SeriesWatch } from '@/features/catalogue/components/series-watch';

/** /series/:id */
export function SeriesDetailRoute() {
  const { id = '' } = useParams();
  return <SeriesWatch key={id} id={id} />;
}
