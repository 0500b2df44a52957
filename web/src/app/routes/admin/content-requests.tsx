import { routeTexts } from '@/app/routes/texts';
import { AdminRequests } from '@/features/admin-moderation/components/admin-requests';
import { requestTexts } from '@/features/admin-moderation/texts';

/** /admin/content-requests (behind the admin gate of the router). */
export function AdminContentRequestsRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(requestTexts.title)}</title>
      <AdminRequests />
    </main>
  );
}
