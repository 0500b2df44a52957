import { routeTexts } from '@/app/routes/texts';
import { AdminUsers } from '@/features/admin-users/components/admin-users';
import { adminUsersTexts } from '@/features/admin-users/texts';

/** /admin/users (behind the admin gate of the router). */
export function AdminUsersRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(adminUsersTexts.title)}</title>
      <AdminUsers />
    </main>
  );
}
