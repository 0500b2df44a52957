import { routeTexts } from '@/app/routes/texts';
import { AdminSeries } from '@/features/admin-titles/components/series/admin-series';
import { seriesKindTexts } from '@/features/admin-titles/texts';

/** /admin/series (behind the admin gate of the router). */
export function AdminSeriesRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(seriesKindTexts.series.title)}</title>
      <AdminSeries kind="series" />
    </main>
  );
}
