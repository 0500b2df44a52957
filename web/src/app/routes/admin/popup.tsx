import { routeTexts } from '@/app/routes/texts';
import { AdminPopups } from '@/features/admin-popups/components/admin-popups';
import { adminPopupsTexts } from '@/features/admin-popups/texts';

/** /admin/popup (behind the admin gate of the router). */
export function AdminPopupRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(adminPopupsTexts.title)}</title>
      <AdminPopups />
    </main>
  );
}
