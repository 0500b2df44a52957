import { routeTexts } from '@/app/routes/texts';
import { AdminMail } from '@/features/admin-mail/components/admin-mail';
import { adminMailTexts } from '@/features/admin-mail/texts';

/** /admin/mail (behind the admin gate of the router). */
export function AdminMailRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(adminMailTexts.title)}</title>
      <AdminMail />
    </main>
  );
}
