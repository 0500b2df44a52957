import { routeTexts } from '@/app/routes/texts';
import { AdminGenres } from '@/features/admin-genres/components/admin-genres';
import { adminGenresTexts } from '@/features/admin-genres/texts';

/** /admin/genres (behind the admin gate of the router). */
export function AdminGenresRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(adminGenresTexts.title)}</title>
      <AdminGenres />
    </main>
  );
}
