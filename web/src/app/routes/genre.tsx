import { useParams } from 'react-router-dom';

import { GenreOverview } from '@/features/genres/components/genre-overview';

/** /genre/:slug */
export function GenreRoute() {
  const { slug = '' } = useParams();
  return <GenreOverview slug={slug} />;
}
