import { useParams } from 'react-router-dom';

import { MovieDetail } from '@/features/catalogue/components/movie-detail';
import { useSession } from '@/features/auth/api/get-session';
import { ReportButton } from '@/features/reports/components/report-button';

/** /movie/:id */
export function MovieRoute() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const signedIn = Boolean(session?.user);
  return (
    <MovieDetail
      key={id}
      id={id}
      actions={(target) => <ReportButton target={target} signedIn={signedIn} />}
    />
  );
}
