import { routeTexts } from '@/app/routes/texts';
import { AdminProjections } from '@/features/admin-projections/components/admin-projections';
import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { useSession } from '@/features/auth/api/get-session';

/** /admin/projections (behind the gate that lets analysts in): admins also rebuild. */
export function AdminProjectionsRoute() {
  const { session } = useSession();
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(adminProjectionsTexts.title)}</title>
      <AdminProjections canRebuild={Boolean(session?.user?.is_admin)} />
    </main>
  );
}
