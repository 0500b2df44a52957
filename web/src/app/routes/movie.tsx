import { useParams } from 'react-router-dom';

import { MovieDetail } from '@/features/catalogue/components/movie-detail';

/** /movie/:id */
export function MovieRoute() {
  const { id = '' } = useParams();
  return <MovieDetail key={id} id={id} />;
}
