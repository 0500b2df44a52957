import { useParams } from 'react-router-dom';

import { SeriesWatch } from '@/features/catalogue/components/series-watch';
import { ReportButton } from '@/features/reports/components/report-button';

/** /series/:id */
export function SeriesDetailRoute() {
  const { id = '' } = useParams();
  return <SeriesWatch key={id} id={id} actions={(target) => <ReportButton target={target} />} />;
}
