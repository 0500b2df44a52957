import { routeTexts } from '@/app/routes/texts';
import { AuditTrail } from '@/features/admin-audit/components/audit-trail';
import { adminAuditTexts } from '@/features/admin-audit/texts';

/** /admin/audit (behind the admin gate of the router). */
export function AdminAuditRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(adminAuditTexts.title)}</title>
      <AuditTrail />
    </main>
  );
}
