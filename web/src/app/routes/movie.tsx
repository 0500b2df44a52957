import { useParams } from 'react-router-dom';

import { MovieDetail } from '@/features/catalogue/components/movie-detail';
import { ReportButton } from '@/features/reports/components/report-button';

/** /movie/:id */
export function MovieRoute() {
  const { id = '' } = useParams();
  return <MovieDetail key={id} id={id} actions={(target) => <ReportButton target={target} />} />;
}
