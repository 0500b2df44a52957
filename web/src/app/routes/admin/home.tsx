import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { paths } from '@/config/paths';
import { AdminCards } from '@/features/admin-dashboard/components/admin-cards';
import { AdminMovies } from '@/features/admin-titles/components/movies/admin-movies';

const { admin } = routeTexts;

/** /admin: a card for every admin screen, with its counter, then the films screen. */
export function AdminHomeRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(admin.title)}</title>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
        <div className="flex flex-col gap-2">
          <Link to={paths.home.getHref()} className="text-sm text-neutral-400 hover:text-white">
            {admin.backToSite}
          </Link>
          <h1 className="flex items-center gap-3 text-3xl font-bold">
            <Clapperboard aria-hidden="true" className="size-7 text-red-500" />
            {admin.title}
          </h1>
          <p className="text-neutral-400">{admin.intro}</p>
        </div>
        <AdminCards />
        <AdminMovies />
      </div>
    </main>
  );
}
