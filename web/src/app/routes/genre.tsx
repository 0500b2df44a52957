import { useParams } from 'react-router-dom';

import { GenrePage } from '@/features/catalogue/components/genre-page';

/** /genre/:slug */
export function GenreRoute() {
  const { slug = '' } = useParams();
  return <GenrePage key={slug} slug={slug} />;
}
