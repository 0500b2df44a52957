import { routeTexts } from '@/app/routes/texts';
import { AdminReports } from '@/features/admin-moderation/components/admin-reports';
import { reportTexts } from '@/features/admin-moderation/texts';

/** /admin/reports (behind the admin gate of the router). */
export function AdminReportsRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(reportTexts.title)}</title>
      <AdminReports />
    </main>
  );
}
