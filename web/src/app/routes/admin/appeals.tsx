import { routeTexts } from '@/app/routes/texts';
import { AdminAppeals } from '@/features/admin-appeals/components/admin-appeals';
import { appealTexts } from '@/features/admin-appeals/texts';

/** /admin/appeals (behind the admin gate of the router). */
export function AdminAppealsRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(appealTexts.title)}</title>
      <AdminAppeals />
    </main>
  );
}
