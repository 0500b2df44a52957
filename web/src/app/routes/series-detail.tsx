import { useParams } from 'react-router-dom';

import { SeriesWatch } from '@/features/catalogue/components/series-watch';
import { useSession } from '@/features/auth/api/get-session';
import { ReportButton } from '@/features/reports/components/report-button';

/** /series/:id */
export function SeriesDetailRoute() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const signedIn = Boolean(session?.user);
  return (
    <SeriesWatch
      key={id}
      id={id}
      actions={(target) => <ReportButton target={target} signedIn={signedIn} />}
    />
  );
}
